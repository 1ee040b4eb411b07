import { jwtVerify, SignJWT } from 'jose';

const issuer = 'tabi-tours';
const audience = 'tabi-tours-web';

/** A session token: a signed JWT whose `sid` names a row of `sessions` (which is what can be revoked). */
export function createSessionTokens(key: Uint8Array) {
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
    async verify(token: string, now: Date): Promise<{ sessionId: string; userId: string } | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
        return { sessionId: payload.sid, userId: payload.sub };
      } catch {
        return undefined;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
