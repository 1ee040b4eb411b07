import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';

export function createPasswordResetRepository(db: Db) {
  return {
    async create(values: {
      userId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    /**
     * Spends the link and sets the password in one transaction: the token is claimed by a conditional
     * UPDATE (unused and unexpired at `now`), so two requests with one link cannot both succeed; every
     * other open link of the user dies with it, every session of the user is revoked, and the address is
     * marked verified.
     * Returns the user's id, or undefined when the link is unknown, used or expired.
     */
    async redeem(values: {
      tokenHash: string;
      passwordHash: string;
      now: Date;
    }): Promise<string | undefined> {
      const { tokenHash, passwordHash, now } = values;
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return undefined;
        const { userId } = claimed;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        // The link reached the account's address: its owner has shown it is theirs.
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        return userId;
      });
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
