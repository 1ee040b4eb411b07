/** Questions answered by a list of tours: a new search, a follow-up of the last one, or a refinement. */
import { money, tourLink } from './format.ts';
import { remember, type TourRef } from './memory.ts';
import { findTours } from './search.ts';
import { describeWishes, type SearchOutcome, searchAnswer } from './search-answer.ts';
import { nameScore } from './tour-reference.ts';
import { type Answer, partyOf, type Turn } from './turn.ts';
import type { Reading, SearchWishes } from './understand.ts';

/** The wishes without their topic words. */
export function withoutText(wishes: SearchWishes | undefined): SearchWishes | undefined {
  if (!wishes) return undefined;
  const { text: _text, ...rest } = wishes;
  return rest;
}

/**
 * The wishes to search with, or undefined when the message asks for no tours. A follow-up ("and in
 * Osaka?", "what about in April", or a message bringing only a wish or two after a search) keeps the
 * last search's other wishes; a new search keeps only the party, which rarely changes.
 */
export function wishesToSearch(turn: Turn): SearchWishes | undefined {
  const { reading, memory } = turn;
  const { wishes, intents } = reading;
  const given = Object.keys(wishes).length > 0;
  if (!given && !intents.search) return undefined;
  const previous = memory.search;
  const party = partyOf(wishes, memory);
  // "Anything under $100?" right after a list narrows it; "anything in Kyoto?" names a new place.
  const narrowsLast =
    memory.subject === 'search' &&
    given &&
    Object.keys(wishes).length <= 2 &&
    (!intents.search || (!wishes.place && !wishes.category && reading.text.split(/\s+/).length <= 6));
  const followUp = previous !== undefined && (intents.followUp || narrowsLast);
  if (followUp) return { ...previous, ...wishes, ...(party ? { party } : {}) };
  return { ...wishes, ...(party ? { party } : {}) };
}

/** The answer lists tours: remember them for "the second one", "cheaper?" and "show me more". */
export function listed(turn: Turn, outcome: SearchOutcome, prefix = '', more = false): Answer {
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
      focus:
        focusOf(shown, outcome.wishes) ??
        topOne(shown, turn.reading.text) ??
        (shown.length > 0 ? undefined : memory.focus),
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

/** One tour asked for by a superlative: "the latest-starting tour", "your cheapest one", not "the cheapest tours". */
const oneSuperlative =
  /\b(?:(?:the|your) (?:very )?(?:cheapest|dearest|priciest|most expensive|shortest|longest|earliest|latest|best|highest[- ]rated|top)\b(?![^.?!]*\b(?:tours|ones|options|trips)\b)|(?:cheapest|dearest|priciest|shortest|longest) (?:tour|one|trip|experience)\b(?!s))/;

/** The first of a ranked list when the question asked for one tour, so "what time does it finish?" follows. */
function topOne(shown: TourRef[], question: string): TourRef | undefined {
  return oneSuperlative.test(question) ? shown[0] : undefined;
}

/** "cheaper?", "something shorter", "show me more": the last search, moved past what was shown. */
export async function refine(
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
  // "Anything cheaper than 100?" names its own ceiling: the amount, not the cheapest shown, is the bound.
  const amountSaid = reading.wishes.budget?.max !== undefined || reading.wishes.budget?.min !== undefined;
  const change = amountSaid && (refinement === 'cheaper' || refinement === 'pricier') ? 'amount' : refinement;
  switch (change) {
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
  if (found.tours.length === 0 && change === 'cheaper' && prices.length > 0) {
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
