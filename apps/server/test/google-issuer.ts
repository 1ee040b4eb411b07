import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A stand-in for Google's sign-in on loopback: its own RS256 key pair, the public half served as a JWKS
 * the app fetches exactly as it fetches Google's, and ID tokens signed like Google's.
 */
export async function startGoogleIssuer() {
  const issuer = 'https://accounts.google.test';
  const clientId = 'tabi-test-client.apps.googleusercontent.com';
  const kid = 'test-key-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  const server = http.createServer((request, response) => {
    if (request.url === '/certs') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  type TokenOptions = {
    claims?: JWTPayload & Record<string, unknown>;
    audience?: string;
    issuer?: string;
    /** Seconds from now; negative for an expired token. */
    expiresIn?: number;
    /** Sign with another key (a forgery) that claims the real key's id. */
    key?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  };

  return {
    clientId,
    issuer,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
      GOOGLE_ISSUERS: `${issuer},accounts.google.test`,
    },
    /** An ID token as Google issues it for `sub`, with the given claims changed. */
    token(sub: string, options: TokenOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email_verified: true, ...options.claims })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
