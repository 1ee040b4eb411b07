import type { SocketData } from '@tabi/contracts';
import type { SessionTokens } from './session-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** Who is calling: the session's user (the same a socket carries). */
export type Viewer = SocketData['viewer'];

type Deps = {
  tokens: SessionTokens;
  sessions: SessionsRepository;
  now: () => Date;
  /** A session unused for this long has ended. */
  idleMs: number;
  onTouchError: (error: unknown) => void;
};

/**
 * The old client's fixed marker for Google users proves nothing: a request carrying it is signed out
 * (issue "Accounts"), whatever else it carries.
 */
const legacyGoogleMarker = 'google-auth-token';
const touchEveryMs = 10 * 60_000;

/**
 * The one check of a session token, for HTTP requests and socket handshakes alike: a well-signed,
 * unexpired JWT whose session row is neither revoked, expired nor idle, of a user who is not disabled.
 */
export function createSessionResolver(deps: Deps) {
  async function activeSession(sessionId: string, now: Date) {
    const idleSince = new Date(now.getTime() - deps.idleMs);
    return deps.sessions.findActive(sessionId, { now, idleSince });
  }

  return {
    async fromToken(token: string): Promise<Viewer | null> {
      const bare = token.trim();
      if (!bare || bare === legacyGoogleMarker) return null;
      const now = deps.now();
      const claims = await deps.tokens.verify(bare, now);
      if (!claims) return null;
      const session = await activeSession(claims.sessionId, now);
      if (!session || session.userId !== claims.userId) return null;
      // Idle expiry needs a recent last use, not a write per request.
      if (now.getTime() - session.lastUsedAt.getTime() > touchEveryMs) {
        deps.sessions.touch(session.sessionId, now).catch(deps.onTouchError);
      }
      return { sessionId: session.sessionId, userId: session.userId, role: session.role };
    },

    /** A known session as it is now: null once revoked, expired or its user disabled; the role may change. */
    async recheck(viewer: Viewer): Promise<Viewer | null> {
      const session = await activeSession(viewer.sessionId, deps.now());
      if (!session || session.userId !== viewer.userId) return null;
      return { sessionId: session.sessionId, userId: session.userId, role: session.role };
    },
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
