import type { CatalogPlaces, ContentHit } from '../assistant-tools.ts';
import type { AssistantProvider, AssistantReply } from '../provider.ts';
import { bookingsAnswer } from './bookings-turn.ts';
import { needPage, strollerSaid } from './concerns.ts';
import { pageAnswering, pageNear, publishedAt, quotePassage } from './content-answer.ts';
import { joinWords } from './format.ts';
import { type Memory, recall } from './memory.ts';
import { namedToursAnswer } from './named-tours.ts';
import { withCityNamed } from './references.ts';
import { outOfScope, rulesAnswer } from './rules-turn.ts';
import { priceRangeAnswer, searchAnswer } from './search-answer.ts';
import { listed, refine, wishesToSearch, withoutText } from './search-turn.ts';
import { childPriceAnswer, discountAnswer, howToBookAnswer } from './service-answers.ts';
import {
  capabilitiesAnswer,
  goodbyeAnswer,
  greetingAnswer,
  notUnderstoodAnswer,
  outOfScopeLine,
  thanksAnswer,
} from './small-talk.ts';
import { answerAboutTour, focusDetailAnswer, namesATour } from './tour-turn.ts';
import { type Answer, answered, asksForTours, narrowsTours, partyOf, type Turn } from './turn.ts';
import { twoAsks } from './two-asks.ts';
import { createReader, type Reader } from './understand.ts';

/**
 * The built-in assistant: no model, no key, no network. It reads the question with the parsers of this
 * folder, asks our own data through the tools, and answers like a travel agent would, keeping what the
 * conversation said (the last list, the tour in focus, the party) in its state.
 */
export function createBuiltinAssistant(): AssistantProvider {
  const readerOf = readerCache();
  return {
    name: 'builtin',
    async reply({ message, state, tools }): Promise<AssistantReply> {
      const memory = recall(state);
      const today = tools.today();
      const catalog = await tools.places();
      const reader = readerOf(catalog);
      const policies = tools.policies();
      const turnOf = (text: string): Turn => ({
        reader,
        tools,
        memory,
        reading: reader.read(withCityNamed(text, memory), today),
        today,
        policies,
        cities: catalog.cities,
        categories: catalog.categories,
      });
      const turn = turnOf(message);
      const answer =
        (await answerBoth(
          turn,
          twoAsks(message).map(([a, b]) => [turnOf(a), turnOf(b)]),
        )) ?? (await respond(turn));
      return { text: answer.text, state: answer.memory };
    },
  };
}

/**
 * The reader of the catalog's places, built again only when they change: the tools answer `places()`
 * from the catalog cache, and building the place and category matchers for every question is wasted work.
 */
function readerCache() {
  let cached: { key: string; reader: Reader } | undefined;
  return (catalog: CatalogPlaces) => {
    const key = JSON.stringify(catalog);
    if (cached?.key !== key) cached = { key, reader: createReader(catalog) };
    return cached.reader;
  };
}

/**
 * The page that answers a message that does not ask for tours. A party alone does not ask for them when
 * a page's heading holds the question: "can we get a private tour for our family of 5?" is the FAQ's.
 */
async function pageFor(turn: Turn): Promise<ContentHit | undefined> {
  if (!asksForTours(turn)) return pageAnswering(turn);
  // "And with 1 child?" changes the party of the last search.
  if (asksForTours(turn, { byParty: false }) || turn.reading.intents.followUp || turn.memory.search)
    return undefined;
  const page = await pageAnswering(turn);
  return page && page.headingCoverage >= 0.75 ? page : undefined;
}

/**
 * A message that asks for tours and asks something our rules answer ("food tours. and if one of us has a
 * shellfish allergy, where do I tell you?"): both answered, in the order asked; the tours are what the
 * conversation goes on from. Undefined unless one half is each.
 */
