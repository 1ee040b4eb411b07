import type {
  AssistantTools,
  TourCard,
  TourSearch,
  TourSearchResult,
  TourSearchSort,
} from '../assistant-tools.ts';
import { gentleTour } from './gentle.ts';
import { handsOnTour } from './hands-on.ts';
import { cityAndAround } from './places.ts';
import { editDistance, normalise, singular, words as titleWords, typosAllowed } from './text.ts';
import type { SearchWishes } from './understand.ts';

/**
 * The wishes a search can drop, least important first: what "nothing matched" gives up first. The kind of
 * tour before the traveller's own words: a kind is often read from one word of a phrase ("street food" is
 * Food & Drink, and the street food walk is filed under Nightlife).
 */
export const relaxable = [
  'duration',
  'start',
  'groupCap',
  'language',
  'budget',
  'date',
  'category',
  'text',
  'familyFriendly',
  'place',
] as const;
export type Relaxable = (typeof relaxable)[number];

export type Found = { total: number; tours: TourCard[] };

/** One `TourSearch` per place and day the wishes name (an area holds several regions, a weekend two days). */
function searchesFor(wishes: SearchWishes, limit: number): TourSearch[] {
  const { place, budget, duration, date, party } = wishes;
  const base: TourSearch = {
    ...(wishes.category ? { category: wishes.category } : {}),
    ...(wishes.text ? { text: wishes.text } : {}),
    ...(wishes.anyWord ? { anyWord: true } : {}),
    ...(wishes.included ? { included: wishes.included } : {}),
    ...(wishes.notText || wishes.gentle
      ? { excludeText: [wishes.notText, wishes.gentle && gentleTour.strenuous].filter(Boolean).join(' ') }
      : {}),
    ...(wishes.notPlaces ? { excludePlaces: wishes.notPlaces.map((place) => place.name) } : {}),
    ...(wishes.notCategory ? { excludeCategory: wishes.notCategory } : {}),
    ...(budget?.min !== undefined && !budget.total
      ? { minPrice: budget.min + (budget.strict ? 0.01 : 0) }
      : {}),
    // A budget for everyone bounds each adult's price by the whole amount; the party's total is checked after.
    ...(budget?.max !== undefined
      ? {
          maxPrice: budget.total
            ? budget.max / Math.max(1, party?.adults ?? 1)
            : budget.max - (budget.strict ? 0.01 : 0),
        }
      : {}),
    ...(duration?.min !== undefined ? { minDurationMinutes: duration.min } : {}),
    // A length the traveller gave stands; a gentle tour is otherwise 3 hours at most.
    ...(duration?.max !== undefined || wishes.gentle
      ? { maxDurationMinutes: duration?.max ?? gentleTour.maxMinutes }
      : {}),
    ...(wishes.groupCap ? { maxGroupSize: wishes.groupCap } : {}),
    ...(party ? { adults: party.adults, children: party.children } : {}),
    ...(wishes.familyFriendly ? { familyFriendly: true } : {}),
    ...(wishes.adultsOnly ? { adultsOnly: true } : {}),
    ...(wishes.sober || party?.minors || wishes.teens ? { takesChildren: true } : {}),
    ...(wishes.handsOn ? { named: handsOnTour.named } : {}),
    ...(wishes.childrenFree ? { childrenFree: true } : {}),
    ...(wishes.start?.from ? { startsFrom: wishes.start.from } : {}),
    ...(wishes.start?.to ? { startsBefore: wishes.start.to } : {}),
    ...(wishes.start?.endsBy ? { endsBy: wishes.start.endsBy } : {}),
    sort: sortFor(wishes),
    limit,
  };
  const places: TourSearch[] =
    place === undefined
      ? [base]
      : place.kind === 'city'
        ? [{ ...base, city: place.name }]
        : place.kind === 'region'
          ? [{ ...base, region: place.name }]
          : place.kind === 'several'
            ? place.places.map((one) => ({ ...base, [one.kind]: one.name }))
            : place.regions.map((region) => ({ ...base, region }));
  if (date === undefined) return places;
  const days = date.kind === 'day' ? [date.date] : date.kind === 'days' ? date.dates : undefined;
  if (!days)
    return places.map((search) => ({ ...search, month: date.kind === 'month' ? date.month : undefined }));
  // A stretch of days ("next week") is one search from its first day to its last.
  const stretch =
    days.length > 2 &&
    days.every((day, at) => at === 0 || Date.parse(day) - Date.parse(days[at - 1]!) === 86_400_000);
  if (stretch) return places.map((search) => ({ ...search, date: days[0], dateTo: days.at(-1) }));
  return places.flatMap((search) => days.map((day) => ({ ...search, date: day })));
}

