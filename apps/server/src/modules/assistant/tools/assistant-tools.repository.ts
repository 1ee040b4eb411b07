import { and, eq, gte, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type DepartureWindow, hasBookableDeparture } from '../../../db/bookable-departures.ts';
import type { Db } from '../../../db/client.ts';
import { bookings, tours } from '../../../db/schema/index.ts';
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
  adultsOnly: tours.adultsOnly,
  durationMinutes: tours.durationMinutes,
  departureTime: tours.departureTime,
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
  instantConfirmation: tours.instantConfirmation,
};

/** What the content search reads of a tour: where it is and the words of its page. */
const detailColumns = {
  id: tours.id,
  title: tours.title,
  category: tours.category,
  city: tours.city,
  region: tours.region,
  description: tours.description,
  highlights: tours.highlights,
  included: tours.included,
  excluded: tours.excluded,
  meetingPoint: tours.meetingPoint,
};

export type AssistantSearch = {
  text?: string;
  /** When no tour holds every word, the tours holding any of them (see `TourSearch.anyWord`). */
  anyWord: boolean;
  /** Words the inclusions (weight C of `details_vector`, with the meeting point) must hold. */
  included?: string;
  city?: string;
  region?: string;
  category?: string;
  /** Words one of which the tour's name must hold (`TourSearch.named`). */
  named?: string;
  /** Words none of which the tour's name, story or highlights may hold (`TourSearch.excludeText`). */
  excludeText?: string;
  excludePlaces: string[];
  excludeCategory?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  minDurationMinutes?: number;
  maxDurationMinutes?: number;
  maxGroupSize?: number;
  startsFrom?: string;
  startsBefore?: string;
  endsBy?: string;
  /** The party's size: it must fit the tour's group. */
  seats: number;
  /** Children in the party: an adults-only tour refuses them, so it is never offered. */
  withChildren: boolean;
  departing?: DepartureWindow;
  familyFriendly: boolean;
  adultsOnly: boolean;
  childrenFree: boolean;
  sort: TourSearchSort;
  limit: number;
  /** "Popular" counts the seats booked since this instant (the catalog's 90 days). */
  popularSince: Date;
};

/** As in the catalog: typo tolerance only for terms long enough to have a shape ('tea' is not 'temple'). */
const fuzzyMinLength = 4;

/**
 * How the words match: every word (`all`), else, when they are alternatives, any of them, best matched
 * first (`any`: "sake or beer tastings" finds the sake tours though no tour holds both), else a typo's
 * closeness (`fuzzy`).
 */
type TextMode = 'all' | 'any' | 'fuzzy';

/** "18:30" -> 1110. */
const minutesOfDay = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const wordsQuery = (text: string, mode: TextMode = 'all') =>
  sql`websearch_to_tsquery('english', ${mode === 'any' ? text.trim().split(/\s+/).join(' or ') : text})`;

/**
 * A tour offers the words when its name and story or its highlights, inclusions and meeting point hold
 * them: its exclusions (weight D) are what it does not offer. The index answers the first test; the
 * filtered one rechecks only the tours it found.
 */
const offers = (text: string, mode: TextMode) =>
  sql`(${tours.searchVector} @@ ${wordsQuery(text, mode)} OR (${tours.detailsVector} @@ ${wordsQuery(text, mode)} AND ts_filter(${tours.detailsVector}, '{a,b,c}') @@ ${wordsQuery(text, mode)}))`;
/** The tour's name, place, story or highlights hold any of the words: what it is about, for leaving it out. */
const mentions = (text: string) =>
  sql`(${tours.searchVector} @@ ${wordsQuery(text, 'any')} OR ts_filter(${tours.detailsVector}, '{b}') @@ ${wordsQuery(text, 'any')})`;
/** ts_rank's weights, D first: an exclusion adds nothing to how well a tour matches. */
const offeredWeights = sql`'{0, 0.2, 0.4, 1.0}'::float4[]`;

