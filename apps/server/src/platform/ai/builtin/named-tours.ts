/** Two or three tours named in one message: side by side, on one day, each asked the same, added up. */
import { bookingPrice, toMajorUnits, toMinorUnits, zoneAbbreviation } from '@tabi/contracts';
import type { TourFacts } from '../assistant-tools.ts';
import {
  childShareText,
  durationText,
  joinWords,
  money,
  partyText,
  ratingText,
  tourLink,
  weekdaysText,
} from './format.ts';
import type { TourRef } from './memory.ts';
import type { PartyWish } from './party.ts';
import { normalise } from './text.ts';
import { endsAt, factsAnswer, minutesOfDay, startsText } from './tour-answers.ts';
import { itemsAnswer, tourNamedBy } from './tour-turn.ts';
import { type Answer, partyOf, type Turn } from './turn.ts';
import { ageSaid, type Reader } from './understand.ts';
import { contentWords } from './vocabulary.ts';

/**
 * Two tours (or three compared) named in one message: "what's the difference between the Gion walk and the maiko dinner?" side
 * by side; "the Fushimi Inari walk and the tea ceremony, 2 adults, what is the total for both?", "do the
 * Kamakura hike and the Mount Takao walk include lunch?", each answered, and a price for both added up
 * when both are asked for. Undefined unless each side names a tour.
 */
export async function namedToursAnswer(turn: Turn): Promise<Answer | undefined> {
  const { reading, memory, tools } = turn;
  const { intents } = reading;
  const sameDay = sameDayAsked.test(reading.text);
  const most = superlativeAsked(reading.text);
  const comparing = intents.comparison || most !== undefined;
  if (!comparing && intents.topics.length === 0 && !sameDay) return undefined;
  const readings = [listedSides(reading.text), comparedSides(reading.text, comparing)].filter(
    (sides): sides is string[] => sides !== undefined,
  );
  // "What would both together cost for 2 of us?" right after two tours: those two.
  const bothListed =
    readings.length === 0 &&
    memory.listed.length === 2 &&
    bothAsked.test(reading.text) &&
    intents.topics.includes('price');
  const refs = bothListed ? memory.listed : await namedBy(turn, readings);
  if (!refs) return undefined;
  const facts = await Promise.all(refs.map((ref) => tools.tourDetails(ref.id)));
  const tours = facts.filter((each): each is TourFacts => each !== null);
  if (tours.length !== refs.length) return undefined;
  const pair = tours.length === 2 ? (tours as [TourFacts, TourFacts]) : undefined;
  const party = partyOf(reading.wishes, memory);
  const after: Answer['memory'] = {
    ...memory,
    listed: refs,
    focus: undefined,
    subject: 'facts',
    ...(party ? { party } : {}),
  };
  if (pair && sameDay && !comparing) return { text: sameDayAnswer(pair), memory: after };
  if (most) return { text: `${mostLine(tours, most)}\n${sideBySide(tours)}`, memory: after };
  const topics = intents.topics.filter((topic) => topic !== 'overview');
  // "Which of the two has a Spanish-speaking guide?": the one that has, said as such.
  const language = reading.wishes.language;
  if (pair && language && topics.includes('languages'))
    return { text: whichSpeaks(pair, language), memory: after };
  // "Hakone day vs Nikko vs the Fuji day: which of them include lunch?": the thing asked, for each.
  const thing = thingAsked(tours, reading.wishes.text);
  if (thing && topics.some((topic) => topic === 'included' || topic === 'excluded'))
    return {
      text: tours.map((tour) => `${tourLink(tour)}: ${itemsAnswer(tour, thing, true)}`).join('\n'),
      memory: after,
    };
  // "What's the difference?" is every fact side by side; "which is cheaper for 2 adults?" the party's prices.
  const partyPriced = topics.includes('price') && reading.wishes.party !== undefined;
  if (topics.length === 0 || (intents.comparison && !partyPriced))
    return { text: sideBySide(tours), memory: after };
  const answers = tours.map((tour) => factsAnswer(tour, topics, party));
  const together =
    topics.includes('price') && party && bothAsked.test(reading.text) ? sumLine(tours, party) : '';
  return { text: [...answers, together].filter(Boolean).join('\n'), memory: after };
}

/**
 * The tours of the first reading whose every side names one, once each. "Nara or Kyoto?" compares places: a
 * search answers it, not two tours ("Hakone Day vs Nikko" compares tours); "Nara in the morning and Dotonbori
 * at night, total for both?" names tours by their places, each one.
 */
async function namedBy(turn: Turn, readings: string[][]): Promise<TourRef[] | undefined> {
  for (const sides of readings) {
    // "Nara or Kyoto, which is better?", "the best rated thing in nara or kyoto": places, whose tours are searched.
    const { intents, text } = turn.reading;
    const weighs =
      intents.comparison || intents.ranking !== undefined || superlativeAsked(text) !== undefined;
    // A child's age names no tour: "a 9 year old" is not Takayama Old Town.
    const named = sides.map((side) => side.replace(ageSaid, ' '));
    if (weighs && named.every((side) => onlyPlace(turn.reader, side))) continue;
    const refs = (await Promise.all(named.map((side) => tourNamedBy(turn, side)))).filter(
      (ref): ref is TourRef => ref !== undefined,
    );
    if (refs.length === named.length && new Set(refs.map((ref) => ref.id)).size === refs.length) return refs;
  }
  return undefined;
}

