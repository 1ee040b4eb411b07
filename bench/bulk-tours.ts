// What several benches share: a data directory of their own holding the bulk seeder's tours, and timing a
// piece of work a few times.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `dataDir` made afresh with `tours` generated tours (bulk-seed.ts, in its own process), unless
 * BENCH_KEEP_DATA=true and it is there from an earlier run. Answers whether it was made afresh, so a bench
 * knows to seed the rest of its data too.
 */
export function seedToursOnce(dataDir: string, tours: number): boolean {
  if (process.env.BENCH_KEEP_DATA === 'true' && existsSync(dataDir)) return false;
  rmSync(dataDir, { recursive: true, force: true });
  // The embedded PostgreSQL's own user must reach it when the bench runs as root.
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  console.log(`Seeding ${tours} tours into ${dataDir} ...`);
  execFileSync('npx', ['tsx', 'bench/bulk-seed.ts', '--tours', String(tours)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      BACKUP_NIGHTLY: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  return true;
}

/** Median and max of `runs` timings of `work`, in ms. */
export async function timed(work: () => Promise<unknown>, runs = 20) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { medianMs: Number(ms[Math.floor(runs / 2)]!.toFixed(1)), maxMs: Number(ms.at(-1)!.toFixed(1)) };
}
