import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { measureRequests } from './http-metrics.ts';
import { serveMetricsPort } from './metrics-port.ts';
import { registerMetricsRoute } from './metrics-route.ts';
import { watchPool } from './pool-gauges.ts';
import { createQueueDepthsRepository } from './queue-depths.repository.ts';
import { watchQueues } from './queue-depths.ts';
import { countSockets } from './socket-gauge.ts';

/** What the platform gives features for their own counters (bookings, payments, assistant answers). */
export type Metrics = {
  /**
   * This app's registry, never prom-client's global one: tests compose several apps in one process, and
   * each must count only its own.
   */
  registry: Registry;
};

type Options = { config: Config; database: Database; realtime: Realtime };

/**
 * Prometheus metrics (docs/metrics.md), readable at `GET /metrics` behind METRICS_TOKEN and/or on a
 * listener of their own at METRICS_PORT. With neither, nobody can read them: only the features' counters
 * are kept (a few numbers), and nothing is measured per request or at a scrape.
 */
export function registerMetrics(app: FastifyInstance, { config, database, realtime }: Options): Metrics {
  const registry = new Registry();
  registerMetricsRoute(app, registry, config.METRICS_TOKEN);
  if (!config.METRICS_TOKEN && !config.METRICS_PORT) return { registry };

  // Node's own: event-loop lag, heap, garbage collection, CPU, open handles.
  collectDefaultMetrics({ register: registry });
  measureRequests(app, registry);
  watchPool(registry, database.pool);
  watchQueues(registry, createQueueDepthsRepository(database.db), app.log);
  countSockets(registry, realtime);
  if (config.METRICS_PORT)
    serveMetricsPort(app, registry, { port: config.METRICS_PORT, host: config.METRICS_HOST });
  return { registry };
}
