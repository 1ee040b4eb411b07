// npm run bench:scale -w @tabi/bench (or `npx tsx bench/scale.ts`): the product at 100,000 tours and
// 1,000,000 bookings, against the targets of issue 29 ("Running it for real"), on its own embedded
// PostgreSQL in bench/.data-scale (kept with BENCH_KEEP_DATA=true, so a second run skips the seed).
// - public reads at 100 connections, each beside a bare Fastify serving the same bytes in the same run:
//   the list and a tour's server-rendered page (/tours/:id), each plain and with the Accept-Encoding
//   browsers send, and a tour's API answer;
// - the uncacheable search one request at a time; availability and booking at 100 connections;
// - the admin: the dashboard and every admin list (bookings with each filter and deep pages, tours,
//   users, consultations, date changes, outbox, chat inbox, payments, departures), one at a time.
// The API runs in this process (as run.ts, admin-stats.ts and bookings.ts run it) and the bare Fastify
// beside it, so both share one event loop and one core budget; autocannon runs in its own process
// (load-generator.mjs). Figures are printed with the target and PASS / MISS, and written to
// bench/results/scale-latest.json; never asserted.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { runFirstStart } from '../apps/server/src/first-run.ts';
import { createTourDayRepository } from '../apps/server/src/modules/tour-day/tour-day.repository.ts';
import { seedBookings } from './admin-stats-seed.ts';
import { seedToursOnce } from './bulk-tours.ts';
import { adminListSizesFor, seedAdminLists } from './scale-seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dataDir = path.join(here, '.data-scale');
const tours = Number(process.env.BENCH_TOURS ?? 100_000);
const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const travellers = Number(process.env.BENCH_TRAVELLERS ?? Math.max(1000, Math.round(bookings / 20)));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** Runs of the bare Fastify and of the app, in turns, for each public read measured against the bare one. */
const rounds = 3;
/** Requests per admin list, one at a time (after three to warm it up). */
const adminRequests = Number(process.env.BENCH_ADMIN_REQUESTS ?? 50);
/** Travellers who book in the booking scenario, one connection each. */
const bookers = 100;
const connections = 100;
const adminKey = 'bench-admin-key-0123456789';

type Loaded = {
  seconds?: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  total: number;
  statuses: Record<string, number>;
};
type Request = string | { method: string; path: string; headers: Record<string, string>; body: string };
type Target = { p99Below?: number; p50Below?: number; shareOfBare?: number };
type Figure = Loaded & {
  name: string;
  connections: number;
  target?: Target;
  bare?: Loaded;
  share?: number;
  pass?: boolean;
};

/** Runs of one measurement as one: the median of each rate and latency, the requests and errors of all. */
function medianOf(runs: Loaded[]): Loaded {
  const median = (figure: (run: Loaded) => number) =>
    runs.map(figure).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  }
  return {
    reqPerSec: median((run) => run.reqPerSec),
    p50: median((run) => run.p50),
    p90: median((run) => run.p90),
    p99: median((run) => run.p99),
    max: Math.max(...runs.map((run) => run.max)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    total: runs.reduce((sum, run) => sum + run.total, 0),
    statuses,
  };
}

/**
 * autocannon in its own process. When it stops, the server may still be working through the requests it
 * had taken (a slow page at 100 connections leaves seconds of them): the next measurement waits until the
 * health check answers quickly again, so it never pays for the previous one.
 */
async function load(
  url: string,
  options: {
    connections: number;
    paths: Request[];
    amount?: number;
    headers?: Record<string, string>;
    expect?: number;
    stagger?: boolean;
  },
): Promise<Loaded> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(here, 'load-generator.mjs'), JSON.stringify({ url, duration, ...options })],
    { maxBuffer: 1024 * 1024 },
  );
  const loaded = JSON.parse(stdout) as Loaded;
  await settle(url);
  return loaded;
}

