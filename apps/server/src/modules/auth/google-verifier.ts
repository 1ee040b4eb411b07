import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { googleSignInFailed, googleUnavailable } from './auth.errors.ts';

/** What we take from a verified Google ID token. */
export type GoogleIdentity = { sub: string; email: string; name: string | null; picture: string | null };

type Options = {
  clientId: string;
  /** Google's JWKS address (tests point it at a local issuer on loopback). */
  jwksUrl: string;
  /** Accepted `iss` values, comma separated. */
  issuers: string;
  now: () => Date;
};

/**
 * Verifies a Google ID token: RS256 signature against Google's published keys (fetched once, then cached
 * and refreshed by jose when an unknown key id shows up), audience = our client id, an accepted issuer,
 * not expired by the app's clock, and a verified e-mail. A token that fails any check is a 401; keys
 * that cannot be fetched are our problem, not the user's, and answer 503.
 */
export function createGoogleVerifier({ clientId, jwksUrl, issuers, now }: Options) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  const issuer = issuers
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

  return async function verify(credential: string): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        audience: clientId,
        issuer,
        algorithms: ['RS256'],
        currentDate: now(),
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw keysUnreachable(error) ? googleUnavailable() : googleSignInFailed();
    }
    const { sub, email, email_verified: verified, name, picture } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || email === '') {
      throw googleSignInFailed('the Google account has no e-mail address');
    }
    if (verified !== true && verified !== 'true') {
      throw googleSignInFailed("the Google account's e-mail address is not verified");
    }
    return {
      sub,
      email: email.trim().toLowerCase(),
      name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
      picture: typeof picture === 'string' && /^https?:\/\//.test(picture) ? picture : null,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

/** A failure to fetch or read the key set, as opposed to a token that does not check out. */
function keysUnreachable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true; // fetch itself failed (connection refused, DNS)
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === errors.JOSEError.code // non-200 or unparsable key set answer
  );
}