async function answerBoth(whole: Turn, halves: [Turn, Turn][]): Promise<Answer | undefined> {
  const { intents } = whole.reading;
  if (intents.othersData || intents.myBookings || intents.outOfScope) return undefined;
  for (const [first, second] of halves) {
    // The tours asked first, or the rule.
    const orders: [Turn, Turn][] = [
      [first, second],
      [second, first],
    ];
    for (const [ofTours, ofRule] of orders) {
      if (!asksOfTours(ofTours) || !ownRule(ofRule)) continue;
      const rule = await rulesAnswer(ofRule);
      const tours = rule && (await respond(ofTours));
      if (!rule || !tours || !apart(rule, tours)) continue;
      const inOrder = ofTours === first ? [tours, rule] : [rule, tours];
      return { text: inOrder.map((answer) => answer.text).join('\n\n'), memory: tours.memory };
    }
  }
  return undefined;
}

/** Two answers that say different things: a page quoted for both halves is said once, by the whole. */
const apart = (one: Answer, other: Answer) =>
  !one.text.includes(other.text) && !other.text.includes(one.text);

/**
 * A half that asks for tours or of one: terms of a search, a place, a tour named or pointed at, asked ("food
 * tours.", "what fits?", "the tea ceremony this saturday for 3"), not told ("our Kerama trip might be called off").
 */
function asksOfTours(turn: Turn): boolean {
  const { reading } = turn;
  const { wishes } = reading;
  const names = reading.placeWords.length > 0 || namesATour.test(reading.text);
  const asked =
    /\?|\b(what|which|any|anything|something|ideas?|show|find|recommend|suggest|options)\b/.test(
      reading.text,
    ) ||
    reading.text.split(' ').length <= 5 ||
    ((names || asksForTours(turn)) && (wishes.date !== undefined || wishes.party !== undefined));
  return asked && (asksForTours(turn) || reading.intents.pointsAtTour || names);
}

/**
 * A half only our rules answer: it names no tour or place, sets no terms of a search, asks nothing a tour's
 * own lists answer ("do I need to buy the shinkansen ticket myself?"), and speaks of no one the other half
 * brought ("do they pay?" is of the children just named).
 */
function ownRule(turn: Turn): boolean {
  const { reading } = turn;
  const { wishes } = reading;
  // A day ("is nothing charged until the day itself?") or a party ("if one of us has an allergy") may be said
  // of a rule; the other terms of a search are not.
  const searches =
    wishes.place ||
    wishes.category ||
    wishes.budget ||
    wishes.duration ||
    wishes.start ||
    wishes.language ||
    wishes.familyFriendly ||
    wishes.childrenFree ||
    wishes.adultsOnly;
  return !(
    reading.placeWords.length > 0 ||
    namesATour.test(reading.text) ||
    searches ||
    reading.intents.topics.some((topic) => topic === 'included' || topic === 'excluded') ||
    /\b(they|them|she|he|her|him|his)\b/.test(reading.text)
  );
}

