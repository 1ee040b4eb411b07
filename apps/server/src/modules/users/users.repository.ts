import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfilePatch = Partial<Pick<NewUser, 'name' | 'email' | 'phone' | 'bio'>>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle in a query error. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    const cause = (current as { cause?: unknown }).cause;
    if (cause === current) break;
    current = cause;
  }
  return false;
}

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

    /** The updated row; 'email-taken' when another account already uses the new e-mail. */
    async updateProfile(id: string, patch: ProfilePatch): Promise<UserRow | 'email-taken' | undefined> {
      const values = patch.email === undefined ? patch : { ...patch, email: normaliseEmail(patch.email) };
      try {
        const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
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
