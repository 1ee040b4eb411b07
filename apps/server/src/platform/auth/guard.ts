import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthenticated } from '../errors.ts';
import type { SessionResolver, Viewer } from './session-resolver.ts';

export type { Viewer } from './session-resolver.ts';

/** Who may call a route. Owner-or-admin depends on the data, so services check it with `assertOwnerOrAdmin`. */
export type Access = 'visitor' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, read from the bearer token on first use and remembered for the request. */
    viewer(): Promise<Viewer | null>;
  }
}

/**
 * The user record the old client sent along in a header proves nothing: a request carrying it is signed
 * out (issue "Accounts"), whatever else it carries.
 */
const legacyUserHeaders = ['user-data', 'x-user-data'];

export function registerAuthentication(app: FastifyInstance, sessions: SessionResolver): void {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

  async function resolve(request: FastifyRequest): Promise<Viewer | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    if (legacyUserHeaders.some((name) => request.headers[name] !== undefined)) return null;
    return sessions.fromToken(header.slice('Bearer '.length));
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
