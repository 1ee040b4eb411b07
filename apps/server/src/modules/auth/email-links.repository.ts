import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailTokens, sessions, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { removeSecondFactor } from '../../platform/auth/second-factor-removal.ts';

type Purpose = (typeof emailTokens.$inferSelect)['purpose'];

/** What following a verification link did. */
export type Verified =
  | { kind: 'verified'; userId: string; email: string }
  | { kind: 'changed'; userId: string; email: string; previousEmail: string }
  | { kind: 'invalid' }
  | { kind: 'email-taken' };

/** What following an undo link did. */
export type Undone =
  | { kind: 'undone'; userId: string; email: string }
  | { kind: 'invalid' }
  | { kind: 'email-taken' };

/**
 * E-mail links: verification of an address and the undo of an address change. Only the SHA-256 of a
 * link's token is stored; each link is claimed by a conditional UPDATE (unused, unexpired), so a link
 * works once however many requests race with it, and what it proves is applied in the same transaction.
 */
export function createEmailLinksRepository(db: Db) {
  /** Claims an unused, unexpired link of `purpose` inside `tx`; undefined when there is none. */
  async function claim(tx: Tx, tokenHash: string, purpose: Purpose, now: Date) {
    const [claimed] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId, email: emailTokens.email });
    return claimed;
  }

  /** Every unused link of the user for `purpose` stops working (a newer one was sent, or it no longer applies). */
  async function spendAll(tx: Tx, userId: string, purpose: Purpose, now: Date) {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
  }

  return {
    async create(values: {
      userId: string;
      purpose: Purpose;
      email: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(values);
    },

    /**
     * A verification link proves its address: the account's own (marked verified) or the pending new
     * one (which then becomes the account's address, verified). A link to an address the account no
     * longer has or wants is invalid. A new address another account took meanwhile leaves the link unspent.
     */
    async verify(tokenHash: string, now: Date): Promise<Verified> {
      try {
        return await db.transaction(async (tx) => {
          const claimed = await claim(tx, tokenHash, 'verify', now);
          if (!claimed) return { kind: 'invalid' } as const;
          const [user] = await tx
            .select({ email: users.email, pendingEmail: users.pendingEmail })
            .from(users)
            .where(eq(users.id, claimed.userId))
            .for('update');
          if (!user) return { kind: 'invalid' } as const;
          if (claimed.email === user.email) {
            await tx
              .update(users)
              .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
              .where(eq(users.id, claimed.userId));
            return { kind: 'verified', userId: claimed.userId, email: user.email } as const;
          }
          if (claimed.email !== user.pendingEmail) return { kind: 'invalid' } as const;
          await tx
            .update(users)
            .set({ email: claimed.email, pendingEmail: null, emailVerifiedAt: now })
            .where(eq(users.id, claimed.userId));
          await spendAll(tx, claimed.userId, 'verify', now);
          return {
            kind: 'changed',
            userId: claimed.userId,
            email: claimed.email,
            previousEmail: user.email,
          } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'email-taken' };
        throw error;
      }
    },

    /**
     * The owner of the old address takes the account back: the address is theirs again (and verified:
     * they read this link), no change is pending, the password is removed (whoever asked for the change
     * may know it), so is any authenticator app added meanwhile, and every session ends. Unused verification links die with the change.
     */
    async undoChange(tokenHash: string, now: Date): Promise<Undone> {
      try {
        return await db.transaction(async (tx) => {
          const claimed = await claim(tx, tokenHash, 'undo-change', now);
          if (!claimed) return { kind: 'invalid' } as const;
          const [user] = await tx
            .update(users)
            .set({ email: claimed.email, pendingEmail: null, emailVerifiedAt: now, passwordHash: null })
            .where(eq(users.id, claimed.userId))
            .returning({ id: users.id });
          if (!user) return { kind: 'invalid' } as const;
          await spendAll(tx, claimed.userId, 'verify', now);
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt)));
          await removeSecondFactor(tx, claimed.userId);
          return { kind: 'undone', userId: claimed.userId, email: claimed.email } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'email-taken' };
        throw error;
      }
    },

    /** Asks for (or with null cancels) a change of address; the links to an abandoned address stop working. */
    async setPendingEmail(userId: string, pendingEmail: string | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ pendingEmail }).where(eq(users.id, userId));
        await spendAll(tx, userId, 'verify', now);
      });
    },
  };
}

export type EmailLinksRepository = ReturnType<typeof createEmailLinksRepository>;
