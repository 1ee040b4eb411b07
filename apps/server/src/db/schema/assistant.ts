import { assistantRoles } from '@tabi/contracts';
import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A conversation with the travel assistant, named by the session id its client made. Stored with its
 * first answered question. A visitor's belongs to nobody (its id is its only key); a signed-in user's,
 * or a visitor's that a user went on with, belongs to that user, and their account takes it along.
 */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Which provider wrote `providerState`: another one (after a change of configuration) starts afresh. */
    provider: text('provider').notNull(),
    /** What the provider remembered after its last answer (`AssistantReply.state`). */
    providerState: jsonb('provider_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The retention sweep deletes conversations idle for `policy.assistantRetentionDays`. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('assistant_sessions_last_message_idx').on(t.lastMessageAt),
    // Deleting an account deletes its conversations through this key.
    index('assistant_sessions_user_idx').on(t.userId),
  ],
);

export const assistantRole = pgEnum('assistant_role', assistantRoles);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    /** Insertion order, which is the conversation's order (a question and its answer are stored together). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    role: assistantRole('role').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('assistant_messages_session_seq_idx').on(t.sessionId, t.seq)],
);
