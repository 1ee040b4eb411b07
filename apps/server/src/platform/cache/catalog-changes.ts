import type pg from 'pg';

export const catalogChannel = 'catalog_changed';

type Logger = { warn: (obj: object, msg: string) => void };

/**
 * Calls `onChange` whenever any process commits a change to the catalog: triggers on the catalog tables
 * NOTIFY `catalog_changed` (migration 0003), and every server process LISTENs on one pooled connection.
 * A lost connection is replaced after a pause, and the cache is dropped then too, since changes may
 * have been missed meanwhile.
 */
export function listenForCatalogChanges(pool: pg.Pool, onChange: () => void, logger: Logger) {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    try {
      const connection = await pool.connect();
      connection.on('notification', (message) => {
        if (message.channel === catalogChannel) onChange();
      });
      connection.on('error', (error) => {
        // Released at most once: either here, or by stop() when the server closes.
        if (client !== connection) return;
        client = undefined;
        connection.release(error);
        if (stopped) return;
        logger.warn({ err: error }, 'catalog change listener lost its connection');
        scheduleReconnect();
      });
      await connection.query(`LISTEN ${catalogChannel}`);
      if (stopped) {
        connection.release();
        return;
      }
      client = connection;
      onChange();
    } catch (error) {
      logger.warn({ err: error }, 'catalog change listener could not connect');
      scheduleReconnect();
    }
  }

  function scheduleReconnect() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  }

  const ready = connect();
  return {
    ready,
    async stop(): Promise<void> {
      stopped = true;
      if (retry) clearTimeout(retry);
      await ready;
      if (client) {
        await client.query(`UNLISTEN ${catalogChannel}`).catch(() => {});
        client.release();
        client = undefined;
      }
    },
  };
}
