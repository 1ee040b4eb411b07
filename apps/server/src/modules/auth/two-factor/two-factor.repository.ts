import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recoveryCodes, sessions, totpCredentials, users } from '../../../db/schema/index.ts';
import { removeSecondFactor } from '../../../platform/auth/second-factor-removal.ts';

/**
 * An account's authenticator app and recovery codes. Every code is spent by a conditional UPDATE (a
 * later step than the last accepted one; a recovery code still unused), so a code works once however
 * many requests race with it.
 */
export function createTwoFactorRepository(db: Db) {
  return {
    /** The account's authenticator app, confirmed or still waiting for its first code. */
    async find(userId: string) {
      const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
      return row;
    },

    /**
     * A new secret waits for its first code, replacing one that waited before; false when the account
     * already has a confirmed app (it must be turned off first).
     */
    async startEnrolment(userId: string, secret: string, now: Date): Promise<boolean> {
      const [row] = await db
        .insert(totpCredentials)
        .values({ userId, secret, createdAt: now })
        .onConflictDoUpdate({
          target: totpCredentials.userId,
          set: { secret, lastStep: 0, createdAt: now },
          setWhere: isNull(totpCredentials.confirmedAt),
        })
        .returning({ userId: totpCredentials.userId });
      return row !== undefined;
    },

    /** Spends the app's code of time step `step`: false when that step (or a later one) was used already. */
    async spendStep(userId: string, step: number): Promise<boolean> {
      const spent = await db
        .update(totpCredentials)
        .set({ lastStep: step })
        .where(
          and(
            eq(totpCredentials.userId, userId),
            isNotNull(totpCredentials.confirmedAt),
            lt(totpCredentials.lastStep, step),
          ),
        )
        .returning({ userId: totpCredentials.userId });
      return spent.length > 0;
    },

    /**
     * The waiting app's first code was right: the app is confirmed (its code of `step` spent), sign-in
     * asks for it from now on, and `codeHashes` become the account's recovery codes. Undefined when the
     * secret that code was checked against was replaced or confirmed meanwhile.
     */
    async confirm(userId: string, secret: string, step: number, codeHashes: string[], now: Date) {
      return db.transaction(async (tx) => {
        const confirmed = await tx
          .update(totpCredentials)
          .set({ confirmedAt: now, lastStep: step })
          .where(
            and(
              eq(totpCredentials.userId, userId),
              eq(totpCredentials.secret, secret),
              isNull(totpCredentials.confirmedAt),
            ),
          )
          .returning({ userId: totpCredentials.userId });
        if (confirmed.length === 0) return undefined;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        const [user] = await tx
          .update(users)
          .set({ twoFactorEnabledAt: now })
          .where(eq(users.id, userId))
          .returning();
        return user;
      });
    },

    /** New recovery codes replace every earlier one, used or not. */
    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Spends one recovery code: the number still unused after it, or undefined when it is not an unused code. */
    async spendRecoveryCode(userId: string, codeHash: string, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(recoveryCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(recoveryCodes.userId, userId),
              eq(recoveryCodes.codeHash, codeHash),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        if (spent.length === 0) return undefined;
        const [left] = await tx
          .select({ n: count() })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
        return left?.n ?? 0;
      });
    },

    /** When the session was opened, that is when its sign-in was (every sign-in opens a new one). */
    async sessionOpenedAt(sessionId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row?.createdAt;
    },

    /** Turns the second step off: the app's secret and every recovery code are deleted. */
    async remove(userId: string) {
      return db.transaction(async (tx) => {
        await removeSecondFactor(tx, userId);
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        return user;
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
