import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`: queries on it run in that transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'external';
  close: () => Promise<void>;
};

type Logger = { error: (obj: object, msg: string) => void };

/**
 * A pooled connection. An idle client dropped by the server (restart, failover) emits `error` on the
 * pool; handling it keeps the process alive, and the pool reconnects on the next query.
 */
export function connectDatabase(
  url: string,
  kind: Database['kind'],
  logger: Logger,
  options: { max?: number; onClose?: () => Promise<void> } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    // Word similarity at which a search term counts as a (mistyped) match of a tour's name or place.
    options: '-c pg_trgm.word_similarity_threshold=0.5',
  });
  // While we close, the connections we are ending (and the embedded server we stop) report their own
  // termination: expected, not an error worth a log line.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) logger.error({ err: error }, 'idle database connection failed');
  });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    pool,
    kind,
    close: async () => {
      closing = true;
      await pool.end();
      await options.onClose?.();
    },
  };
}
