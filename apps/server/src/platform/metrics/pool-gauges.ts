import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** The database pool of this process, read at each scrape. Requests waiting mean the pool is too small. */
export function watchPool(registry: Registry, pool: pg.Pool) {
  const gauges = [
    ['tabi_db_pool_connections', 'Connections the database pool holds open.', () => pool.totalCount],
    ['tabi_db_pool_idle_connections', 'Open connections not in use.', () => pool.idleCount],
    ['tabi_db_pool_waiting_requests', 'Queries waiting for a connection.', () => pool.waitingCount],
    // pg sets its default (10) on the options when none is given; the type does not know it.
    ['tabi_db_pool_max_connections', 'The most connections the pool opens.', () => pool.options.max ?? 10],
  ] as const;
  for (const [name, help, read] of gauges)
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
}
