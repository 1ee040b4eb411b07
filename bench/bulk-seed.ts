/**
 * Fills the configured database with many generated tours, for benchmarks:
 *   npm run seed:bulk -- --tours 10000
 * It writes to whatever the environment names (DATABASE_URL, or the embedded cluster in DATA_DIR),
 * in batches of multi-row inserts, each batch in its own transaction.
 */
import {
  createRng,
  DEMO_PASSWORD,
  type IllustrationKind,
  illustrationDescriptions,
  type Rng,
} from '@tabi/demo-catalog';
import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { ratings, tourImages, tours, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { encodeIllustrations, illustrationKey, storeImages } from '../apps/server/src/seed/images.ts';
import { generateTour } from './bulk-catalog.ts';

const usage = 'Usage: npm run seed:bulk -- --tours <count> [--batch <rows per insert, default 500>]';

/** Twelve pictures shared by every generated tour: enough variety for a list page, cheap to render. */
const imageKinds: IllustrationKind[] = [
  'pagoda',
  'torii-tunnel',
  'tea',
  'castle',
  'ramen',
  'sushi',
  'mountains',
  'bamboo',
  'fuji',
  'coast',
  'city',
  'onsen',
];

const reviewerNames = [
  'Olivia Brown',
  'Kenji Watanabe',
  'Isabella Rossi',
  'Ethan Clarke',
  'Mei Lin',
  'Oskar Nilsson',
  'Fatima Zahra',
  'Tom Becker',
  'Ana Souza',
  'Ravi Patel',
  'Julia Novak',
  'Sam Taylor',
  'Yuna Kim',
  'Pierre Martin',
  'Nadia Haddad',
  'Ben Cohen',
  'Lea Schmidt',
  'Carlos Ruiz',
  'Emily Wright',
  'Hiro Sato',
];

function parseArgs(argv: string[]): { tours: number; batch: number } {
  const value = (name: string) => {
    const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = argv[index]!;
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  };
  const number = (name: string, fallback?: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (parsed === undefined || !Number.isInteger(parsed) || parsed <= 0)
      throw new Error(`--${name} must be a positive whole number\n${usage}`);
    return parsed;
  };
  return { tours: number('tours'), batch: Math.min(number('batch', 500), 2000) };
}

/** Stars skewed towards 4 and 5, as on a real marketplace. */
const stars = (rng: Rng) => rng.pick([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 2, 1] as const);

async function insertBatch(
  db: Db,
  rng: Rng,
  count: number,
  now: number,
  imageIds: Map<IllustrationKind, string>,
  reviewerIds: string[],
): Promise<number> {
  const generated = Array.from({ length: count }, () => generateTour(rng, now));
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(tours)
      .values(generated.map(({ kinds: _kinds, ...tour }) => tour))
      .returning({ id: tours.id });
    const pictures = rows.flatMap((row, i) => {
      const tour = generated[i]!;
      // The category's own kinds first, then one more for variety.
      const kinds = [
        ...new Set([...tour.kinds.slice(0, 2).sort(() => rng.next() - 0.5), rng.pick(imageKinds)]),
      ];
      return kinds.slice(0, rng.int(2, 3)).map((kind, position) => ({
        tourId: row.id,
        position,
        imageId: imageIds.get(kind) ?? imageIds.values().next().value!,
        alt: illustrationDescriptions[kind],
      }));
    });
    await tx.insert(tourImages).values(pictures);
    const rated = rows.flatMap((row, i) => {
      if (!rng.chance(0.6)) return [];
      const createdAt = generated[i]!.createdAt.getTime();
      const raters = [...reviewerIds].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 6));
      return raters.map((userId) => {
        const at = new Date(createdAt + rng.next() * (now - createdAt));
        return { tourId: row.id, userId, rating: stars(rng), createdAt: at, updatedAt: at };
      });
    });
    // The database trigger keeps each tour's average and count in step.
    if (rated.length > 0) await tx.insert(ratings).values(rated);
    return rows.length;
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const config = loadConfig();
  const logger = {
    info: (msg: string) => console.log(msg),
    warn: (msg: string) => console.warn(msg),
    error: (obj: object, msg: string) => console.error(msg, obj),
  };
  const database = await openDatabase(config, logger);
  try {
    const { db } = database;
    await runMigrations(db);
    const existing = Number((await db.execute(sql`SELECT count(*)::int AS n FROM tours`)).rows[0]?.n ?? 0);
    console.log(
      `Database (${database.kind}) has ${existing} tours; adding ${options.tours} in batches of ${options.batch}`,
    );

    const [pictures, passwordHash] = await Promise.all([
      encodeIllustrations(imageKinds.map((kind) => ({ kind, seed: 'bulk' }))),
      hashPassword(DEMO_PASSWORD),
    ]);
    const stored = await storeImages(db, pictures);
    const imageIds = new Map(
      imageKinds.map((kind) => [kind, stored.get(illustrationKey({ kind, seed: 'bulk' }))!]),
    );

    const emails = reviewerNames.map(
      (name) => `bulk.${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    );
    await db
      .insert(users)
      .values(reviewerNames.map((name, i) => ({ name, email: emails[i]!, passwordHash })))
      .onConflictDoNothing();
    const reviewerIds = (
      await db.select({ id: users.id }).from(users).where(inArray(users.email, emails))
    ).map((row) => row.id);
    console.log(
      `Prepared ${imageIds.size} images and ${reviewerIds.length} reviewers in ${Date.now() - started} ms`,
    );

    // Seeded by the current size, so a second run adds different tours rather than the same ones again.
    const rng = createRng(`bulk:${existing}`);
    const now = Date.now();
    let inserted = 0;
    while (inserted < options.tours) {
      inserted += await insertBatch(
        db,
        rng,
        Math.min(options.batch, options.tours - inserted),
        now,
        imageIds,
        reviewerIds,
      );
      console.log(`  ${inserted}/${options.tours} tours (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    // What autovacuum would do shortly after a load this size: fresh statistics and visibility map.
    await db.execute(sql`VACUUM ANALYZE tours, tour_images, ratings`);
    const total = Number((await db.execute(sql`SELECT count(*)::int AS n FROM tours`)).rows[0]?.n ?? 0);
    console.log(
      `Done: inserted ${inserted} tours in ${((Date.now() - started) / 1000).toFixed(1)} s; the database now has ${total} tours.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
