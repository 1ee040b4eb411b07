import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tours } from './tours.ts';
import { users } from './users.ts';

/**
 * A tour a traveller saved to come back to (issue 28), once per traveller. `priceMinorWhenSaved` is the
 * per-person price then, for telling them of a lower one (the wishlist's round).
 */
export const savedTours = pgTable(
  'saved_tours',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    priceMinorWhenSaved: integer('price_minor_when_saved').notNull(),
    /** The price the traveller was last told it dropped to: told again only below it. */
    priceMinorNotified: integer('price_minor_notified'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tourId] }),
    // A traveller's list, the latest saved first.
    index('saved_tours_user_saved_idx').on(t.userId, t.savedAt.desc()),
    index('saved_tours_tour_idx').on(t.tourId),
  ],
);
