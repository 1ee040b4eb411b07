import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { BackupRun, ChatMessage } from '@tabi/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, days, minutes } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { attachImage, insertReview, insertTour } from '../../../test/fixtures.ts';
import { closeClients, connect, listen, nextEvent } from '../../../test/sockets.ts';
import { composeApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { connectDatabase } from '../../db/client.ts';
import { BackupError, tablesWithRows } from './backup-file.ts';
import { backupName, backupTargetOf } from './backup-targets.ts';
import { createBackupsRepository } from './backups.repository.ts';
import { createBackups } from './backups.service.ts';
import { restoreBackup } from './restore.ts';

/**
 * Backups that restore (issue 29): a backup of a live database, put back into a fresh one, holds every
 * booking, user, review, chat message and uploaded image, and the product runs on it as before.
 */

let t: TestApp;
let folder: string;
let admin: string;
const opened: Database[] = [];
const seeded = {} as {
  ana: { token: string; id: string };
  bookingId: string;
  imageId: string;
  reviewId: string;
  chat: ChatMessage;
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tabi-backups-'));
  t = await createTestApp({ ...adminEnv, BACKUP_TARGET: folder });
  admin = await adminSession(t.app, t.config, t.database);

  const ana = await register(t.app);
  const tour = await insertTour(t.db, { title: 'Lanterns of Gion at dusk' });
  const image = await attachImage(t.db, tour.id, 0);
  const booking = await booked(t.app, ana.token, { tourId: tour.id, date: tokyoDate(5) });
  const review = await insertReview(t.db, {
    tourId: tour.id,
    userId: ana.user._id,
    text: 'Our guide knew every lantern maker by name.',
    rating: 5,
  });
  // The chat message as a traveller sends it: over the socket.
  const socket = await connect(await listen(t.app), { token: ana.token });
  const sent = nextEvent<ChatMessage>(socket, 'messageSent');
  socket.emit('sendMessageToAdmin', { message: 'Is the dusk walk suitable for a wheelchair?' });
  Object.assign(seeded, {
    ana: { token: ana.token, id: ana.user._id },
    bookingId: booking._id,
    imageId: image.id,
    reviewId: review.id,
    chat: await sent,
  });
  closeClients();
});

afterAll(async () => {
  closeClients();
  for (const database of opened.splice(0)) await database.close();
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

async function backUpNow(): Promise<BackupRun> {
  const response = await send(t.app, 'POST', '/api/admin/backups', admin);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function freshDatabase(options: { migrated: boolean }) {
  const database = await createTestDatabase(options);
  opened.push(database);
  return database;
}

/** Each table's rows, digested in a stable order: equal digests, equal tables. */
async function digests(database: Database, except: string[] = []) {
  const { rows: tables } = await database.pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const { rows } = await database.pool.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${name}" t`,
    );
    result[name] = rows[0]!;
  }
  return result;
}

/** A backup's lines as a version without the table would have written them: no rows, no count. */
function withoutTable(lines: string[], table: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(`COPY "${table}" (`));
  expect(start, table).toBeGreaterThan(-1);
  const kept = lines.filter((_, i) => i < start || i > lines.indexOf('\\.', start));
  const end = kept.findIndex((line) => line.startsWith('-- end '));
  const trailer = JSON.parse(kept[end]!.slice('-- end '.length));
  delete trailer.rows[table];
  kept[end] = `-- end ${JSON.stringify(trailer)}`;
  return kept;
}

/** A backup's lines as a version without the table's column would have written them. */
function withoutColumn(lines: string[], table: string, column: string): string[] {
  const kept = [...lines];
  const copy = kept.findIndex((line) => line.startsWith(`COPY "${table}" (`));
  const columns = /\((.*)\) FROM stdin;$/.exec(kept[copy]!)![1]!.split(', ');
  const dropped = columns.indexOf(`"${column}"`);
  expect(dropped, column).toBeGreaterThan(-1);
  const without = <T>(fields: T[]) => fields.filter((_, i) => i !== dropped);
  kept[copy] = `COPY "${table}" (${without(columns).join(', ')}) FROM stdin;`;
  for (let i = copy + 1; kept[i] !== '\\.'; i++) kept[i] = without(kept[i]!.split('\t')).join('\t');
  return kept;
}

