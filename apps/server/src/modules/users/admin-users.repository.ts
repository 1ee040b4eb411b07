import type { AdminUser, AdminUserFilters, AdminUserSort, AdminUserUpdate } from '@tabi/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, sessions, users } from '../../db/schema/index.ts';
import { removeSecondFactor } from '../../platform/auth/second-factor-removal.ts';
import { containing } from '../../platform/like-pattern.ts';
import { offsetOf } from '../../platform/pagination.ts';

export type UpdateOutcome = 'updated' | 'not-found' | 'last-admin';
export type TwoFactorOffOutcome = 'turned-off' | 'not-found' | 'not-on';

const orderings: Record<AdminUserSort, SQL[]> = {
  newest: [desc(users.createdAt), asc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
  'last-sign-in': [sql`${users.lastSignInAt} DESC NULLS LAST`, asc(users.id)],
};

const revokeSessions = (tx: Tx, userId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/** Accounts as the admin's users table shows them, and the admin's changes to them. */
export function createAdminUsersRepository(db: Db) {
  const selectUsers = () =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        disabled: users.disabled,
        // As the session user's avatar: the uploaded one, else Google's photo.
        avatar: sql<string | null>`coalesce(${users.avatar}, ${users.photoUrl})`,
        isGoogleUser: users.isGoogleUser,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
        // Counted per row shown (a page at most) through the bookings' (user, created) index. Qualified by
        // hand: in a one-table select Drizzle writes its columns bare, and a bare "id" here is the booking's.
        bookingsCount: sql<number>`(SELECT count(*)::int FROM ${bookings} b WHERE b.user_id = "users"."id")`,
        twoFactorEnabledAt: users.twoFactorEnabledAt,
      })
      .from(users);

  type Row = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];
  const toAdminUser = ({ id, createdAt, lastSignInAt, twoFactorEnabledAt, ...row }: Row): AdminUser => ({
    _id: id,
    ...row,
    createdAt: createdAt.toISOString(),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    twoFactorEnabled: twoFactorEnabledAt !== null,
  });

  return {
    async list(filters: AdminUserFilters): Promise<{ rows: AdminUser[]; total: number }> {
      const where = and(
        filters.q
          ? or(ilike(users.name, containing(filters.q)), ilike(users.email, containing(filters.q)))
          : undefined,
        filters.role ? eq(users.role, filters.role) : undefined,
        filters.status ? eq(users.disabled, filters.status === 'disabled') : undefined,
      );
      const order = orderings[filters.sort];
      // The page's ids first, over the narrow rows: the skipped accounts' bookings are never counted.
      const pageIds = db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(filters.limit)
        .offset(offsetOf(filters));
      const [rows, [counted]] = await Promise.all([
        selectUsers()
          .where(inArray(users.id, pageIds))
          .orderBy(...order),
        db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
      ]);
      return { rows: rows.map(toAdminUser), total: counted?.total ?? 0 };
    },

    async find(id: string): Promise<AdminUser | undefined> {
      const [row] = await selectUsers().where(eq(users.id, id));
      return row && toAdminUser(row);
    },

    /**
     * Applies the change in one transaction. A change that can take an admin away (demote, disable)
     * first locks every active admin's row, always in id order: two such changes queue there, and the
     * second counts the admins as the first left them, so two admins demoting each other at the same
     * moment cannot leave none. Disabling also revokes every session of the account, so enabling it
     * again later does not bring old tokens back.
     */
    update(id: string, change: AdminUserUpdate): Promise<UpdateOutcome> {
      return db.transaction(async (tx) => {
        const mayRemoveAdmin = change.role === 'user' || change.disabled === true;
        const activeAdmins = mayRemoveAdmin
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
              .orderBy(asc(users.id))
              .for('update')
          : [];
        const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        if (!target) return 'not-found';
        const isActiveAdmin = activeAdmins.some((admin) => admin.id === id);
        if (isActiveAdmin && activeAdmins.length === 1) return 'last-admin';

        await tx.update(users).set(change).where(eq(users.id, id));
        if (change.disabled) await revokeSessions(tx, id);
        return 'updated';
      });
    },

    /**
     * Support turns off the second sign-in step of an owner who lost both the phone and the recovery
     * codes: the app and the codes go, and so does every session (the lost phone may still be signed
     * in). Under the account's row lock, so of two admins doing it at once only one does, and nothing
     * is written when it was not on.
     */
    turnOffTwoFactor(id: string): Promise<TwoFactorOffOutcome> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ twoFactorEnabledAt: users.twoFactorEnabledAt })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!target) return 'not-found';
        if (!target.twoFactorEnabledAt) return 'not-on';
        await removeSecondFactor(tx, id);
        await revokeSessions(tx, id);
        return 'turned-off';
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