/** The order an answer lists tours in: what the traveller asked for, else relevance to their words, else the best rated. */
export function sortFor(wishes: SearchWishes): TourSearchSort {
  if (wishes.budget?.sort) return wishes.budget.sort;
  if (wishes.ranking) return wishes.ranking;
  if (wishes.duration?.max !== undefined && wishes.duration.min === undefined && !wishes.text)
    return 'rating';
  return wishes.text ? 'relevance' : 'rating';
}

const comparators: Partial<Record<TourSearchSort, (a: TourCard, b: TourCard) => number>> = {
  'price-asc': (a, b) => a.priceNumber - b.priceNumber,
  'price-desc': (a, b) => b.priceNumber - a.priceNumber,
  rating: (a, b) => b.averageRating - a.averageRating || b.ratingsCount - a.ratingsCount,
  'duration-asc': (a, b) => (a.durationMinutes ?? 0) - (b.durationMinutes ?? 0),
  'duration-desc': (a, b) => (b.durationMinutes ?? 0) - (a.durationMinutes ?? 0),
  'start-asc': (a, b) => a.departureTime.localeCompare(b.departureTime),
  'start-desc': (a, b) => b.departureTime.localeCompare(a.departureTime),
  'group-asc': (a, b) => a.maxGroupSize - b.maxGroupSize,
};

/**
 * Runs the wishes as searches and merges them: several searches (regions of an area, days of a weekend)
 * become one list in the wished order, each tour once. `skip` leaves out tours already shown.
 */
export async function findTours(
  tools: AssistantTools,
  wishes: SearchWishes,
  options: { limit: number; skip?: string[] },
): Promise<Found> {
  const skip = new Set(options.skip ?? []);
  // Wishes the search tool does not filter are checked here, on as many tours as it answers at once.
  const checkedHere = Boolean(wishes.budget?.total || wishes.language);
  const wanted = checkedHere ? 10 : Math.min(10, options.limit + skip.size);
  const searches = wishes.language
    ? inSeveralOrders(searchesFor(wishes, wanted))
    : searchesFor(wishes, wanted);
  if (wishes.place?.kind === 'area' && wishes.place.regions.length === 0) return { total: 0, tours: [] };
  const results = await Promise.all(
    searches.map(async (search) => {
      const result = await tools.searchTours(search);
      return result.nearSpelling && wishes.text ? spelledLikeTheirWords(tools, result, wishes.text) : result;
    }),
  );
  const seen = new Set<string>();
  let tours: TourCard[] = [];
  for (const result of results) {
    for (const tour of result.tours) {
      if (seen.has(tour.id)) continue;
      seen.add(tour.id);
      tours.push(tour);
    }
  }
  let total = results.length === 1 ? results[0]!.total : tours.length;
  if (results.length > 1) {
    // Several searches: the regions of an area hold different tours, so their counts add up; the days
    // of a weekend (or the orders of one search) count the same tours again, so the largest is kept.
    const counts = results.map((result) => result.total);
    const separate =
      (wishes.place?.kind === 'area' && searches.length === wishes.place.regions.length) ||
      (wishes.place?.kind === 'several' && searches.length === wishes.place.places.length);
    total = Math.max(
      tours.length,
      separate ? counts.reduce((sum, count) => sum + count, 0) : Math.max(...counts),
    );
    const compare = comparators[sortFor(wishes)];
    if (compare) tours.sort(compare);
  }
  const from = wishes.place?.kind === 'area' ? wishes.place.from : undefined;
  const max = wishes.budget?.max;
  const keep = (tour: TourCard) =>
    tour.city !== from &&
    !(wishes.budget?.total && max !== undefined && (tour.partyPrice?.total ?? tour.priceNumber) > max);
  let kept = tours.filter(keep);
  if (wishes.language) kept = kept.filter((tour) => tour.languages.includes(wishes.language!));
  // Filtered here, the count is what was checked, not the catalog's.
  total = checkedHere ? kept.length : total - (tours.length - kept.length);
  tours = kept.filter((tour) => !skip.has(tour.id));
  if (wishes.place?.kind === 'several' && results.length === wishes.place.places.length)
    tours = eachPlaceFirst(tours, results, comparators[sortFor(wishes)]);
  return { total: Math.max(total, kept.length), tours: tours.slice(0, options.limit) };
}

