import type { ErrorCode, ErrorResponse } from '@tabi/contracts';

/** Any failed call: the server's error answer, or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: Record<string, string>;
  readonly details: Record<string, unknown>;
  /** True when `message` is the server's own; false when the client named the status itself. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    fieldErrors?: Record<string, string> | undefined;
    details?: Record<string, unknown> | undefined;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.details = init.details ?? {};
    this.fromServer = init.fromServer ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a status means when the body does not say (a proxy page, an empty answer). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL';
}

function messageForStatus(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You are not allowed to do this.';
  if (status === 404) return 'We could not find what you were looking for.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Our server is having trouble right now. Please try again in a moment.';
  return 'The request could not be completed.';
}

function isErrorBody(body: unknown): body is Partial<ErrorResponse> {
  return typeof body === 'object' && body !== null && 'message' in body;
}

/** Maps an error answer (parsed JSON body, or anything else) to an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body) && typeof body.message === 'string' && body.message.trim() !== '') {
    return new ApiError({
      status,
      code: typeof body.code === 'string' ? body.code : codeForStatus(status),
      message: body.message,
      fieldErrors: body.fieldErrors,
      details: body.details,
      fromServer: true,
    });
  }
  return new ApiError({ status, code: codeForStatus(status), message: messageForStatus(status) });
}

export function networkError(): ApiError {
  return new ApiError({
    status: 0,
    code: 'SERVICE_UNAVAILABLE',
    message: 'We could not reach Tabi Tours. Please check your connection and try again.',
  });
}
