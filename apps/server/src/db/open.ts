import path from 'node:path';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from './client.ts';
import { ensureDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded.ts';

type Logger = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (obj: object, msg: string) => void;
};

const EMBEDDED_DATABASE = 'tabi';

/** The external PostgreSQL of DATABASE_URL, or the embedded one in DATA_DIR/postgres, started and supervised here. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.DATABASE_URL) return connectDatabase(config.DATABASE_URL, 'external', logger);

  const cluster = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'postgres'),
    logger: { info: (m) => logger.info(m), warn: (m) => logger.warn(m) },
  });
  await ensureDatabase(cluster.adminUrl, EMBEDDED_DATABASE);
  return connectDatabase(cluster.urlFor(EMBEDDED_DATABASE), 'embedded', logger, { onClose: cluster.stop });
}

/**
 * The database for a tool run beside the product (backup, restore): like `openDatabase`, except that the
 * embedded cluster a running server holds is used as it is, and left running.
 */
export async function openDatabaseForTool(config: Config, logger: Logger): Promise<Database> {
  if (config.DATABASE_URL) return connectDatabase(config.DATABASE_URL, 'external', logger);
  const running = await runningEmbeddedUrl(path.join(config.dataDir, 'postgres'), EMBEDDED_DATABASE);
  return running ? connectDatabase(running, 'embedded', logger) : openDatabase(config, logger);
}
