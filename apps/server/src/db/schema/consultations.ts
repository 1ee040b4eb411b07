import { date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

export const consultationStatus = pgEnum('consultation_status', ['new', 'handled']);

/** A request to talk to the team before booking, from a visitor or a signed-in user. */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    /** `HH:MM`, in the operator's time zone. */
    preferredTime: text('preferred_time').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: consultationStatus('status').notNull().default('new'),
    adminNote: text('admin_note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('consultations_status_created_idx').on(t.status, t.createdAt.desc()),
    // The admin's list of every request, newest first (without a status filter).
    index('consultations_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
