import type { AssistantTools, CatalogPlaces, PolicyFacts, TourFacts } from '../assistant-tools.ts';
import type { AssistantProvider, AssistantReply } from '../provider.ts';
import { myBookingsAnswer } from './bookings-answer.ts';
import {
  childShareText,
  durationText,
  joinWords,
  money,
  ratingText,
  tourLink,
  weekdaysText,
} from './format.ts';
import { type Memory, recall, remember, type Subject, type TourRef } from './memory.ts';
import type { PartyWish } from './party.ts';
import { findTours } from './search.ts';
import { describeWishes, type SearchOutcome, searchAnswer } from './search-answer.ts';
import {
  cancellationAnswer,
  childPriceAnswer,
  contactAnswer,
  cutoffAnswer,
  howToBookAnswer,
  liveChatAnswer,
  paymentAnswer,
  refundAnswer,
  rescheduleAnswer,
  weatherAnswer,
} from './service-answers.ts';
import {
  capabilitiesAnswer,
  goodbyeAnswer,
  greetingAnswer,
  notUnderstoodAnswer,
  outOfScopeAnswer,
  outOfScopeLine,
  thanksAnswer,
} from './small-talk.ts';
import { availabilityAnswer, factsAnswer, priceAnswer } from './tour-answers.ts';
import { nameScore, referencedTour } from './tour-reference.ts';
import { createReader, type Reader, type Reading, type SearchWishes } from './understand.ts';
import { contentWords } from './vocabulary.ts';

/**
 * The built-in assistant: no model, no key, no network. It reads the question with the parsers of this
 * folder, asks our own data through the tools, and answers like a travel agent would, keeping what the
 * conversation said (the last list, the tour in focus, the party) in its state.
 */
export function createBuiltinAssistant(options: { placesTtlMs?: number } = {}): AssistantProvider {
  const readerFor = cachedReader(options.placesTtlMs ?? 60_000);
  return {
    name: 'builtin',
    async reply({ message, state, tools }): Promise<AssistantReply> {
      const memory = recall(state);
      const today = tools.today();
      const { reader, catalog } = await readerFor(tools);
      const reading = reader.read(message, today);
      const turn: Turn = {
        reader,
        tools,
        memory,
        reading,
        today,
        policies: tools.policies(),
        cities: catalog.cities,
        categories: catalog.categories,
      };
      const answer = await respond(turn);
      return { text: answer.text, state: answer.memory };
    },
  };
}

/**
 * The catalog's places and the reader built on them, read again after `ttlMs`. Listing every city,
 * region and category scans the whole catalog (about 25 ms at 10,000 tours), more than answering most
 * questions takes; a new city is then understood within a minute of its first tour.
 */
function cachedReader(ttlMs: number) {
  let cached: { reader: Reader; catalog: CatalogPlaces; at: number } | undefined;
  return async (tools: AssistantTools) => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const catalog = await tools.places();
      cached = { reader: createReader(catalog), catalog, at: Date.now() };
    }
    return cached;
  };
}

type Turn = {
  reader: Reader;
  tools: AssistantTools;
  memory: Memory;
  reading: Reading;
  today: string;
  policies: PolicyFacts;
  cities: string[];
  categories: string[];
};

type Answer = { text: string; memory: Memory };

