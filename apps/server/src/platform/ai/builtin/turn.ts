import type { AssistantTools, PolicyFacts } from '../assistant-tools.ts';
import type { Memory } from './memory.ts';
import type { PartyWish } from './party.ts';
import type { Reader, Reading, SearchWishes } from './understand.ts';

/** One question being answered: what was read, what the conversation remembers, and our data. */
export type Turn = {
  reader: Reader;
  tools: AssistantTools;
  memory: Memory;
  reading: Reading;
  today: string;
  policies: PolicyFacts;
  cities: string[];
  categories: string[];
};

export type Answer = {
  text: string;
  memory: Memory;
  /** The answer only asks which tour is meant: a page holding the question answers it better. */
  askedWhichTour?: true;
};

/** Wishes that narrow which tours are meant (a date or a party alone only sets the terms of a question). */
export function narrowsTours(wishes: SearchWishes): boolean {
  return Boolean(
    wishes.place ||
      wishes.category ||
      wishes.text ||
      wishes.budget ||
      wishes.duration ||
      // A child in the party alone is no wish for family tours: "for 3 adults and 2 kids?" prices the tour in view.
      wishes.familyAsked ||
      wishes.gentle ||
      wishes.handsOn ||
      wishes.adultsOnly ||
      wishes.childrenFree ||
      wishes.included ||
      wishes.language ||
      wishes.start,
  );
}

/**
 * The party now: the message's, else the one already spoken of. "And 1 child?" adds a child to the
 * adults already known rather than assuming a lone adult.
 */
export function partyOf(wishes: SearchWishes, memory: Memory): PartyWish | undefined {
  if (!wishes.party) return memory.party;
  const { joining, headcount, ...said } = wishes.party;
  const before = memory.party;
  if (!before) return said;
  // "And if grandma comes too?": the party told before, and who joins it.
  if (joining)
    return {
      adults: Math.max(0, before.adults + joining.adults),
      children: Math.max(0, before.children + joining.children),
      ...(before.minors || said.minors ? { minors: true as const } : {}),
    };
  // "Price for all 4 of us?" after "2 adults and 2 kids (5 and 9)": the same four.
  if (headcount && before.adults + before.children === said.adults + said.children) return before;
  if (said.assumed === 'one adult') return { adults: before.adults, children: said.children };
  return said;
}

/** The answer, with what the conversation now remembers. */
export function answered(turn: Turn, text: string, changes: Partial<Memory> = {}): Answer {
  return { text, memory: { ...turn.memory, ...changes } };
}

/** Whether the one asking is signed in (a visitor has no bookings to list). */
export async function signedIn(turn: Turn): Promise<boolean> {
  return (await turn.tools.myBookings()) !== null;
}

/** Words for an outing: with a place, a message asks for tours ("Nara day trip from Kyoto possible?"). */
const outing = /\b(tours?|day ?trips?|trips?|day outs?|excursions?|outings?)\b/;

/**
 * A message that asks for tours: by a kind, a budget, a length, a day, a party, a family, a guide's
 * language, a start time or a place, in a ranking, more of the last list, or one tour of it. Our pages answer
 * everything else first when they hold the question (`pageAnswering` weighs the open "find me ...").
 */
export function asksForTours({ reading, memory }: Turn, options = { byParty: true }): boolean {
  const { intents, wishes } = reading;
  const {
    category,
    budget,
    duration,
    date,
    party,
    familyFriendly,
    adultsOnly,
    childrenFree,
    language,
    start,
    notText,
    notPlaces,
    notCategory,
  } = wishes;
  const who = options.byParty && (party || familyFriendly);
  const leftOut = notText || notPlaces || notCategory;
  // Not a gentle tour alone: "I walk with difficulty, can I still join your tours?" is the FAQ's question.
  const termsOfATour =
    category || budget || duration || date || who || adultsOnly || childrenFree || leftOut || wishes.handsOn;
  return (
    Boolean(termsOfATour || language || start) ||
    // "Day trips from Tokyo": a place and a request for things to do; "Koyasan?", a town we know; "Nara day
    // trip from Kyoto possible?", a place and a kind of outing.
    (reading.placeWords.length > 0 && (intents.search || outing.test(reading.text))) ||
    reading.regionAround !== undefined ||
    intents.ranking !== undefined ||
    (intents.refinement !== undefined && memory.search !== undefined) ||
    reading.ordinal !== undefined ||
    reading.pick !== undefined ||
    // "Is it safe?" points at a tour only when the conversation has one.
    (intents.pointsAtTour && (memory.focus !== undefined || memory.listed.length > 0))
  );
}