describe('backups', () => {
  it('an admin takes one now and sees it listed with its size; nobody else may', async () => {
    expect((await send(t.app, 'POST', '/api/admin/backups', null)).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/admin/backups', seeded.ana.token)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/admin/backups', seeded.ana.token)).statusCode).toBe(403);

    const run = await backUpNow();
    expect(run).toMatchObject({ trigger: 'manual', status: 'done', target: folder });
    expect(run.name).toMatch(/^tabi-backup-\d{8}T\d{6}Z\.sql\.gz$/);
    expect(await readdir(folder)).toContain(run.name);
    expect(run.sizeBytes).toBe((await readFile(path.join(folder, run.name))).length);

    const listed = await send(t.app, 'GET', '/api/admin/backups?limit=5', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      success: true,
      total: 1,
      data: [{ _id: run._id, status: 'done' }],
    });
  });

  it('restores into a fresh database: every table as it was, and the product serves it as before', async () => {
    const run = await backUpNow();
    const fresh = await freshDatabase({ migrated: false });
    const rows = await restoreBackup(fresh, backupTargetOf(t.config), run.name, new Date());
    expect(rows).toMatchObject({
      users: expect.any(Number),
      bookings: 1,
      reviews: 1,
      chat_messages: 1,
      images: 1,
    });

    // The runs differ by the one being written at the time; every other table is the same to the byte.
    expect(await digests(fresh, ['backup_runs'])).toEqual(await digests(t.database, ['backup_runs']));
    const { rows: runs } = await fresh.pool.query('SELECT name, status FROM backup_runs ORDER BY started_at');
    expect(runs.at(-1)).toEqual({ name: run.name, status: 'done' });

    // The app on the restored database: the same session, signing key and data.
    const restored = await composeApp({ config: t.config, database: fresh, webDistDir: '/nonexistent' });
    try {
      const app = restored.app;
      const booking = await app.inject({
        method: 'GET',
        url: `/api/bookings/${seeded.bookingId}`,
        headers: bearer(seeded.ana.token),
      });
      expect(booking.statusCode, booking.body).toBe(200);
      const image = await app.inject({ method: 'GET', url: `/uploads/${seeded.imageId}.webp` });
      const original = await t.app.inject({ method: 'GET', url: `/uploads/${seeded.imageId}.webp` });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(original.rawPayload)).toBe(true);
      const chat = await app.inject({
        method: 'GET',
        url: '/api/chat/user/messages',
        headers: bearer(seeded.ana.token),
      });
      expect(chat.json().messages).toEqual([
        expect.objectContaining({ _id: seeded.chat._id, message: seeded.chat.message }),
      ]);
      const tour = (await app.inject({ method: 'GET', url: '/api/posts?search=lanterns' })).json().data[0];
      expect(tour).toMatchObject({ title: 'Lanterns of Gion at dusk', averageRating: 5, ratingsCount: 1 });
      // The chat's order numbers go on after the restored ones.
      const { rows: next } = await fresh.pool.query<{ v: string }>(
        "SELECT nextval('chat_messages_seq_seq')::text AS v",
      );
      expect(Number(next[0]!.v)).toBe(2);
    } finally {
      await restored.app.close();
    }
  });

  it('refuses a database that holds data, and a backup cut short leaves the fresh one empty', async () => {
    const run = await backUpNow();
    const target = backupTargetOf(t.config);
    await expect(restoreBackup(t.database, target, run.name, new Date())).rejects.toThrow(/not empty/);

    const whole = await readFile(path.join(folder, run.name));
    const damagedFolder = await mkdtemp(path.join(os.tmpdir(), 'tabi-backups-cut-'));
    try {
      await writeFile(path.join(damagedFolder, run.name), whole.subarray(0, Math.floor(whole.length * 0.6)));
      const fresh = await freshDatabase({ migrated: true });
      const failure = await restoreBackup(
        fresh,
        backupTargetOf(t.config, damagedFolder),
        run.name,
        new Date(),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      const client = await fresh.pool.connect();
      try {
        expect(await tablesWithRows(client)).toEqual([]);
      } finally {
        client.release();
      }
    } finally {
      await rm(damagedFolder, { recursive: true, force: true });
    }
    await expect(
      restoreBackup(t.database, target, 'tabi-backup-20200101T000000Z.sql.gz', new Date()),
    ).rejects.toThrow(BackupError);
  });

  it('a target failing mid-way fails the backup (recorded) and a source failing mid-way fails the restore', async () => {
    const target = backupTargetOf(t.config);
    const broken = createBackups({
      pool: t.database.pool,
      runs: createBackupsRepository(t.db),
      // The disk fills up after the first bytes.
      target: {
        ...target,
        write: (_name, body) =>
          new Promise((_resolve, reject) => {
            body.once('data', () => {
              body.destroy();
              reject(new Error('ENOSPC: no space left on device'));
            });
          }),
      },
      timezone: t.config.TIMEZONE,
      now: () => new Date(),
      log: { info: () => {}, warn: () => {} },
    });
    await expect(broken.takeNow()).rejects.toThrow('ENOSPC');
    const { rows } = await t.database.pool.query(
      'SELECT status, error FROM backup_runs ORDER BY started_at DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ status: 'failed', error: 'ENOSPC: no space left on device' });
    // The connection it used is not left in the middle of a COPY: the next backup is whole.
    const run = await backUpNow();

    // The backup's bytes stop coming (a network failure) half-way through.
    const whole = await readFile(path.join(folder, run.name));
    const failing = new Readable({
      read() {
        this.push(whole.subarray(0, Math.floor(whole.length / 2)));
        this.destroy(new Error('ECONNRESET'));
      },
    });
    const fresh = await freshDatabase({ migrated: true });
    const reads = [async () => Readable.from([whole]), async () => failing];
    const unreliable = { ...target, read: () => reads.shift()!() };
    await expect(restoreBackup(fresh, unreliable, run.name, new Date())).rejects.toThrow('ECONNRESET');
    const client = await fresh.pool.connect();
    try {
      expect(await tablesWithRows(client)).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('restores a backup taken by an older version: its data go into its schema, then the newer migrations run', async () => {
    const run = await backUpNow();
    const { rows: applied } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const latest = applied[0]!.n;
    // The same data as the version before bookings carried their departure's date would have written
    // them: four migrations earlier (before 0033 to 0036), without that column in the bookings' rows,
    // without the ratings' star counts, the tours' upcoming bookings and the one-word search's words.
    let lines = gunzipSync(await readFile(path.join(folder, run.name)))
      .toString('utf8')
      .split('\n');
    for (const table of [
      'rating_star_counts',
      'upcoming_bookings_from',
      'tour_search_terms',
      'search_word_counts',
    ])
      lines = withoutTable(lines, table);
    lines = withoutColumn(lines, 'bookings', 'departure_date');
    lines = withoutColumn(lines, 'tour_booking_totals', 'upcoming_bookings');
    lines[0] = lines[0]!.replace(`"migrations":${latest}`, `"migrations":${latest - 4}`);
    const older = await mkdtemp(path.join(os.tmpdir(), 'tabi-backups-older-'));
    try {
      await writeFile(path.join(older, run.name), gzipSync(lines.join('\n')));
      const fresh = await freshDatabase({ migrated: false });
      const rows = await restoreBackup(fresh, backupTargetOf(t.config, older), run.name, new Date());
      expect(rows.bookings).toBeGreaterThan(0);
      const { rows: level } = await fresh.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(level[0]!.n).toBe(latest);
      // The newer migrations gave the restored bookings their departures' dates, counted the ratings'
      // stars, the upcoming bookings and the search's words: every table reads as the source does. backup_runs: the
      // backup holds its own run as it was while running.
      expect(await digests(fresh, ['backup_runs'])).toEqual(await digests(t.database, ['backup_runs']));
      const { rows: undated } = await fresh.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bookings WHERE departure_date IS NULL',
      );
      expect(undated[0]!.n).toBe(0);
    } finally {
      await rm(older, { recursive: true, force: true });
    }
  });

  it('takes the nightly backup once per night, across processes, and keeps 7 days and 4 weeks', async () => {
    const nightly = await mkdtemp(path.join(os.tmpdir(), 'tabi-backups-nightly-'));
    // Sunday 29 November 2026, 02:50 JST: the night of the 28th is due.
    const clock = createClock(new Date('2026-11-28T17:50:00Z'));
    const second = connectDatabase(t.database.url, 'external', { error: () => {} });
    opened.push(second);
    const processOn = (database: Database) =>
      createBackups({
        pool: database.pool,
        runs: createBackupsRepository(database.db),
        target: backupTargetOf(t.config, nightly),
        timezone: t.config.TIMEZONE,
        now: clock.now,
        log: { info: () => {}, warn: () => {} },
      });
    const [a, b] = [processOn(t.database), processOn(second)];
    try {
      // Five weeks of older nights already there (written at 03:00 JST).
      const older = Array.from({ length: 35 }, (_, i) =>
        backupName(new Date(Date.parse('2026-11-27T18:00:00Z') - i * days(1))),
      );
      for (const name of older) await writeFile(path.join(nightly, name), 'an older backup');

      expect((await Promise.all([a.nightlyRound(), b.nightlyRound()])).sort()).toEqual([0, 1]);
      expect(await a.nightlyRound()).toBe(0);
      clock.advance(minutes(15)); // 03:05 JST: the night of the 29th
      const [first, other] = await Promise.all([a.nightlyRound(), b.nightlyRound()]);
      expect(first + other).toBe(1);

      const { rows } = await t.database.pool.query(
        "SELECT night::text, status FROM backup_runs WHERE trigger = 'nightly' ORDER BY night",
      );
      expect(rows).toEqual([
        { night: '2026-11-28', status: 'done' },
        { night: '2026-11-29', status: 'done' },
      ]);
      const left = (await readdir(nightly)).sort();
      // The two just taken, the 6 nights before them, and the newest of each of the 3 weeks before this one.
      expect(left).toEqual(
        [
          '2026-11-07T18:00:00Z',
          '2026-11-14T18:00:00Z',
          '2026-11-21T18:00:00Z',
          '2026-11-22T18:00:00Z',
          '2026-11-23T18:00:00Z',
          '2026-11-24T18:00:00Z',
          '2026-11-25T18:00:00Z',
          '2026-11-26T18:00:00Z',
          '2026-11-27T18:00:00Z',
          '2026-11-28T17:50:00Z',
          '2026-11-28T18:05:00Z',
        ].map((at) => backupName(new Date(at))),
      );
    } finally {
      await rm(nightly, { recursive: true, force: true });
    }
  });

  it('with BACKUP_NIGHTLY the app takes the night due as it starts (a process down at 03:00 catches up)', async () => {
    const on = await createTestApp({ BACKUP_NIGHTLY: 'true' });
    try {
      await expect
        .poll(
          async () =>
            (await on.database.pool.query("SELECT status FROM backup_runs WHERE trigger = 'nightly'")).rows,
        )
        .toEqual([{ status: 'done' }]);
      expect(await backupTargetOf(on.config).list()).toHaveLength(1);
    } finally {
      await on.close();
    }
  });

  it('goes to an S3-compatible store and comes back from it', async () => {
    const storage = await mkdtemp(path.join(os.tmpdir(), 'tabi-s3rver-'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: storage,
      configureBuckets: [{ name: 'tabi-backups' }],
    });
    const { port } = await s3.run();
    try {
      const config = {
        ...t.config,
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
        BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      const target = backupTargetOf(config, 's3://tabi-backups/tabi/nightly');
      const backups = createBackups({
        pool: t.database.pool,
        runs: createBackupsRepository(t.db),
        target,
        timezone: t.config.TIMEZONE,
        now: () => new Date(),
        log: { info: () => {}, warn: () => {} },
      });
      const run = await backups.takeNow();
      expect(run).toMatchObject({ status: 'done', target: 's3://tabi-backups/tabi/nightly/' });
      expect(await target.list()).toEqual([{ name: run.name, sizeBytes: run.sizeBytes }]);

      const fresh = await freshDatabase({ migrated: false });
      const rows = await restoreBackup(fresh, target, run.name, new Date());
      expect(rows).toMatchObject({ bookings: 1, images: 1 });
      expect(await digests(fresh, ['backup_runs'])).toEqual(await digests(t.database, ['backup_runs']));
      await target.remove(run.name);
      expect(await target.list()).toEqual([]);
    } finally {
      await s3.close();
      await rm(storage, { recursive: true, force: true });
    }
  });
});
