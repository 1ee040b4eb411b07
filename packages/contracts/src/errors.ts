import { z } from 'zod';

/** The closed set of machine-readable error codes every error answer carries. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * `details.reason` of a 403 the caller can put right themselves, so a client shows the way out (confirm
 * the address, sign in again) instead of a dead end. Written once here: server and clients compare these.
 */
export const refusalReasons = {
  /** The account's address is not confirmed yet (online payment, two-step sign-in wait for it). */
  emailUnconfirmed: 'email-unconfirmed',
  /**
   * An account without a password changes its two-step sign-in only from a session opened within
   * `policy.recentSignInMinutes`: a sign-in again is its proof, as the password is for the others.
   */
  recentSignInRequired: 'recent-sign-in-required',
} as const;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  fieldErrors: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
