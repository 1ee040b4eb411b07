import type { AssistantTools } from '../assistant-tools.ts';
import { type Memory, remember, type TourRef } from './memory.ts';
import type { ListPick } from './ordinals.ts';
import type { PlaceWish } from './places.ts';
import { editDistance, foldLongVowels, normalise, singular, typosAllowed, words } from './text.ts';
import type { Reading } from './understand.ts';

/** Which tour a message is about, or why that cannot be told. */
export type TourReference =
  | { found: TourRef }
  | { ambiguous: TourRef[] }
  /** An ordinal with no list to count in, or past its end. */
  | { noSuchLine: number | 'last'; listed: number }
  | { none: true };

function sameWord(word: string, titleWord: string): boolean {
  if (titleWord === word || singular(titleWord) === singular(word)) return true;
  if (word.length >= 4 && titleWord.startsWith(word)) return true;
  const allowed = typosAllowed(word.length);
  return allowed > 0 && editDistance(word, titleWord, allowed) <= allowed;
}

/**
 * How well the traveller's naming words name a tour: the share of them found in its title or town
 * (typos and plurals forgiven), less a little for how late in the title they stand, to break ties (a
 * title names its subject first: "the sake brewery tour" is "Sake Breweries of Fushimi" more than a
 * town walk that stops at one).
 */
export function nameScore(nameWords: string[], tour: Pick<TourRef, 'title' | 'city'>): number {
  const wanted = nameWords.filter((word) => word.length >= 3).map(foldLongVowels);
  if (wanted.length === 0) return 0;
  const have = words(normalise(`${tour.title} ${tour.city ?? ''}`)).map(foldLongVowels);
  let found = 0;
  let positions = 0;
  for (const word of wanted) {
    const at = have.findIndex((titleWord) => sameWord(word, titleWord));
    if (at >= 0) {
      found++;
      positions += at;
    }
  }
  if (found === 0) return 0;
  return found / wanted.length - Math.min(positions, 99) / 10_000;
}

