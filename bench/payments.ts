// npm run bench:payments (or `npx tsx bench/payments.ts` from the root): online payment, against the fake
// Stripe API on loopback (apps/server/test/fake-stripe.ts) through the real SDK, on its own embedded
// PostgreSQL in bench/.data-payments. Requests reach the API in-process (app.inject); Stripe calls go
// over loopback HTTP to the fake, which answers at once (real Stripe adds its own 100–500 ms per call).
// - Checkout creation: BENCH_CHECKOUTS (300) bookings of one seat, one after another, POST /api/bookings
//   with a Stripe key (price, seat hold, Checkout Session) against the same without a key: p50 / p99.
// - Webhook processing: BENCH_EVENTS (1,000) signed `checkout.session.completed` events, one per booking
//   made above and paid on the fake (events for unknown bookings if bookings do not take online payment
//   yet), received through POST /api/payments/webhook (p50 / p99 of the 2xx) while nothing applies them,
//   then drained by a second app on the same database (a server process that starts with a queue):
//   per-event time from the claim to processed_at (the database's own clock), p50 / p99, and events/s.
// Figures are printed and written to bench/results/payments-latest.json, never asserted. The data
// directory is removed at the end unless BENCH_KEEP_DATA=true.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { policy } from '@tabi/contracts';
import { type App, composeApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { leaseMs } from '../apps/server/src/modules/payments/event-processor.ts';
import type { PaymentGateway } from '../apps/server/src/platform/payments/payment-gateway.ts';
import { type SignedWebhook, startFakeStripe } from '../apps/server/test/fake-stripe.ts';
import { insertTour } from '../apps/server/test/fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.data-payments');
const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 300);
const eventCount = Number(process.env.BENCH_EVENTS ?? 1000);
/**
 * One account may wait for `policy.unpaidHoldsPerAccount` payments at once (issue 23), and every booking
 * through the keyed app holds its seats until paid. Bookings take the travellers in turn over both apps
 * (the warm-up's 20 each, the timed `checkouts` each, then the keyed app's up to `eventCount`), so there
 * are enough travellers for each to book at most that many times in all.
 */
const bookingsMade = 2 * 20 + 2 * checkouts + Math.max(0, eventCount - checkouts);
const travellers = Math.ceil(bookingsMade / policy.unpaidHoldsPerAccount);
const departures = 20;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms1 = (ms: number) => Number(ms.toFixed(1));
const summary = (durations: number[]) => {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: ms1(percentile(sorted, 50)),
    p99Ms: ms1(percentile(sorted, 99)),
    maxMs: ms1(sorted.at(-1) ?? 0),
  };
};

