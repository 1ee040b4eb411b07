import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recoveryCodes, totpCredentials, users } from '../../db/schema/index.ts';

/**
 * Takes an account's second sign-in step away, inside the caller's transaction: turning it off, and
 * whenever the account changes hands to the owner of its address (Google claims an unconfirmed
 * account, the old address undoes a change). Whoever held the account before may have added their own
 * authenticator app, which must not lock the owner out.
 */
export async function removeSecondFactor(tx: Tx, userId: string): Promise<void> {
  await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, userId));
}
