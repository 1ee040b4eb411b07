import {
  type CategoriesQuery,
  type Category,
  type TourListQuery,
  toMinorUnits,
  tourDurationRanges,
} from '@tabi/contracts';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type DepartureWindow, hasBookableDeparture } from '../../db/bookable-departures.ts';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  images,
  ratings,
  searchWordCounts,
  tourImages,
  tourSearch,
  tourSearchTerms,
  tours,
} from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/pagination.ts';

export type TourImageRow = { imageId: string; width: number; height: number; alt: string };

/** Every column a tour's answers read (the search columns are the database's own). */
const {
  searchVector: _vector,
  searchText: _text,
  detailsVector: _details,
  ...answeredColumns
} = getTableColumns(tours);
export const tourColumns = answeredColumns;

/** The tour's pictures in order, as one JSON array, so a page of tours is one query. */
export const imagesJson = sql<TourImageRow[]>`coalesce((
  SELECT json_agg(json_build_object('imageId', ti.image_id, 'width', i.width, 'height', i.height, 'alt', ti.alt) ORDER BY ti.position)
  FROM ${tourImages} ti JOIN ${images} i ON i.id = ti.image_id
  WHERE ti.tour_id = "tours"."id"
), '[]'::json)`;

/** Typo tolerance only for terms long enough to have a shape: 'tea' must not match 'temple'. */
const fuzzyMinLength = 4;

export type TourRow = Omit<typeof tours.$inferSelect, 'searchVector' | 'searchText' | 'detailsVector'> & {
  images: TourImageRow[];
};

/**
 * How a search term matches: `words` is full text (stemmed, weighted, GIN-indexed, cheap); `fuzzy` is
 * trigram word similarity against names and places, costlier, so it is only asked when words find nothing.
 */
type SearchMode = 'words' | 'fuzzy';

const wordsQuery = (term: string) => sql`websearch_to_tsquery('english', ${term})`;

/** What narrows the catalog: the query's filters, its date already made a departure window by the service. */
export type CatalogFilters = Omit<CategoriesQuery, 'date'> & { departing?: DepartureWindow };
/** A page of the list: the filters with a category, a sort and the page. */
export type CatalogPage = CatalogFilters & Omit<TourListQuery, keyof CategoriesQuery>;

function filtersOf(query: CatalogFilters & { category?: string }, mode: SearchMode): SQL[] {
  const where: SQL[] = [eq(tours.archived, false)];
  if (query.category) where.push(sql`lower(${tours.category}) = lower(${query.category})`);
  if (query.minPrice !== undefined) where.push(gte(tours.priceMinor, toMinorUnits(query.minPrice)));
  if (query.maxPrice !== undefined) where.push(lte(tours.priceMinor, toMinorUnits(query.maxPrice)));
  if (query.featured !== undefined) where.push(eq(tours.featured, query.featured));
  if (query.duration) {
    // A tour whose duration is not given yet compares as unknown, so no length keeps it.
    const { above, upTo } = tourDurationRanges[query.duration];
    where.push(gt(tours.durationMinutes, above));
    if (upTo !== null) where.push(lte(tours.durationMinutes, upTo));
  }
  if (query.departing) where.push(hasBookableDeparture(query.departing));
  if (query.search) {
    where.push(
      mode === 'words'
        ? sql`${tours.searchVector} @@ ${wordsQuery(query.search)}`
        : sql`lower(${query.search}) <% ${tours.searchText}`,
    );
  }
  return where;
}

/** A search by relevance and nothing else: what `tour_search` alone can answer. */
const onlySearched = (query: CatalogPage): query is CatalogPage & { search: string } =>
  Boolean(query.search) &&
  query.sort === undefined &&
  !query.category &&
  query.minPrice === undefined &&
  query.maxPrice === undefined &&
  query.featured === undefined &&
  !query.duration &&
  !query.departing;

/** Whether a search that found nothing in words is worth asking again for a typo. */
const mayBeTypo = (search: string | undefined) => search !== undefined && search.length >= fuzzyMinLength;

/** Seats booked (and not cancelled) on the tour in the last 90 days: what "popular" means. */
const recentSeats = sql`(SELECT coalesce(sum(b.adults + b.children), 0) FROM ${bookings} b
  WHERE b.tour_id = ${tours.id} AND b.status <> 'cancelled' AND b.created_at > now() - interval '90 days')`;

