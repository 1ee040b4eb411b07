import type { ErrorCode } from '@tabi/contracts';

/**
 * An error a service raises on purpose; the error handler turns it into
 * `{ success: false, message, code, fieldErrors?, details? }` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fieldErrors?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, 'CONFLICT', message, details ? { details } : {});
export const validationFailed = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fieldErrors ? { fieldErrors } : {});
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'FORBIDDEN', message);
