import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthenticated } from '../errors.ts';
import type { SessionTokens } from './session-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** Who is calling: the session's user, or nobody (a visitor). */
export type Viewer = { sessionId: string; userId: string; role: 'user' | 'admin' };

/** Who may call a route. Owner-or-admin depends on the data, so services check it with `assertOwnerOrAdmin`. */
export type Access = 'visitor' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, read from the bearer token on first use and remembered for the request. */
    viewer(): Promise<Viewer | null>;
  }
}

type Deps = {
  tokens: SessionTokens;
  sessions: SessionsRepository;
  now: () => Date;
  /** A session unused for this long has ended. */
  idleMs: number;
  onTouchError: (error: unknown) => void;
};

/**
 * The old client's fixed marker for Google users, and the user record it sent along in a header, prove
 * nothing: a request carrying either is signed out (issue "Accounts"), whatever else it carries.
 */
const legacyGoogleMarker = 'google-auth-token';
const legacyUserHeaders = ['user-data', 'x-user-data'];
const touchEveryMs = 10 * 60_000;

export function registerAuthentication(app: FastifyInstance, deps: Deps): void {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

  async function resolve(request: FastifyRequest): Promise<Viewer | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    if (legacyUserHeaders.some((name) => request.headers[name] !== undefined)) return null;
    const token = header.slice('Bearer '.length).trim();
    if (!token || token === legacyGoogleMarker) return null;

    const now = deps.now();
    const claims = await deps.tokens.verify(token, now);
    if (!claims) return null;
    const idleSince = new Date(now.getTime() - deps.idleMs);
    const session = await deps.sessions.findActive(claims.sessionId, { now, idleSince });
    if (!session || session.userId !== claims.userId) return null;
    // Idle expiry needs a recent last use, not a write per request.
    if (now.getTime() - session.lastUsedAt.getTime() > touchEveryMs) {
      deps.sessions.touch(session.sessionId, now).catch(deps.onTouchError);
    }
    return { sessionId: session.sessionId, userId: session.userId, role: session.role };
  }

  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this);
      cache.set(this, pending);
    }
    return pending;
  });
}

/**
 * The onRequest hook a route declares for who may call it: it runs before the body is parsed, so a
 * visitor gets 401 whatever they send.
 */
export function allow(access: Access): onRequestAsyncHookHandler {
  return async (request) => {
    if (access === 'visitor') return;
    const viewer = await request.viewer();
    if (!viewer) throw unauthenticated();
    if (access === 'admin' && viewer.role !== 'admin') throw forbidden('Only administrators can do that.');
  };
}

/** The viewer of a route declared `allow('user')` or `allow('admin')`. */
export async function signedIn(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function assertOwnerOrAdmin(viewer: Viewer, ownerId: string): void {
  if (viewer.userId !== ownerId && viewer.role !== 'admin') throw forbidden();
}
