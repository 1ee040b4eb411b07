// npm run bench:auth -w @tabi/bench (or `npx tsx bench/auth.ts` from the root): what sessions cost.
// Password sign-in throughput and latency at 20 concurrent clients (argon2id dominates), one argon2
// verification on its own, and the price of the session check: an authenticated GET /api/auth/me against
// anonymous routes at the same concurrency. Then, one request at a time (in-process): following a
// confirmation link, Google claiming an unconfirmed account (the link), and the second step of a
// sign-in with a recovery code. The API runs in-process on its own embedded PostgreSQL in
// bench/.data-auth; autocannon runs in a separate process. Figures are printed, never asserted.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { argon2Options, hashPassword, verifyPassword } from '../apps/server/src/platform/passwords.ts';
import { startGoogleIssuer } from '../apps/server/test/google-issuer.ts';
import { startSmtpCapture } from '../apps/server/test/smtp.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.data-auth');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

type Request = string | { method: string; path: string; headers?: Record<string, string>; body?: string };
type Figures = { name: string; reqPerSec: number; p50: number; p99: number; errors: number };

async function load(url: string, name: string, paths: Request[], headers?: Record<string, string>) {
  const input = JSON.stringify({ url, connections, duration, paths, headers });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(here, 'load-generator.mjs'), input],
    {
      maxBuffer: 1024 * 1024,
    },
  );
  const { reqPerSec, p50, p99, errors } = JSON.parse(stdout);
  const figures: Figures = { name, reqPerSec, p50, p99, errors };
  console.log(`${name}: ${reqPerSec} req/s, p50 ${p50} ms, p99 ${p99} ms, errors ${errors}`);
  return figures;
}

/** Median of `runs` timings of one call, in milliseconds. */
async function median(runs: number, call: () => Promise<unknown>): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return Number(timings[Math.floor(runs / 2)]!.toFixed(1));
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const unlimited = String(1_000_000_000);
  // Mail goes to a loopback SMTP server (the confirmation links are read there); Google is a local issuer.
  const smtp = await startSmtpCapture();
  const google = await startGoogleIssuer();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BACKUP_NIGHTLY: 'false',
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN: unlimited,
    RATE_LIMIT_REGISTER: unlimited,
    RATE_LIMIT_RESET: unlimited,
    RATE_LIMIT_GOOGLE: unlimited,
    RATE_LIMIT_AUTH_CEILING: unlimited,
    SMTP_URL: smtp.url,
    ...google.env,
  });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const database = await openDatabase(config, quiet);
  await runMigrations(database.db);
  const app = await buildApp({ config, database, webDistDir: '/nonexistent' });

  const account = { name: 'Bench Traveller', email: 'bench@example.com', password: 'bench password 123' };
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const { token } = registered.json() as { token: string };

  const links = await accountLinks(app, smtp, google);

  // One verification alone (no load): the argon2id parameters' cost on this machine.
  const hash = await hashPassword(account.password);
  const argon2Ms = await median(20, () => verifyPassword(hash, account.password));
  const { memoryCost, timeCost, parallelism } = argon2Options;
  const parameters = `${memoryCost / 1024} MiB, t=${timeCost}, p=${parallelism}`;
  console.log(`argon2id verification (${parameters}), median of 20: ${argon2Ms} ms`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Warm up the JIT and the connection pool.
  await load(base, 'warm-up', ['/api/health', '/api/config']);

  const login = {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  };
  // Reads first: the sign-in run rewrites the account's row (last sign-in) thousands of times, and the
  // dead row versions it leaves until autovacuum comes would slow the reads of that row.
  const me = await load(base, 'GET /api/auth/me (session check + user read)', ['/api/auth/me'], {
    authorization: `Bearer ${token}`,
  });
  const health = await load(base, 'GET /api/health (anonymous, one SELECT 1)', ['/api/health']);
  const noDatabase = await load(base, 'GET /api/config (anonymous, no database)', ['/api/config']);
  const signIn = await load(base, 'POST /api/auth/login (argon2id verify + new session)', [login]);
  const figures = [signIn, me, health, noDatabase];
  await app.close();
  await database.close();
  await smtp.close();
  await google.close();

  console.log(`\nSessions on embedded PostgreSQL, ${connections} connections, ${duration} s per scenario\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const f of figures) console.log(`| ${f.name} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${f.errors} |`);
  console.log(`| one argon2id verification (${parameters}), median of 20, no load | | ${argon2Ms} | | |`);
  console.log('\nOne request at a time, in-process, median of 20 (10 for recovery codes):\n');
  console.log('| step | median ms |');
  console.log('|---|---|');
  for (const [step, ms] of Object.entries(links)) console.log(`| ${step} | ${ms} |`);
  // At saturation each request holds the server for 1/throughput: the difference is what the check adds.
  const perRequest = 1000 / me.reqPerSec - 1000 / health.reqPerSec;
  console.log(
    `\nSession check: /api/auth/me serves ${Math.round((me.reqPerSec / health.reqPerSec) * 100)}% of /api/health's rate; ` +
      `p50 +${(me.p50 - health.p50).toFixed(1)} ms, about ${perRequest.toFixed(2)} ms of server time per request.`,
  );

  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'auth-latest.json'),
    JSON.stringify(
      { at: new Date().toISOString(), connections, duration, argon2Options, argon2Ms, figures, links },
      null,
      2,
    ),
  );
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The account links, timed one request at a time: following the mailed confirmation link, Google signing
 * in to an account whose address nobody confirmed (it claims it: password removed, sessions ended), and
 * the second step of a sign-in with a recovery code. Each figure is the median of its runs, in ms.
 */
