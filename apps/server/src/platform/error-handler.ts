import type { ErrorCode, ErrorResponse } from '@tabi/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Error codes of node-postgres and PostgreSQL that mean "the database is not reachable right now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const validationPlaces: Record<string, string> = {
  body: 'request body',
  querystring: 'query parameter',
  params: 'path',
  headers: 'header',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What this route's callers are told when it fails on our side (500) or the database is away (503),
     * in place of the generic sentence: the spec names one per call ('Failed to add rating', ...).
     */
    failureMessage?: string;
  }
}

function body(message: string, code: ErrorCode, extra: Partial<ErrorResponse> = {}): ErrorResponse {
  return { success: false, message, code, ...extra };
}

/** Every error leaves as JSON with the right status; only real bugs are 500, logged with the request id. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An oversized body is answered at once; closing the connection spares reading the rest of it.
    if (error.statusCode === 413) reply.header('connection', 'close');
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.message, error.code, error.extra));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        fieldErrors[field] ??= issue.message ?? 'is invalid';
      }
      const [field, message] = Object.entries(fieldErrors)[0] ?? ['request', 'Invalid request'];
      const where = validationPlaces[error.validationContext ?? 'body'] ?? 'request';
      // A message that names its field ('Description must be ...') or is about the whole body reads alone.
      const named = field === 'request' || message.toLowerCase().startsWith(field.toLowerCase());
      return reply.status(400).send(
        body(`Invalid ${where}: ${named ? message : `${field} ${message}`}`, 'VALIDATION_FAILED', {
          fieldErrors,
        }),
      );
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          body(
            request.routeOptions.config.failureMessage ??
              'The service is temporarily unavailable. Please try again in a moment.',
            'SERVICE_UNAVAILABLE',
          ),
        );
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.message, statusCodes[status] ?? 'VALIDATION_FAILED'));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(
        body(
          request.routeOptions.config.failureMessage ?? 'Something went wrong on our side. Please try again.',
          'INTERNAL',
        ),
      );
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (an address with a
 * broken %-escape, a path segment longer than `maxParamLength`) is answered in our error shape too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return reply
      .status(400)
      .send(body('Invalid address: it holds an escape (%..) that is not UTF-8 text.', 'VALIDATION_FAILED'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(body('Invalid address: a part of it is too long.', 'VALIDATION_FAILED'));
  // The only other one is a failing async route constraint, which we do not use: a fault of ours.
  return reply.status(500).send(body('Something went wrong on our side. Please try again.', 'INTERNAL'));
}
