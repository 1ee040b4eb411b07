import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a real Content-Security-Policy: only our own scripts, plus Google's sign-in
 * script and frame, and workers of our own (from our origin or a blob our scripts made); images from us and from Google profile photos; sockets to our own origin only
 * ('self' covers ws: and wss: to the same host in CSP 3, so no scheme-wide ws:/wss: to any host).
 * An answer to a request that carries a session is that person's alone: `no-store`, so no browser or
 * shared cache keeps it (a route that sets its own cache policy keeps it).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