async function accountLinks(
  app: App,
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>,
  google: Awaited<ReturnType<typeof startGoogleIssuer>>,
) {
  const runs = 20;
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const expectStatus = <R extends { statusCode: number; body: string }>(response: R, status: number): R => {
    if (response.statusCode !== status) throw new Error(`expected ${status}: ${response.body}`);
    return response;
  };
  const register = async (label: string, i: number) => {
    const email = `${label}-${i}@example.com`;
    const password = 'a bench passphrase';
    const response = expectStatus(await post('/api/auth/register', { name: 'Bench', email, password }), 201);
    return { email, password, token: (response.json() as { token: string }).token };
  };

  const tokens: string[] = [];
  for (let i = 0; i < runs; i++) {
    const { email } = await register('confirm', i);
    tokens.push(await confirmationToken(smtp, email));
  }
  let next = 0;
  const verify = await median(runs, async () =>
    expectStatus(await post('/api/auth/verify-email', { token: tokens[next++] }), 200),
  );

  const unconfirmed = [];
  for (let i = 0; i < runs; i++) unconfirmed.push(await register('claimed', i));
  const credentials = await Promise.all(
    unconfirmed.map(({ email }, i) => google.token(`google-${i}`, { claims: { email, name: 'Bench' } })),
  );
  next = 0;
  const claim = await median(runs, async () =>
    expectStatus(await post('/api/auth/google', { credential: credentials[next++] }), 200),
  );

  // Two-step sign-in with a recovery code: the password's argon2 is the first step, timed apart.
  const owner = await register('two-step', 0);
  expectStatus(
    await post('/api/auth/verify-email', { token: await confirmationToken(smtp, owner.email) }),
    200,
  );
  const setup = expectStatus(
    await post('/api/auth/two-factor/setup', { currentPassword: owner.password }, owner.token),
    200,
  );
  const secret = (setup.json() as { data: { secret: string } }).data.secret;
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
  const enabled = expectStatus(await post('/api/auth/two-factor/enable', { code }, owner.token), 200);
  const codes = (enabled.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
  const challenges: string[] = [];
  for (let i = 0; i < codes.length; i++) {
    const first = expectStatus(
      await post('/api/auth/login', { email: owner.email, password: owner.password }),
      403,
    );
    challenges.push((first.json() as { details: { challenge: string } }).details.challenge);
  }
  next = 0;
  const secondStep = await median(codes.length, async () => {
    const i = next++;
    return expectStatus(
      await post('/api/auth/two-factor/verify', { challenge: challenges[i], code: codes[i] }),
      200,
    );
  });

  return {
    'follow the confirmation link (POST /api/auth/verify-email)': verify,
    'Google claims an unconfirmed account (POST /api/auth/google)': claim,
    'second step with a recovery code (POST /api/auth/two-factor/verify)': secondStep,
  };
}

async function confirmationToken(smtp: Awaited<ReturnType<typeof startSmtpCapture>>, email: string) {
  const mail = await smtp.take({ to: email, subject: 'Confirm your e-mail address' });
  return /\/verify-email\/([\w-]+)/.exec(mail.text)![1]!;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