/** "How do I cancel?", "cancel my booking": the traveller's own bookings, rather than the policy in general. */
const cancellingOwn =
  /\b(how (do|can|should) (i|we) cancel|cancel (my|our|a|the|this) (booking|reservation|tour|trip)|(want|need|have) to cancel|i'd like to cancel)\b/;

async function respond(turn: Turn): Promise<Answer> {
  const { reading, memory, tools, policies, today } = turn;
  const { intents, wishes } = reading;
  const said = (text: string, changes: Partial<Memory> = {}): Answer => ({
    text,
    memory: { ...memory, ...changes },
  });
  const signedIn = async () => (await tools.myBookings()) !== null;

  if (intents.reschedule) return said(rescheduleAnswer(policies), { subject: 'other' });
  if (intents.myBookings || (intents.cancellation && cancellingOwn.test(reading.text))) {
    const cancelling = intents.cancellation;
    if (!intents.myBookings && !(await signedIn())) return said(cancellationAnswer(policies));
    return said(await myBookingsAnswer(tools, today, { cancelling, policies }), { subject: 'bookings' });
  }
  if (intents.weather) return said(weatherAnswer(policies), { subject: 'other' });
  if (intents.cancellation) return said(cancellationAnswer(policies), { subject: 'other' });
  if (intents.refund) return said(refundAnswer(policies), { subject: 'other' });
  if (intents.liveChat) return said(liveChatAnswer(policies, await signedIn()), { subject: 'other' });
  if (intents.contact) return said(contactAnswer(policies, await signedIn()), { subject: 'other' });
  if (intents.cutoff && !wishes.date) return said(cutoffAnswer(policies), { subject: 'other' });
  if (intents.payment && !intents.childPolicy && !intents.topics.includes('price'))
    return said(paymentAnswer(), { subject: 'other' });

  if (intents.comparison) {
    const compared = await compareTours(turn);
    if (compared) return compared;
  }
  const tourAnswer = await answerAboutTour(turn);
  if (tourAnswer) return tourAnswer;

  // "What can I book in Kyoto on Saturday?" asks for tours; "how do I book?" for the steps.
  if (intents.howToBook && !narrowsTours(wishes)) {
    return said(howToBookAnswer(memory.focus), { subject: 'other' });
  }
  if (intents.childPolicy) return said(childPriceAnswer(policies), { subject: 'other' });
  if (intents.placesList) {
    return said(`We run tours in ${joinWords(turn.cities)}. Where would you like to go?`, {
      subject: 'other',
    });
  }
  if (intents.categoriesList) {
    const { categories } = turn;
    return said(`Our tours: ${joinWords(categories)}. Which kind, and where?`, { subject: 'other' });
  }

  if (intents.refinement && memory.search) return refine(turn, intents.refinement);
  // "What's the weather in Tokyo?": we cannot say, but we can show what there is to do there.
  const searchWishes = intents.outOfScope ? withoutText(wishesToSearch(turn)) : wishesToSearch(turn);
  if (searchWishes && (!intents.outOfScope || narrowsTours(searchWishes))) {
    const outcome = await searchAnswer(tools, searchWishes, {
      today,
      cities: turn.cities,
      ...(reading.unknownPlace ? { unknownPlace: reading.unknownPlace } : {}),
    });
    const prefix = intents.outOfScope ? `${outOfScopeLine(intents.outOfScope, policies)}\n` : '';
    return listed(turn, outcome, prefix);
  }

  if (intents.outOfScope) return said(outOfScopeAnswer(intents.outOfScope, policies), { subject: 'other' });
  if (intents.capabilities) return said(capabilitiesAnswer(policies), { subject: 'other' });
  if (intents.greeting) return said(greetingAnswer(policies), { subject: 'other' });
  if (intents.thanks) return said(thanksAnswer(), { subject: 'other' });
  if (intents.goodbye) return said(goodbyeAnswer(policies), { subject: 'other' });
  return said(notUnderstoodAnswer(), { subject: 'other' });
}

function withoutText(wishes: SearchWishes | undefined): SearchWishes | undefined {
  if (!wishes) return undefined;
  const { text: _text, ...rest } = wishes;
  return rest;
}

/** Wishes that narrow which tours are meant (a date or a party alone only sets the terms of a question). */
function narrowsTours(wishes: SearchWishes): boolean {
  return Boolean(
    wishes.place ||
      wishes.category ||
      wishes.text ||
      wishes.budget ||
      wishes.duration ||
      wishes.familyFriendly ||
      wishes.language ||
      wishes.start,
  );
}

/**
 * A question about one tour: its facts, its price for the party, its free dates, how to book it. The
 * tour is the one the message names or points at ("the second one", "the tea ceremony", "it"), else the
 * one in focus when the message brings no new search wishes. Undefined when the message is not about
 * one tour, so the caller searches instead.
 */
async function answerAboutTour(turn: Turn): Promise<Answer | undefined> {
  const { reading, memory, tools, today } = turn;
  const { intents, wishes } = reading;
  const asksAboutOne =
    intents.topics.length > 0 || intents.availability || intents.howToBook || intents.childPolicy;
  const bareFollowUp = !narrowsTours(wishes) && (wishes.date !== undefined || wishes.party !== undefined);
  const continuesTour =
    memory.focus !== undefined &&
    bareFollowUp &&
    (memory.subject === 'availability' || memory.subject === 'price' || memory.subject === 'facts');
  const picks = reading.pick !== undefined && memory.listed.length > 0;
  if (reading.ordinal === undefined && !picks && !asksAboutOne && !continuesTour) return undefined;
  // "Anything available in Kyoto tomorrow?" asks for a list, unless it names one tour of it.
  const listWanted =
    (intents.search || intents.ranking !== undefined) &&
    !intents.pointsAtTour &&
    reading.ordinal === undefined &&
    !picks;

  const reference =
    reading.ordinal !== undefined || picks || !listWanted || wishes.text
      ? await referencedTour(tools, reading, memory)
      : { none: true as const };
  if ('noSuchLine' in reference) {
    const text =
      reference.listed === 0
        ? 'Which tour do you mean? Tell me its name, or ask me to find tours first.'
        : `My last answer listed ${reference.listed} ${reference.listed === 1 ? 'tour' : 'tours'}; which one do you mean?`;
    return { text, memory };
  }
  if ('ambiguous' in reference) {
    return {
      text: `Which one do you mean?\n${reference.ambiguous.map(choiceLine).join('\n')}`,
      memory: { ...memory, listed: reference.ambiguous, subject: 'other' },
    };
  }
  let target: TourRef | undefined = 'found' in reference ? reference.found : undefined;
  if (!target && !listWanted && (intents.pointsAtTour || !narrowsTours(wishes))) {
    target = memory.focus ?? (memory.listed.length === 1 ? memory.listed[0] : undefined);
  }
  if (!target) {
    if (listWanted || narrowsTours(wishes)) return undefined;
    if (intents.howToBook || intents.childPolicy) return undefined;
    const choices = memory.listed.length > 0 ? `\n${memory.listed.map(choiceLine).join('\n')}` : '';
    return {
      text: `Which tour do you mean? Tell me its name${choices ? ', or pick one of these:' : ', or ask me to find tours first.'}${choices}`,
      memory,
    };
  }

  const tour = await tools.tourDetails(target.id);
  if (!tour) {
    return {
      text: 'That tour is no longer offered. Shall I find you a similar one?',
      memory: { ...memory, focus: undefined, listed: memory.listed.filter((line) => line.id !== target.id) },
    };
  }
  const party = partyOf(wishes, memory);
  const focused = (subject: Subject, text: string): Answer => ({
    text,
    memory: {
      ...memory,
      focus: remember(tour),
      subject,
      ...(party ? { party } : {}),
      ...(wishes.date ? { date: wishes.date } : {}),
    },
  });
  if (intents.howToBook && !wishes.date) return focused('facts', howToBookAnswer(remember(tour)));
  if (intents.howToBook) {
    return focused('availability', await availabilityAnswer(tools, tour, wishes.date, party, today));
  }
  if (intents.childPolicy) return focused('price', childPriceAnswer(turn.policies, tour));

  const date = wishes.date ?? (continuesTour || intents.availability ? memory.date : undefined);
  const wantsDates =
    intents.availability ||
    (continuesTour && memory.subject === 'availability') ||
    (wishes.date && !intents.topics.length);
  const parts: string[] = [];
  const topics = intents.topics.filter((topic) => !(topic === 'price' && wantsDates && !wishes.party));
  if (topics.length > 0 || (!wantsDates && !wishes.party)) parts.push(factsAnswer(tour, topics, party));
  else if (wishes.party && !wantsDates) parts.push(`${tourLink(tour)}:\n${priceAnswer(tour, party)}`);
  if (wantsDates)
    parts.push(await availabilityAnswer(tools, tour, wantsDates ? date : undefined, party, today));
  const subject: Subject = wantsDates
    ? 'availability'
    : topics.includes('price') || (wishes.party && topics.length === 0)
      ? 'price'
      : 'facts';
  return focused(subject, dedupeTitle(parts, tour));
}

/**
 * "What's the difference between the Gion walk and the maiko dinner?": each side named on its own, then
 * the two side by side. Undefined unless both sides name a tour.
 */
async function compareTours(turn: Turn): Promise<Answer | undefined> {
  const { reading, memory, tools } = turn;
  const sides = comparedSides(reading.text);
  // "Nara or Kyoto?" compares places: a search answers it, not two tours.
  if (!sides || sides.some((side) => onlyPlace(turn.reader, side))) return undefined;
  const found = await Promise.all(
    sides.map((side) =>
      referencedTour(
        tools,
        {
          ...reading,
          ordinal: undefined,
          nameWords: contentWords(side),
          wishes: { text: contentWords(side).join(' ') },
        },
        memory,
      ),
    ),
  );
  const refs = found.map((reference) => ('found' in reference ? reference.found : undefined));
  if (!refs[0] || !refs[1] || refs[0].id === refs[1].id) return undefined;
  const facts = await Promise.all(refs.map((ref) => tools.tourDetails(ref!.id)));
  if (!facts[0] || !facts[1]) return undefined;
  const party = partyOf(reading.wishes, memory);
  const lines = facts.map((tour) => {
    const parts = [
      tour!.city,
      `${money(tour!.priceNumber, tour!.currency)} per adult (${childShareText(tour!.childPriceShare)})`,
      durationText(tour!.durationMinutes),
      `starts ${tour!.departureTime} ${weekdaysText(tour!.departureDays)}`,
      ratingText(tour!),
      `includes ${joinWords(tour!.included.slice(0, 3).map((item) => item.toLowerCase()))}`,
    ].filter(Boolean);
    return `- ${tourLink(tour!)}: ${parts.join(', ')}`;
  });
  return {
    text: ['Side by side:', ...lines, 'Ask me about either one, or for its free dates.'].join('\n'),
    memory: {
      ...memory,
      listed: refs.map((ref) => ref!),
      focus: undefined,
      subject: 'facts',
      ...(party ? { party } : {}),
    },
  };
}

/** Whether a phrase names a place and nothing more ("Kyoto", "in Nara"). */
function onlyPlace(reader: Reader, phrase: string): boolean {
  const place = reader.places.find(phrase);
  if (!place) return false;
  const placeWords = new Set(place.said.split(' '));
  return contentWords(phrase).every((word) => placeWords.has(word));
}

/** The two things compared: "between A and B", "A or B", "A vs B", "compare A with B". */
function comparedSides(text: string): [string, string] | undefined {
  const body = text.replace(
    /^.*?\b(difference between|compare|comparing|choose between|decide between)\b/,
    '',
  );
  const parts = body
    .split(/\b(?:and|or|vs\.?|versus|with)\b/)
    .map((part) => part.trim())
    .filter((part) => contentWords(part).length > 0);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : undefined;
}

/** A tour to choose among others: enough to tell tours of the same title apart. */
function choiceLine(tour: TourRef): string {
  const facts = [
    tour.city,
    tour.price !== undefined && tour.currency ? `${money(tour.price, tour.currency)} per adult` : undefined,
    tour.minutes ? durationText(tour.minutes) : undefined,
  ].filter(Boolean);
  return `- ${tourLink(tour)}${facts.length > 0 ? `: ${facts.join(', ')}` : ''}`;
}

/** Two parts about the same tour name it once. */
function dedupeTitle(parts: string[], tour: TourFacts): string {
  const link = tourLink(tour);
  return parts
    .map((part, i) => (i > 0 ? part.replace(`${link}:\n`, '').replace(`${link}, `, '') : part))
    .join('\n');
}

/**
 * The wishes to search with, or undefined when the message asks for no tours. A follow-up ("and in
 * Osaka?", "what about in April", or a message bringing only a wish or two after a search) keeps the
 * last search's other wishes; a new search keeps only the party, which rarely changes.
 */
function wishesToSearch(turn: Turn): SearchWishes | undefined {
  const { reading, memory } = turn;
  const { wishes, intents } = reading;
  const given = Object.keys(wishes).length > 0;
  if (!given && !intents.search) return undefined;
  const previous = memory.search;
  const party = partyOf(wishes, memory);
  const followUp =
    previous !== undefined &&
    (intents.followUp ||
      (memory.subject === 'search' && !intents.search && given && Object.keys(wishes).length <= 2));
  if (followUp) return { ...previous, ...wishes, ...(party ? { party } : {}) };
  return { ...wishes, ...(party ? { party } : {}) };
}

/**
 * The party now: the message's, else the one already spoken of. "And 1 child?" adds a child to the
 * adults already known rather than assuming a lone adult.
 */
function partyOf(wishes: SearchWishes, memory: Memory): PartyWish | undefined {
  const { party } = wishes;
  if (party?.assumed === 'one adult' && memory.party)
    return { adults: memory.party.adults, children: party.children };
  return party ?? memory.party;
}

/** The answer lists tours: remember them for "the second one", "cheaper?" and "show me more". */
function listed(turn: Turn, outcome: SearchOutcome, prefix = '', more = false): Answer {
  const { memory } = turn;
  const shown = outcome.shown.map(remember);
  const seen = more ? [...memory.shown, ...shown.map((tour) => tour.id)] : shown.map((tour) => tour.id);
  // A search that found nothing at all is not one to build on: "and in Kyoto?" starts afresh.
  if (shown.length === 0 && !more)
    return { text: `${prefix}${outcome.text}`, memory: { ...memory, subject: 'other' } };
  return {
    text: `${prefix}${outcome.text}`,
    memory: {
      ...memory,
      search: outcome.wishes,
      listed: shown.length > 0 ? shown : memory.listed,
      shown: seen.slice(-30),
      focus: focusOf(shown, outcome.wishes) ?? (shown.length > 0 ? undefined : memory.focus),
      subject: 'search',
      ...(outcome.wishes.party ? { party: outcome.wishes.party } : {}),
      ...(outcome.wishes.date ? { date: outcome.wishes.date } : {}),
    },
  };
}

/**
 * The tour a list puts in focus: its only tour, or the one tour whose title holds every word searched
 * for ("tea ceremony" lists the tea ceremony first and a forest walk that mentions one), so "how long is
 * it?" needs no "which one?".
 */
function focusOf(shown: TourRef[], wishes: SearchWishes): TourRef | undefined {
  if (shown.length === 1) return shown[0];
  if (!wishes.text) return undefined;
  const words = wishes.text.split(' ');
  const named = shown.filter((tour) => nameScore(words, tour) > 0.99);
  return named.length === 1 ? named[0] : undefined;
}

/** "cheaper?", "something shorter", "show me more": the last search, moved past what was shown. */
async function refine(
  turn: Turn,
  refinement: NonNullable<Reading['intents']['refinement']>,
): Promise<Answer> {
  const { memory, tools, today, reading } = turn;
  const previous: SearchWishes = { ...memory.search, ...reading.wishes };
  const basis = memory.focus && memory.subject !== 'search' ? [memory.focus] : memory.listed;
  const prices = basis.map((tour) => tour.price).filter((price): price is number => price !== undefined);
  const lengths = basis
    .map((tour) => tour.minutes)
    .filter((minutes): minutes is number => typeof minutes === 'number');
  let wishes: SearchWishes = previous;
  switch (refinement) {
    case 'cheaper':
      wishes = {
        ...previous,
        budget: {
          sort: 'price-asc',
          ...(prices.length > 0 ? { max: Math.min(...prices), strict: true } : {}),
        },
      };
      break;
    case 'pricier':
      wishes = {
        ...previous,
        budget: {
          sort: 'price-desc',
          ...(prices.length > 0 ? { min: Math.max(...prices), strict: true } : {}),
        },
      };
      break;
    case 'shorter':
      // Shorter than the tour in focus, or than most of those shown: the shortest first.
      if (lengths.length > 0) {
        const median = [...lengths].sort((a, b) => a - b)[Math.floor((lengths.length - 1) / 2)]!;
        wishes = { ...previous, duration: { max: median - 1, said: 'shorter' }, ranking: 'duration-asc' };
      }
      break;
    case 'longer':
      if (lengths.length > 0)
        wishes = { ...previous, duration: { min: Math.max(...lengths) + 1, said: 'longer' } };
      break;
    case 'more': {
      const outcome = await searchAnswer(tools, previous, {
        today,
        skip: memory.shown,
        cities: turn.cities,
        more: true,
      });
      return listed(turn, outcome, '', true);
    }
  }
  const found = await findTours(tools, wishes, { limit: 1 });
  if (found.tours.length === 0 && refinement === 'cheaper' && prices.length > 0) {
    // Nothing under what was shown: those were the least expensive, and the list stays as it was.
    const currency = basis.find((tour) => tour.currency)?.currency ?? 'USD';
    const { budget: _budget, ...rest } = previous;
    const floor = money(Math.min(...prices), currency);
    const cheapest = basis.length === 1 ? `${tourLink(basis[0]!)} is` : 'those are';
    return {
      text: `Nothing costs less than ${floor} among ${describeWishes(rest, today, currency)}: ${cheapest} the least expensive. Want me to look elsewhere or on another date?`,
      memory,
    };
  }
  const outcome = await searchAnswer(tools, wishes, { today, cities: turn.cities });
  return listed(turn, outcome);
}
