import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built app started as a user starts it (`npm start`), on a free port with a
 * temporary DATA_DIR (0755 so the embedded PostgreSQL's own user can reach it), driving Debian's Chromium.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.E2E_PORT ?? 5290);
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? 5291);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 5293);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 5294);
const tourDayPort = Number(process.env.E2E_TOUR_DAY_PORT ?? 5292);
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? 5295);
const smtpUrl = `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`;
// The config is evaluated by the runner and by each worker: create the directory once and pass it on.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'tabi-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
chmodSync(dataDir, 0o755);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results/e2e-artifacts'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e.json') }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /mobile/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' }, testMatch: /mobile/ },
  ],
  // In order: the mailbox both products send through (mail-catcher.ts: SMTP on loopback, read by the
  // tests over HTTP, as a reader gets mail); the product built and started as `npm start` does (pay at the
  // meeting point); the same build with online payment against a fake Stripe (payments.spec.ts); the same
  // app on a clock the test moves, for the day of the tour (server/test/clocked-server.ts, tour-day.spec.ts).
  webServer: [
    {
      command: 'npx tsx apps/web/e2e/mail-catcher.ts',
      cwd: root,
      url: `http://127.0.0.1:${mailboxPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAILBOX_PORT: String(mailboxPort) },
    },
    {
      command: 'npm start',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: 'e2e-admin-password',
        ADMIN_KEY: 'e2e-admin-key-0123456789',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtpUrl,
        // Every browser test signs in from one address, as a whole crowd of travellers would from many:
        // the per-address limits are raised here (the server tests check the limits themselves).
        RATE_LIMIT_LOGIN: '1000',
        RATE_LIMIT_REGISTER: '1000',
        RATE_LIMIT_ADMIN_KEY: '1000',
        RATE_LIMIT_CONSULTATION: '1000',
        RATE_LIMIT_BOOKING: '1000',
      },
    },
    {
      command: 'npx tsx apps/web/e2e/payments-stack.ts',
      cwd: root,
      url: `http://127.0.0.1:${paymentsPort}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: { E2E_PAYMENTS_PORT: String(paymentsPort), E2E_SMTP_PORT: String(smtpPort) },
    },
    {
      command: 'npx tsx apps/server/test/clocked-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${tourDayPort}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: {
        E2E_TOUR_DAY_PORT: String(tourDayPort),
        E2E_CLOCK_PORT: String(clockPort),
        E2E_SMTP_PORT: String(smtpPort),
      },
    },
  ],
});
