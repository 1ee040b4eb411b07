// `npm test`: unit and integration tests (vitest: server on a real PostgreSQL, web in jsdom), then the
// browser tests (Playwright driving Debian's Chromium against the built app started with `npm start`).
// Each runner also writes a JSON report under test-results/, which .ci/run adds up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const label = process.env.TEST_LABEL ?? 'default';
mkdirSync(path.join(root, 'test-results'), { recursive: true });

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

let failed = 0;

if (!only || only === 'unit') {
  const projects = process.env.TEST_PROJECT ? ['--project', process.env.TEST_PROJECT] : [];
  failed += run('npx', [
    'vitest',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/vitest-${label}.json`,
  ]);
}

if (!only || only === 'e2e') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) {
    failed += run('npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
    });
  } else {
    console.log(
      `Browser tests skipped: no Chromium at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
}

process.exit(failed === 0 ? 0 : 1);
