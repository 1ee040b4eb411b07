import type { users } from '../../db/schema/index.ts';

/**
 * What the auth feature needs from the user store. app.ts hands it the users repository; features do not
 * import each other, so auth names the operations it relies on here instead of importing that module.
 */
export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

export type UserAccounts = {
  findById(id: string): Promise<UserRow | undefined>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  findByGoogleSub(googleSub: string): Promise<UserRow | undefined>;
  createIfAbsent(user: NewUser): Promise<UserRow | undefined>;
  updateProfile(
    id: string,
    patch: Partial<Pick<NewUser, 'name' | 'phone' | 'bio' | 'tripReminders'>>,
  ): Promise<UserRow | undefined>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  setAvatar(
    id: string,
    avatar: string | null,
  ): Promise<{ user: UserRow; previous: string | null } | undefined>;
  linkGoogle(id: string, google: { googleSub: string; photoUrl: string | null }): Promise<UserRow>;
  claimForGoogle(
    id: string,
    google: { googleSub: string; photoUrl: string | null; now: Date },
  ): Promise<UserRow>;
};
