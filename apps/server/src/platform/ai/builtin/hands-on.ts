/**
 * "I want to make something with my hands", "a workshop or class", "something hands-on": the traveller wants
 * to do, not to watch. The catalog records no such flag; a tour is hands-on when its name says it is a class,
 * a workshop, a ceremony the guests take part in, or a making of something ("Sushi-Making Class").
 */
export const handsOnTour = {
  /** The words of a tour's name that make it hands-on, as the search asks for them. */
  named: 'class workshop ceremony making',
  said: 'a class, workshop or ceremony',
} as const;

/** How travellers say it: the phrase is theirs, none of its words a subject to search for. */
const handsOnWish =
  /\bhands?[- ]on\b|\b(make|making|build|craft) (something|things|stuff|a (little )?(souvenir|keepsake|thing)|our own|my own|your own)\b|\bwith (my|our|your|their) (own )?hands\b/;

/** Words that name a hands-on tour in general: with them alone, the hands-on tours are still what is meant. */
export const handsOnWords = new Set(['workshop', 'workshops', 'class', 'classes', 'thing', 'things']);

/**
 * Whether the message asks for hands-on tours, and the message without the words that said so. The caller
 * keeps the wish only when no subject but `handsOnWords` is left ("a pottery workshop" searches for pottery).
 */
export function extractHandsOn(text: string): { handsOn: boolean; rest: string } {
  if (!handsOnWish.test(text)) return { handsOn: false, rest: text };
  return { handsOn: true, rest: text.replace(new RegExp(handsOnWish.source, 'g'), ' ') };
}
