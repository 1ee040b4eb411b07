import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './users.ts';

/**
 * A non-admin user's one conversation with support; its id is the user's id. Created with its first
 * message. It keeps what the inbox sorts by and what the unread-mail check needs.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /**
     * When to e-mail the user about support's replies they have not read: set by the first reply sent
     * while they had no socket open, cleared when they read the conversation or the mail is sent.
     */
    mailDueAt: timestamp('mail_due_at', { withTimezone: true }),
    /** When that mail went out; no second one until the user has read the conversation. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_conversations_last_message_idx').on(t.lastMessageAt.desc()),
    index('chat_conversations_mail_due_idx').on(t.mailDueAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    /** Insertion order: messages written in the same millisecond still page and list in order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.userId, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // A page of one conversation (newest first, then older than a cursor), and its last message.
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq.desc()),
    // The unread ones, which the inbox counts and reading marks.
    index('chat_messages_unread_idx').on(t.conversationId, t.senderId).where(sql`${t.readAt} is null`),
  ],
);
