import type { AuthResponse } from '@tabi/contracts';
import type { FastifyRequest } from 'fastify';
import type { SessionTokens } from '../../platform/auth/session-tokens.ts';
import type { SessionsRepository } from '../../platform/auth/sessions.repository.ts';
import { toSessionUser } from './auth.mapper.ts';
import type { UserRow } from './user-accounts.ts';

/** Where a sign-in came from, kept on the session row so a user can recognise their sessions later. */
export type ClientInfo = { userAgent?: string; ip?: string };

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

type Deps = {
  sessions: SessionsRepository;
  tokens: SessionTokens;
  now: () => Date;
  lifetimeMs: number;
};

/** Every way of signing in ends here: one new session row, and a token naming it. */
export function createSessionIssuer({ sessions, tokens, now, lifetimeMs }: Deps) {
  return async function issue(user: UserRow, client: ClientInfo): Promise<AuthResponse> {
    const at = now();
    const expiresAt = new Date(at.getTime() + lifetimeMs);
    const sessionId = await sessions.create({
      userId: user.id,
      now: at,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300),
      ip: client.ip,
    });
    const token = await tokens.sign({ sessionId, userId: user.id, expiresAt });
    return { success: true, token, user: toSessionUser(user) };
  };
}

export type IssueSession = ReturnType<typeof createSessionIssuer>;