async function respond(turn: Turn): Promise<Answer> {
  const { reading, memory, tools, policies, today } = turn;
  const { intents, wishes } = reading;
  const said = (text: string, changes: Partial<Memory> = {}) => answered(turn, text, changes);

  const ownOrOthers = await bookingsAnswer(turn);
  if (ownOrOthers) return ownOrOthers;
  const byRule = await rulesAnswer(turn);
  if (byRule) return byRule;
  // "Which of those include lunch?": the last search, narrowed by the words; "under $100 in Kyoto with
  // lunch included?": a new one.
  const narrowsList = memory.search !== undefined && /\b(those|these|them)\b/.test(reading.text);
  const includedIn =
    intents.topics.includes('included') &&
    // "Which cities do you cover?" asks for our places, not for tours that include them.
    !(intents.placesList && /\bcover(s|ed)?\b/.test(reading.text)) &&
    !intents.pointsAtTour &&
    !namesATour.test(reading.text) &&
    (intents.search || wishes.budget !== undefined);
  if ((narrowsList || includedIn) && wishes.text && reading.ordinal === undefined && !reading.pick) {
    const { text, ...others } = wishes;
    const base = narrowsList ? memory.search : {};
    const narrowed = intents.topics.includes('included')
      ? { ...base, ...others, included: text }
      : { ...base, ...wishes };
    return listed(turn, await searchAnswer(tools, narrowed, { today, cities: turn.cities }));
  }
  // "Price each for 2 adults and 1 child?" after a list: the list again, each tour priced for the party.
  // "And how much for 2 adults and the 2 kids?" right after a list, no tour named: the list, priced too.
  const pricesTheList =
    memory.subject === 'search' &&
    memory.search !== undefined &&
    wishes.party !== undefined &&
    (/\b(each|every one|all of them|them|those|these|the list)\b/.test(reading.text) ||
      (intents.topics.length > 0 &&
        intents.topics.every((topic) => topic === 'price') &&
        reading.ordinal === undefined &&
        reading.pick === undefined &&
        reading.placeWords.length === 0 &&
        !intents.pointsAtTour &&
        !namesATour.test(reading.text) &&
        !narrowsTours({ ...wishes, party: undefined })));
  if (pricesTheList) {
    const party = partyOf(wishes, memory)!;
    return listed(
      turn,
      await searchAnswer(tools, { ...memory.search!, party }, { today, cities: turn.cities }),
    );
  }
  // "The price range, lowest to highest? I need it for a memo": "it" points at no tour when none is in view.
  if (intents.priceRange && !(intents.pointsAtTour && memory.focus)) {
    return listed(turn, await priceRangeAnswer(tools, wishes));
  }
  const namedTours = await namedToursAnswer(turn);
  if (namedTours) return namedTours;
  // A page that asks the very question ("How big are the groups?") answers it, unless a tour is in view
  // or named ("how long is the Mount Fuji tour?" is not the privacy policy's "how long we keep it").
  // Out of scope waits for a page that asks it (below): "the exchange rate" is not the refund policy's.
  // Booking steps and children's prices have answers of their own, with the tour in view if there is one.
  const ownAnswer = intents.outOfScope || intents.howToBook || intents.childPolicy;
  const page = ownAnswer ? undefined : await pageFor(turn);
  const namesTour = reading.placeWords.length > 0 || intents.pointsAtTour;
  if (page && page.headingCoverage === 1 && !memory.focus && !namesTour)
    return said(quotePassage(page), { subject: 'other' });
  const tourAnswer = intents.outOfScope ? undefined : await answerAboutTour(turn);
  // "What's included in the price?" with no tour in view asks the FAQ, not which tour is meant. "Nikko for two
  // pensioners, and is there a discount for seniors?": the price, and that there is none. "Zen morning for 2
  // vegans - total?": the price, and how we handle a diet.
  if (tourAnswer && !tourAnswer.askedWhichTour) {
    const besides = [
      intents.discount ? discountAnswer(policies) : undefined,
      intents.specialNeeds === 'diet' ? quotePassage(publishedAt(turn, needPage('diet'))) : undefined,
    ].filter((text) => text !== undefined);
    return besides.length > 0
      ? { ...tourAnswer, text: [tourAnswer.text, ...besides].join('\n') }
      : tourAnswer;
  }
  if (intents.discount) return said(discountAnswer(policies), { subject: 'other' });
  // "First solo trip: can I book just one seat and join a group?" with no tour named: the FAQ's answer;
  // "which tours can I book in Kyoto the day after tomorrow? 1 person" asks for the tours.
  const listsTours =
    asksForTours(turn, { byParty: false }) &&
    /\b(which|what|anything|any tours?|something)\b/.test(reading.text);
  if (intents.solo && (!tourAnswer || tourAnswer.askedWhichTour) && !listsTours && !intents.outOfScope)
    return said(quotePassage(publishedAt(turn, '/faq#travelling-alone')), { subject: 'other' });
  // "Which carvings should I not miss?" after the Nikko tour: its page, before a page that only holds "miss".
  const asksThePage = page !== undefined && page.headingCoverage >= 0.5;
  const ofTourInView = asksThePage || tourAnswer ? undefined : await focusDetailAnswer(turn);
  if (ofTourInView) return ofTourInView;
  if (page) return said(quotePassage(page), { subject: 'other' });
  if (tourAnswer) return tourAnswer;

  // "What can I book in Kyoto on Saturday?" asks for tours; "how do I book?" for the steps.
  if (intents.howToBook && !narrowsTours(wishes)) {
    return said(howToBookAnswer(memory.focus), { subject: 'other' });
  }
  // "What's good for teenagers in Tokyo?" asks for Tokyo's tours that take them (the search below).
  // "Which of those are ok for kids?" narrows the last list.
  // "Full day trips that are ok for children? Maximum 9 hours" asks for tours, of a kind and length.
  const forChildren = { ...wishes, familyAsked: undefined, familyFriendly: undefined };
  if (
    intents.childPolicy &&
    !wishes.place &&
    !narrowsList &&
    !wishes.childrenFree &&
    !wishes.category &&
    !wishes.duration &&
    !narrowsTours({ ...forChildren, text: undefined })
  ) {
    // "Are the tours suitable for children?": the FAQ on children, else the price rule.
    const children = await pageAnswering(turn);
    const asked = children && children.headingCoverage >= 0.5;
    return said(asked ? quotePassage(children) : childPriceAnswer(policies), { subject: 'other' });
  }
  if (intents.placesList) {
    return said(`We run tours in ${joinWords(turn.cities)}. Where would you like to go?`, {
      subject: 'other',
    });
  }
  // "What tours do you have in Osaka?" asks for Osaka's tours, not for our kinds of tour.
  if (intents.categoriesList && !wishes.place) {
    const { categories } = turn;
    return said(`Our tours: ${joinWords(categories)}. Which kind, and where?`, { subject: 'other' });
  }

  if (intents.refinement && memory.search) return refine(turn, intents.refinement);
  // "To whom have I the pleasure of addressing myself?": who answers, whatever words come with it.
  if (intents.capabilities && !wishes.party && !narrowsTours({ ...wishes, text: undefined }))
    return said(capabilitiesAnswer(policies), { subject: 'other' });
  // "Thanks so much, you've been a lifesaver!!": thanks, whatever words come with them.
  if (intents.thanks && !reading.text.includes('?') && !narrowsTours({ ...wishes, text: undefined }))
    return said(thanksAnswer(), { subject: 'other' });
  // "What's the weather in Tokyo?": we cannot say, but we can show what there is to do there.
  const searchWishes = intents.outOfScope ? withoutText(wishesToSearch(turn)) : wishesToSearch(turn);
  if (searchWishes && (!intents.outOfScope || narrowsTours(searchWishes))) {
    const outcome = await searchAnswer(tools, searchWishes, {
      today,
      cities: turn.cities,
      ...(reading.unknownPlace ? { unknownPlace: reading.unknownPlace } : {}),
      ...(reading.unknownPlace && turn.reader.places.isTown(reading.unknownPlace) ? { knownTown: true } : {}),
      ...(reading.regionAround ? { regionAround: reading.regionAround } : {}),
    });
    // No tour holds the words ("which time zone are the times in? I keep getting confused"): a page that
    // holds half the question, its heading some of it, says more than "no tour about".
    const namesAPlace = searchWishes.place !== undefined || reading.unknownPlace !== undefined;
    if (outcome.shown.length === 0 && !intents.outOfScope && !namesAPlace) {
      const near = await pageNear(turn);
      if (near) return said(quotePassage(near), { subject: 'other' });
    }
    const prefix = intents.outOfScope ? `${outOfScopeLine(intents.outOfScope, policies)}\n` : '';
    // A diet, a stroller, or a rollator told beside the search (and so gentle tours): how we handle it, under
    // the tours.
    const needAside =
      intents.specialNeeds === 'diet' ||
      (intents.specialNeeds === 'access' && (wishes.gentle || strollerSaid.test(reading.text)));
    const need = needAside ? quotePassage(publishedAt(turn, needPage(intents.specialNeeds!))) : '';
    return listed(turn, need ? { ...outcome, text: `${outcome.text}\n${need}` } : outcome, prefix);
  }

  if (intents.outOfScope) return said(await outOfScope(turn, intents.outOfScope), { subject: 'other' });
  if (intents.capabilities) return said(capabilitiesAnswer(policies), { subject: 'other' });
  if (intents.greeting) return said(greetingAnswer(policies), { subject: 'other' });
  if (intents.thanks) return said(thanksAnswer(), { subject: 'other' });
  if (intents.goodbye) return said(goodbyeAnswer(policies), { subject: 'other' });
  return said(notUnderstoodAnswer(), { subject: 'other' });
}
