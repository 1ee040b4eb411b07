import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../platform/mail/mailer.ts';
import { users } from './users.ts';

/** E-mails of an installation without SMTP: kept here for the admin to read, and logged. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (a booking's calendar event), kept whole. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's outbox pages newest first, the id breaking ties: its order whole, so a page reads only its rows.
  // NULLS FIRST as `ORDER BY ... DESC` sorts, or PostgreSQL cannot read the index in that order.
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * Mail for an account whose address is not confirmed yet: kept (not sent, not lost) until it is, then
 * sent to the confirmed address in the order it was written.
 */
export const heldMail = pgTable(
  'held_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (a booking's calendar event), kept whole. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('held_mail_user_idx').on(t.userId, t.createdAt)],
);