async function settle(url: string) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const asked = performance.now();
    await fetch(`${url}/api/health`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    if (performance.now() - asked < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A local date `days` after today in `timezone`, as YYYY-MM-DD. */
function localDate(timezone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));
const loadavg = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/**
 * The web app with its page renderer, built from the sources into the data directory (a few seconds), so
 * /tours/:id is prerendered as in production; `BENCH_WEB_DIST` names a build to use instead.
 */
function webBuild(): string {
  if (process.env.BENCH_WEB_DIST) return process.env.BENCH_WEB_DIST;
  const out = path.join(dataDir, 'web');
  const vite = (args: string[]) =>
    execFileSync('npx', ['vite', 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  vite(['--outDir', path.join(out, 'dist')]);
  vite(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(out, 'dist-ssr')]);
  return path.join(out, 'dist');
}

/** Ordinary search terms (cities, category words), each page asked once so no answer comes from the cache. */
const searchTerms = [
  'kyoto',
  'tokyo',
  'osaka',
  'nara',
  'hakone',
  'nikko',
  'kanazawa',
  'sapporo',
  'temple',
  'shrine',
  'ramen',
  'sushi',
  'tea',
  'hiking',
  'garden',
  'castle',
  'onsen',
  'night',
  'street food',
  'history',
];

async function main() {
  const started = performance.now();
  const loadBefore = loadavg();
  const seedStarted = performance.now();
  const fresh = seedToursOnce(dataDir, tours);
  const seed: Record<string, number> = {};
  if (fresh) seed.toursSeconds = seconds(seedStarted);

  const logLines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ADMIN_KEY: adminKey,
    ADMIN_PASSWORD: 'bench admin password',
    RATE_LIMIT_REGISTER: '100000',
    // Each traveller books over and over here: the per-account limit would end the scenario.
    RATE_LIMIT_BOOKING: '10000000',
    // The embedded default takes a backup at start when the night's is due: 2 GB copied beside the measurements.
    BACKUP_NIGHTLY: 'false',
  });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const database = await openDatabase(config, quiet);
  const { pool } = database;
  await runMigrations(database.db);
  await runFirstStart(config, database, quiet, () => {});
  if (fresh) {
    let at = performance.now();
    // Settled: the past as the background rounds leave it, so they do not spend the run catching up.
    await seedBookings(pool, {
      bookings,
      travellers,
      timezone: config.TIMEZONE,
      currency: config.CURRENCY,
      settled: true,
    });
    seed.bookingsSeconds = seconds(at);
    console.log(`Seeded ${bookings} bookings and ${travellers} travellers in ${seed.bookingsSeconds} s`);
    at = performance.now();
    await seedAdminLists(pool, adminListSizesFor(bookings), config.TIMEZONE);
    seed.adminListsSeconds = seconds(at);
    console.log(`Seeded the admin lists' rows in ${seed.adminListsSeconds} s`);
  }
  // Today's departures that ended since (the seed completes the days before): the rounds' catch-up,
  // done before measuring so the first rounds of the server do not run beside the measurements.
  const caughtUp = await createTourDayRepository(database.db).completeEnded(new Date(), 1_000_000);
  console.log(`Completed ${caughtUp} departures that ended today`);
  const { rows: sizeRows } = await pool.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM tours) AS tours, (SELECT count(*)::int FROM bookings) AS bookings,
            (SELECT count(*)::int FROM departures) AS departures, (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM ratings) AS ratings, (SELECT count(*)::int FROM reviews) AS reviews,
            (SELECT count(*)::int FROM consultations) AS consultations,
            (SELECT count(*)::int FROM booking_changes) AS "dateChanges",
            (SELECT count(*)::int FROM mail_outbox) AS mails,
            (SELECT count(*)::int FROM chat_messages) AS "chatMessages",
            (SELECT count(*)::int FROM payment_movements) AS "paymentMovements",
            pg_database_size(current_database())::bigint / 1048576 AS "databaseMb"`,
  );
  const sizes = sizeRows[0]!;
  console.log(`Database: ${JSON.stringify(sizes)}`);
  const buildStarted = performance.now();
  const webDistDir = webBuild();
  console.log(`Web app built in ${seconds(buildStarted)} s`);

  const app = await buildApp({ config, database, logger, webDistDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };

  // What the scenarios ask for: tours spread over the catalog, today's dates, a popular departure.
  const { rows: sample } = await pool.query<{ id: string }>(
    'SELECT id FROM tours WHERE NOT archived ORDER BY md5(id::text) LIMIT 200',
  );
  const tourIds = sample.map((row) => row.id);
  const { rows: popular } = await pool.query<{ tour_id: string; departure_id: string; date: string }>(
    `SELECT b.tour_id, b.departure_id, d.date::text FROM bookings b JOIN departures d ON d.id = b.departure_id
     WHERE d.date >= current_date GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
  );
  const today = localDate(config.TIMEZONE, 0);

  // The public reads and the bare Fastify serving their bytes (captured here, once) in the same process.
  const listPath = '/api/posts?page=1&limit=12';
  const tourApiPaths = tourIds.map((id) => `/api/posts/${id}`);
  const tourPagePaths = tourIds.map((id) => `/tours/${id}`);
  // Browsers ask with Accept-Encoding: the list and the tour page are measured both ways, the bare Fastify
  // sending the bytes the app compressed (autocannon does not decompress, so both sides send the same bytes).
  const browserEncoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const keyOf = (url: string, encoding?: string) => (encoding ? `${url} ${encoding}` : url);
  const bytes = new Map<string, { type: string; encoding?: string; body: Buffer }>();
  for (const [url, encoding] of [
    ...[listPath, ...tourApiPaths, ...tourPagePaths].map((url) => [url, undefined] as const),
    ...[listPath, ...tourPagePaths].map((url) => [url, browserEncoding['accept-encoding']] as const),
  ]) {
    const response = await get(url, {
      accept: url.startsWith('/api') ? 'application/json' : 'text/html',
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    });
    const contentEncoding = response.headers['content-encoding'];
    bytes.set(keyOf(url, encoding), {
      type: String(response.headers['content-type']),
      ...(typeof contentEncoding === 'string' ? { encoding: contentEncoding } : {}),
      body: response.rawPayload,
    });
  }
  // A prerendered page loads the app after its first paint, through hydrate.js (platform/web-app.ts).
  const prerendered = bytes.get(tourPagePaths[0]!)!.body.toString().includes('/hydrate.js');
  const bare = Fastify();
  bare.get('/*', (request, reply) => {
    const found = bytes.get(keyOf(request.url, request.headers['accept-encoding']));
    if (!found) return reply.code(404).send();
    if (found.encoding) reply.header('content-encoding', found.encoding);
    return reply.type(found.type).send(found.body);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  // Admin session; travellers who book (argon2id each, four at a time).
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { adminKey } });
  if (login.statusCode !== 200) throw new Error(`admin sign-in failed: ${login.body}`);
  const admin = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (tokens.length < bookers) {
        const n = tokens.length;
        tokens.push('');
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: `Scale Booker ${n}`,
            email: `booker${n}.${run}@bench.example.com`,
            password: 'bench password 123',
          },
        });
        if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
        tokens[n] = (response.json() as { token: string }).token;
      }
    }),
  );

  // Availability of the sampled tours over the next 30 days, and the bookable dates it shows.
  const from = localDate(config.TIMEZONE, 0);
  const to = localDate(config.TIMEZONE, 30);
  const availabilityPaths = tourIds.map((id) => `/api/posts/${id}/availability?from=${from}&to=${to}`);
  const slots: { tourId: string; date: string; seatsLeft: number }[] = [];
  let seatsOffered = 0;
  for (const [i, url] of availabilityPaths.entries()) {
    const { data } = (await get(url)).json() as {
      data: { dates: { date: string; bookable: boolean; seatsLeft: number }[] };
    };
    for (const day of data.dates.filter((d) => d.bookable && d.seatsLeft > 0)) {
      slots.push({ tourId: tourIds[i]!, date: day.date, seatsLeft: day.seatsLeft });
      seatsOffered += day.seatsLeft;
    }
  }
  // Request i: traveller i mod 100 on the i-th of the bookable dates (taken evenly from all of them), one
  // adult each. The list travels to the load generator as one argument (at most 128 KiB on Linux), so it
  // holds what fits in 120,000 characters (about 200 requests); the connections start at different ones
  // (`stagger`).
  const bookingRequest = (i: number, listed: number): Request => {
    const slot = slots[Math.floor((i * slots.length) / listed)]!;
    return {
      method: 'POST',
      path: '/api/bookings',
      headers: { authorization: `Bearer ${tokens[i % bookers]}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        tourId: slot.tourId,
        date: slot.date,
        participants: { adults: 1, children: 0 },
        contact: { name: 'Scale Booker', email: 'scale.booker@bench.example.com', phone: '+81 90 1234 5678' },
      }),
    };
  };
  // The departures with the most seats left first, so the run books rather than fills them.
  slots.sort((a, b) => b.seatsLeft - a.seatsLeft);
  let listed = Math.min(400, slots.length);
  const requestsOf = (n: number) => Array.from({ length: n }, (_, i) => bookingRequest(i, n));
  while (listed > bookers && JSON.stringify(requestsOf(listed)).length > 120_000) listed -= 10;
  const bookingRequests = requestsOf(listed);
  const departuresBooked = new Set(bookingRequests.map((r) => (typeof r === 'string' ? r : r.body))).size;

  const figures: Figure[] = [];
  const report = (figure: Figure) => {
    figures.push(figure);
    const vs = figure.bare
      ? ` (bare ${figure.bare.reqPerSec} req/s, p50 ${figure.bare.p50} ms, p99 ${figure.bare.p99} ms; ${figure.share}%)`
      : '';
    console.log(
      `${figure.pass === undefined ? '     ' : figure.pass ? 'PASS ' : 'MISS '}${figure.name}: ${figure.reqPerSec} req/s${vs}, p50 ${figure.p50} ms, p99 ${figure.p99} ms, errors ${figure.errors}`,
    );
  };
  /** `ratio`: the app's requests to the bare Fastify's, when they did not run for one stretch each. */
  const judge = (loaded: Loaded, target: Target, bareLoaded?: Loaded, ratio?: number) => {
    const share = bareLoaded
      ? Math.round((ratio ?? loaded.reqPerSec / bareLoaded.reqPerSec) * 100)
      : undefined;
    const pass =
      (target.p99Below === undefined || loaded.p99 < target.p99Below) &&
      (target.p50Below === undefined || loaded.p50 < target.p50Below) &&
      (target.shareOfBare === undefined || (share ?? 0) >= target.shareOfBare) &&
      loaded.errors === 0;
    return { share, pass };
  };

  // Warm-up: JIT, pools, the response cache of the public reads, the page renderer.
  await load(base, { connections: 10, paths: [listPath, ...tourApiPaths, ...tourPagePaths], amount: 1000 });
  await load(bareBase, { connections: 10, paths: [listPath], amount: 1000 });

  // The uncacheable search first, before anything cached a search: each (term, page) asked once.
  const searches = [1, 2, 3].flatMap((page) =>
    searchTerms.map((term) => `/api/posts?page=${page}&limit=12&search=${encodeURIComponent(term)}`),
  );
  const searched = await load(base, { connections: 1, paths: searches, amount: searches.length });
  report({
    name: 'search, uncached, one at a time',
    connections: 1,
    ...searched,
    target: { p50Below: 10 },
    ...judge(searched, { p50Below: 10 }),
  });

  for (const [name, paths, headers] of [
    ['GET /api/posts?page=1&limit=12', [listPath], undefined],
    ['GET /api/posts?page=1&limit=12, Accept-Encoding as browsers send it', [listPath], browserEncoding],
    ['tour page API, GET /api/posts/:id (200 tours)', tourApiPaths, undefined],
    ['tour page HTML, GET /tours/:id (200 tours)', tourPagePaths, undefined],
    ['tour page HTML, Accept-Encoding as browsers send it', tourPagePaths, browserEncoding],
  ] as const) {
    const options = { connections, paths: [...paths], stagger: true, ...(headers ? { headers } : {}) };
    // The machine's speed drifts within a run (a bare rate moved by half between two of its rows), so the
    // bare Fastify and the app take turns, `rounds` runs each: the share is of all their requests, the
    // latencies and rates the median of the runs'.
    const pairs: { bare: Loaded; app: Loaded }[] = [];
    for (let round = 0; round < rounds; round++) {
      pairs.push({ bare: await load(bareBase, options), app: await load(base, options) });
    }
    const loaded = medianOf(pairs.map(({ app }) => app));
    const bareLoaded = medianOf(pairs.map(({ bare }) => bare));
    const requestsOf = (side: 'app' | 'bare') => pairs.reduce((sum, pair) => sum + pair[side].total, 0);
    const target = { shareOfBare: 40, p99Below: 50 };
    const shares = pairs.map(({ app, bare }) => `${Math.round((app.total / bare.total) * 100)}%`).join(', ');
    report({
      name: `${name}; ${rounds} turns, shares ${shares}`,
      connections,
      ...loaded,
      bare: bareLoaded,
      target,
      ...judge(loaded, target, bareLoaded, requestsOf('app') / requestsOf('bare')),
    });
  }

  const available = await load(base, { connections, paths: availabilityPaths, stagger: true });
  report({
    name: 'availability, GET /api/posts/:id/availability (200 tours, 31 days)',
    connections,
    ...available,
  });

  // Admin: the dashboard, then each list, one request at a time.
  const skipped: string[] = [];
  const adminRun = async (name: string, paths: string[], target: Target) => {
    // A route the configuration leaves out (the payments of the day need a Stripe key) is named, not measured.
    const first = await app.inject({ method: 'GET', url: paths[0]!, headers: admin });
    if (first.statusCode === 404 && first.json<{ code?: string }>().code === 'NOT_FOUND') {
      skipped.push(`${name}: ${paths[0]} is not served in this configuration`);
      console.log(`skip ${name}: ${paths[0]} answered 404`);
      return;
    }
    const warm: number[] = [];
    for (const url of [...paths, ...paths, ...paths].slice(0, 3)) {
      const asked = performance.now();
      await get(url, admin);
      warm.push(performance.now() - asked);
    }
    // A list far over its target is measured on fewer requests (its p99 is the max either way); one
    // slower than autocannon's 10 s timeout only on these three, in-process.
    const slowest = Math.max(...warm);
    const loaded: Loaded =
      slowest > 8000
        ? {
            reqPerSec: 0,
            p50: Math.round(warm.sort((x, y) => x - y)[1]!),
            p90: Math.round(slowest),
            p99: Math.round(slowest),
            max: Math.round(slowest),
            errors: 0,
            total: warm.length,
            statuses: { 200: warm.length },
          }
        : await load(base, {
            connections: 1,
            paths,
            headers: admin,
            amount: Math.min(slowest > 3000 ? 5 : slowest > 1000 ? 10 : adminRequests, adminRequests),
          });
    report({ name, connections: 1, ...loaded, target, ...judge(loaded, target) });
  };
  await adminRun('admin stats, GET /api/admin/stats', ['/api/admin/stats'], { p99Below: 200 });
  const monthAgo = localDate(config.TIMEZONE, -30);
  const inAMonth = localDate(config.TIMEZONE, 30);
  const popularTour = popular[0]?.tour_id ?? tourIds[0]!;
  const popularDeparture = popular[0]?.departure_id;
  const b = '/api/admin/bookings?limit=20';
  const adminLists: [string, string[]][] = [
    ['admin bookings, page 1', [`${b}&page=1`]],
    ['admin bookings, status=confirmed', [`${b}&status=confirmed`]],
    ['admin bookings, paymentStatus=paid', [`${b}&paymentStatus=paid`]],
    ['admin bookings, status=cancelled + refundStatus', [`${b}&status=cancelled&refundStatus=approved`]],
    ['admin bookings, disputed=true', [`${b}&disputed=true`]],
    ['admin bookings, departures in the next 30 days', [`${b}&from=${today}&to=${inAMonth}`]],
    [
      'admin bookings, status + payment + dates',
      [`${b}&status=confirmed&paymentStatus=unpaid&from=${monthAgo}&to=${inAMonth}`],
    ],
    ['admin bookings, one tour', [`${b}&tourId=${popularTour}`]],
    ['admin bookings, q=reference', ['TB-0012', 'TB-04567', 'TB-0999'].map((q) => `${b}&q=${q}`)],
    [
      'admin bookings, q=e-mail',
      ['traveller.123@', 'traveller.4567', 'nobody@'].map((q) => `${b}&q=${encodeURIComponent(q)}`),
    ],
    ['admin bookings, page 500', [`${b}&page=500`]],
    [
      'admin bookings, deep page (offset 90% in)',
      [`${b}&page=${Math.max(1, Math.floor((bookings * 0.9) / 20))}`],
    ],
    ['admin tours, page 1', ['/api/admin/posts?page=1&limit=20']],
    ['admin tours, search', ['kyoto', 'ramen', 'temple'].map((q) => `/api/admin/posts?limit=20&search=${q}`)],
    ['admin tours, sort=bookings', ['/api/admin/posts?limit=20&sort=bookings']],
    ['admin tours, sort=rating', ['/api/admin/posts?limit=20&sort=rating']],
    [
      'admin tours, deep page',
      [`/api/admin/posts?limit=20&page=${Math.max(1, Math.floor((tours * 0.9) / 20))}`],
    ],
    ['admin users, page 1', ['/api/admin/users?page=1&limit=20']],
    ['admin users, q', ['traveller.123', 'booker', 'nobody'].map((q) => `/api/admin/users?limit=20&q=${q}`)],
    ['admin users, sort=last-sign-in', ['/api/admin/users?limit=20&sort=last-sign-in']],
    [
      'admin users, deep page',
      [`/api/admin/users?limit=20&page=${Math.max(1, Math.floor((travellers * 0.9) / 20))}`],
    ],
    [
      'admin consultations',
      ['/api/admin/consultations?limit=20', '/api/admin/consultations?limit=20&status=new'],
    ],
    [
      'admin consultations, q',
      ['traveller.77', 'nobody'].map((q) => `/api/admin/consultations?limit=20&q=${q}`),
    ],
    [
      'admin date changes',
      ['/api/admin/booking-changes?limit=20', '/api/admin/booking-changes?limit=20&status=requested'],
    ],
    ['admin outbox', ['/api/admin/outbox?limit=20', '/api/admin/outbox?limit=20&q=refund']],
    [
      'admin chat inbox',
      ['/api/chat/admin/conversations', '/api/chat/admin/conversations?search=traveller.1'],
    ],
    ['admin payments of the day', [`/api/admin/payments?date=${monthAgo}`, '/api/admin/payments']],
    [
      'admin departures of the day, a page of 20 and a search',
      [
        `/api/admin/departures?date=${today}&limit=20`,
        `/api/admin/departures?date=${today}&limit=20&q=kyoto`,
      ],
    ],
    ...(popularDeparture
      ? ([
          ['admin manifest of a full departure', [`/api/admin/departures/${popularDeparture}/manifest`]],
          ['admin waitlist of a departure', [`/api/admin/departures/${popularDeparture}/waitlist`]],
        ] as [string, string[]][])
      : []),
  ];
  for (const [name, paths] of adminLists) await adminRun(name, paths, { p99Below: 100 });

  // Booking last: it changes seats the other scenarios read.
  const booked = await load(base, { connections, paths: bookingRequests, stagger: true, expect: 201 });
  // A 409 is a departure that filled up (its seats are listed once per run): booked per second counts 201s.
  const bookedPerSec = Math.round((booked.statuses['201'] ?? 0) / (booked.seconds || duration));
  report({
    name: `booking, POST /api/bookings (${bookers} travellers, ${departuresBooked} departures; ${bookedPerSec} booked/s, ${booked.statuses['409'] ?? 0} full)`,
    connections,
    ...booked,
  });
  const loadAfter = loadavg();

  await bare.close();
  await app.close();
  await database.close();

  console.log(
    `\nScale: ${sizes.tours} tours, ${sizes.bookings} bookings, ${sizes.users} users, ${sizes.departures} departures ` +
      `(${sizes.databaseMb} MB); API in-process, embedded PostgreSQL; ${os.cpus().length} CPUs; load average ` +
      `${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after${prerendered ? '' : '; tour pages NOT prerendered'}\n`,
  );
  console.log('| measurement | conn. | req/s | p50 ms | p99 ms | errors | target | result |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    const t = f.target;
    const target = t
      ? [
          t.shareOfBare
            ? `≥${t.shareOfBare}% of bare (${f.bare?.reqPerSec} req/s, p99 ${f.bare?.p99} ms; here ${f.share}%)`
            : '',
          t.p50Below ? `p50 < ${t.p50Below} ms` : '',
          t.p99Below ? `p99 < ${t.p99Below} ms` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : '(measured)';
    console.log(
      `| ${f.name} | ${f.connections} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${f.errors} | ${target} | ${f.pass === undefined ? '' : f.pass ? 'PASS' : 'MISS'} |`,
    );
  }
  console.log(
    `\nSeats offered to the booking scenario: ${seatsOffered}; answers ${JSON.stringify(booked.statuses)}`,
  );
  for (const line of skipped) console.log(`Not measured: ${line}`);
  if (logLines.length)
    console.log(`Server log, warn and above: ${logLines.length} lines, first: ${logLines[0]?.slice(0, 300)}`);
  console.log(`Total ${seconds(started)} s.`);

  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'scale-latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        sizes,
        seed,
        duration,
        loadBefore,
        loadAfter,
        prerendered,
        seatsOffered,
        figures,
        skipped,
      },
      null,
      2,
    ),
  );
  if (process.env.BENCH_KEEP_DATA !== 'true') rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
