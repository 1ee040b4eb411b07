import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { QueueDepthsRepository } from './queue-depths.repository.ts';

/**
 * Work waiting in the database, counted at each scrape (so every process reports the same, shared
 * numbers): Stripe's webhook events not applied yet, the mail outbox (kept without SMTP) and mail held
 * until an address is confirmed. With the database away the gauge is left empty for that scrape, and the
 * rest (the pool's waiting requests among them) is still served.
 */
export function watchQueues(registry: Registry, repository: QueueDepthsRepository, log: FastifyBaseLogger) {
  new Gauge({
    name: 'tabi_queue_depth',
    help: 'Items waiting, by queue: stripe_events (webhook events not applied), mail_outbox (mail kept unsent, no SMTP), mail_held (mail for unconfirmed addresses).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [queue, depth] of Object.entries(await repository.depths())) this.set({ queue }, depth);
      } catch (error) {
        log.warn({ err: error }, 'metrics: the queue depths could not be read');
      }
    },
  });
}
