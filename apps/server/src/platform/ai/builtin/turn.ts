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
  const { party } = wishes;
  if (party?.assumed === 'one adult' && memory.party)
    return { adults: memory.party.adults, children: party.children };
  return party ?? memory.party;
}
