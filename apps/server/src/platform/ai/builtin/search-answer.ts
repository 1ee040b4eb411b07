import type { AssistantTools, TourCard } from '../assistant-tools.ts';
import type { BudgetWish } from './budget.ts';
import { roughlyIn } from './currencies.ts';
import {
  dateWishText,
  durationText,
  joinWords,
  largerPartyAdvice,
  money,
  partyText,
  tourLine,
  tourLink,
} from './format.ts';
import { gentleTour } from './gentle.ts';
import { handsOnTour } from './hands-on.ts';
import { type PlaceWish, placePhrase } from './places.ts';
import { findTours, presentFilters, type Relaxable, relax, wordsSomeTourHolds } from './search.ts';
import type { SearchWishes } from './understand.ts';

/** How many tours one answer lists: enough to choose from, short enough to read in the panel. */
export const shownPerAnswer = 5;

export type SearchOutcome = { text: string; shown: TourCard[]; wishes: SearchWishes };

function budgetText(
  budget: NonNullable<SearchWishes['budget']>,
  currency: string,
  party?: SearchWishes['party'],
): string | undefined {
  // With a party named, say whose price the budget bounds.
  const each = budget.total ? ' in total' : party && party.adults + party.children > 1 ? ' per adult' : '';
  if (budget.min !== undefined && budget.max !== undefined) {
    return `between ${money(budget.min, currency)} and ${money(budget.max, currency)}${each}`;
  }
  if (budget.max === 0) return 'free of charge';
  if (budget.max !== undefined) return `under ${money(budget.max, currency)}${each}`;
  if (budget.min !== undefined) return `over ${money(budget.min, currency)}${each}`;
  return undefined;
}

function lengthText(duration: NonNullable<SearchWishes['duration']>): string {
  const { min, max } = duration;
  if (min !== undefined && max !== undefined) return `of ${durationText(min) ?? '0'} to ${durationText(max)}`;
  if (max !== undefined) return `of up to ${durationText(max)}`;
  return `of ${durationText(min ?? 0)} or more`;
}

function whenText(date: NonNullable<SearchWishes['date']>, today: string): string {
  return `with seats ${dateWishText(date, today)}`;
}

/** "starting in the evening", "starting from 13:00 and over by 18:00", "over by 12:30". */
function startText(start: NonNullable<SearchWishes['start']>): string {
  const over = start.endsBy ? `over by ${start.endsBy}` : undefined;
  if (start.from === undefined && start.to === undefined) return over ?? `starting ${start.said}`;
  const begins = start.from !== undefined ? `starting from ${start.from}` : `starting before ${start.to}`;
  return over ? `${begins} and ${over}` : `starting ${start.said}`;
}