/**
 * "Day 1 Tokyo, day 2 Hakone, days 3-5 Kyoto", "what is there in Nara and Kyoto?": the first tour of each
 * place asked, in the wished order, then the others; a list by rating alone may show one place only.
 */
function eachPlaceFirst(
  tours: TourCard[],
  results: TourSearchResult[],
  compare: ((a: TourCard, b: TourCard) => number) | undefined,
): TourCard[] {
  const firsts = [
    ...new Set(
      results
        .map((result) => tours.find((tour) => result.tours.some((each) => each.id === tour.id)))
        .filter((tour): tour is TourCard => tour !== undefined),
    ),
  ];
  if (compare) firsts.sort(compare);
  return [...firsts, ...tours.filter((tour) => !firsts.includes(tour))];
}

/**
 * Tours a near spelling found, kept when their pages hold a word a typo or two from one searched for:
 * "snorkling" is the snorkelling day and "tempel" a temple, but "anime" is no snowshoe walk whose story
 * mentions animals, nor "kayaking" Kamakura. The rare path of a search: it reads each tour's page.
 */
async function spelledLikeTheirWords(
  tools: AssistantTools,
  result: TourSearchResult,
  text: string,
): Promise<TourSearchResult> {
  const asked = text.split(' ').filter((word) => typosAllowed(word.length) > 0);
  const pages = await Promise.all(result.tours.map((tour) => tools.tourDetails(tour.id)));
  const tours = result.tours.filter((_tour, at) => {
    const page = pages[at];
    if (!page) return false;
    const written = titleWords(normalise([page.title, page.description, ...page.highlights].join(' ')));
    return written.some((word) =>
      asked.some(
        (typed) => editDistance(typed, word, typosAllowed(typed.length)) <= typosAllowed(typed.length),
      ),
    );
  });
  return tours.length === result.tours.length ? result : { total: tours.length, tours };
}

/**
 * The search tool cannot filter by language, and one search answers 10 tours at most: asking in several
 * orders reaches many more tours to find those guided in the wished language among.
 */
function inSeveralOrders(searches: TourSearch[]): TourSearch[] {
  const orders: TourSearchSort[] = ['rating', 'popular', 'price-asc', 'price-desc', 'duration-asc'];
  return searches.flatMap((search) => orders.map((sort) => ({ ...search, sort })));
}

/** The wishes without one of them. */
export function without(wishes: SearchWishes, wish: Relaxable): SearchWishes {
  const { [wish]: _dropped, ...rest } = wishes;
  if (wish === 'budget' && wishes.budget?.sort) return { ...rest, budget: { sort: wishes.budget.sort } };
  return rest;
}

/** Which of the wishes are filters a search could give up. */
export function presentFilters(wishes: SearchWishes): Relaxable[] {
  return relaxable.filter((wish) => {
    if (wish === 'budget') return wishes.budget?.min !== undefined || wishes.budget?.max !== undefined;
    return wishes[wish] !== undefined && wishes[wish] !== false;
  });
}

export type Relaxed = Found & { dropped: Relaxable[]; wishes: SearchWishes };

/**
 * When nothing matches every wish: the nearest useful alternative. Tries dropping one wish at a time,
 * the least important first (a too-small budget before the place), and if no single one but the place
 * helps, keeps only the place, and only then looks elsewhere. Says which wishes it dropped.
 */
