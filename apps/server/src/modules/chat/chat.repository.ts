import { type ChatConversation, type ChatMessage, type ChatParticipant, chatPageSize } from '@tabi/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { chatConversations, chatMessages, users } from '../../db/schema/index.ts';
import { containing } from '../../platform/like-pattern.ts';

type Person = { id: string; name: string; email: string; avatar: string | null; photoUrl: string | null };

/** A person as the chat shows them: the uploaded avatar, else the Google photo. */
const participant = (user: Person): ChatParticipant => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar ?? user.photoUrl,
});

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  photoUrl: users.photoUrl,
};

type MessageRow = typeof chatMessages.$inferSelect;
const toMessage = (row: MessageRow, sender: Person): ChatMessage => ({
  _id: row.id,
  message: row.body,
  sender: participant(sender),
  createdAt: row.createdAt.toISOString(),
  ...(row.readAt ? { readAt: row.readAt.toISOString() } : {}),
});

/** A user the chat may address, with what decides whether they have a conversation. */
export type ChatUser = ChatParticipant & { role: 'user' | 'admin' };

/** Every query names its conversation: one user's messages never show in another's. */
export function createChatRepository(db: Db) {
  const senders = alias(users, 'sender');
  const senderColumns = {
    id: senders.id,
    name: senders.name,
    email: senders.email,
    avatar: senders.avatar,
    photoUrl: senders.photoUrl,
  };

  return {
    async user(userId: string): Promise<ChatUser | undefined> {
      const [row] = await db
        .select({ ...personColumns, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      return row && { ...participant(row), role: row.role };
    },

    /** Names of these users, for the presence list. */
    async names(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Stores a message (creating the conversation with its first one) and answers it as the wire shows it. */
    async append(conversationId: string, senderId: string, body: string, at: Date): Promise<ChatMessage> {
      return db.transaction(async (tx) => {
        await tx
          .insert(chatConversations)
          .values({ userId: conversationId, lastMessageAt: at })
          .onConflictDoUpdate({
            target: chatConversations.userId,
            set: { lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${at})` },
          });
        const [row] = await tx
          .insert(chatMessages)
          .values({ conversationId, senderId, body, createdAt: at })
          .returning();
        const [sender] = await tx.select(personColumns).from(users).where(eq(users.id, senderId));
        return toMessage(row!, sender!);
      });
    },

    /**
     * One page of a conversation, oldest first: the newest `chatPageSize` messages, or those before the
     * message `before`. Undefined when `before` is not a message of this conversation.
     */
    async page(conversationId: string, before?: string): Promise<ChatMessage[] | undefined> {
      let olderThan: number | undefined;
      if (before) {
        const [cursor] = await db
          .select({ seq: chatMessages.seq })
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, before)));
        if (!cursor) return undefined;
        olderThan = cursor.seq;
      }
      const rows = await db
        .select({ message: chatMessages, sender: senderColumns })
        .from(chatMessages)
        .innerJoin(senders, eq(senders.id, chatMessages.senderId))
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            olderThan === undefined ? undefined : lt(chatMessages.seq, olderThan),
          ),
        )
        .orderBy(desc(chatMessages.seq))
        .limit(chatPageSize);
      return rows.reverse().map((row) => toMessage(row.message, row.sender));
    },

    /**
     * The admin inbox: conversations by newest activity, each with its last message and unread count. The
     * page's conversations are chosen first (the index on their last activity), so the last message and
     * the unread count are looked up for those only, not for every conversation before the LIMIT.
     */
    async conversations(search: string | undefined, limit: number): Promise<ChatConversation[]> {
      const page = db
        .select({ userId: chatConversations.userId, lastMessageAt: chatConversations.lastMessageAt })
        .from(chatConversations)
        .innerJoin(users, eq(users.id, chatConversations.userId))
        .where(
          search
            ? or(
                sql`${users.name} ilike ${containing(search)}`,
                sql`${users.email} ilike ${containing(search)}`,
              )
            : undefined,
        )
        .orderBy(desc(chatConversations.lastMessageAt), asc(chatConversations.userId))
        .limit(limit)
        .as('page');
      const unread = db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, page.userId),
            eq(chatMessages.senderId, page.userId),
            isNull(chatMessages.readAt),
          ),
        );
      const last = db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, page.userId))
        .orderBy(desc(chatMessages.seq))
        .limit(1);
      const rows = await db
        .select({
          user: personColumns,
          message: chatMessages,
          sender: senderColumns,
          unreadCount: sql<number>`(${unread})`,
        })
        .from(page)
        .innerJoin(users, eq(users.id, page.userId))
        .innerJoin(chatMessages, eq(chatMessages.id, sql`(${last})`))
        .innerJoin(senders, eq(senders.id, chatMessages.senderId))
        .orderBy(desc(page.lastMessageAt), asc(page.userId));
      return rows.map((row) => ({
        _id: participant(row.user),
        lastMessage: toMessage(row.message, row.sender),
        unreadCount: row.unreadCount,
      }));
    },

    /** Marks read what the user wrote (support read it); answers how many were unread. */
    async markUserMessagesRead(userId: string, at: Date): Promise<number> {
      const updated = await db
        .update(chatMessages)
        .set({ readAt: at })
        .where(
          and(
            eq(chatMessages.conversationId, userId),
            eq(chatMessages.senderId, userId),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      return updated.length;
    },

    /** Marks read what support wrote to the user (they opened the chat): no reminder mail is due any more. */
    async markSupportMessagesRead(userId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(chatMessages)
          .set({ readAt: at })
          .where(
            and(
              eq(chatMessages.conversationId, userId),
              ne(chatMessages.senderId, userId),
              isNull(chatMessages.readAt),
            ),
          );
        await tx
          .update(chatConversations)
          .set({ mailDueAt: null, mailedAt: null })
          .where(
            and(
              eq(chatConversations.userId, userId),
              or(isNotNull(chatConversations.mailDueAt), isNotNull(chatConversations.mailedAt)),
            ),
          );
      });
    },

    /**
     * A reply reached the user while no socket of theirs was open: mail them at `dueAt` if it is still
     * unread then. A mail already due keeps its time; none is planned again until they have read the last.
     */
    async scheduleMail(userId: string, dueAt: Date): Promise<void> {
      await db
        .update(chatConversations)
        .set({ mailDueAt: sql`coalesce(${chatConversations.mailDueAt}, ${dueAt})` })
        .where(and(eq(chatConversations.userId, userId), isNull(chatConversations.mailedAt)));
    },

    /**
     * Takes the mails due by `now`: each row is taken once, by whichever process gets there first, and
     * marked sent. Answers each user with how many replies they have not read.
     */
    async takeDueMails(now: Date): Promise<{ user: ChatParticipant; unread: number }[]> {
      const taken = await db
        .update(chatConversations)
        .set({ mailDueAt: null, mailedAt: now })
        .where(lte(chatConversations.mailDueAt, now))
        .returning({ userId: chatConversations.userId });
      if (taken.length === 0) return [];
      const ids = taken.map((row) => row.userId);
      const unread = db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, users.id),
            ne(chatMessages.senderId, users.id),
            isNull(chatMessages.readAt),
          ),
        );
      const rows = await db
        .select({ user: personColumns, unread: sql<number>`(${unread})` })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.disabled, false)));
      return rows.map((row) => ({ user: participant(row.user), unread: row.unread }));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
