import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, id } from './columns.ts';

/** Every image the product serves: re-encoded WebP plus a thumbnail, kept in the database. */
export const images = pgTable(
  'images',
  {
    id: id(),
    /** SHA-256 of the original bytes: the same upload twice is stored once. */
    contentHash: text('content_hash').notNull(),
    data: bytea('data').notNull(),
    thumb: bytea('thumb').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('images_content_hash_key').on(t.contentHash)],
);
