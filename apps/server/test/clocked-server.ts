import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { runFirstStart } from '../src/first-run.ts';

/**
 * The product on a clock the browser test moves, for the day of the tour (apps/web/e2e/tour-day.spec.ts,
 * started by the Playwright config as one of its web servers): the same
 * app the server's main.ts builds (the web build the config's second web server made), on its own
 * DATA_DIR with demo data, mail through the tests' mailbox, and `now` read from a clock that only this
 * loopback control port moves: `POST /clock?to=<ISO instant>` moves it forward and runs one round of the
 * day of the tour (reminders, completions, review requests) at the new moment, as the minute's timer
 * would; `GET /clock` answers it. Nothing of this is in the product: main.ts reads the real time.
 * Stops on SIGTERM, as Playwright stops its web servers.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.E2E_TOUR_DAY_PORT ?? 5292);
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? 5295);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tabi-e2e-tour-day-'));
// The embedded PostgreSQL's own user must reach it, as in the main config.
chmodSync(dataDir, 0o755);

let current = Date.now();
const now = () => new Date(current);

const config = loadConfig({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 5293}?ignoreTLS=true`,
  ADMIN_PASSWORD: 'e2e-admin-password',
  ADMIN_KEY: 'e2e-admin-key-0123456789',
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_REGISTER: '1000',
  RATE_LIMIT_ADMIN_KEY: '1000',
  RATE_LIMIT_BOOKING: '1000',
});
const quiet = {
  info: () => {},
  warn: () => {},
  error: (obj: object, msg: string) => console.error(msg, obj),
};
const database = await openDatabase(config, quiet);
await runMigrations(database.db);
await runFirstStart(config, database, quiet, () => {});
const { app, tourDayRounds } = await composeApp({
  config,
  database,
  now,
  webDistDir: path.join(root, 'apps/web/dist'),
});
await app.listen({ port, host: '127.0.0.1' });

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${clockPort}`);
  const answer = (status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname !== '/clock') return answer(404, { message: 'Not found' });
  if (request.method === 'GET') return answer(200, { now: now().toISOString() });
  const to = Date.parse(url.searchParams.get('to') ?? '');
  if (Number.isNaN(to) || to < current) return answer(400, { message: 'to must be a later ISO instant' });
  current = to;
  void tourDayRounds.sweep().then((done) => answer(200, { now: now().toISOString(), done }));
});
control.listen(clockPort, '127.0.0.1');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  control.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop());