export async function relax(
  tools: AssistantTools,
  wishes: SearchWishes,
  limit: number,
): Promise<Relaxed | undefined> {
  // Words no tour holds at all ("kicking off before 8") are given up first, before a wish that was meant;
  // words only a tour's story holds ("an hour or two before our train") before a length, a time or a budget
  // said, but after a kind read from one word ("a pilgrimage walk" is no City Walk).
  const present = presentFilters(wishes);
  const withWords = present.includes('text') && present.length > 1;
  const wordsMatchNothing =
    withWords &&
    (
      await findTours(
        tools,
        { text: wishes.text!, ...(wishes.anyWord ? { anyWord: true } : {}) },
        { limit: 1 },
      )
    ).total === 0;
  const storyWords =
    withWords &&
    !wordsMatchNothing &&
    (await wordsSomeTourHolds(tools, wishes.text!.split(' '))).length === 0;
  const first: Relaxable[] = wordsMatchNothing
    ? ['text']
    : storyWords
      ? [...(present.includes('category') ? (['category'] as const) : []), 'text']
      : [];
  const filters = [...first, ...present.filter((wish) => !first.includes(wish))];
  // A day in port or a free afternoon ("docking 8:00, back on board by 18:00") is a hard window: a day out of
  // the city inside it before the city's tours outside it. Asked beside the looser searches, not before them.
  const windowKept =
    wishes.start?.endsBy !== undefined && !first.includes('text') ? aDayOut(tools, wishes, limit) : undefined;
  const singles = await Promise.all(
    filters.map(async (wish) => {
      const loosened = nearestFirst(without(wishes, wish), wish, wishes);
      return { wish, loosened, found: await findTours(tools, loosened, { limit }) };
    }),
  );
  const outInHours = await windowKept;
  if (outInHours) return outInHours;
  const found = (attempt: (typeof singles)[number]) => attempt.found.tours.length > 0;
  // The place, and suiting children when asked in words, are given up last.
  const kept = (wish: Relaxable) => wish === 'place' || (wish === 'familyFriendly' && wishes.familyAsked);
  const single = singles.find((attempt) => found(attempt) && !kept(attempt.wish));
  if (single) return { ...single.found, dropped: [single.wish], wishes: single.loosened };
  // Travellers are where they are: the place's other tours before the same kind of tour elsewhere, still
  // suiting children when that was asked in words ("with the little ones" rules out a night food crawl).
  if (wishes.place && filters.length > 1) {
    const kept = {
      ...(wishes.familyAsked ? { familyFriendly: true, familyAsked: true } : {}),
      ...(wishes.gentle ? { gentle: true } : {}),
      ...(wishes.sober ? { sober: true } : {}),
      ...(wishes.handsOn ? { handsOn: true } : {}),
    };
    const onlyPlace: SearchWishes = {
      place: wishes.place,
      ...(wishes.party ? { party: wishes.party } : {}),
      ...kept,
    };
    const inPlace = await findTours(tools, onlyPlace, { limit });
    const dropped = filters.filter(
      (wish) => wish !== 'place' && !(wish === 'familyFriendly' && wishes.familyAsked),
    );
    if (inPlace.tours.length > 0 && dropped.length > 0) return { ...inPlace, dropped, wishes: onlyPlace };
  }
  // A day's reach out of the city before anywhere at all: "based in Osaka with the little ones (4 & 7)" is
  // better served by Nara's deer than by a tour at the other end of Japan.
  const out = await aDayOut(tools, wishes, limit);
  if (out) return out;
  const elsewhere =
    singles.find((attempt) => found(attempt) && attempt.wish === 'place') ?? singles.find(found);
  return elsewhere && { ...elsewhere.found, dropped: [elsewhere.wish], wishes: elsewhere.loosened };
}

const seasons = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);

/**
 * The words of a search some tour's title holds ("sake"), each on its own: a word only a description
 * happens to use ("weeks", "spring") is the traveller's chatter. One search for any of the words, its
 * titles read here: a word a title holds ranks that tour among the first.
 */
export async function wordsSomeTourHolds(tools: AssistantTools, words: string[]): Promise<string[]> {
  const found = await findTours(tools, { text: words.join(' '), anyWord: true }, { limit: 20 });
  // Whole words, in either number: "brewery" is a word of "Sake Breweries of Fushimi". A season is when,
  // not what: "in Tokyo this fall" is no "Kegon Falls", "two weeks in spring" no "Hot Springs".
  const titles = found.tours.map((tour) => new Set(titleWords(normalise(tour.title)).map(singular)));
  return words.filter((word) => !seasons.has(word) && titles.some((title) => title.has(singular(word))));
}

/** The wishes in the city's day-trip area (the city included), if it is a hub and that finds tours. */
async function aDayOut(
  tools: AssistantTools,
  wishes: SearchWishes,
  limit: number,
): Promise<Relaxed | undefined> {
  if (wishes.place?.kind !== 'city') return undefined;
  const area = cityAndAround(wishes.place.name, (await tools.places()).regions);
  if (!area) return undefined;
  const widened: SearchWishes = { ...wishes, place: area };
  const out = await findTours(tools, widened, { limit });
  return out.tours.length > 0 ? { ...out, dropped: ['place'], wishes: widened } : undefined;
}

/** With a budget or length given up, the tours nearest to it come first: the cheapest, the shortest. */
function nearestFirst(wishes: SearchWishes, dropped: Relaxable, original: SearchWishes): SearchWishes {
  if (dropped === 'budget' && original.budget?.max !== undefined)
    return { ...wishes, budget: { sort: 'price-asc' } };
  if (dropped === 'budget' && original.budget?.min !== undefined)
    return { ...wishes, budget: { sort: 'price-desc' } };
  return wishes;
}
