import { decodeJwt, jwtVerify, SignJWT } from 'jose';
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

const challengeAudience = 'tabi-tours-second-step';

/**
 * The proof, between the two steps of a sign-in, that the first one (password, Google, admin key) was
 * passed: a JWT for its own audience, so it never passes as a session token, valid for `lifetimeMs`.
 */
export function createSignInChallenges(key: Uint8Array, lifetimeMs: number) {
  return {
    sign(userId: string, now: Date): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(challengeAudience)
        .setIssuedAt(now)
        .setExpirationTime(new Date(now.getTime() + lifetimeMs))
        .sign(key);
    },

    /** The user a well-signed, unexpired challenge names; undefined for anything else. */
    async verify(challenge: string, now: Date): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          issuer,
          audience: challengeAudience,
          algorithms: ['HS256'],
          currentDate: now,
        });
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },

    /**
     * The user a challenge claims to be for, unchecked: only a key for counting failed codes per account
     * before the challenge is verified (a forged one costs its user nothing but attempts, like a typed e-mail).
     */
    claimedUser(challenge: string): string {
      try {
        return decodeJwt(challenge).sub ?? 'unknown';
      } catch {
        return 'malformed';
      }
    },
  };
}

export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
