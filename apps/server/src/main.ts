import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedPostgresError } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { runFirstStart } from './first-run.ts';
import { markStopping } from './modules/health/health.module.ts';
import { createLogger } from './platform/logger.ts';

/** Process entry: config -> database -> migrate -> first-run seed -> listen; SIGTERM/SIGINT close it all. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Libraries pick their builds from it, React's page renderer among them (its development build is 3x slower).
  process.env.NODE_ENV = config.NODE_ENV;

  const logger = createLogger(config.LOG_LEVEL);
  const log = {
    info: (msg: string) => logger.info(msg),
    warn: (msg: string) => logger.warn(msg),
    error: (obj: object, msg: string) => logger.error(obj, msg),
  };

  const database = await openDatabase(config, log);
  let closing = false;
  /**
   * Behind a load balancer (deploy/compose.yaml) a stop loses no request: the health route answers 503 at
   * once, the server keeps serving for SHUTDOWN_DRAIN_MS while the balancer's health checks take it out,
   * then it stops accepting connections and lets the requests in flight finish (Fastify's close: sockets
   * too, whose clients reconnect to another process), then the database closes. With the default 0 it
   * closes at once. The same signal a second time is not caught: it ends a stop that seems stuck.
   */
  const shutdown = async (signal: string, app?: Awaited<ReturnType<typeof buildApp>>) => {
    if (closing) return;
    closing = true;
    const drainMs = app ? config.SHUTDOWN_DRAIN_MS : 0;
    logger.info(
      drainMs > 0
        ? `${signal} received: the health route answers 503; serving ${drainMs} ms more, then closing the server, the sockets and the database`
        : `${signal} received: closing the server, the sockets and the database`,
    );
    // Closing itself (the drain aside) gets 15 s: a request or a socket that holds it longer is cut.
    const forced = setTimeout(() => {
      logger.error(`Shutdown took longer than ${Math.round((drainMs + 15_000) / 1000)} s; exiting`);
      process.exit(1);
    }, drainMs + 15_000);
    forced.unref();
    try {
      if (app) {
        markStopping(app);
        if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await app?.close();
      await database.close();
      logger.info('Stopped cleanly');
      logger.flush();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await runMigrations(database.db);
  await runFirstStart(config, database, log, (lines) => {
    const width = Math.max(...lines.map((line) => line.length)) + 4;
    const rule = '='.repeat(width);
    process.stdout.write(`\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n\n`);
  });

  const app = await buildApp({ config, database, logger });
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void shutdown('SIGINT', app));
  process.once('SIGTERM', () => void shutdown('SIGTERM', app));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info(
    `Tabi Tours is running at http://localhost:${port} (database: ${database.kind}; API reference: http://localhost:${port}/api/docs)`,
  );
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${startFailure(error)}\n`);
  process.exit(1);
});

/** An expected failure says its cause and fix alone; only an unexpected one needs its stack trace. */
function startFailure(error: unknown): string {
  if (error instanceof EmbeddedPostgresError) return error.message;
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE') {
    return `${(error as Error).message}. Another program listens there: stop it, or set PORT to a free port.`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
