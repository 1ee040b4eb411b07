import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [
    check('ratings_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('ratings_tour_user_key').on(t.tourId, t.userId),
    index('ratings_created_idx').on(t.createdAt.desc()),
  ],
);
