import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The label of every request no route took (unknown paths, probes): one series, whatever the URL. */
const unmatchedRoute = 'unmatched';

/**
 * Every answer, by route template (`/api/posts/:id`, never the URL: a label per tour id would grow
 * without end), method and status code. One histogram gives the latency, and through its `_count` the
 * request rate and the errors (`status_code=~"5.."`).
 */
export function measureRequests(app: FastifyInstance, registry: Registry) {
  const requests = new Histogram({
    name: 'tabi_http_request_duration_seconds',
    help: 'HTTP requests answered, by route template, method and status code, and how long each took.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        route: request.routeOptions.url ?? unmatchedRoute,
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
