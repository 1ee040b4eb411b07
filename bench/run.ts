// npm run bench: the catalog API on 10,000 tours (embedded PostgreSQL) against the limit of the same
// payload served from memory by a bare route in the same process, plus the web entry chunk's size.
// Figures are printed and written to bench/results/latest.json; nothing here is a pass/fail test.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { seedToursOnce } from './bulk-tours.ts';
import { entryChunkSize, lazyChunksSize } from './web-bundle.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const tours = Number(process.env.BENCH_TOURS ?? 10_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = path.join(here, '.data');

type Figures = {
  name: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
};
type Load = { connections: number; paths: string[]; amount?: number };

async function load(url: string, { connections, paths, amount }: Load): Promise<Omit<Figures, 'name'>> {
  const input = JSON.stringify({ url, connections, duration, amount, paths });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(here, 'load-generator.mjs'), input],
    {
      maxBuffer: 1024 * 1024,
    },
  );
  const measured = JSON.parse(stdout);
  return {
    connections,
    reqPerSec: measured.reqPerSec,
    p50: measured.p50,
    p99: measured.p99,
    errors: measured.errors,
  };
}

/** Ordinary search terms: cities, category words, things people look for. */
const searchTerms = [
  'kyoto',
  'tokyo',
  'osaka',
  'nara',
  'hiroshima',
  'hakone',
  'nikko',
  'kanazawa',
  'takayama',
  'sapporo',
  'okinawa',
  'fukuoka',
  'kamakura',
  'fuji',
  'temple',
  'shrine',
  'food',
  'ramen',
  'sushi',
  'sake',
  'tea',
  'hiking',
  'garden',
  'castle',
  'market',
  'night',
  'photography',
  'onsen',
  'bamboo',
  'cycling',
  'boat',
  'festival',
  'street food',
  'walking',
  'history',
  'culture',
  'museum',
  'forest',
  'lake',
  'snow',
];
const searchPath = (term: string, page = 1) =>
  `/api/posts?page=${page}&limit=12&search=${encodeURIComponent(term)}`;

async function main() {
  seedToursOnce(dataDir, tours);

  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BACKUP_NIGHTLY: 'false',
    PORT: '0',
    LOG_LEVEL: 'silent',
  });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const database = await openDatabase(config, quiet);
  await runMigrations(database.db);
  const app = await buildApp({ config, database, webDistDir: '/nonexistent' });

  const plainPath = '/api/posts?page=1&limit=12';
  let payload = '';
  app.get('/__bench/memory', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(payload),
  );
  payload = (await app.inject({ method: 'GET', url: plainPath })).body;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // The uncached scenario runs before anything has cached a search, and asks each path exactly once.
  const uncachedSearch = [1, 2].flatMap((page) => searchTerms.map((term) => searchPath(term, page)));
  const scenarios: [string, Load][] = [
    ['limit: same payload from memory', { connections: 100, paths: ['/__bench/memory'] }],
    ['GET /api/posts (plain)', { connections: 100, paths: [plainPath] }],
    [
      'search, one at a time, uncached (PostgreSQL)',
      { connections: 1, paths: uncachedSearch, amount: uncachedSearch.length },
    ],
    ['GET /api/posts (search)', { connections: 100, paths: searchTerms.map((term) => searchPath(term)) }],
    [
      'GET /api/posts (category + price + sort)',
      {
        connections: 100,
        paths: [
          '/api/posts?page=1&limit=12&category=Food%20%26%20Drink&minPrice=40&maxPrice=200&sort=price-asc',
        ],
      },
    ],
    ['search, one at a time, cached', { connections: 1, paths: searchTerms.map((term) => searchPath(term)) }],
  ];

  // Warm up the JIT and the connection pool before measuring.
  await load(base, { connections: 10, paths: ['/__bench/memory', '/api/health'], amount: 2000 });
  const figures: Figures[] = [];
  for (const [name, scenario] of scenarios) {
    const measured = await load(base, scenario);
    figures.push({ name, ...measured });
    console.log(
      `${name}: ${measured.reqPerSec} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, errors ${measured.errors}`,
    );
  }
  await app.close();
  await database.close();

  const limit = figures[0]!.reqPerSec;
  console.log(`\nCatalog API on ${tours} tours, ${duration} s per scenario, embedded PostgreSQL\n`);
  console.log('| scenario | connections | req/s | p50 ms | p99 ms | share of limit |');
  console.log('|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.connections} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${Math.round((f.reqPerSec / limit) * 100)}% |`,
    );
  }

  const entry = entryChunkSize(path.join(root, 'apps/web/dist'));
  if (entry) {
    console.log(
      `\nWeb entry (what / loads before lazy routes): ${(entry.gzipBytes / 1024).toFixed(1)} KB gzip (${(entry.rawBytes / 1024).toFixed(1)} KB raw) in ${entry.files.length} files`,
    );
  } else {
    console.log('\nWeb entry: no build at apps/web/dist (run npm run build first)');
  }
  // Travellers never load these: the admin console's layout and pages, with their own libraries (charts).
  const admin = lazyChunksSize(path.join(root, 'apps/web/dist'), (key) =>
    key.includes('src/features/admin/'),
  );
  if (admin) {
    console.log(
      `Admin console (all its pages, on top of the entry): ${(admin.gzipBytes / 1024).toFixed(1)} KB gzip (${(admin.rawBytes / 1024).toFixed(1)} KB raw) in ${admin.files.length} files`,
    );
  }

  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'latest.json'),
    JSON.stringify({ at: new Date().toISOString(), tours, duration, figures, entry, admin }, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
