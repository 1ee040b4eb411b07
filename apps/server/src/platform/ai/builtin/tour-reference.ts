import type { AssistantTools } from '../assistant-tools.ts';
import { type Memory, remember, type TourRef } from './memory.ts';
import { editDistance, foldLongVowels, normalise, typosAllowed, words } from './text.ts';
import type { Reading } from './understand.ts';

/** Which tour a message is about, or why that cannot be told. */
export type TourReference =
  | { found: TourRef }
  | { ambiguous: TourRef[] }
  /** An ordinal with no list to count in, or past its end. */
  | { noSuchLine: number | 'last'; listed: number }
  | { none: true };

/** Share of the traveller's naming words found in a tour's title or town, typos forgiven. */
export function nameScore(nameWords: string[], tour: Pick<TourRef, 'title' | 'city'>): number {
  const wanted = nameWords.filter((word) => word.length >= 3).map(foldLongVowels);
  if (wanted.length === 0) return 0;
  const have = words(normalise(`${tour.title} ${tour.city ?? ''}`)).map(foldLongVowels);
  const matched = wanted.filter((word) =>
    have.some(
      (titleWord) =>
        titleWord === word ||
        (word.length >= 4 && titleWord.startsWith(word)) ||
        (typosAllowed(word.length) > 0 &&
          editDistance(word, titleWord, typosAllowed(word.length)) <= typosAllowed(word.length)),
    ),
  );
  return matched.length / wanted.length;
}

/** The best-named tours among candidates: all that share the top score, if it is high enough. */
function bestNamed(nameWords: string[], candidates: TourRef[]): TourRef[] {
  let best = 0;
  let top: TourRef[] = [];
  for (const candidate of candidates) {
    const score = nameScore(nameWords, candidate);
    if (score > best) {
      best = score;
      top = [candidate];
    } else if (score === best && score > 0 && !top.some((tour) => tour.id === candidate.id)) {
      top.push(candidate);
    }
  }
  return best >= 0.6 ? top : [];
}

/**
 * The tour a question is about: a line of the last list ("the second one"), a tour named in the
 * message (first among those the conversation has shown, then in the catalog), or none. The tour in
 * focus is the caller's fallback, since only the caller knows whether the message points at it.
 */
export async function referencedTour(
  tools: AssistantTools,
  reading: Reading,
  memory: Memory,
): Promise<TourReference> {
  const { ordinal } = reading;
  if (ordinal !== undefined) {
    const line = ordinal === 'last' ? memory.listed.at(-1) : memory.listed[ordinal - 1];
    return line ? { found: line } : { noSuchLine: ordinal, listed: memory.listed.length };
  }
  const known = memory.focus ? [...memory.listed, memory.focus] : memory.listed;
  const shown = bestNamed(reading.nameWords, known);
  if (shown.length === 1) return { found: shown[0]! };
  if (shown.length > 1 && shown.length < known.length) return { ambiguous: shown };

  const { text, place } = reading.wishes;
  if (!text && !place) return { none: true };
  const result = await tools.searchTours({
    ...(text ? { text } : {}),
    ...(place?.kind === 'city'
      ? { city: place.name }
      : place?.kind === 'region'
        ? { region: place.name }
        : {}),
    limit: 5,
  });
  const named = bestNamed(reading.nameWords, result.tours.map(remember));
  if (named.length === 1) return { found: named[0]! };
  // One tour in the catalog fits the words ("the Mount Fuji tour"): it is the one, whatever its title says.
  if (result.total === 1 && result.tours[0]) return { found: remember(result.tours[0]) };
  if (named.length > 1) return { ambiguous: named.slice(0, 5) };
  return { none: true };
}
