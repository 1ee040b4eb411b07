import { and, asc, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings, departures, tourClosedDates, tours } from '../../../db/schema/index.ts';
import type { TourSearchSort } from '../../../platform/ai/assistant-tools.ts';

/** What a tour card shows, read straight from `tours`. */
const cardColumns = {
  id: tours.id,
  title: tours.title,
  category: tours.category,
  city: tours.city,
  region: tours.region,
  priceMinor: tours.priceMinor,
  childPriceShare: tours.childPriceShare,
  durationMinutes: tours.durationMinutes,
  averageRating: tours.averageRating,
  ratingsCount: tours.ratingsCount,
  languages: tours.languages,
  maxGroupSize: tours.maxGroupSize,
};

const factColumns = {
  ...cardColumns,
  description: tours.description,
  highlights: tours.highlights,
  included: tours.included,
  excluded: tours.excluded,
  meetingPoint: tours.meetingPoint,
  departureDays: tours.departureDays,
  departureTime: tours.departureTime,
  instantConfirmation: tours.instantConfirmation,
};

/**
 * Departures to look for: some date `from`..`to` (local dates) that runs, is not closed, starts no
 * earlier than `earliestStart` (now plus the booking cut-off) and has `seats` left.
 */
export type DepartureWindow = {
  from: string;
  to: string;
  seats: number;
  earliestStart: Date;
  timezone: string;
};

export type AssistantSearch = {
  text?: string;
  city?: string;
  region?: string;
  category?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  minDurationMinutes?: number;
  maxDurationMinutes?: number;
  /** The party's size: it must fit the tour's group. */
  seats: number;
  departing?: DepartureWindow;
  familyFriendly: boolean;
  sort: TourSearchSort;
  limit: number;
  /** "Popular" counts the seats booked since this instant (the catalog's 90 days). */
  popularSince: Date;
};

/** As in the catalog: typo tolerance only for terms long enough to have a shape ('tea' is not 'temple'). */
const fuzzyMinLength = 4;

type TextMode = 'words' | 'fuzzy';

const wordsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

