import type { SessionResolver, Viewer } from '../auth/session-resolver.ts';

/**
 * Who a socket belongs to. The handshake's `auth.token` is checked exactly as the HTTP guard checks a
 * bearer token (one session resolver). The old client's `userData` beside the token signs the socket
 * out, as the user-data header does a request: identity never comes from something the client fills in.
 */
export function createSocketAuthenticator(sessions: SessionResolver) {
  return {
    async fromHandshake(auth: unknown): Promise<Viewer | null> {
      if (!auth || typeof auth !== 'object') return null;
      const { token, userData } = auth as Record<string, unknown>;
      if (userData !== undefined || typeof token !== 'string') return null;
      return sessions.fromToken(token.startsWith('Bearer ') ? token.slice('Bearer '.length) : token);
    },

    /** The connected socket's session as it is now (see `SessionResolver.recheck`). */
    recheck: (viewer: Viewer) => sessions.recheck(viewer),
  };
}

export type SocketAuthenticator = ReturnType<typeof createSocketAuthenticator>;