const sameName = (column: typeof tours.city | typeof tours.region | typeof tours.category, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/**
 * Family friendly, from what the catalog records: the tour takes children (not adults only; a child share
 * of 0 on any other tour means children go free, which suits a family); not Nightlife; it starts before
 * 17:00 (an evening tour ends past a child's bedtime); and it lasts at most 9 hours.
 */
const familyFriendly = sql`(NOT ${tours.adultsOnly}
  AND lower(${tours.category}) <> 'nightlife'
  AND ${tours.departureTime} < '17:00'
  AND ${tours.durationMinutes} <= 540)`;

/** Seats booked (not cancelled) per tour since `since`: what "popular" sorts by, as in the catalog. */
const recentSeats = (since: Date) => sql`SELECT b.tour_id, sum(b.adults + b.children) AS seats
  FROM ${bookings} b WHERE b.status <> 'cancelled' AND b.created_at > ${since.toISOString()}::timestamptz
  GROUP BY b.tour_id`;

function filtersOf(search: AssistantSearch, mode: TextMode): SQL[] {
  const where: SQL[] = [eq(tours.archived, false), gte(tours.maxGroupSize, search.seats)];
  if (search.text)
    where.push(
      mode === 'fuzzy' ? sql`lower(${search.text}) <% ${tours.searchText}` : offers(search.text, mode),
    );
  if (search.included)
    where.push(
      sql`(${tours.detailsVector} @@ ${wordsQuery(search.included)} AND ts_filter(${tours.detailsVector}, '{c}') @@ ${wordsQuery(search.included)})`,
    );
  // The name is the search vector's weight A.
  if (search.named)
    where.push(sql`ts_filter(${tours.searchVector}, '{a}') @@ ${wordsQuery(search.named, 'any')}`);
  if (search.city) where.push(sameName(tours.city, search.city));
  if (search.region) where.push(sameName(tours.region, search.region));
  if (search.category) where.push(sameName(tours.category, search.category));
  if (search.excludeText) where.push(sql`NOT ${mentions(search.excludeText)}`);
  for (const place of search.excludePlaces)
    where.push(sql`NOT (${sameName(tours.city, place)} OR ${sameName(tours.region, place)})`);
  if (search.excludeCategory) where.push(sql`NOT ${sameName(tours.category, search.excludeCategory)}`);
  if (search.minPriceMinor !== undefined) where.push(gte(tours.priceMinor, search.minPriceMinor));
  if (search.maxPriceMinor !== undefined) where.push(lte(tours.priceMinor, search.maxPriceMinor));
  if (search.minDurationMinutes !== undefined)
    where.push(gte(tours.durationMinutes, search.minDurationMinutes));
  if (search.maxDurationMinutes !== undefined)
    where.push(lte(tours.durationMinutes, search.maxDurationMinutes));
  if (search.maxGroupSize !== undefined) where.push(lte(tours.maxGroupSize, search.maxGroupSize));
  if (search.startsFrom !== undefined) where.push(gte(tours.departureTime, search.startsFrom));
  if (search.startsBefore !== undefined) where.push(lt(tours.departureTime, search.startsBefore));
  // In minutes of the day, so a tour running past midnight never wraps round to the morning.
  if (search.endsBy !== undefined)
    where.push(
      sql`split_part(${tours.departureTime}, ':', 1)::int * 60 + split_part(${tours.departureTime}, ':', 2)::int + ${tours.durationMinutes} <= ${minutesOfDay(search.endsBy)}`,
    );
  if (search.withChildren) where.push(eq(tours.adultsOnly, false));
  if (search.familyFriendly) where.push(familyFriendly);
  if (search.adultsOnly) where.push(eq(tours.adultsOnly, true));
  if (search.childrenFree) where.push(and(eq(tours.adultsOnly, false), eq(tours.childPriceShare, 0))!);
  if (search.departing) where.push(hasBookableDeparture(search.departing));
  return where;
}

/** How well a tour matches the words: the full-text rank (a title hit weighs most), or a typo's closeness. */
function rankOf(search: AssistantSearch, mode: TextMode): SQL {
  if (!search.text) return sql`0`;
  return mode === 'fuzzy'
    ? sql`word_similarity(lower(${search.text}), ${tours.searchText})`
    : sql`ts_rank(${tours.searchVector}, ${wordsQuery(search.text, mode)}) + ts_rank(${offeredWeights}, ${tours.detailsVector}, ${wordsQuery(search.text, mode)}) / 2`;
}

/** The order, over the `m` row of a match (see `searchWith`). */
function orderOf(search: AssistantSearch): SQL {
  const bestRated = 'm.average_rating DESC, m.ratings_count DESC, m.id';
  switch (search.sort) {
    case 'price-asc':
      return sql.raw(`m.price_minor, ${bestRated}`);
    case 'price-desc':
      return sql.raw(`m.price_minor DESC, ${bestRated}`);
    case 'rating':
      return sql.raw(bestRated);
    case 'rating-asc':
      return sql.raw('m.average_rating, m.ratings_count DESC, m.id');
    case 'duration-asc':
      return sql.raw(`m.duration_minutes NULLS LAST, ${bestRated}`);
    case 'duration-desc':
      return sql.raw(`m.duration_minutes DESC NULLS LAST, ${bestRated}`);
    case 'start-asc':
      return sql.raw(`m.departure_time, ${bestRated}`);
    case 'start-desc':
      return sql.raw(`m.departure_time DESC, ${bestRated}`);
    case 'group-asc':
      return sql.raw(`m.max_group_size, ${bestRated}`);
    case 'popular':
      return sql.raw('m.popularity DESC, m.ratings_count DESC, m.average_rating DESC, m.id');
    default:
      // Relevance: the words' rank; without words, the featured tours first, then the best rated.
      return sql.raw(search.text ? `m.rank DESC, ${bestRated}` : `m.featured DESC, ${bestRated}`);
  }
}

/** How many matching tours the content search ranks at most (see `detailsMatching`). */
const rankedCandidates = 200;

export function createAssistantToolsRepository(db: Db) {
  /** These columns of one public tour; undefined for an unknown or archived one. */
  async function publicTour<Columns extends SelectedFields>(columns: Columns, tourId: string) {
    const [row] = await db
      .select(columns)
      .from(tours)
      .where(and(eq(tours.id, tourId), eq(tours.archived, false)));
    return row;
  }

  async function ranked(tsquery: string, limit: number) {
    const query = sql`to_tsquery('english', ${tsquery})`;
    const candidates = db
      .select({
        ...detailColumns,
        rank: sql<number>`ts_rank(${tours.searchVector}, ${query}) + ts_rank(${tours.detailsVector}, ${query})`.as(
          'rank',
        ),
      })
      .from(tours)
      .where(
        and(
          eq(tours.archived, false),
          sql`(${tours.searchVector} @@ ${query} OR ${tours.detailsVector} @@ ${query})`,
        ),
      )
      .limit(rankedCandidates)
      .as('candidates');
    const rows = await db
      .select()
      .from(candidates)
      .orderBy(sql`${candidates.rank} DESC`, candidates.id)
      .limit(limit);
    return rows.map(({ rank: _, ...row }) => row);
  }

  /**
   * One round trip, set-based: the sparse facts (unavailable dates, recent seats) are read once, not per tour,
   * every match is kept as a narrow row (its id and sort keys), counted, and only the page's tours are read
   * whole. Per-tour subqueries into bookings or departures would cost a lookup per tour.
   */
  async function searchWith(search: AssistantSearch, mode: TextMode) {
    const popular = search.sort === 'popular';
    // Without the popular sort its part is empty, so the query keeps one shape.
    const result = await db.execute<TourCardRow & { total: number }>(sql`
      WITH recent AS (${popular ? recentSeats(search.popularSince) : sql`SELECT NULL::uuid AS tour_id, 0 AS seats WHERE false`}),
      matches AS MATERIALIZED (
        SELECT ${tours.id} AS id, ${tours.featured} AS featured, ${tours.averageRating} AS average_rating,
          ${tours.ratingsCount} AS ratings_count, ${tours.priceMinor} AS price_minor,
          ${tours.durationMinutes} AS duration_minutes, ${tours.departureTime} AS departure_time,
          ${tours.maxGroupSize} AS max_group_size, ${rankOf(search, mode)} AS rank,
          coalesce(recent.seats, 0) AS popularity
        FROM ${tours}
          LEFT JOIN recent ON recent.tour_id = ${tours.id}
        WHERE ${and(...filtersOf(search, mode))}
      )
      SELECT ${tours.id} AS "id", ${tours.title} AS "title", ${tours.category} AS "category",
        ${tours.city} AS "city", ${tours.region} AS "region", ${tours.priceMinor} AS "priceMinor",
        ${tours.childPriceShare} AS "childPriceShare", ${tours.adultsOnly} AS "adultsOnly",
        ${tours.durationMinutes} AS "durationMinutes", ${tours.departureTime} AS "departureTime",
        ${tours.averageRating}::float8 AS "averageRating", ${tours.ratingsCount} AS "ratingsCount",
        ${tours.languages} AS "languages", ${tours.maxGroupSize} AS "maxGroupSize",
        (SELECT count(*) FROM matches)::int AS "total"
      FROM (SELECT * FROM matches m ORDER BY ${orderOf(search)} LIMIT ${search.limit}) AS m
        JOIN ${tours} ON ${tours.id} = m.id
      ORDER BY ${orderOf(search)}`);
    return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
  }

  return {
    async search(search: AssistantSearch) {
      const found = await searchWith(search, 'all');
      if (found.total > 0 || search.text === undefined) return found;
      const several = search.anyWord && search.text.trim().includes(' ');
      const anyWord = several ? await searchWith(search, 'any') : found;
      const mayBeTypo = search.text.length >= fuzzyMinLength;
      if (anyWord.total > 0 || !mayBeTypo) return anyWord;
      const near = await searchWith(search, 'fuzzy');
      return near.total > 0 ? { ...near, nearSpelling: true as const } : near;
    },

    /** A public tour's card; undefined for an unknown or archived one. */
    card: (tourId: string) => publicTour(cardColumns, tourId),

    facts: (tourId: string) => publicTour(factColumns, tourId),

    /** One public tour's words, for a question about it; undefined for an unknown or archived tour. */
    details: (tourId: string) => publicTour(detailColumns, tourId),

    /**
     * Public tours whose words (name, place, story, highlights, inclusions, meeting point) hold every term,
     * else any of them, best ranked first. A common word matches thousands of tours in a large catalog, and
     * ranking them all costs more than the answer is worth: the rank is taken over the first
     * `rankedCandidates` matches the GIN indexes find.
     */
    async detailsMatching(terms: string[], limit: number) {
      const words = terms.map((term) => term.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
      if (words.length === 0) return [];
      const every = await ranked(words.join(' & '), limit);
      return every.length > 0 || words.length === 1 ? every : ranked(words.join(' | '), limit);
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
export type TourDetailsRow = Awaited<ReturnType<AssistantToolsRepository['detailsMatching']>>[number];
