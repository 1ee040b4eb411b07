import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Generated secrets and one-time facts, shared by every server process on the database. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
