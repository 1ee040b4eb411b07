import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    imageId: uuid('image_id').references(() => images.id),
    ...timestamps(),
  },
  (t) => [
    // One review per traveller and tour; its stars are the author's row in `ratings`.
    uniqueIndex('reviews_tour_user_key').on(t.tourId, t.userId),
    index('reviews_tour_created_idx').on(t.tourId, t.createdAt.desc()),
  ],
);
