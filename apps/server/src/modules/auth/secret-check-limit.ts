import type { FastifyRequest } from 'fastify';
import {
  accountKey,
  type FailureCounters,
  failureLimit,
  tooManyAttempts,
} from '../../platform/rate-limit.ts';

/**
 * A current password or a two-step code proven wrong counts against the account, wherever it is typed
 * (changing the password or the e-mail, changing two-step sign-in, the second step of a sign-in), in
 * one count: a borrowed session or a stolen password must not become a way to guess the other secret.
 * The body was validated before this counts, so a 400 here is the check's. `key` names the account as
 * `accountKey` does (`user:<id>`); it defaults to the signed-in caller.
 */
export function secretCheckFailures(
  failures: FailureCounters,
  {
    windowMs,
    max,
    key = accountKey,
  }: { windowMs: number; max: number; key?: (request: FastifyRequest) => string | Promise<string> },
) {
  return failureLimit(failures, {
    windowMs,
    failed: (status) => status === 400,
    counts: [
      {
        name: 'secret-check-account',
        max,
        key,
        refusal: (ttlMs) =>
          tooManyAttempts(ttlMs, 'wrong passwords or codes for this account', "use 'Forgot password?'"),
      },
    ],
  });
}
