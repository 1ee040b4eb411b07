// npm run bench:bookings -w @tabi/bench (or `npx tsx bench/bookings.ts` from the root): booking a tour.
// - throughput: 50 concurrent clients (50 travellers) booking one seat at a time on 20 departures of one
//   tour with room for everyone, for BENCH_SECONDS: bookings (201) per second, p50 / p99;
// - the fight: 200 travellers ask for one seat each, at the same moment, on a fresh departure of 10 seats:
//   p50 / p90 / p99 / max of each request's latency, 201s (10) and 409s (190), wall time; five fights on
//   five fresh departures, each p99 and their median.
// The API runs in-process on its own embedded PostgreSQL in bench/.data-bookings (the server's own pool of
// 10 connections); the clients run in their own processes (autocannon through load-generator.mjs, the
// burst through burst-client.mjs). Figures are printed, never asserted.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase } from '../apps/server/src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { insertTour } from '../apps/server/test/fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.data-bookings');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** For comparison only: a pool of another size than the server's default (opened as open.ts does). */
const poolOverride = process.env.BENCH_POOL_MAX ? Number(process.env.BENCH_POOL_MAX) : undefined;
const throughputClients = 50;
const departureCount = 20;
const fighters = 200;
const seats = 10;
const fightCount = 5;
const password = 'bench password 123';
const phone = '+81 90 1234 5678';
/** Part of every e-mail, so a kept database (BENCH_KEEP_DATA) takes new accounts. */
const run = Date.now().toString(36);

type Request = { method: string; path: string; headers: Record<string, string>; body: string };
type Loaded = {
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  total: number;
  statuses: Record<string, number>;
  seconds: number;
};
type Burst = {
  sockets: number;
  socketsOpenedDuringBurst: number;
  wallMs: number;
  answers: { status: number; ms: number; body?: string }[];
};

/** autocannon in its own process; `stagger` starts each connection at a different request of the list. */
async function load(
  url: string,
  options: { connections: number; paths: Request[]; amount?: number; expect: number },
): Promise<Loaded> {
  const input = JSON.stringify({ url, duration, stagger: true, ...options });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(here, 'load-generator.mjs'), input],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as Loaded;
}

/**
 * The burst client in its own process (burst-client.mjs): answers once it holds one open keep-alive
 * socket per request; `fire` then sends them all at once and answers what came back.
 */