/** The words of a message that name none of the tours compared: what is asked of each ("lunch"). */
function thingAsked(tours: TourFacts[], text: string | undefined): string | undefined {
  const naming = new Set(
    tours.flatMap((tour) => contentWords(normalise(`${tour.title} ${tour.city ?? ''}`).replace(/-/g, ' '))),
  );
  const left = (text ?? '').split(' ').filter((word) => word.length > 2 && !naming.has(word));
  return left.length > 0 ? left.join(' ') : undefined;
}

/** "The dawn walk and then the tea ceremony, same day: do the times fit?": two tours on one day. */
const sameDayAsked =
  /\b(same (day|morning|afternoon|evening|night)|in one (day|night|evening)|one night|right after|straight (into|after)|and then|back to back|(times|timing) (fit|work))\b/;

/** Time enough between two tours on one day to get from one to the other, in minutes. */
const transferMinutes = 30;

/** Whether two tours fit on one day: the first's end against the second's start, and where each is. */
function sameDayAnswer(pair: [TourFacts, TourFacts]): string {
  const [first, second] = [...pair].sort(
    (a, b) => minutesOfDay(a.departureTime) - minutesOfDay(b.departureTime),
  ) as [TourFacts, TourFacts];
  const end = endsAt(first.departureTime, first.durationMinutes);
  const zone = zoneAbbreviation(first.timezone);
  const runs = `${tourLink(first)} runs ${first.departureTime} to about ${end ?? '?'} ${zone}, and ${tourLink(second)} starts at ${second.departureTime}`;
  const apart =
    first.city && second.city && first.city !== second.city ? ` (in ${first.city} and ${second.city})` : '';
  if (!end) return `${runs}. I cannot tell when the first one ends, so I cannot say whether both fit.`;
  const gap = minutesOfDay(second.departureTime) - minutesOfDay(end);
  const days = `Pick a day both run: the first runs ${weekdaysText(first.departureDays)}, the second ${weekdaysText(second.departureDays)}.`;
  if (gap < 0) return `No: ${runs}${apart}, before the first one ends. ${days}`;
  if (gap < transferMinutes || apart)
    return `Only just, if at all: ${runs}${apart}, ${durationText(gap) ?? 'no time'} after the first ends, to get from ${first.meetingPoint ?? 'its end'} to ${second.meetingPoint ?? 'the second meeting point'}. ${days}`;
  return `Yes: ${runs}, which leaves ${durationText(gap)} to get to its meeting point (${second.meetingPoint ?? 'on its page'}). ${days}`;
}

/** "Fushimi Inari, the tea ceremony or the Gion walk: which is cheapest?": one of the tours named, by a measure. */
const superlatives = {
  cheapest: (tour: TourFacts) => -tour.priceNumber,
  'most expensive': (tour: TourFacts) => tour.priceNumber,
  shortest: (tour: TourFacts) => -(tour.durationMinutes ?? Number.POSITIVE_INFINITY),
  longest: (tour: TourFacts) => tour.durationMinutes ?? 0,
  'best rated': (tour: TourFacts) => tour.averageRating,
} as const;
type Superlative = keyof typeof superlatives;

