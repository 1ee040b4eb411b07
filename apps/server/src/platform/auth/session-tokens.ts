import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const issuer = 'tabi-tours';
const audience = 'tabi-tours-web';

type Claims = { sessionId: string; userId: string };

/** A session token: a signed JWT whose `sid` names a row of `sessions` (which is what can be revoked). */
export function createSessionTokens(key: Uint8Array) {
  // A token's signature does not change, so each one is checked once and remembered until it expires:
  // WebCrypto's HMAC costs more than the session's database lookup. Revocation is unaffected, since it
  // lives in the `sessions` row, which is read on every request.
  const verified = new LRUCache<string, Claims & { expiresAtMs: number }>({ max: 10_000 });

  return {
    sign(session: { sessionId: string; userId: string; expiresAt: Date }): Promise<string> {
      return new SignJWT({ sid: session.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(session.expiresAt)
        .sign(key);
    },

    /** The session id of a well-signed token unexpired at `now` (the app's clock); undefined for anything else. */
    async verify(token: string, now: Date): Promise<Claims | undefined> {
      const known = verified.get(token);
      if (known) {
        return known.expiresAtMs > now.getTime()
          ? { sessionId: known.sessionId, userId: known.userId }
          : undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || !payload.exp)
          return undefined;
        const claims = { sessionId: payload.sid, userId: payload.sub };
        verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
