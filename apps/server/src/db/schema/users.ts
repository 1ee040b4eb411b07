import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const userRole = pgEnum('user_role', ['user', 'admin']);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('user'),
    /** Path of an uploaded avatar (`/uploads/<id>.webp`) or null. */
    avatar: text('avatar'),
    photoUrl: text('photo_url'),
    isGoogleUser: boolean('is_google_user').notNull().default(false),
    /** Google's stable account id (`sub`), once the user signed in with Google. */
    googleSub: text('google_sub'),
    phone: text('phone'),
    bio: text('bio'),
    /**
     * When the owner proved the address is theirs (a verification link, Google, the demo or first-run
     * seed); null until then. What waits for it: mail to the address, unpaid online holds, Google linking.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An address the user asked to change to: it replaces `email` only once its link is followed. */
    pendingEmail: text('pending_email'),
    /** When the user turned on two-step sign-in (an authenticator app's code after the password); null when off. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The day-before reminder and the review request after a tour; the owner can turn them off. */
    tripReminders: boolean('trip_reminders').notNull().default(true),
    disabled: boolean('disabled').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // The admin's search by part of a name or an e-mail (`ILIKE '%q%'`), and the bookings list's by e-mail.
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