/** A local date `days` after today in `timezone`, as YYYY-MM-DD. */
function localDate(timezone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function main() {
  const started = performance.now();
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const fake = await startFakeStripe();
  const base = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BACKUP_NIGHTLY: 'false',
    PORT: '0',
    LOG_LEVEL: 'silent',
    CURRENCY: 'JPY',
    TIMEZONE: 'Asia/Tokyo',
    RATE_LIMIT_REGISTER: '100000',
    RATE_LIMIT_BOOKING: '100000',
  };
  const keyed = loadConfig({
    ...base,
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_API_BASE: fake.apiBase,
  });
  const plain = loadConfig(base);
  const database = await openDatabase(keyed, quiet);
  await runMigrations(database.db);
  const open = (config: typeof keyed) =>
    composeApp({ config, database, webDistDir: '/nonexistent' }).then(async (composed) => {
      await composed.app.ready();
      return composed;
    });

  // The receiving app: books with Stripe and receives the webhooks.
  const receiver = await open(keyed);
  const withoutStripe = await open(plain);

  const tokens: string[] = [];
  for (let n = 0; n < travellers; n += 1) {
    const response = await receiver.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: `Bench Payer ${n}`,
        email: `payer${n}@bench.example.com`,
        password: 'bench password 123',
      },
    });
    if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
    tokens.push((response.json() as { token: string }).token);
  }
  // Holding seats to pay by card needs a confirmed address: as if each payer had opened the mailed link.
  await database.pool.query(
    `UPDATE users SET email_verified_at = now() WHERE email LIKE '%@bench.example.com'`,
  );
  // ¥12,000 a seat: stored as 1,200,000 hundredths, sent to Stripe as 12000 yen.
  const tour = await insertTour(database.db, {
    title: 'Bench: paid online',
    priceMinor: 1_200_000,
    maxGroupSize: 1_000_000,
  });
  const dates = Array.from({ length: departures }, (_, i) => localDate(keyed.TIMEZONE, 3 + i));

  let booked = 0;
  /** One booking of one seat; answers its latency and the Checkout Session's id, if it has one. */
  async function book(app: App) {
    const n = booked++;
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${tokens[n % travellers]}` },
      payload: {
        tourId: tour.id,
        date: dates[n % departures],
        participants: { adults: 1, children: 0 },
        contact: {
          name: 'Bench Payer',
          email: `payer${n % travellers}@bench.example.com`,
          phone: '+81 90 1234 5678',
        },
      },
    });
    const ms = performance.now() - start;
    if (response.statusCode !== 201)
      throw new Error(`booking failed (${response.statusCode}): ${response.body}`);
    const { data } = response.json() as { data: { payment: { checkoutUrl: string | null } | null } };
    const checkoutUrl = data.payment?.checkoutUrl;
    return { ms, sessionId: checkoutUrl ? checkoutUrl.slice(checkoutUrl.lastIndexOf('/') + 1) : null };
  }

  // 1. Checkout creation, against booking without a key (both warmed up first).
  for (let i = 0; i < 20; i += 1) {
    await book(withoutStripe.app);
    await book(receiver.app);
  }
  // Taken in turns, so that both see the same database (its size, its caches) and the same machine load.
  const plainMs: number[] = [];
  const checkoutMs: number[] = [];
  const sessions: string[] = [];
  for (let i = 0; i < checkouts; i += 1) {
    plainMs.push((await book(withoutStripe.app)).ms);
    const { ms, sessionId } = await book(receiver.app);
    checkoutMs.push(ms);
    if (sessionId) sessions.push(sessionId);
  }
  const online = sessions.length > 0;
  console.log(
    online
      ? `Checkout creation: ${checkouts} bookings with a Checkout Session each`
      : 'Checkout creation: bookings answered no checkout URL (bookings do not take online payment yet)',
  );

  // 2. Webhook processing. The receiver only stores: its processor is held on one event of its own, so
  // the queue builds up as it would while a server is down or busy.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const receiverGateway = receiver.payments as PaymentGateway;
  receiverGateway.handleEventsWith(() => held);
  const deliver = async ({ payload, signature }: SignedWebhook) => {
    const start = performance.now();
    const response = await receiver.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`webhook refused (${response.statusCode}): ${response.body}`);
    return performance.now() - start;
  };
  const hold = fake.signedEvent('bench.hold', { id: 'bench_hold', object: 'bench' });
  await deliver(hold);
  const { pool } = database;
  const holdId = (JSON.parse(hold.payload) as { id: string }).id;
  while (
    (await pool.query('SELECT 1 FROM stripe_events WHERE id = $1 AND attempts > 0', [holdId])).rowCount === 0
  )
    await new Promise((resolve) => setTimeout(resolve, 10));

  if (online) while (sessions.length < eventCount) sessions.push((await book(receiver.app)).sessionId!);
  const webhooks: SignedWebhook[] = [];
  for (let i = 0; i < eventCount; i += 1) {
    webhooks.push(
      online
        ? await fake.completeCheckout(sessions[i]!)
        : fake.signedEvent('checkout.session.completed', {
            id: `cs_test_unknown_${i}`,
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
            metadata: { bookingId: crypto.randomUUID() },
            client_reference_id: null,
            payment_intent: null,
          }),
    );
  }
  const receiveMs: number[] = [];
  for (const webhook of webhooks) receiveMs.push(await deliver(webhook));
  const ids = webhooks.map((webhook) => (JSON.parse(webhook.payload) as { id: string }).id);

  // A server process starting with the queue: it drains everything due, timed.
  const processor = await open(keyed);
  const drainStart = performance.now();
  const applied = await (processor.payments as PaymentGateway).drain();
  const drainMs = performance.now() - drainStart;
  const { rows } = await pool.query<{ ms: number }>(
    `SELECT extract(epoch FROM processed_at - (next_attempt_at - $2 * interval '1 millisecond')) * 1000 AS ms
       FROM stripe_events WHERE id = ANY($1) AND processed_at IS NOT NULL`,
    [ids, leaseMs],
  );
  const paid = online
    ? ((
        await pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bookings WHERE checkout_session_id = ANY($1) AND payment_status = 'paid'",
          [sessions.slice(0, eventCount)],
        )
      ).rows[0]?.n ?? 0)
    : null;

  release();
  for (const app of [processor.app, receiver.app, withoutStripe.app]) await app.close();
  await database.close();
  await fake.close();
  if (process.env.BENCH_KEEP_DATA !== 'true') rmSync(dataDir, { recursive: true, force: true });

  const results = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg().map((v) => Number(v.toFixed(2))) },
    checkout: {
      withStripe: summary(checkoutMs),
      withoutStripe: summary(plainMs),
      sessionsCreated: online ? checkouts : 0,
    },
    webhooks: {
      events: eventCount,
      kind: online
        ? 'checkout.session.completed of real bookings'
        : 'checkout.session.completed of unknown bookings',
      receive: summary(receiveMs),
      applied,
      perEvent: summary(rows.map((row) => Number(row.ms))),
      drainSeconds: Number((drainMs / 1000).toFixed(2)),
      eventsPerSecond: Math.round(applied / (drainMs / 1000)),
      bookingsPaid: paid,
    },
    seconds: Math.round((performance.now() - started) / 1000),
  };
  const row = (
    what: string,
    figures: { count: number; p50Ms: number; p99Ms: number; maxMs: number },
    extra = '',
  ) =>
    `${what.padEnd(44)}${String(figures.count).padStart(6)}${String(figures.p50Ms).padStart(9)}${String(figures.p99Ms).padStart(9)}${String(figures.maxMs).padStart(9)}  ${extra}`;
  console.log(
    `\n${'what'.padEnd(44)}${'n'.padStart(6)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  console.log(row('POST /api/bookings, Stripe Checkout', results.checkout.withStripe));
  console.log(row('POST /api/bookings, no Stripe key', results.checkout.withoutStripe));
  console.log(row('POST /api/payments/webhook (verify, store)', results.webhooks.receive));
  console.log(
    row(
      'event applied (claim to processed_at)',
      results.webhooks.perEvent,
      `${results.webhooks.eventsPerSecond} events/s (${applied} in ${results.webhooks.drainSeconds} s)`,
    ),
  );
  console.log(
    `\nEvents: ${results.webhooks.kind}${paid === null ? '' : `; bookings paid after the drain: ${paid} of ${eventCount}`}`,
  );
  console.log(
    `${results.seconds} s in all, ${results.machine.cpus} CPUs, load ${results.machine.loadavg.join(' ')}`,
  );
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results', 'payments-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
}

await main();
