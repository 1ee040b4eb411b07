import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { images } from './images.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    /** Plain text; rendered as text, never as HTML. */
    text: text('text').notNull(),
    rating: smallint('rating'),
    imageId: uuid('image_id').references(() => images.id),
    ...timestamps(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    index('reviews_tour_created_idx').on(t.tourId, t.createdAt.desc()),
  ],
);