function orderOf(query: CatalogPage, mode: SearchMode): SQL[] {
  switch (query.sort) {
    case 'price-asc':
      return [asc(tours.priceMinor), desc(tours.createdAt)];
    case 'price-desc':
      return [desc(tours.priceMinor), desc(tours.createdAt)];
    case 'rating':
      return [desc(tours.averageRating), desc(tours.ratingsCount), desc(tours.createdAt)];
    case 'popular':
      return [
        sql`${recentSeats} DESC`,
        desc(tours.ratingsCount),
        desc(tours.averageRating),
        desc(tours.createdAt),
      ];
    case 'newest':
      return [desc(tours.createdAt), asc(tours.id)];
    default:
      if (!query.search) return [desc(tours.createdAt), asc(tours.id)];
      // Relevance: the full-text rank (a title hit weighs most), or for a mistyped term its closeness.
      return [
        mode === 'words'
          ? sql`ts_rank(${tours.searchVector}, ${wordsQuery(query.search)}) DESC`
          : sql`word_similarity(lower(${query.search}), ${tours.searchText}) DESC`,
        desc(tours.ratingsCount),
        asc(tours.id),
      ];
  }
}

export function createToursRepository(db: Db) {
  /**
   * The page's ids are chosen in a narrow subquery (sorted by the index or by rank without carrying whole
   * rows through the sort of every match), then only those tours are read whole with their pictures and
   * put back in order: one round trip, with the count beside it on another connection.
   */
  async function page(query: CatalogPage, mode: SearchMode): Promise<{ rows: TourRow[]; total: number }> {
    const where = and(...filtersOf(query, mode));
    const order = orderOf(query, mode);
    const pageIds = db
      .select({ id: tours.id })
      .from(tours)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query));
    const [rows, [counted]] = await Promise.all([
      db
        .select({ ...tourColumns, images: imagesJson })
        .from(tours)
        .where(inArray(tours.id, pageIds))
        .orderBy(...order),
      db.select({ total: sql<number>`count(*)::int` }).from(tours).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The catalog's categories joined to the counts of the matching tours (grouped where the indexes serve). */
  async function countsPerCategory(filters: CatalogFilters, mode: SearchMode): Promise<Category[]> {
    const { rows } = await db.execute<Category>(sql`
      SELECT every.name, coalesce(matching.count, 0)::int AS "count"
      FROM (
        SELECT lower(${tours.category}) AS key, min(${tours.category}) AS name, count(*) AS size
        FROM ${tours} WHERE ${eq(tours.archived, false)} GROUP BY 1
      ) AS every
      LEFT JOIN (
        SELECT lower(${tours.category}) AS key, count(*) AS count
        FROM ${tours} WHERE ${and(...filtersOf(filters, mode))} GROUP BY 1
      ) AS matching USING (key)
      ORDER BY every.size DESC, every.name`);
    return rows;
  }

  /**
   * A search by relevance with nothing else narrowing it, the common case: every match is ranked in the
   * narrow copy (`tour_search`), not in the tours' wide rows, and the count comes with the page, as
   * ranking reads every match anyway. Only a page past the end needs a count of its own.
   */
  async function rankedPage(query: CatalogPage & { search: string }) {
    const words = wordsQuery(query.search);
    const matches = and(eq(tourSearch.archived, false), sql`${tourSearch.searchVector} @@ ${words}`);
    // The rank is computed in the scan, behind a fence (OFFSET 0) the planner does not flatten: the
    // window that counts the matches then keeps narrow rows, not each match's search vector (4 to 10 times
    // the memory, spilled to disk for a common word: 2x slower).
    const ranked = sql`(
      SELECT tour_id, rank, ratings_count, (count(*) OVER ())::int AS total
      FROM (
        SELECT ${tourSearch.tourId} AS tour_id, ts_rank(${tourSearch.searchVector}, ${words}) AS rank,
               ${tourSearch.ratingsCount} AS ratings_count
        FROM ${tourSearch} WHERE ${matches} OFFSET 0
      ) scored
      ORDER BY rank DESC, ratings_count DESC, tour_id
      LIMIT ${query.limit} OFFSET ${offsetOf(query)}
    ) ranked`;
    const rows = await db
      .select({ ...tourColumns, images: imagesJson, total: sql<number>`ranked.total` })
      .from(tours)
      .innerJoin(ranked, sql`ranked.tour_id = ${tours.id}`)
      .orderBy(sql`ranked.rank DESC, ranked.ratings_count DESC, ranked.tour_id`);
    if (rows.length > 0) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
    if (offsetOf(query) === 0) return { rows: [], total: 0 };
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(tourSearch).where(matches);
    return { rows: [], total: counted?.total ?? 0 };
  }

  /**
   * A search for one word whose page lies among the tours with it in the title, category or place (they
   * rank before every tour with it only in the story): the page in order from `tour_search_terms`, the total
   * from `search_word_counts` (decision 91), without ranking every match, in one statement. Undefined when
   * the search is not one word any public tour holds, or its page reaches the tours with the word only in
   * their story.
   */
  async function oneWordPage(query: CatalogPage & { search: string }) {
    const offset = offsetOf(query);
    const word = db.$with('word').as(
      db
        .select({
          lexeme: searchWordCounts.lexeme,
          total: searchWordCounts.tours,
          answerable: sql<boolean>`${offset + query.limit} <= ${searchWordCounts.headTours}
            OR ${searchWordCounts.headTours} >= ${searchWordCounts.tours}`.as('answerable'),
        })
        .from(searchWordCounts)
        .where(
          and(
            sql`numnode(${wordsQuery(query.search)}) = 1`,
            sql`length(to_tsvector('english', ${query.search})) = 1`,
            sql`${searchWordCounts.lexeme} = (tsvector_to_array(to_tsvector('english', ${query.search})))[1]`,
            gt(searchWordCounts.tours, 0),
          ),
        ),
    );
    const ordered = db
      .select({
        tourId: tourSearchTerms.tourId,
        rank: tourSearchTerms.rank,
        ratingsCount: tourSearchTerms.ratingsCount,
      })
      .from(tourSearchTerms)
      .where(and(eq(tourSearchTerms.lexeme, word.lexeme), word.answerable))
      .orderBy(desc(tourSearchTerms.rank), desc(tourSearchTerms.ratingsCount), asc(tourSearchTerms.tourId))
      .limit(query.limit)
      .offset(offset)
      .as('ordered');
    // One row per tour of the page; a word found with no tour on the page (not answerable here, or a page
    // past the end) is one row with no tour.
    const rows = await db
      .with(word)
      .select({ total: word.total, answerable: word.answerable, tour: tourColumns, images: imagesJson })
      .from(word)
      .leftJoinLateral(ordered, sql`true`)
      .leftJoin(tours, eq(tours.id, ordered.tourId))
      .orderBy(desc(ordered.rank), desc(ordered.ratingsCount), asc(ordered.tourId));
    const found = rows[0];
    if (!found?.answerable) return undefined;
    return {
      rows: rows.flatMap(({ tour, images }) => (tour ? [{ ...tour, images }] : [])),
      total: found.total,
    };
  }

  return {
    async list(query: CatalogPage): Promise<{ rows: TourRow[]; total: number }> {
      const found = onlySearched(query)
        ? ((await oneWordPage(query)) ?? (await rankedPage(query)))
        : await page(query, 'words');
      return found.total === 0 && mayBeTypo(query.search) ? page(query, 'fuzzy') : found;
    },

    async findById(id: string): Promise<TourRow | undefined> {
      const [row] = await db
        .select({ ...tourColumns, images: imagesJson })
        .from(tours)
        .where(eq(tours.id, id));
      return row;
    },

    /** The public (not archived) tours among `ids`, in no particular order. */
    async findPublicByIds(ids: string[]): Promise<TourRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ ...tourColumns, images: imagesJson })
        .from(tours)
        .where(and(inArray(tours.id, ids), eq(tours.archived, false)));
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, id));
      return row !== undefined;
    },

    async ratingDistribution(tourId: string): Promise<Record<1 | 2 | 3 | 4 | 5, number>> {
      const rows = await db
        .select({ rating: ratings.rating, count: sql<number>`count(*)::int` })
        .from(ratings)
        .where(eq(ratings.tourId, tourId))
        .groupBy(ratings.rating);
      const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const row of rows) distribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.count;
      return distribution;
    },

    /**
     * Every public category (spellings that differ only in case count as one), the catalog's largest
     * first, each with how many of its tours pass `filters`: zero when none does. The search is read as
     * the list without a category reads it (words, or a typo's trigrams when words find nothing at all),
     * so the counts add up to that list's total.
     */
    async categories(filters: CatalogFilters): Promise<Category[]> {
      const found = await countsPerCategory(filters, 'words');
      const nothing = found.every((category) => category.count === 0);
      return nothing && mayBeTypo(filters.search) ? countsPerCategory(filters, 'fuzzy') : found;
    },
  };
}

export type ToursRepository = ReturnType<typeof createToursRepository>;
