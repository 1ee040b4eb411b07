import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type ActiveSession = { sessionId: string; userId: string; role: 'user' | 'admin'; lastUsedAt: Date };

export function createSessionsRepository(db: Db) {
  // Every authenticated request runs this: a named prepared statement skips building the SQL and
  // planning it again, which halves the check's cost.
  const findActiveSession = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: users.role,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
        eq(users.disabled, false),
      ),
    )
    .prepare('sessions_find_active');

  return {
    /** `now` is the app's clock (tests move it), so expiry and idleness are measured on one time line. */
    async create(values: {
      userId: string;
      now: Date;
      expiresAt: Date;
      userAgent?: string;
      ip?: string;
    }): Promise<string> {
      const { now, ...session } = values;
      const [row] = await db
        .insert(sessions)
        .values({ ...session, createdAt: now, lastUsedAt: now })
        .returning({ id: sessions.id });
      await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, values.userId));
      return row!.id;
    },

    /** A session that is neither revoked nor expired nor idle too long, of a user who is not disabled. */
    async findActive(
      sessionId: string,
      at: { now: Date; idleSince: Date },
    ): Promise<ActiveSession | undefined> {
      const [row] = await findActiveSession.execute({ sessionId, now: at.now, idleSince: at.idleSince });
      return row;
    },

    async touch(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Every session of the user, or every one but `except` (the one changing the password keeps going). */
    async revokeAllOf(userId: string, except?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            except ? ne(sessions.id, except) : undefined,
          ),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