async function burstClient(url: string, requests: Request[]) {
  const child = spawn(process.execPath, [path.join(here, 'burst-client.mjs')], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const reply = <T>() =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        child.off('exit', onExit);
        resolve(message as T);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the burst client exited (${code}): ${stderr}`));
      };
      child.once('message', onMessage);
      child.once('exit', onExit);
    });
  const warm = reply<{ sockets: number }>();
  child.send({ url, requests });
  const { sockets } = await warm;
  return {
    sockets,
    fire: () => {
      const answered = reply<Burst>();
      child.send('go');
      return answered;
    },
  };
}

/** A local date `days` after today in `timezone`, as YYYY-MM-DD. */
function localDate(timezone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms1 = (ms: number) => Number(ms.toFixed(1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadavg = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/**
 * CPU seconds used so far by the embedded PostgreSQL (the postmaster this process started and its
 * backends), from /proc; undefined where there is no /proc.
 */
function postgresCpuSeconds(): number | undefined {
  try {
    const processes = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const [, command = '', rest = ''] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
          const fields = rest.split(' ');
          // After the command: state, ppid, ... utime (12th), stime (13th), in clock ticks (100 a second).
          return [
            {
              pid: Number(pid),
              command,
              ppid: Number(fields[1]),
              ticks: Number(fields[11]) + Number(fields[12]),
            },
          ];
        } catch {
          return [];
        }
      });
    const postmasters = new Set(
      processes.filter((p) => p.ppid === process.pid && p.command === 'postgres').map((p) => p.pid),
    );
    const ticks = processes
      .filter((p) => postmasters.has(p.pid) || postmasters.has(p.ppid))
      .reduce((sum, p) => sum + p.ticks, 0);
    return postmasters.size > 0 ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

/** Pino's JSON lines grouped by level and message (with the error's message), one line per group. */
function summarizeLog(lines: string[]): string[] {
  const groups = new Map<string, number>();
  for (const line of lines.filter((l) => l.trim())) {
    let key = line.slice(0, 200);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      key = `level ${entry.level} "${entry.msg}"${entry.err?.message ? `: ${entry.err.message}` : ''}`;
    } catch {}
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, count]) => `${count} × ${key}`);
}

async function main() {
  const started = performance.now();
  const loadBefore = loadavg();
  if (process.env.BENCH_KEEP_DATA !== 'true' || !existsSync(dataDir)) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  }

  // The server's warnings and errors are kept, grouped and reported at the end.
  const logLines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BACKUP_NIGHTLY: 'false',
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REGISTER: '100000',
    // Each traveller books over and over here: the per-account limit would end the benchmark.
    RATE_LIMIT_BOOKING: '100000',
  });
  const log = {
    info: () => {},
    warn: (message: string) => logger.warn(message),
    error: (obj: object, message: string) => logger.error(obj, message),
  };
  const database = poolOverride
    ? await (async () => {
        const cluster = await startEmbeddedPostgres({
          dir: path.join(config.dataDir, 'postgres'),
          logger: log,
        });
        await ensureDatabase(cluster.adminUrl, 'tabi');
        return connectDatabase(cluster.urlFor('tabi'), 'embedded', log, {
          max: poolOverride,
          onClose: cluster.stop,
        });
      })()
    : await openDatabase(config, log);
  await runMigrations(database.db);
  const app = await buildApp({ config, database, logger, webDistDir: '/nonexistent' });
  const { pool } = database;
  const poolMax = pool.options.max;
  const bookingsOf = async (tourId: string) =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE tour_id = $1', [tourId]))
      .rows[0]?.n ?? 0;

  // Travellers: 200 registered accounts (argon2id each), four at a time; the first 50 book in the
  // throughput run, all 200 in every fight (each fight is on a fresh departure).
  const registerStarted = performance.now();
  const tokens: string[] = new Array(fighters);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < fighters) {
        const n = next++;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: `Bench Traveller ${n}`,
            email: `traveller${n}.${run}@bench.example.com`,
            password,
          },
        });
        if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
        tokens[n] = (response.json() as { token: string }).token;
      }
    }),
  );
  const registerSeconds = (performance.now() - registerStarted) / 1000;
  console.log(`Registered ${fighters} travellers in ${registerSeconds.toFixed(1)} s`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const bookingRequest = (traveller: number, tourId: string, date: string): Request => ({
    method: 'POST',
    path: '/api/bookings',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[traveller]}` },
    body: JSON.stringify({
      tourId,
      date,
      participants: { adults: 1, children: 0 },
      contact: {
        name: `Bench Traveller ${traveller}`,
        email: `traveller${traveller}.${run}@bench.example.com`,
        phone,
      },
    }),
  });

  /** What the server process and its pool went through while `run` ran. */
  async function observed<T>(run: () => Promise<T>) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let waitingMax = 0;
    let totalMax = 0;
    const sampler = setInterval(() => {
      waitingMax = Math.max(waitingMax, pool.waitingCount);
      totalMax = Math.max(totalMax, pool.totalCount);
    }, 5);
    const cpu = process.cpuUsage();
    const postgresCpu = postgresCpuSeconds();
    const wall = performance.now();
    delay.enable();
    const result = await run();
    delay.disable();
    clearInterval(sampler);
    const used = process.cpuUsage(cpu);
    const wallMs = performance.now() - wall;
    const postgresCpuAfter = postgresCpuSeconds();
    const server = {
      cpuPercent: Math.round(((used.user + used.system) / 1000 / wallMs) * 100),
      postgresCpuPercent:
        postgresCpu === undefined || postgresCpuAfter === undefined
          ? null
          : Math.round(((postgresCpuAfter - postgresCpu) * 1000 * 100) / wallMs),
      eventLoopDelayP99Ms: ms1(delay.percentile(99) / 1e6),
      eventLoopDelayMaxMs: ms1(delay.max / 1e6),
      poolConnectionsMax: totalMax,
      poolWaitingMax: waitingMax,
    };
    return { result, server };
  }

  const deadlocks = async () =>
    (
      await pool.query<{ deadlocks: number }>(
        'SELECT deadlocks::int AS deadlocks FROM pg_stat_database WHERE datname = current_database()',
      )
    ).rows[0]?.deadlocks ?? 0;
  const deadlocksBefore = await deadlocks();
  /** Transactions committed in the database and WAL flushes (fsyncs) so far (PostgreSQL 18's pg_stat_io). */
  const activity = async () => {
    const { rows } = await pool.query<{ commits: string }>(
      'SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()',
    );
    const walSyncs = await pool
      .query<{ n: string | null }>("SELECT sum(fsyncs) AS n FROM pg_stat_io WHERE object = 'wal'")
      .then(
        ({ rows: [row] }) => (row?.n == null ? null : Number(row.n)),
        () => null,
      );
    return { commits: Number(rows[0]?.commits ?? 0), walSyncs };
  };

  // 1. Throughput: one tour with room for everyone, 20 departures (3 to 22 days ahead), 50 clients.
  // Request k is traveller k % 50 on departure k % 20; connection i starts at request i.
  const bigTour = await insertTour(database.db, {
    title: 'Bench: room for everyone',
    maxGroupSize: 1_000_000,
  });
  const dates = Array.from({ length: departureCount }, (_, i) => localDate(config.TIMEZONE, 3 + i));
  const spread = Array.from({ length: 100 }, (_, k) =>
    bookingRequest(k % throughputClients, bigTour.id, dates[k % departureCount]!),
  );
  const warmUp = await load(base, { connections: 10, paths: spread, amount: 500, expect: 201 });
  // For reference: one client, one booking at a time (no queueing anywhere).
  const single = await load(base, { connections: 1, paths: spread, amount: 200, expect: 201 });
  console.log(
    `One at a time: ${single.statuses['201'] ?? 0} bookings, p50 ${single.p50} ms, p99 ${single.p99} ms`,
  );
  await sleep(1500); // the last notices are written, and the backends report their statistics
  const bookedBefore = await bookingsOf(bigTour.id);
  const activityBefore = await activity();
  const loadAtThroughput = loadavg();
  console.log(
    `Throughput: ${throughputClients} clients on ${departureCount} departures for ${duration} s ...`,
  );
  const { result: throughput, server: throughputServer } = await observed(() =>
    load(base, { connections: throughputClients, paths: spread, expect: 201 }),
  );
  // The notices (notification + outbox mail) of the last bookings are written after the answer; the
  // backends report their statistics within a second of going idle.
  await sleep(1500);
  const bookedAfter = await bookingsOf(bigTour.id);
  const activityAfter = await activity();
  const perBooking = (n: number) => Number((n / Math.max(1, bookedAfter - bookedBefore)).toFixed(2));
  const created = throughput.statuses['201'] ?? 0;
  const consistency = await pool.query<{ departures: number; booked: number; sold: number }>(
    `SELECT count(*)::int AS departures, coalesce(sum(d.booked), 0)::int AS booked,
            (SELECT count(*)::int FROM bookings b WHERE b.tour_id = $1) AS sold
       FROM departures d WHERE d.tour_id = $1`,
    [bigTour.id],
  );
  const throughputFigures = {
    clients: throughputClients,
    departures: departureCount,
    seconds: throughput.seconds,
    bookingsPerSec: Math.round(created / throughput.seconds),
    reqPerSec: throughput.reqPerSec,
    created,
    non201: throughput.errors,
    timeouts: throughput.timeouts,
    statuses: throughput.statuses,
    p50Ms: throughput.p50,
    p90Ms: throughput.p90,
    p99Ms: throughput.p99,
    maxMs: throughput.max,
    rowsWritten: bookedAfter - bookedBefore,
    commitsPerBooking: perBooking(activityAfter.commits - activityBefore.commits),
    walFsyncsPerBooking:
      activityAfter.walSyncs === null || activityBefore.walSyncs === null
        ? null
        : perBooking(activityAfter.walSyncs - activityBefore.walSyncs),
    oneAtATime: {
      bookings: single.statuses['201'] ?? 0,
      non201: single.errors,
      bookingsPerSec: single.reqPerSec,
      p50Ms: single.p50,
      p90Ms: single.p90,
      p99Ms: single.p99,
      maxMs: single.max,
    },
    database: consistency.rows[0],
    warmUp: { bookings: warmUp.statuses['201'] ?? 0, errors: warmUp.errors },
    server: throughputServer,
    loadavgBefore: loadAtThroughput,
  };
  console.log(
    `  ${throughputFigures.bookingsPerSec} bookings/s, p50 ${throughput.p50} ms, p99 ${throughput.p99} ms, ` +
      `non-201 ${throughput.errors}; CPU server ${throughputServer.cpuPercent}%, PostgreSQL ` +
      `${throughputServer.postgresCpuPercent}%; pool waiting max ${throughputServer.poolWaitingMax}`,
  );

  // 2. The fight: 200 travellers, one seat each, a fresh departure of 10 seats; five times.
  const smallTour = await insertTour(database.db, { title: 'Bench: ten seats', maxGroupSize: seats });
  const fights = [];
  for (let f = 0; f < fightCount; f++) {
    const date = localDate(config.TIMEZONE, 30 + f);
    const requests = Array.from({ length: fighters }, (_, i) => bookingRequest(i, smallTour.id, date));
    const loadAtFight = loadavg();
    const client = await burstClient(base, requests);
    await sleep(300); // the warm-up's health checks are over
    const { result, server } = await observed(client.fire);
    await sleep(500);
    const latencies = result.answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const answer of result.answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const winners = result.answers
      .filter((answer) => answer.status === 201)
      .map((answer) => answer.ms)
      .sort((a, b) => a - b);
    const messages: Record<string, number> = {};
    for (const answer of result.answers.filter((a) => a.status !== 201)) {
      let message = answer.body ?? '';
      try {
        message = (JSON.parse(message) as { message?: string }).message ?? message;
      } catch {}
      message = `${answer.status} ${message.replace(/ on \w{3} \d+ \w{3} \d{4}\.$/, ' on <date>.')}`;
      messages[message] = (messages[message] ?? 0) + 1;
    }
    const [departure] = (
      await pool.query<{ booked: number; sold: number }>(
        `SELECT d.booked, (SELECT count(*)::int FROM bookings b WHERE b.departure_id = d.id) AS sold
           FROM departures d WHERE d.tour_id = $1 AND d.date = $2`,
        [smallTour.id, date],
      )
    ).rows;
    const fight = {
      date,
      created: statuses['201'] ?? 0,
      conflicts: statuses['409'] ?? 0,
      statuses,
      p50Ms: ms1(percentile(latencies, 50)),
      p90Ms: ms1(percentile(latencies, 90)),
      p99Ms: ms1(percentile(latencies, 99)),
      maxMs: ms1(latencies.at(-1)!),
      minMs: ms1(latencies[0]!),
      winnersMs: winners.map(ms1),
      wallMs: ms1(result.wallMs),
      sockets: result.sockets,
      socketsOpenedDuringBurst: result.socketsOpenedDuringBurst,
      answers: messages,
      departure,
      server,
      loadavgBefore: loadAtFight,
    };
    fights.push(fight);
    console.log(
      `Fight ${f + 1}: ${fight.created} × 201, ${fight.conflicts} × 409 in ${fight.wallMs} ms; ` +
        `p50 ${fight.p50Ms} ms, p99 ${fight.p99Ms} ms, max ${fight.maxMs} ms; departure booked ${departure?.booked}, ` +
        `rows ${departure?.sold}; pool waiting max ${server.poolWaitingMax}`,
    );
  }
  const p99s = fights.map((fight) => fight.p99Ms);
  const medianP99 = [...p99s].sort((a, b) => a - b)[Math.floor(p99s.length / 2)]!;

  await sleep(1000); // pg_stat_database is updated when a backend reports its statistics
  const deadlockCount = (await deadlocks()) - deadlocksBefore;
  const serverLog = summarizeLog(logLines);
  const shutdownFrom = logLines.length;
  await app.close();
  await database.close();
  const shutdownLog = summarizeLog(logLines.slice(shutdownFrom));
  const loadAfter = loadavg();

  // ---------------------------------------------------------------------------------------------------
  const cpus = os.cpus().length;
  console.log(
    `\nBooking a tour: API in-process on embedded PostgreSQL (pg pool max ${poolMax} connections${poolOverride ? ", BENCH_POOL_MAX; the server's default is 10" : ", the server's default"}), ` +
      `clients in their own processes; ${cpus} CPUs; load average ${loadBefore.join(' ')} at the start, ` +
      `${loadAfter.join(' ')} at the end\n`,
  );
  const t = throughputFigures;
  console.log('| throughput | clients | bookings/s | p50 ms | p90 ms | p99 ms | max ms | non-201 |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| 1 seat each, ${departureCount} departures of one tour, ${t.seconds} s | ${t.clients} | ${t.bookingsPerSec} | ${t.p50Ms} | ${t.p90Ms} | ${t.p99Ms} | ${t.maxMs} | ${t.non201} |`,
  );
  const o = t.oneAtATime;
  console.log(
    `| for reference: one client, one booking at a time (${o.bookings}) | 1 | ${o.bookingsPerSec} | ${o.p50Ms} | ${o.p90Ms} | ${o.p99Ms} | ${o.maxMs} | ${o.non201} |`,
  );
  console.log(
    `\n${t.created} bookings answered 201 within the run, ${t.rowsWritten} rows written (the difference: requests ` +
      `in flight when it stopped); departures: ${t.database?.departures}, seats booked ${t.database?.booked} = ` +
      `bookings ${t.database?.sold}. Per booking: ${t.commitsPerBooking} database transactions, ` +
      `${t.walFsyncsPerBooking ?? '?'} WAL fsyncs. Server process CPU ${t.server.cpuPercent}%, PostgreSQL ` +
      `${t.server.postgresCpuPercent ?? '?'}% (100% = one core); event-loop delay p99 ${t.server.eventLoopDelayP99Ms} ms; ` +
      `pool connections max ${t.server.poolConnectionsMax}, queries waiting for one max ${t.server.poolWaitingMax}.`,
  );
  console.log(
    `\n| fight: ${fighters} clients, one seat each, ${seats} seats | 201 | 409 | p50 ms | p90 ms | p99 ms | max ms | wall ms | pool waiting max | CPU server / PostgreSQL | load avg |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [i, f] of fights.entries())
    console.log(
      `| ${i + 1} (${f.date}) | ${f.created} | ${f.conflicts} | ${f.p50Ms} | ${f.p90Ms} | ${f.p99Ms} | ${f.maxMs} | ${f.wallMs} | ${f.server.poolWaitingMax} | ${f.server.cpuPercent}% / ${f.server.postgresCpuPercent ?? '?'}% | ${f.loadavgBefore[0]} |`,
    );
  console.log(
    `\np99 of a booking in the fight: median of ${fightCount} = ${medianP99} ms (each: ${p99s.join(', ')})`,
  );
  const answerKinds = new Map<string, number>();
  for (const f of fights)
    for (const [message, count] of Object.entries(f.answers))
      answerKinds.set(message, (answerKinds.get(message) ?? 0) + count);
  console.log('Answers other than 201, over all fights:');
  for (const [message, count] of answerKinds) console.log(`  ${count} × ${message}`);
  console.log(
    `Deadlocks reported by PostgreSQL: ${deadlockCount}. Registration of ${fighters} travellers: ${registerSeconds.toFixed(1)} s. ` +
      `Total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  console.log(
    serverLog.length > 0
      ? `\nServer log (warn and above), by message:\n${serverLog.map((line) => `  ${line}`).join('\n')}`
      : '\nServer log: nothing at warn or above.',
  );
  if (shutdownLog.length > 0)
    console.log(
      `Logged while the server and its database were closing, by message:\n${shutdownLog.map((line) => `  ${line}`).join('\n')}`,
    );

  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'bookings-latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { cpus, node: process.version, loadavgBefore: loadBefore, loadavgAfter: loadAfter },
        server: {
          process: 'in-process (tsx), embedded PostgreSQL',
          poolMax,
          poolMaxIsDefault: !poolOverride,
        },
        registration: { travellers: fighters, seconds: Number(registerSeconds.toFixed(1)) },
        throughput: throughputFigures,
        fight: { clients: fighters, seats, p99sMs: p99s, medianP99Ms: medianP99, fights },
        deadlocks: deadlockCount,
        serverLog,
        shutdownLog,
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
