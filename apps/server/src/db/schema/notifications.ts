import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './users.ts';

/** A message to one user about something that happened (a booking confirmed, a refund decided...). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notification leads in the web app, e.g. `/bookings`. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);