/** The wishes in words: "Cultural tours in Kyoto under $100, of up to 3 hours, with seats on Saturday, May 3". */
/** "not about temples, not in Tokyo or Osaka, not Food & Drink": what the traveller left out. */
function notText({ notText: words, notPlaces, notCategory }: SearchWishes): string | undefined {
  const parts = [
    words ? `not about ${joinWords(words.split(' '), 'or')}` : undefined,
    notPlaces
      ? `not in ${joinWords(
          notPlaces.map((place) => place.name),
          'or',
        )}`
      : undefined,
    notCategory ? `not ${notCategory}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export function describeWishes(wishes: SearchWishes, today: string, currency: string, count = 2): string {
  const kind = `${wishes.gentle ? 'gentle ' : ''}${wishes.handsOn ? 'hands-on ' : ''}${wishes.category ? `${wishes.category} ` : ''}`;
  const what = `${kind}${count === 1 ? 'tour' : 'tours'}${wishes.text ? ` matching "${wishes.text}"` : ''}`;
  const parts = [
    wishes.place ? placePhrase(wishes.place) : undefined,
    wishes.included ? `that include ${wishes.included}` : undefined,
    notText(wishes),
    wishes.familyFriendly ? 'that suit families' : undefined,

    wishes.adultsOnly ? 'for adults only' : undefined,
    wishes.teens && !wishes.familyFriendly ? 'open to teenagers' : undefined,
    wishes.childrenFree ? 'that children join for free' : undefined,
    wishes.language ? `guided in ${wishes.language}` : undefined,
    wishes.groupCap ? `in groups of at most ${wishes.groupCap}` : undefined,
    wishes.start ? startText(wishes.start) : undefined,
    wishes.budget ? budgetText(wishes.budget, currency, wishes.party) : undefined,
    wishes.duration ? lengthText(wishes.duration) : undefined,
    wishes.date ? whenText(wishes.date, today) : undefined,
    wishes.party ? `for ${partyText(wishes.party)}` : undefined,
    wishes.gentle ? gentleText(wishes) : undefined,
    wishes.handsOn ? `(${handsOnTour.said})` : undefined,
  ].filter((part): part is string => part !== undefined);
  return [what, ...parts].join(' ');
}

/** "(3 hours at most, no climbs, steps or trails)": what a gentle tour was taken to be; a length said stands. */
function gentleText(wishes: SearchWishes): string {
  const { length, terrain, sober } = gentleTour;
  const parts = [
    wishes.duration?.max === undefined ? length : undefined,
    terrain,
    wishes.sober ? sober : undefined,
  ];
  return `(${parts.filter((part) => part !== undefined).join(', ')})`;
}

function droppedText(wish: Relaxable, wishes: SearchWishes, currency: string): string {
  switch (wish) {
    case 'budget':
      return `the budget (${(wishes.budget && budgetText(wishes.budget, currency)) ?? ''})`;
    case 'duration':
      return `the length (${wishes.duration ? lengthText(wishes.duration) : ''})`.replace('(of ', '(');
    case 'date':
      return wishes.date?.kind === 'month' ? `the month` : 'the date';
    case 'text':
      return `"${wishes.text}"`;
    case 'language':
      return `the language (${wishes.language})`;
    case 'groupCap':
      return `the group size (at most ${wishes.groupCap})`;
    case 'start':
      return `the time of day (${wishes.start?.said})`;
    case 'familyFriendly':
      return 'the family-friendly filter';
    case 'category':
      return `the ${wishes.category} category`;
    case 'place':
      return wishes.place ? `the place (${placePhrase(wishes.place).replace(/^in /, '')})` : 'the place';
  }
}

function sortNote(wishes: SearchWishes): string {
  if (wishes.budget?.sort === 'price-asc') return ', least expensive first';
  if (wishes.budget?.sort === 'price-desc') return ', most expensive first';
  if (wishes.ranking === 'popular') return ', most booked first';
  if (wishes.ranking === 'rating-asc') return ', lowest rated first';
  if (wishes.ranking === 'duration-asc') return ', shortest first';
  if (wishes.ranking === 'duration-desc') return ', longest first';
  if (wishes.ranking === 'start-asc') return ', earliest start first';
  if (wishes.ranking === 'start-desc') return ', latest start first';
  if (wishes.ranking === 'group-asc') return ', smallest groups first';
  if (wishes.text) return '';
  return ', best rated first';
}

function listText(tours: TourCard[], wishes: SearchWishes): string {
  // Each line names the town when the place asked for spans several (or none was given).
  const withPlace = wishes.place?.kind !== 'city';
  const groupSize = wishes.ranking === 'group-asc';
  return tours.map((tour) => tourLine(tour, { withPlace, groupSize })).join('\n');
}

function closing(wishes: SearchWishes, shown: TourCard[]): string {
  const notes: string[] = [];
  if (wishes.party?.assumed)
    notes.push(`I counted ${wishes.party.assumed}; tell me if your party is different.`);
  if (wishes.party && wishes.party.children > 0 && shown.some((tour) => tour.partyPrice)) {
    notes.push("Totals use each tour's child price.");
  }
  notes.push(
    shown.length > 1
      ? 'Ask me about one of them ("the second one"), or for its free dates.'
      : 'Ask me what is included, where it meets, or for its free dates.',
  );
  return notes.join(' ');
}

/**
 * Finds tours for the wishes and writes the answer: the matches, or, when nothing matches, what does
 * when the least important wish is dropped, saying which. `skip` leaves out tours already shown.
 */
export async function searchAnswer(
  tools: AssistantTools,
  wishes: SearchWishes,
  options: {
    today: string;
    skip?: string[];
    unknownPlace?: string;
    /** The unknown place is a town we know ("Nagano"): no tour's words that happen to match it are its tours. */
    knownTown?: boolean;
    regionAround?: string;
    cities: string[];
    more?: boolean;
  },
): Promise<SearchOutcome> {
  const { today } = options;
  if (options.knownTown && options.unknownPlace && wishes.text?.split(' ').includes(options.unknownPlace))
    return elsewhere(tools, wishes, options.unknownPlace, options);
  const foreign = await foreignBudget(tools, wishes);
  if (foreign) {
    const outcome = await searchAnswer(tools, foreign.wishes, options);
    return { ...outcome, text: `${foreign.note}\n${outcome.text}` };
  }
  const found = await findTours(tools, wishes, { limit: shownPerAnswer, skip: options.skip ?? [] });
  const currency = found.tours[0]?.currency ?? 'USD';
  if (found.tours.length > 0) {
    const described = describeWishes(wishes, today, currency);
    const intro = options.more
      ? `More ${described}:`
      : found.total > found.tours.length
        ? `I found ${found.total} ${described}. The top ${found.tours.length}${sortNote(wishes)}:`
        : found.tours.length === 1
          ? `One ${describeWishes(wishes, today, currency, 1)}:`
          : `${found.tours.length} ${described}${sortNote(wishes)}:`;
    return {
      text: [intro, listText(found.tours, wishes), closing(wishes, found.tours)].join('\n'),
      shown: found.tours,
      wishes,
    };
  }
  if (options.more) {
    return {
      text: `That is all I have for ${describeWishes(wishes, today, currency)}. Try another place, date or budget.`,
      shown: [],
      wishes,
    };
  }

  const tooMany = await partyTooBig(tools, wishes, today);
  if (tooMany) return tooMany;

  const unknownPlace =
    options.unknownPlace && wishes.text?.split(' ').includes(options.unknownPlace)
      ? options.unknownPlace
      : undefined;
  if (unknownPlace) return elsewhere(tools, wishes, unknownPlace, options);

  // "Cheapest tour u have? broke backpacker lol": a ranking of every tour, the chatter left behind.
  if (presentFilters(wishes).every((wish) => wish === 'text') && (wishes.ranking || wishes.budget?.sort)) {
    const { text: _chatter, anyWord: _alternatives, ...ranked } = wishes;
    return searchAnswer(tools, ranked, options);
  }
  // Words alone that match nothing ("asdfgh") ask for no tour we could show: say so, list nothing. A long
  // message keeps the words some tour's title holds ("sake" and "brewery" of "my father-in-law is crazy
  // about sake, is there a brewery visit?"); fewer words each time, so this ends.
  const wordsAlone =
    wishes.text !== undefined &&
    presentFilters(wishes).every((wish) => wish === 'text') &&
    !wishes.gentle &&
    !wishes.handsOn;
  const typed = wishes.text?.split(' ') ?? [];
  if (wordsAlone && typed.length >= 3) {
    const held = await wordsSomeTourHolds(tools, typed);
    if (held.length > 0 && held.length < typed.length)
      return searchAnswer(tools, { ...wishes, text: held.join(' ') }, options);
  }
  if (wordsAlone) {
    return {
      text: `I found no tour about "${wishes.text}", and I can only help with our tours and bookings. Tell me a place, a kind of tour, a date or a budget, for example "food tours in Osaka under $100".`,
      shown: [],
      wishes,
    };
  }
  const looser = await relax(tools, wishes, shownPerAnswer);
  // Words no tour holds at all ("rent a car", "the Ghibli Museum") are something we do not offer: say so.
  const unknownWords =
    looser?.dropped.includes('text') && wishes.text
      ? (
          await findTours(
            tools,
            { text: wishes.text, ...(wishes.anyWord ? { anyWord: true } : {}) },
            { limit: 1 },
          )
        ).total === 0
      : false;
  // A long message leaves chatter behind ("we'll spend the last days"): when it matches nothing, the
  // answer is the one its real wishes get, without quoting the chatter back.
  if (unknownWords && wishes.text!.split(' ').length >= 3) {
    const { text: _chatter, anyWord: _alternatives, ...meant } = wishes;
    // "Any sake tasting tours? I am a big nihonshu nerd": the words some tour holds are kept.
    // Fewer words each time, so this ends: all of them held, and none together, is chatter too.
    const words = wishes.text!.split(' ');
    const held = await wordsSomeTourHolds(tools, words);
    const fewer = held.length > 0 && held.length < words.length;
    return searchAnswer(tools, fewer ? { ...meant, text: held.join(' ') } : meant, options);
  }
  const none = unknownWords
    ? `I found no tour about "${wishes.text}", and I can only help with our tours and bookings.`
    : `I found no ${describeWishes(wishes, today, currency)}.`;
  if (!looser) {
    return { text: `${none}\nTry another place or date, or ask me where we run tours.`, shown: [], wishes };
  }
  const looserCurrency = looser.tours[0]?.currency ?? currency;
  const dropped = looser.dropped.map((wish) => droppedText(wish, wishes, looserCurrency));
  // The city widened to its day trips ("Osaka": the Osaka area) keeps the place, only further out.
  const widened =
    wishes.place?.kind === 'city' &&
    looser.wishes.place?.kind === 'area' &&
    looser.wishes.place.name === wishes.place.name;
  const lead = widened ? 'A day out from there' : `Without ${joinWords(dropped)}`;
  return {
    text: [
      none,
      `${lead}, here are ${describeWishes(looser.wishes, today, looserCurrency)}${sortNote(looser.wishes)}:`,
      listText(looser.tours, looser.wishes),
      closing(looser.wishes, looser.tours),
    ].join('\n'),
    shown: looser.tours,
    wishes: looser.wishes,
  };
}

/**
 * "We are 12 friends, can we all do the tea ceremony?": the tours are there, but none takes the party on
 * one departure. Say how many each takes, and what a larger group can do (the FAQ's answer). Undefined
 * when the party is not what stops them.
 */
async function partyTooBig(
  tools: AssistantTools,
  wishes: SearchWishes,
  today: string,
): Promise<SearchOutcome | undefined> {
  const { party } = wishes;
  if (!party || party.adults + party.children < 2) return undefined;
  const { party: _party, ...withWords } = wishes;
  const worded = await findTours(tools, withWords, { limit: shownPerAnswer });
  // "Whole company retreat, 50 people, one tour for everyone?": no tour holds the words, and none takes
  // the party either; when some tour takes the party, the words were what stopped the search.
  const { text: _words, anyWord: _any, ...rest } = withWords;
  if (worded.total === 0 && wishes.text) {
    const { text: _text, anyWord: _alternatives, ...forTheParty } = wishes;
    if ((await findTours(tools, forTheParty, { limit: 1 })).total > 0) return undefined;
  }
  const basis = worded.total > 0 ? withWords : rest;
  const found = worded.total > 0 ? worded : await findTours(tools, rest, { limit: shownPerAnswer });
  if (found.tours.length === 0) return undefined;
  const size = party.adults + party.children;
  const lines = found.tours.map((tour) => `- ${tourLink(tour)}: at most ${tour.maxGroupSize} travellers`);
  return {
    text: [
      `None of our ${describeWishes(basis, today, found.tours[0]!.currency)} takes ${size} travellers on one departure:`,
      ...lines,
      largerPartyAdvice,
    ].join('\n'),
    // Shown without the words: a page that holds them ("a minibus for a group of 25?") may answer better.
    shown: worded.total > 0 ? found.tours : [],
    wishes: basis,
  };
}

/**
 * A budget in another currency than our prices ("under £40" when tours are priced in USD): read at a rough
 * rate (`currencies.ts`), which the answer says, since we charge in our own currency. Undefined when the
 * budget is in our currency (or names none); for a currency we have no rate for, the wishes without the
 * amount, least expensive first, and the note saying why.
 */
async function foreignBudget(
  tools: AssistantTools,
  wishes: SearchWishes,
): Promise<{ wishes: SearchWishes; note: string } | undefined> {
  const { budget } = wishes;
  if (!budget?.currency || (budget.min === undefined && budget.max === undefined)) return undefined;
  const { budget: _budget, ...rest } = wishes;
  const probe = await findTours(tools, rest, { limit: 1 });
  const ours = probe.tours[0]?.currency;
  if (!ours || ours === budget.currency) return undefined;
  const asked = money(budget.max ?? budget.min!, budget.currency);
  // A most rounded down and a least rounded up: a rough rate should not let in a tour over the budget.
  const max = budget.max === undefined ? undefined : roughlyIn(budget.max, budget.currency, ours);
  const min = budget.min === undefined ? undefined : roughlyIn(budget.min, budget.currency, ours);
  if ((budget.max !== undefined && max === undefined) || (budget.min !== undefined && min === undefined))
    return {
      wishes: { ...rest, budget: { sort: budget.max !== undefined ? 'price-asc' : 'price-desc' } },
      note: `Our prices are in ${ours}, and I cannot convert ${asked}, so here are the ${budget.max !== undefined ? 'least' : 'most'} expensive first.`,
    };
  const converted: BudgetWish = {
    ...budget,
    currency: ours,
    ...(max !== undefined ? { max: Math.floor(max) } : {}),
    ...(min !== undefined ? { min: Math.ceil(min) } : {}),
  };
  const about = money(converted.max ?? converted.min!, ours);
  return {
    wishes: { ...rest, budget: converted },
    note: `${asked} is roughly ${about} (our prices are in ${ours}, and this rate is only a rough one).`,
  };
}

/** A place we have no tours in ("Sendai"): say so, name where we do run tours, and what else fits. */
async function elsewhere(
  tools: AssistantTools,
  wishes: SearchWishes,
  place: string,
  options: { today: string; cities: string[]; regionAround?: string },
): Promise<SearchOutcome> {
  const rest = wishes.text
    ?.split(' ')
    .filter((word) => word !== place)
    .join(' ');
  const { text: _place, ...others } = wishes;
  const wanted: SearchWishes = rest ? { ...others, text: rest } : others;
  const cities =
    options.cities.length <= 20
      ? joinWords(options.cities)
      : `${options.cities.slice(0, 20).join(', ')} and more`;
  const none = `We have no tours in ${place.charAt(0).toUpperCase()}${place.slice(1)} yet. Our tours are in ${cities}.`;
  // "Anything in Kobe?": the tours of the prefecture around it first; "cruise ship docks at Yokohama,
  // anything nearby?": the prefecture's tours, when none of them holds the rest of the words.
  if (options.regionAround) {
    const region: PlaceWish = { kind: 'region', name: options.regionAround };
    const tries = rest
      ? [
          { ...wanted, place: region },
          { ...others, place: region },
        ]
      : [{ ...others, place: region }];
    for (const around of tries) {
      const near = await findTours(tools, around, { limit: shownPerAnswer });
      if (near.tours.length > 0) return offered(none, 'Nearby', near.tours, around, options.today);
    }
  }
  const found =
    Object.keys(wanted).length > 0 ? await findTours(tools, wanted, { limit: shownPerAnswer }) : undefined;
  if (!found || found.tours.length === 0) {
    return { text: `${none}\nWhich of these would you like to explore?`, shown: [], wishes: wanted };
  }
  return offered(none, 'Elsewhere', found.tours, wanted, options.today);
}

/** "We have no tours in Kobe yet." then the tours offered instead, "Nearby" or "Elsewhere". */
function offered(
  none: string,
  lead: string,
  tours: TourCard[],
  wishes: SearchWishes,
  today: string,
): SearchOutcome {
  const currency = tours[0]!.currency;
  return {
    text: [
      none,
      `${lead}, ${describeWishes(wishes, today, currency)}${sortNote(wishes)}:`,
      listText(tours, wishes),
      closing(wishes, tours),
    ].join('\n'),
    shown: tours,
    wishes,
  };
}

/**
 * "Roughly what do your tours cost, lowest to highest?": the least and the most expensive tour the wishes
 * allow (a place, a kind), each linked, per adult.
 */
export async function priceRangeAnswer(tools: AssistantTools, wishes: SearchWishes): Promise<SearchOutcome> {
  const { text: _words, budget: _budget, ...kept } = wishes;
  const [lowest, highest] = await Promise.all(
    (['price-asc', 'price-desc'] as const).map(async (sort) => {
      const found = await findTours(tools, { ...kept, budget: { sort } }, { limit: 1 });
      return found.tours[0];
    }),
  );
  if (!lowest || !highest)
    return {
      text: 'I found no tours to price. Try another place, or ask me where we run tours.',
      shown: [],
      wishes,
    };
  const where = kept.place ? ` ${placePhrase(kept.place)}` : '';
  const kind = kept.category ? `${kept.category} ` : '';
  const tours = lowest.id === highest.id ? [lowest] : [lowest, highest];
  return {
    text: [
      `Our ${kind}tours${where} cost from ${money(lowest.priceNumber, lowest.currency)} to ${money(highest.priceNumber, highest.currency)} per adult:`,
      listText(tours, kept),
      "Children pay a share of the adult price that each tour sets; ask me for a tour's price for your party.",
    ].join('\n'),
    shown: tours,
    wishes: kept,
  };
}
