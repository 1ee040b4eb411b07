import { z } from 'zod';
import { userRoles } from './auth.ts';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  pageQuerySchema,
  searchTermSchema,
} from './common.ts';
import { absoluteUrl, type KarvaanContext } from './karvaan-client.ts';

/**
 * `GET /api/admin/users`, `PUT /api/admin/users/:id` and `POST /api/admin/users/:id/two-factor/disable`:
 * the admin's list of accounts.
 */

export const adminUserStatuses = ['active', 'disabled'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** `last-sign-in`: most recent first, accounts that never signed in last. */
export const adminUserSorts = ['newest', 'oldest', 'name', 'last-sign-in'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

export const adminUserListQuerySchema = pageQuerySchema.extend({
  /** Part of a name or an e-mail address, case-insensitive. */
  q: searchTermSchema('q'),
  role: z.enum(userRoles, { message: `role must be one of ${userRoles.join(', ')}` }).optional(),
  status: z
    .enum(adminUserStatuses, { message: `status must be one of ${adminUserStatuses.join(', ')}` })
    .optional(),
  sort: z
    .enum(adminUserSorts, { message: `sort must be one of ${adminUserSorts.join(', ')}` })
    .default('newest'),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export type AdminUserFilters = z.output<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  disabled: z.boolean(),
  /** The uploaded avatar, else Google's photo, else null (as the session user's `avatar`). */
  avatar: z.string().nullable(),
  isGoogleUser: z.boolean(),
  createdAt: isoDateTime,
  /** Null for an account that never signed in (created by a seed or before sign-ins were recorded). */
  lastSignInAt: isoDateTime.nullable(),
  /** Every booking the account made, whatever its status. */
  bookingsCount: z.number().int(),
  /** Signing in asks for a code from an authenticator app; support can turn it off for a locked-out owner. */
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * Disable or enable an account, or change its role. Disabling ends every session of the account at
 * once. An admin cannot disable or demote themselves, and the last active admin cannot be demoted.
 */
export const adminUserUpdateSchema = z
  .object({
    disabled: z.boolean({ message: 'disabled must be true or false' }).optional(),
    role: z.enum(userRoles, { message: `role must be one of ${userRoles.join(', ')}` }).optional(),
  })
  .refine((value) => value.disabled !== undefined || value.role !== undefined, {
    message: 'Send disabled or role',
    path: ['disabled'],
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminUserResponseSchema = entityResponseSchema(adminUserSchema);
export const adminUserListResponseSchema = listResponseSchema(adminUserSchema);

/**
 * An account as the Karvaan Tours client's users table (karvaan-client.ts) reads it: active or not,
 * its last sign-in, and a picture it can show from its own origin.
 */
export function karvaanAdminUser(user: AdminUser, context: KarvaanContext) {
  return {
    ...user,
    avatar: user.avatar ? absoluteUrl(user.avatar, context) : null,
    isActive: !user.disabled,
    lastLogin: user.lastSignInAt,
  };
}
export const karvaanAdminUserAliases =
  'Asked for without `limit`, a page is the largest (100). Each user also has `isActive` (not `disabled`) and `lastLogin` (`lastSignInAt`); `avatar` is an absolute address.';
