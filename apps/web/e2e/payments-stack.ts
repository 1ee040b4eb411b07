import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeStripe } from '../../server/test/fake-stripe.ts';

/**
 * The product with online payment on, for the payment browser test: the fake Stripe API on loopback,
 * and the built server (which the first web server of the Playwright config has just built) started with
 * Stripe keys pointing at it, its own DATA_DIR and demo data. The fake's hosted page completes a payment,
 * posts the signed webhook to this server and sends the browser back, as Stripe does.
 * Stops both on SIGTERM, as Playwright stops its web servers.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.E2E_PAYMENTS_PORT ?? 5291);
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tabi-e2e-payments-'));
// The embedded PostgreSQL's own user must reach it, as in the main config.
chmodSync(dataDir, 0o755);

const fake = await startFakeStripe({ webhookUrl: `${publicUrl}/api/payments/webhook` });
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: publicUrl,
    // The browser tests' mailbox (mail-catcher.ts), started before this.
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 5293}?ignoreTLS=true`,
    ADMIN_PASSWORD: 'e2e-admin-password',
    ADMIN_KEY: 'e2e-admin-key-0123456789',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_REGISTER: '1000',
    RATE_LIMIT_ADMIN_KEY: '1000',
    RATE_LIMIT_BOOKING: '1000',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_payments',
    STRIPE_API_BASE: fake.apiBase,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.once('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