/** The listed tour with the lowest or highest price or length. */
function picked(listed: TourRef[], pick: ListPick): TourRef {
  const value = (tour: TourRef) =>
    (pick === 'cheapest' || pick === 'dearest' ? tour.price : tour.minutes) ?? 0;
  const lowest = pick === 'cheapest' || pick === 'shortest';
  return listed.reduce((best, tour) =>
    (lowest ? value(tour) < value(best) : value(tour) > value(best)) ? tour : best,
  );
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

/** The one public tour of a city or region; none when it has none or several. */
async function onlyTourOf(tools: AssistantTools, place: PlaceWish): Promise<TourReference> {
  if (place.kind !== 'city' && place.kind !== 'region') return { none: true };
  const result = await tools.searchTours({ [place.kind]: place.name, limit: 2 });
  return result.total === 1 && result.tours[0] ? { found: remember(result.tours[0]) } : { none: true };
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
  if (reading.pick && memory.listed.length > 0) return { found: picked(memory.listed, reading.pick) };
  const known = memory.focus ? [...memory.listed, memory.focus] : memory.listed;
  const shown = bestNamed(reading.nameWords, known);
  if (shown.length === 1) return { found: shown[0]! };
  if (shown.length > 1 && shown.length < known.length) return { ambiguous: shown };

  const { place } = reading.wishes;
  // The topic words, or, when a category took them ("zen morning" reads as Wellness), the naming words.
  const text = reading.wishes.text ?? (place ? undefined : reading.nameWords.join(' ') || undefined);
  if (!text && !place) return { none: true };
  // "Tell me about Tokyo" names a place, not a tour: only a place with a single tour answers it.
  const naming = reading.nameWords.filter((word) => !reading.placeWords.includes(word));
  const result = await tools.searchTours({
    ...(text ? { text } : {}),
    ...(place?.kind === 'city'
      ? { city: place.name }
      : place?.kind === 'region'
        ? { region: place.name }
        : {}),
    limit: 5,
  });
  const named = naming.length > 0 ? bestNamed(reading.nameWords, result.tours.map(remember)) : [];
  if (named.length === 1) return { found: named[0]! };
  // "Which days is the blue hour walk on?": of the few tours the words find, one name holds the most.
  const clearly =
    named.length === 0 &&
    naming.length > 0 &&
    !(memory.focus && reading.intents.pointsAtTour) &&
    result.total > 1 &&
    result.total <= 5
      ? clearlyBestNamed(reading.nameWords, result.tours.map(remember))
      : undefined;
  if (clearly) return { found: clearly };
  // One tour in the catalog fits the words ("the Mount Fuji tour"): it is the one, whatever its title says;
  // unless a tour is in focus and the words do not name this one ("is the cable car ticket included?").
  const only = result.total === 1 ? result.tours[0] : undefined;
  if (only) {
    const onlyScore = nameScore(reading.nameWords, remember(only));
    // "Zen morning - what time are we done? we have plans after": a tour whose story holds "plans" is not
    // the one a title names.
    if (onlyScore === 0 && naming.length > 0) {
      const byName = await mostNamed(tools, reading.nameWords.join(' '), reading.nameWords);
      if ('found' in byName) return byName;
    }
    if (!(memory.focus && onlyScore < 0.6)) return { found: remember(only) };
  }
  // "The Kanazawa tour, is lunch included?": the words asked about are not in its name, but it is the
  // only tour of the place named.
  if (result.total === 0 && text && place) {
    const only = await onlyTourOf(tools, place);
    if ('found' in only) return only;
    // "What time do we get back to Tokyo from the Mount Fuji trip?": the tour is named, the place is
    // where they stay.
    const anywhere = naming.length > 0 ? await namedAnywhere(tools, text, naming) : undefined;
    if (anywhere && 'found' in anywhere) return anywhere;
  }
  if (named.length > 1) return { ambiguous: named.slice(0, 5) };
  // Last, the tour whose name holds most of the words ("is the tea ceremony sitting on the floor? my knees
  // are bad": the other words are the question's); not for a list ("which day trips work for us?"), nor
  // over the tour in focus that "it" points at.
  const focusMeant = memory.focus !== undefined && reading.intents.pointsAtTour;
  // "Does the Nikko trip cover the train from Tokyo?": where they set out from names no tour.
  const nameOf = place?.kind === 'area' && place.from ? naming : reading.nameWords;
  if (naming.length > 0 && !reading.intents.search && !focusMeant)
    return mostNamed(tools, nameOf.join(' '), nameOf);
  return { none: true };
}

/**
 * The tour whose name holds most of the words, among the tours holding any of them; none on a tie. For a
 * question about one tour whose words, all together, match no tour.
 */
async function mostNamed(tools: AssistantTools, text: string, nameWords: string[]): Promise<TourReference> {
  const result = await tools.searchTours({ text, anyWord: true, limit: 10 });
  const best = clearlyBestNamed(nameWords, result.tours.map(remember));
  return best ? { found: best } : { none: true };
}

/** The tour whose name holds more of the words than any other, if one does. */
function clearlyBestNamed(nameWords: string[], tours: TourRef[]): TourRef | undefined {
  const scored = tours
    .map((tour) => ({ tour, score: nameScore(nameWords, tour) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score <= 0 || (second && second.score >= best.score - 0.01)) return undefined;
  return best.tour;
}

/**
 * The one tour anywhere whose name holds the words. Only its name: "a tour in Kyoto as a gift" names no
 * tour elsewhere whose story happens to hold "gift".
 */
async function namedAnywhere(
  tools: AssistantTools,
  text: string,
  nameWords: string[],
): Promise<TourReference> {
  const result = await tools.searchTours({ text, limit: 5 });
  const named = bestNamed(nameWords, result.tours.map(remember));
  return named.length === 1 ? { found: named[0]! } : { none: true };
}
