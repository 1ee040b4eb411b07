import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tsvector } from './columns.ts';
import { images } from './images.ts';

export const tours = pgTable(
  'tours',
  {
    id: id(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** Per-person adult price in minor units (cents). */
    priceMinor: integer('price_minor').notNull(),
    /**
     * The place, duration and meeting point are null until an admin gives them: a tour may be created
     * without them and is not booked until it has every one (`missingTourFacts`, decision 23).
     */
    city: text('city'),
    region: text('region'),
    durationMinutes: integer('duration_minutes'),
    maxGroupSize: integer('max_group_size').notNull(),
    meetingPoint: text('meeting_point'),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    included: text('included').array().notNull().default(sql`'{}'::text[]`),
    excluded: text('excluded').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{English}'::text[]`),
    instantConfirmation: boolean('instant_confirmation').notNull().default(true),
    /** The weekly pattern of departures: ISO weekdays (1 = Monday ... 7 = Sunday), in the operator's zone. */
    departureDays: smallint('departure_days').array().notNull().default(sql`'{1,2,3,4,5,6,7}'::smallint[]`),
    /** Local start time of every departure, `HH:MM` in the operator's time zone. */
    departureTime: text('departure_time').notNull().default('09:00'),
    /** The share of the adult price a child pays; 0 on a tour open to children means they go free. */
    childPriceShare: doublePrecision('child_price_share').notNull().default(0.5),
    /** No children at all (a bar crawl, a tasting): a booking with children is refused, whatever the share. */
    adultsOnly: boolean('adults_only').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** Maintained from `ratings` by the database, never incremented in JavaScript. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /** Weighted full-text document: title A, category and place B, description C. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english'::regconfig, coalesce(${tours.title}, '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce(${tours.category}, '') || ' ' || coalesce(${tours.city}, '') || ' ' || coalesce(${tours.region}, '')), 'B')
        || setweight(to_tsvector('english'::regconfig, coalesce(${tours.description}, '')), 'C')`,
    ),
    /**
     * What the assistant's content search reads of a tour besides its name and story: highlights B,
     * inclusions and the meeting point C, exclusions D (a question about what is not included reads them,
     * a search for tours with an onsen must not: see `offered` in the assistant's repository). `tour_words`
     * joins an array (array_to_string is only STABLE, which a generated column refuses; for text[] it
     * cannot vary).
     */
    detailsVector: tsvector('details_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english'::regconfig, tour_words(${tours.highlights})), 'B')
        || setweight(to_tsvector('english'::regconfig, tour_words(${tours.included}) || ' ' || coalesce(${tours.meetingPoint}, '')), 'C')
        || setweight(to_tsvector('english'::regconfig, tour_words(${tours.excluded})), 'D')`,
    ),
    /** Short text for typo-tolerant (trigram) matching of names; a place not given yet adds nothing. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${tours.title} || ' ' || ${tours.category} || ' ' || coalesce(${tours.city}, '') || ' ' || coalesce(${tours.region}, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    check('tours_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('tours_group_size_positive', sql`${t.maxGroupSize} > 0`),
    check('tours_departure_time_format', sql`${t.departureTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('tours_departure_days_range', sql`${t.departureDays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
    check('tours_duration_positive', sql`${t.durationMinutes} > 0`),
    check('tours_child_share_range', sql`${t.childPriceShare} >= 0 AND ${t.childPriceShare} <= 1`),
    index('tours_search_vector_idx').using('gin', t.searchVector),
    index('tours_details_vector_idx').using('gin', t.detailsVector),
    index('tours_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('tours_category_idx').on(sql`lower(${t.category})`),
    index('tours_public_created_idx').on(t.archived, t.createdAt.desc()),
    index('tours_public_price_idx').on(t.archived, t.priceMinor),
    index('tours_public_rating_idx').on(t.archived, t.averageRating.desc(), t.ratingsCount.desc()),
    index('tours_featured_idx').on(t.featured).where(sql`${t.featured}`),
    // The admin's tours table, archived ones too: newest first, and best rated (admin-tours.repository.ts).
    index('tours_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('tours_rating_idx').on(
      t.averageRating.desc().nullsFirst(),
      t.ratingsCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // The dashboard's best rated tours: only those with a rating.
    index('tours_rated_idx')
      .on(t.averageRating.desc().nullsFirst(), t.ratingsCount.desc().nullsFirst(), t.title, t.id)
      .where(sql`${t.ratingsCount} >= 1`),
    // The wishlist's round reads the tours changed lately (a lower price to tell).
    index('tours_updated_idx').on(t.updatedAt),
  ],
);

/**
 * What the catalog's relevance search reads of each tour, copied by a trigger on `tours` (migration 0032,
 * decision 80): ranking every match reads these few hundred bytes per tour, not the tour's whole row.
 */
export const tourSearch = pgTable(
  'tour_search',
  {
    tourId: uuid('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    archived: boolean('archived').notNull(),
    ratingsCount: integer('ratings_count').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [index('tour_search_vector_idx').using('gin', t.searchVector)],
);

/*
 * A search for one word (a city, a category word: the common case) without ranking every match (decision
 * 91). ts_rank of one word puts every tour with it in the title, category or place (weights A and B) before
 * every tour with it only in the story, so a page among the former is read from `tourSearchTerms` in
 * order, and its total from `searchWordCounts`. Both follow `tour_search` through a trigger (migration
 * 0036) and hold public tours only.
 */

/** Each public tour under each word of its title, category or place, with the rank ts_rank gives it for that word. */
export const tourSearchTerms = pgTable(
  'tour_search_terms',
  {
    lexeme: text('lexeme').notNull(),
    tourId: uuid('tour_id').notNull(),
    rank: real('rank').notNull(),
    ratingsCount: integer('ratings_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.lexeme] }),
    // The search's order: rank, then the most rated, then the id.
    index('tour_search_terms_order_idx').on(
      t.lexeme,
      t.rank.desc().nullsFirst(),
      t.ratingsCount.desc().nullsFirst(),
      t.tourId,
    ),
  ],
);

/** How many public tours hold each word anywhere, and how many in their title, category or place. */
export const searchWordCounts = pgTable('search_word_counts', {
  lexeme: text('lexeme').primaryKey(),
  tours: integer('tours').notNull().default(0),
  headTours: integer('head_tours').notNull().default(0),
});

/** The ordered pictures of a tour; position 0 is the cover. */
export const tourImages = pgTable(
  'tour_images',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.position] })],
);
