import { z } from 'zod';
import { sessionUserSchema } from './auth.ts';
import { limits } from './constants.ts';

/**
 * Two-step sign-in: after the password (or Google, or the admin key), a code from an authenticator app
 * (TOTP, 6 digits, 30 s) or one of the account's one-use recovery codes.
 */

/** `details.reason` of the 403 a sign-in answers when the account's second step is still to come. */
export const twoFactorRequiredReason = 'two-factor-required';

/** How long the second step of a sign-in may take before the password must be given again. */
export const twoFactorChallengeMinutes = 5;

/** How many recovery codes an account gets at a time. */
export const recoveryCodeCount = 10;

/** A recovery code as shown: two groups of five letters and digits (no 0, 1, i, l, o), e.g. `k7m2p-x9wq4`. */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A code from the app or a recovery code, as typed: spaces and dashes are ignored, letters in any case.
 * The answer is normalised: six digits, or the ten characters of a recovery code.
 */
export const twoFactorCodeSchema = z
  .string({ message: 'Enter the code' })
  .max(40, { message: 'That is not a code from your app or a recovery code' })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { message: 'Enter the code' })
      .regex(/^(\d{6}|[a-z0-9]{10})$/, {
        message: 'Enter the 6-digit code from your app, or a recovery code',
      }),
  );

const currentPassword = z.string().max(limits.passwordMaxLength).optional();

/** `POST /api/auth/two-factor/setup`: accounts with a password confirm it before an app is added. */
export const twoFactorSetupBodySchema = z.object({ currentPassword }).strict();
export type TwoFactorSetupBody = z.infer<typeof twoFactorSetupBodySchema>;

/** The new secret, for the QR code (`otpauthUrl`) or for typing into the app (`secret`, base32). */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** `POST /api/auth/two-factor/enable` and `/recovery-codes`: a current code from the app. */
export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema }).strict();
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

/** `POST /api/auth/two-factor/disable`: a code (from the app or a recovery code), and the password if any. */
export const twoFactorDisableBodySchema = z.object({ code: twoFactorCodeSchema, currentPassword }).strict();
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;

/** Fresh recovery codes, shown once: the server keeps only their hashes. */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ recoveryCodes: z.array(z.string()), user: sessionUserSchema }),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `POST /api/auth/two-factor/verify`: the second step of a sign-in. */
export const twoFactorSignInBodySchema = z
  .object({
    challenge: z
      .string({ message: 'challenge is required' })
      .min(1, { message: 'challenge is required' })
      .max(2000),
    code: twoFactorCodeSchema,
  })
  .strict();
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBodySchema>;
