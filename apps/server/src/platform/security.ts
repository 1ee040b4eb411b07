import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The headers of an API answer (see below). */
const dataAnswerHeaders: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** An API answer, not the API reference's pages. */
const isDataAnswer = (url: string) =>
  (url === '/api' || url.startsWith('/api/')) && !(url === '/api/docs' || url.startsWith('/api/docs/'));

/**
 * Security headers with a real Content-Security-Policy: only our own scripts, plus Google's sign-in
 * script and frame, and workers of our own (from our origin or a blob our scripts made); images from us and from Google profile photos; sockets to our own origin only
 * ('self' covers ws: and wss: to the same host in CSP 3, so no scheme-wide ws:/wss: to any host).
 * An answer to a request that carries a session is that person's alone: `no-store`, so no browser or
 * shared cache keeps it (a route that sets its own cache policy keeps it).
 *
 * helmet's middleware is built once here and run for every page, file and picture. The Fastify plugin
 * built it again for each request (parsing the policy's directives every time): 16% of the CPU of a
 * cached catalog answer, measured with the profiler (decision 84).
 *
 * An API answer is data, never a document a browser renders, so it gets the headers that still matter
 * for data (decision 92, after OWASP's REST list): a policy that lets nothing load or frame it, no
 * sniffing, no referrer, HSTS and same-origin CORP. Six short headers instead of helmet's twelve, whose
 * page policy alone is 450 bytes to validate and send on every answer. The API reference (`/api/docs`) is
 * a page and keeps the page's headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        // The check-in page's QR reader (qr-scanner) decodes in a worker it makes from a blob of its own
        // code; a blob URL can only be made by a script this policy already let run.
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ['https://accounts.google.com/gsi/'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isDataAnswer(request.url)) {
      // helmet sets fixed headers and throws on a bad option when built above: nothing to pass on here.
      setSecurityHeaders(request.raw, reply.raw, () => done());
      return;
    }
    for (const [name, value] of dataAnswerHeaders) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
