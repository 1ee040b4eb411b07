import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const notFound = JSON.stringify({ success: false, message: 'Not found', code: 'NOT_FOUND' });

/**
 * `GET /metrics` without a token on a listener of its own (METRICS_PORT on METRICS_HOST), for a scraper
 * on a private network: the public port need not expose it at all. It opens when the app is ready and
 * closes with it; a port already taken stops the start, as the public port's does.
 */
export function serveMetricsPort(
  app: FastifyInstance,
  registry: Registry,
  { port, host }: { port: number; host: string },
) {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(notFound);
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: the scrape failed');
        response.writeHead(500).end();
      },
    );
  });

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(
          new Error(`METRICS_PORT: cannot listen on ${host}:${port}: ${error.message}`, { cause: error }),
        ),
      );
      server.listen(port, host, resolve);
    });
    app.log.info(`metrics on http://${host}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper keeps its connection alive between scrapes: an idle one would hold the close up.
    server.closeIdleConnections();
    await closed;
  });
}
