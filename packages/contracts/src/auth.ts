import { z } from 'zod';
import { entityResponseSchema, isoDateTime } from './common.ts';
import { limits } from './constants.ts';
import { absoluteUrl, type KarvaanContext, karvaanIsRecord } from './karvaan-client.ts';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * The signed-in user as the spec's client reads it: the id under `id` and `_id`, the avatar path and
 * Google's photo under `avatar` and `photoURL`.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  avatar: z.string().nullable(),
  photoURL: z.string().nullable(),
  isGoogleUser: z.boolean(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  /**
   * The owner followed a verification link sent to `email` (or signed in with Google, which vouches for
   * it). Until then no booking mail is sent to it, and online payment cannot hold seats.
   */
  emailVerified: z.boolean(),
  /** A new address asked for and not yet confirmed: `email` stays the account's until it is. */
  pendingEmail: z.string().nullable(),
  /** Signing in asks for a code from the user's authenticator app after the password (or Google, or the admin key). */
  twoFactorEnabled: z.boolean(),
  /** The day-before reminder and the review request after a tour (mail and notification); on by default. */
  tripReminders: z.boolean(),
  createdAt: isoDateTime,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const email = z
  .string({ message: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'E-mail is too long' })
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));

const newPassword = z
  .string({ message: 'Password is required' })
  .min(limits.passwordMinLength, {
    message: `Password must be at least ${limits.passwordMinLength} characters`,
  })
  .max(limits.passwordMaxLength, {
    message: `Password must be at most ${limits.passwordMaxLength} characters`,
  });

const name = z
  .string({ message: 'Name is required' })
  .trim()
  .min(2, { message: 'Name must be at least 2 characters' })
  .max(80, { message: 'Name must be at most 80 characters' });

export const registerBodySchema = z.object({ name, email, password: newPassword });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(limits.passwordMaxLength),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const updateDetailsBodySchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    phone: z
      .string()
      .trim()
      .max(30, { message: 'Phone number is too long' })
      .regex(/^[+()\d\s.-]*$/, { message: 'Use digits, spaces and + ( ) - only' })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    bio: z
      .string()
      .trim()
      .max(500, { message: 'Bio must be at most 500 characters' })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    tripReminders: z.boolean({ message: 'tripReminders must be true or false' }).optional(),
    /** Needed with a new `email` on an account that has a password. */
    currentPassword: z.string().max(limits.passwordMaxLength).optional(),
  })
  .strict();
export type UpdateDetailsBody = z.infer<typeof updateDetailsBodySchema>;

export const updatePasswordBodySchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, { message: 'Current password is required' }),
  newPassword,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const googleAuthBodySchema = z.object({
  credential: z
    .string({ message: 'credential is required' })
    .min(1, { message: 'credential is required' })
    .max(8192),
});
export type GoogleAuthBody = z.infer<typeof googleAuthBodySchema>;

export const adminLoginBodySchema = z.object({
  adminKey: z
    .string({ message: 'adminKey is required' })
    .min(1, { message: 'adminKey is required' })
    .max(512),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** Sign-in, registration, Google, admin key and reset all answer a session like this. */
export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema });

/** The signed-in user as a single entity, `{ success, data }`: what profile and avatar changes answer. */
export const userResponseSchema = entityResponseSchema(sessionUserSchema);

/** The token segment of `PUT /api/auth/resetpassword/:token` (what the reset e-mail's link carries). */
export const resetPasswordParamsSchema = z.object({ token: z.string().max(200) });

/** How long a password reset link works. */
export const passwordResetLinkMinutes = 60;

/** How long an e-mail verification link works. */
export const emailVerificationLinkHours = 24;

/** How long the old address can undo an e-mail change (the link in the notice it gets). */
export const emailChangeUndoDays = 7;

/** `POST /api/auth/verify-email` and `POST /api/auth/email-change/undo`: the token of the e-mail's link. */
export const emailLinkBodySchema = z.object({
  token: z.string({ message: 'token is required' }).min(1, { message: 'token is required' }).max(200),
});
export type EmailLinkBody = z.infer<typeof emailLinkBodySchema>;

/** What a followed e-mail link did, and the address it is about (confirmed, or the account's again). */
export const emailLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type EmailLinkResponse = z.infer<typeof emailLinkResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The answer to a forgot-password request, the same whether or not the account exists. */
export const forgotPasswordMessage =
  'If an account exists for that e-mail, a link to reset the password is on its way.';
export const invalidCredentialsMessage = 'Invalid e-mail or password';

/**
 * How travellers pay: `online` (Stripe: the publishable key is for Stripe's own pages and scripts) when
 * the server has a Stripe key, else `at-meeting-point` (an admin marks the booking paid).
 */
export const paymentModes = ['online', 'at-meeting-point'] as const;
export const publicPaymentsConfigSchema = z.object({
  mode: z.enum(paymentModes),
  publishableKey: z.string().nullable(),
});
export type PublicPaymentsConfig = z.infer<typeof publicPaymentsConfigSchema>;

export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  payments: publicPaymentsConfigSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export const publicConfigResponseSchema = z.object({ success: z.literal(true), data: publicConfigSchema });

/**
 * `PUT /auth/updatedetails` as the Karvaan Tours client (karvaan-client.ts) sends it: its whole profile
 * form, `{name, email, phone, avatar}`. The picture changes through its own upload and the form's e-mail
 * field cannot be edited, so both are left out; what our profile takes passes on.
 */
export function karvaanProfileUpdate(body: unknown): unknown {
  if (!karvaanIsRecord(body)) return body;
  const { avatar: _avatar, email: _email, ...rest } = body;
  return rest;
}

/** It reads the changed account as `user`, as sign-in answers it. */
export function karvaanProfileAnswer(answer: { success: true; data: SessionUser }) {
  return { ...answer, user: answer.data };
}
export const karvaanProfileAliases =
  'Reads `{name, email, phone, avatar}`: `avatar` (changed by its own upload) and `email` (not editable there) are left out. The answer also has `user` (as `data`).';

/** After an avatar upload it reads the picture's address as `avatarUrl`, shown from its own origin. */
export function karvaanAvatarAnswer(answer: { success: true; data: SessionUser }, context: KarvaanContext) {
  return { ...answer, avatarUrl: answer.data.avatar ? absoluteUrl(answer.data.avatar, context) : null };
}
export const karvaanAvatarAliases = "The answer also has `avatarUrl`: the new picture's absolute address.";
