/**
 * What a traveller must know before booking a tour and what has no honest default: where it is, how
 * long it takes, where the guide waits. A tour may be created without them (the spec's client sends a
 * title, category, description and price only); it is saved and shown, but nobody can book it until an
 * admin has given every one (decision 23). Group size does have a default (`tourDefaults.maxGroupSize`):
 * the number of seats sold is the operator's own limit, which the booking rule makes true.
 */
export const tourFactNames = ['city', 'region', 'durationMinutes', 'meetingPoint'] as const;
export type TourFact = (typeof tourFactNames)[number];

/** The fact as the admin form labels it. */
export const tourFactLabels: Record<TourFact, string> = {
  city: 'City',
  region: 'Region (prefecture)',
  durationMinutes: 'Duration',
  meetingPoint: 'Meeting point',
};

/** The fact inside a sentence ("its city and meeting point"). */
const tourFactNouns: Record<TourFact, string> = {
  city: 'city',
  region: 'region',
  durationMinutes: 'duration',
  meetingPoint: 'meeting point',
};

/** A tour's facts as stored: null is "not given yet". */
export type TourFactValues = {
  city: string | null;
  region: string | null;
  durationMinutes: number | null;
  meetingPoint: string | null;
};

/**
 * The facts a tour still lacks, in the form's order; empty when it can be booked. The one rule: the
 * booking refusal, the availability answer, the tour's `missingFacts` and the admin's checklist all
 * come from it.
 */
export function missingTourFacts(tour: TourFactValues): TourFact[] {
  return tourFactNames.filter((name) => tour[name] === null);
}

/** A tour with every fact given. */
export type CompleteTour<T extends TourFactValues> = T & {
  city: string;
  region: string;
  durationMinutes: number;
  meetingPoint: string;
};

export function isCompleteTour<T extends TourFactValues>(tour: T): tour is CompleteTour<T> {
  return missingTourFacts(tour).length === 0;
}

/** "city, region, duration and meeting point": the missing facts in a sentence. */
export function tourFactsSentence(facts: readonly TourFact[]): string {
  const nouns = facts.map((fact) => tourFactNouns[fact]);
  return nouns.length <= 1 ? (nouns[0] ?? '') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}`;
}

/** Why an incomplete tour cannot be booked, as the booking refusal and the tour page say it. */
export function notBookableYetMessage(facts: readonly TourFact[]): string {
  return `This tour cannot be booked yet: its ${tourFactsSentence(facts)} ${facts.length === 1 ? 'is' : 'are'} still to be confirmed.`;
}
