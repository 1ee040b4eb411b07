import type { AssistantRole } from '@tabi/contracts';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistantMessages, assistantSessions } from '../../db/schema/index.ts';

export type AssistantSession = {
  /** Null for a visitor's conversation that no signed-in user has gone on with. */
  userId: string | null;
  provider: string;
  providerState: unknown;
};

export type StoredMessage = { role: AssistantRole; content: string; createdAt: Date };

/** One answered question, stored whole or not at all. */
export type Exchange = {
  sessionId: string;
  /** Who asked: null for a visitor. A visitor's conversation becomes the user's who goes on with it. */
  userId: string | null;
  question: { content: string; at: Date };
  answer: { content: string; at: Date };
  provider: string;
  providerState: unknown;
  /** The messages the conversation keeps, the newest. */
  keep: number;
};

/**
 * Who may write to a session: its owner, anyone while it has none (a visitor's), and nobody else. Read
 * in the same statement that writes, so a session claimed meanwhile by someone else is not written.
 */
const writableBy = (userId: string | null) =>
  userId === null
    ? isNull(assistantSessions.userId)
    : or(isNull(assistantSessions.userId), eq(assistantSessions.userId, userId));

export function createAssistantRepository(db: Db) {
  return {
    async session(sessionId: string): Promise<AssistantSession | undefined> {
      const [row] = await db
        .select({
          userId: assistantSessions.userId,
          provider: assistantSessions.provider,
          providerState: assistantSessions.providerState,
        })
        .from(assistantSessions)
        .where(eq(assistantSessions.id, sessionId));
      return row;
    },

    /** The conversation's messages, oldest first. */
    async messages(sessionId: string): Promise<StoredMessage[]> {
      return db
        .select({
          role: assistantMessages.role,
          content: assistantMessages.content,
          createdAt: assistantMessages.createdAt,
        })
        .from(assistantMessages)
        .where(eq(assistantMessages.sessionId, sessionId))
        .orderBy(asc(assistantMessages.seq));
    },

    /**
     * Stores a question with its answer and drops what falls beyond `keep`, in one transaction. The
     * session's row is written first and stays locked until the commit, so exchanges on one session
     * are stored one after the other: a question is always followed by its own answer. Answers false
     * (and stores nothing) when the session belongs to someone else.
     */
    async saveExchange(exchange: Exchange): Promise<boolean> {
      const { sessionId, userId, question, answer } = exchange;
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(assistantSessions)
          .values({
            id: sessionId,
            userId,
            provider: exchange.provider,
            providerState: exchange.providerState ?? null,
            createdAt: question.at,
            lastMessageAt: answer.at,
          })
          .onConflictDoUpdate({
            target: assistantSessions.id,
            set: {
              userId: sql`coalesce(${assistantSessions.userId}, excluded.user_id)`,
              provider: sql`excluded.provider`,
              providerState: sql`excluded.provider_state`,
              lastMessageAt: sql`greatest(${assistantSessions.lastMessageAt}, excluded.last_message_at)`,
            },
            setWhere: writableBy(userId),
          })
          .returning({ id: assistantSessions.id });
        if (!session) return false;
        // One row each: identity values follow the statements' order.
        await tx
          .insert(assistantMessages)
          .values({ sessionId, role: 'user', content: question.content, createdAt: question.at });
        await tx
          .insert(assistantMessages)
          .values({ sessionId, role: 'model', content: answer.content, createdAt: answer.at });
        const oldestKept = tx
          .select({ seq: assistantMessages.seq })
          .from(assistantMessages)
          .where(eq(assistantMessages.sessionId, sessionId))
          .orderBy(desc(assistantMessages.seq))
          .offset(exchange.keep - 1)
          .limit(1);
        await tx
          .delete(assistantMessages)
          .where(
            and(eq(assistantMessages.sessionId, sessionId), lt(assistantMessages.seq, sql`(${oldestKept})`)),
          );
        return true;
      });
    },

    /**
     * Empties a conversation and what its provider remembered; a signed-in user clearing a visitor's
     * takes it on, as by asking. Answers false (and changes nothing) when it belongs to someone else;
     * an unknown session is already empty.
     */
    async clear(sessionId: string, userId: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [cleared] = await tx
          .update(assistantSessions)
          .set({ userId: sql`coalesce(${assistantSessions.userId}, ${userId}::uuid)`, providerState: null })
          .where(and(eq(assistantSessions.id, sessionId), writableBy(userId)))
          .returning({ id: assistantSessions.id });
        if (!cleared) {
          const [someoneElses] = await tx
            .select({ id: assistantSessions.id })
            .from(assistantSessions)
            .where(eq(assistantSessions.id, sessionId));
          return !someoneElses;
        }
        await tx.delete(assistantMessages).where(eq(assistantMessages.sessionId, sessionId));
        return true;
      });
    },

    /** Deletes the conversations whose last message is older than `before`; answers how many. */
    async deleteIdleSince(before: Date): Promise<number> {
      const deleted = await db
        .delete(assistantSessions)
        .where(lt(assistantSessions.lastMessageAt, before))
        .returning({ id: assistantSessions.id });
      return deleted.length;
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
