import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails of an installation without SMTP: kept here for the admin to read, and logged. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);