const sameName = (column: typeof tours.city | typeof tours.region | typeof tours.category, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/**
 * Family friendly, from what the catalog records (decision in /tmp/decision-B1.md): children pay a
 * reduced price (a share of 0 is how a tour that takes no children, such as a bar crawl or a sake
 * tasting, is priced, and a full share means no child ticket); not Nightlife; it starts before 17:00
 * (an evening tour ends past a child's bedtime); and it lasts at most 9 hours.
 */
const familyFriendly = sql`(${tours.childPriceShare} > 0 AND ${tours.childPriceShare} < 1
  AND lower(${tours.category}) <> 'nightlife'
  AND ${tours.departureTime} < '17:00'
  AND ${tours.durationMinutes} <= 540)`;

/**
 * The booking rule of the availability answer, in SQL so a search over thousands of tours is one query:
 * the tour has every fact, and some date of the window is one of its weekdays, is not closed, starts
 * after the cut-off and has the seats (its departure's capacity less the seats booked, or the whole group
 * when nobody booked it yet). EXISTS stops at the first such date.
 */
function departsWithin(window: DepartureWindow): SQL {
  return sql`(${tours.city} IS NOT NULL AND ${tours.region} IS NOT NULL
    AND ${tours.durationMinutes} IS NOT NULL AND ${tours.meetingPoint} IS NOT NULL
    AND EXISTS (
      SELECT 1 FROM generate_series(${window.from}::date, ${window.to}::date, interval '1 day') AS g(day)
      WHERE extract(isodow FROM g.day)::smallint = ANY(${tours.departureDays})
        AND (g.day::date + ${tours.departureTime}::time) AT TIME ZONE ${window.timezone} >= ${window.earliestStart.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM ${tourClosedDates} c WHERE c.tour_id = ${tours.id} AND c.date = g.day::date)
        AND coalesce(
          (SELECT d.capacity - d.booked FROM ${departures} d WHERE d.tour_id = ${tours.id} AND d.date = g.day::date),
          ${tours.maxGroupSize}
        ) >= ${window.seats}
    ))`;
}

function filtersOf(search: AssistantSearch, mode: TextMode): SQL[] {
  const where: SQL[] = [eq(tours.archived, false), gte(tours.maxGroupSize, search.seats)];
  if (search.text)
    where.push(
      mode === 'words'
        ? sql`${tours.searchVector} @@ ${wordsQuery(search.text)}`
        : sql`lower(${search.text}) <% ${tours.searchText}`,
    );
  if (search.city) where.push(sameName(tours.city, search.city));
  if (search.region) where.push(sameName(tours.region, search.region));
  if (search.category) where.push(sameName(tours.category, search.category));
  if (search.minPriceMinor !== undefined) where.push(gte(tours.priceMinor, search.minPriceMinor));
  if (search.maxPriceMinor !== undefined) where.push(lte(tours.priceMinor, search.maxPriceMinor));
  if (search.minDurationMinutes !== undefined)
    where.push(gte(tours.durationMinutes, search.minDurationMinutes));
  if (search.maxDurationMinutes !== undefined)
    where.push(lte(tours.durationMinutes, search.maxDurationMinutes));
  if (search.familyFriendly) where.push(familyFriendly);
  if (search.departing) where.push(departsWithin(search.departing));
  return where;
}

function orderOf(search: AssistantSearch, mode: TextMode): SQL[] {
  const bestRated = [desc(tours.averageRating), desc(tours.ratingsCount), asc(tours.id)];
  switch (search.sort) {
    case 'price-asc':
      return [asc(tours.priceMinor), ...bestRated];
    case 'price-desc':
      return [desc(tours.priceMinor), ...bestRated];
    case 'rating':
      return bestRated;
    case 'duration-asc':
      return [sql`${tours.durationMinutes} ASC NULLS LAST`, ...bestRated];
    case 'popular':
      // As the catalog's "popular": seats booked (not cancelled) lately, then the ratings count.
      return [
        sql`(SELECT coalesce(sum(b.adults + b.children), 0) FROM ${bookings} b
          WHERE b.tour_id = ${tours.id} AND b.status <> 'cancelled'
            AND b.created_at > ${search.popularSince.toISOString()}::timestamptz) DESC`,
        desc(tours.ratingsCount),
        ...bestRated,
      ];
    default:
      // Relevance: the text's rank (or for a mistyped term its closeness); without words, the best rated.
      if (!search.text) return [desc(tours.featured), ...bestRated];
      return [
        mode === 'words'
          ? sql`ts_rank(${tours.searchVector}, ${wordsQuery(search.text)}) DESC`
          : sql`word_similarity(lower(${search.text}), ${tours.searchText}) DESC`,
        ...bestRated,
      ];
  }
}

export function createAssistantToolsRepository(db: Db) {
  /** One round trip: the page, with the count of every match beside each row. */
  async function searchWith(search: AssistantSearch, mode: TextMode) {
    const rows = await db
      .select({ ...cardColumns, total: sql<number>`(count(*) OVER ())::int` })
      .from(tours)
      .where(and(...filtersOf(search, mode)))
      .orderBy(...orderOf(search, mode))
      .limit(search.limit);
    return { rows, total: rows[0]?.total ?? 0 };
  }

  return {
    async search(search: AssistantSearch) {
      const found = await searchWith(search, 'words');
      const mayBeTypo = search.text !== undefined && search.text.length >= fuzzyMinLength;
      return found.total === 0 && mayBeTypo ? searchWith(search, 'fuzzy') : found;
    },

    /** A public tour's card; undefined for an unknown or archived one. */
    async card(tourId: string) {
      const [row] = await db
        .select(cardColumns)
        .from(tours)
        .where(and(eq(tours.id, tourId), eq(tours.archived, false)));
      return row;
    },

    async facts(tourId: string) {
      const [row] = await db
        .select(factColumns)
        .from(tours)
        .where(and(eq(tours.id, tourId), eq(tours.archived, false)));
      return row;
    },

    /** Every public city, region and category, one table scan. */
    async places() {
      const [row] = await db
        .select({
          cities: sql<
            string[]
          >`coalesce(array_agg(DISTINCT ${tours.city} ORDER BY ${tours.city}) FILTER (WHERE ${isNotNull(tours.city)}), '{}')`,
          regions: sql<
            string[]
          >`coalesce(array_agg(DISTINCT ${tours.region} ORDER BY ${tours.region}) FILTER (WHERE ${isNotNull(tours.region)}), '{}')`,
          categories: sql<
            string[]
          >`coalesce(array_agg(DISTINCT ${tours.category} ORDER BY ${tours.category}), '{}')`,
        })
        .from(tours)
        .where(eq(tours.archived, false));
      return row ?? { cities: [], regions: [], categories: [] };
    },
  };
}

export type AssistantToolsRepository = ReturnType<typeof createAssistantToolsRepository>;
export type TourCardRow = NonNullable<Awaited<ReturnType<AssistantToolsRepository['card']>>>;
export type TourFactsRow = NonNullable<Awaited<ReturnType<AssistantToolsRepository['facts']>>>;
