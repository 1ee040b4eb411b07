import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, sessions, users } from '../../db/schema/index.ts';
import { removeSecondFactor } from '../../platform/auth/second-factor-removal.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** What a user changes on their own profile; the e-mail changes only through a confirmed link. */
export type ProfilePatch = Partial<Pick<NewUser, 'name' | 'phone' | 'bio' | 'tripReminders'>>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createUsersRepository(db: Db) {
  // Read on every profile request: prepared once per connection, not rebuilt and re-planned each time.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_find_by_id');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
      return row;
    },

    async findByGoogleSub(googleSub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub));
      return row;
    },

    async create(user: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: normaliseEmail(user.email) })
        .returning();
      return row!;
    },

    /**
     * The new row, or undefined when the e-mail (or Google account) is already taken. The unique index
     * decides, so two registrations racing for one address cannot both succeed.
     */
    async createIfAbsent(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: normaliseEmail(user.email) })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateProfile(id: string, patch: ProfilePatch): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    /** Sets (or with null clears) the avatar path; answers the user and the path it replaced. */
    async setAvatar(
      id: string,
      avatar: string | null,
    ): Promise<{ user: UserRow; previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) return undefined;
        const [user] = await tx.update(users).set({ avatar }).where(eq(users.id, id)).returning();
        return { user: user!, previous: before.avatar };
      });
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /**
     * Google vouches for an address nobody confirmed yet, so the account is the Google user's: linked and
     * verified, its password removed (whoever set it never proved the address; a reset sets a new one), no
     * change of address pending, no authenticator app of theirs left, and every session ended. In one
     * transaction.
     */
    async claimForGoogle(
      id: string,
      google: { googleSub: string; photoUrl: string | null; now: Date },
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            googleSub: google.googleSub,
            isGoogleUser: true,
            emailVerifiedAt: google.now,
            passwordHash: null,
            pendingEmail: null,
            ...(google.photoUrl ? { photoUrl: google.photoUrl } : {}),
          })
          .where(eq(users.id, id))
          .returning();
        await tx
          .update(sessions)
          .set({ revokedAt: google.now })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        await tx
          .update(emailTokens)
          .set({ usedAt: google.now })
          .where(and(eq(emailTokens.userId, id), isNull(emailTokens.usedAt)));
        await removeSecondFactor(tx, id);
        return { ...row!, twoFactorEnabledAt: null };
      });
    },

    /** Remembers the Google account of an existing user, who may from now on sign in either way. */
    async linkGoogle(id: string, google: { googleSub: string; photoUrl: string | null }): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({
          googleSub: google.googleSub,
          isGoogleUser: true,
          ...(google.photoUrl ? { photoUrl: google.photoUrl } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