function superlativeAsked(text: string): Superlative | undefined {
  const said = text.match(
    /\bwhich (?:one |of (?:them|these|those|the (?:two|three|four)) )?(?:is|'s|are) (?:the )?(cheapest|least expensive|most expensive|priciest|shortest|quickest|longest|best rated|highest rated)\b/,
  )?.[1];
  if (!said) return undefined;
  return said === 'least expensive'
    ? 'cheapest'
    : said === 'priciest'
      ? 'most expensive'
      : said === 'quickest'
        ? 'shortest'
        : said === 'highest rated'
          ? 'best rated'
          : (said as Superlative);
}

function mostLine(tours: TourFacts[], most: Superlative): string {
  const measure = superlatives[most];
  const top = tours.reduce((best, tour) => (measure(tour) > measure(best) ? tour : best));
  return `Of these, the ${most} is ${tourLink(top)}.`;
}

/** "What is the total for both?", "both for the two of us": the two added up, unless "each" is asked. */
const bothAsked =
  /\b(both|together|altogether|all together|combined|in total|grand total|total for (?:my|our|the) (?:whole )?trip|(?:whole|entire) trip)\b(?![^.?!]*\beach\b)/;

function sumLine(tours: TourFacts[], party: PartyWish): string {
  const totals = tours.map(
    (tour) =>
      bookingPrice(
        { priceMinor: toMinorUnits(tour.priceNumber), childPriceShare: tour.childPriceShare },
        party,
        tour.currency,
      ).totalMinor,
  );
  if (tours.some((tour) => tour.currency !== tours[0]!.currency)) return '';
  const sum = totals.reduce((all, each) => all + each, 0);
  return `${tours.length === 2 ? 'Both' : `All ${tours.length}`} together for ${partyText(party)}: ${money(toMajorUnits(sum), tours[0]!.currency)}.`;
}

/** Which of two tours is guided in a language: one, both or neither. */
function whichSpeaks(tours: [TourFacts, TourFacts], language: string): string {
  const guided = tours.filter((tour) => tour.languages.includes(language));
  if (guided.length === 2)
    return `Both are guided in ${language}: ${tourLink(tours[0])} and ${tourLink(tours[1])}.`;
  if (guided.length === 0)
    return `Neither is guided in ${language}: ${tours.map((tour) => `${tourLink(tour)} runs in ${joinWords(tour.languages)}`).join(', ')}.`;
  const other = tours.find((tour) => tour !== guided[0])!;
  return `Of the two, only ${tourLink(guided[0]!)} is guided in ${language} (in ${joinWords(guided[0]!.languages)}); ${tourLink(other)} runs in ${joinWords(other.languages)}.`;
}

/** The tours' main facts, one line each. */
function sideBySide(tours: TourFacts[]): string {
  const lines = tours.map((tour) => {
    const parts = [
      tour.city,
      `${money(tour.priceNumber, tour.currency)} per adult (${childShareText(tour)})`,
      durationText(tour.durationMinutes),
      startsText(tour),
      ratingText(tour),
      `includes ${joinWords(tour.included.slice(0, 3).map((item) => item.toLowerCase()))}`,
    ].filter(Boolean);
    return `- ${tourLink(tour)}: ${parts.join(', ')}`;
  });
  const which = tours.length === 2 ? 'either one' : 'any of them';
  return ['Side by side:', ...lines, `Ask me about ${which}, or for its free dates.`].join('\n');
}

/** Whether a phrase names a place and nothing more ("Kyoto", "in Nara"). */
function onlyPlace(reader: Reader, phrase: string): boolean {
  const place = reader.places.find(phrase);
  if (!place) return false;
  // "Nara day or Kamakura hike" compares tours, "Nara or Kyoto" places.
  if (/\b(tour|trip|day|hike|walk|class|ceremony|dinner)\b/.test(phrase)) return false;
  const placeWords = new Set(place.said.split(' '));
  return contentWords(phrase).every((word) => placeWords.has(word));
}

/**
 * Three or four tours listed with commas, the last joined by "and", "or" or "vs": "the Hakone day, Nikko and the
 * Fuji day, each for 2 adults, how much?". The list runs from the start of its sentence; what follows it ("each
 * for 2 adults") is the question.
 */
function listedSides(text: string): string[] | undefined {
  for (const sentence of text.split(/[?!;:\u2014\u2013]/)) {
    const chunks = sentence.split(/\s*,[\s,]*/).filter((chunk) => chunk.trim() !== '');
    const joined = chunks.findIndex((chunk, i) => i >= 1 && /\s(?:and|or|vs\.?|versus|&|\+)\s/.test(chunk));
    // "Nara day tour, fushimi inari dawn walk, gion at dusk": commas alone join three or four.
    const last = joined >= 0 ? joined : chunks.length >= 3 && chunks.length <= 4 ? chunks.length - 1 : -1;
    if (last < 0) continue;
    const sides = [...chunks.slice(0, last), ...chunks[last]!.split(/\s(?:and|or|vs\.?|versus|&|\+)\s/)].map(
      (side) => side.trim(),
    );
    if (sides.length >= 3 && sides.length <= 4 && sides.every((side) => contentWords(side).length > 0))
      return sides;
  }
  return undefined;
}

/**
 * The two things compared or asked about together: "between A and B", "A or B", "A vs B", "compare A with
 * B", in the first clause that holds two ("Gion at Dusk vs the maiko dinner — what's the difference, and ...").
 */
function comparedSides(text: string, comparing: boolean): string[] | undefined {
  const body = text.replace(
    /^.*?\b(difference between|compare|comparing|choose between|decide between)\b/,
    '',
  );
  // "With" joins two only in a comparison: "can my son come with us on the bar tour?" names one tour.
  // "The dawn walk, then the tea ceremony": one after the other on a day, however it is joined.
  const joins = comparing
    ? /\b(?:and|or|vs\.?|versus|with)\b|\+|&/
    : /\b(?:and then|and|or|vs\.?|versus|then)\b|\+|&/;
  for (const clause of body.replace(/,\s+(?=then\b)/g, ' ').split(/[?!;:\u2014\u2013]|,\s|\s-\s/)) {
    // "for 2 adults + our 9yo" joins a party, not a tour: a side of ages alone names nothing.
    const parts = clause
      .split(joins)
      .map((part) => part.trim())
      .filter((part) => contentWords(part).some((word) => !/^\d/.test(word)));
    // "Fushimi Inari vs Arashiyama vs Gion at Dusk": three compared at most.
    if (parts.length === 2 || (comparing && parts.length === 3)) return parts;
  }
  return undefined;
}
