// npm run bench:tour-day (or `npx tsx bench/tour-day.ts`): the day of the tour's background round
// (tour-day-rounds.ts: complete ended departures, send due reminders, ask for reviews) on 10,000 tours
// (the bulk seeder's) and 100,000 bookings (admin-stats-seed.ts), on its own embedded PostgreSQL in
// bench/.data-tour-day. Mail goes to the outbox table and notifications to theirs, as without SMTP:
// - the catch-up round of a server upgraded onto a season of bookings (every past departure completed once);
// - the round every process runs each minute when nothing is due (median and max of 20);
// - a round with the reminders of the next 24 hours due (claimed, sent and marked under their row locks).
// Figures are printed and written to bench/results/tour-day-latest.json, never asserted. The data directory
// is removed at the end unless BENCH_KEEP_DATA=true (then a second run skips the seeds).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { notifications } from '../apps/server/src/db/schema/index.ts';
import { createTourDayRepository } from '../apps/server/src/modules/tour-day/tour-day.repository.ts';
import { createTourDayNotices } from '../apps/server/src/modules/tour-day/tour-day-notices.ts';
import { createAccountMailer } from '../apps/server/src/platform/mail/account-mailer.ts';
import { createMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { createOutboxRepository } from '../apps/server/src/platform/mail/outbox.repository.ts';
import { seedBookings } from './admin-stats-seed.ts';
import { seedToursOnce, timed } from './bulk-tours.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.data-tour-day');
const tours = Number(process.env.BENCH_TOURS ?? 10_000);
const bookingCount = Number(process.env.BENCH_BOOKINGS ?? 100_000);

async function main() {
  const started = performance.now();
  const fresh = seedToursOnce(dataDir, tours);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BACKUP_NIGHTLY: 'false',
    LOG_LEVEL: 'silent',
  });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const database = await openDatabase(config, quiet);
  await runMigrations(database.db);
  if (fresh) {
    await seedBookings(database.pool, {
      bookings: bookingCount,
      travellers: 5000,
      timezone: config.TIMEZONE,
      currency: config.CURRENCY,
    });
    // Travellers who confirmed their address, so their mail leaves (rather than waiting in held_mail).
    await database.pool.query(
      "UPDATE users SET email_verified_at = now() WHERE email LIKE 'bench.traveller.%'",
    );
  }
  const { rows: sizes } = await database.pool.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM tours) AS tours, (SELECT count(*)::int FROM bookings) AS bookings,
            (SELECT count(*)::int FROM departures) AS departures`,
  );
  console.log(`Database: ${JSON.stringify(sizes[0])}`);

  const days = createTourDayRepository(database.db);
  const mailer = createMailer({
    from: 'bench@tabi.example',
    outbox: createOutboxRepository(database.db),
    logger: { info: () => {} },
  });
  const notices = createTourDayNotices({
    // The notifications feature's insert, without a socket to push to.
    notify: (userId, notice) => database.db.insert(notifications).values({ userId, ...notice }),
    accountMail: createAccountMailer({ db: database.db, mailer }),
    publicUrl: config.PUBLIC_URL,
    timezone: config.TIMEZONE,
  });
  const round = async (now: Date, max = 200) => ({
    completed: await days.completeEnded(now, max),
    reminded: await days.sendReminders(now, notices.reminder, max),
    asked: await days.sendReviewRequests(now, notices.reviewRequest, max),
  });

  // A server upgraded onto this season: every departure that ended is completed once, its review requests
  // (the last week's) sent. Run to the end, not 200 at a time, to see its whole cost.
  const now = new Date();
  const catchUpStarted = performance.now();
  const catchUp = await round(now, Number.POSITIVE_INFINITY);
  const catchUpMs = Math.round(performance.now() - catchUpStarted);
  console.log(`Catch-up round: ${JSON.stringify(catchUp)} in ${catchUpMs} ms`);

  // From here on, a season as the minute's rounds leave it: each departure completed when it ended (the
  // catch-up stamped them all with one moment, which only the week after an upgrade looks like).
  await database.pool.query(
    `UPDATE departures d SET completed_at = d.starts_at + t.duration_minutes * interval '1 minute'
     FROM tours t WHERE t.id = d.tour_id AND d.completed_at IS NOT NULL`,
  );
  await database.pool.query('ANALYZE departures');

  // The reminders of the next 24 hours, as if none had been sent: one round claims and sends them all.
  const reset = () =>
    database.pool.query(
      `UPDATE bookings b SET reminder_sent_at = NULL FROM departures d
       WHERE d.id = b.departure_id AND d.starts_at > now() AND d.starts_at <= now() + interval '24 hours'`,
    );
  const dueRounds: { reminded: number; ms: number }[] = [];
  for (let i = 0; i < 3; i++) {
    await reset();
    const t0 = performance.now();
    const { reminded } = await round(new Date(), Number.POSITIVE_INFINITY);
    dueRounds.push({ reminded, ms: Math.round(performance.now() - t0) });
  }
  console.log(`Rounds with the next 24 hours' reminders due: ${JSON.stringify(dueRounds)}`);

  // What every process does every minute when nothing is due.
  const idle = await timed(() => round(new Date()));
  console.log(`Idle round: median ${idle.medianMs} ms, max ${idle.maxMs} ms`);
  const idleParts = {
    completions: await timed(() => days.completeEnded(new Date())),
    reminders: await timed(() => days.sendReminders(new Date(), notices.reminder)),
    reviewRequests: await timed(() => days.sendReviewRequests(new Date(), notices.reviewRequest)),
  };

  await database.close();
  const perReminder =
    dueRounds.map((r) => (r.reminded ? r.ms / r.reminded : 0)).sort((a, b) => a - b)[1] ?? 0;
  console.log(
    `\nThe day-of-tour round on ${sizes[0]?.tours} tours, ${sizes[0]?.bookings} bookings (${sizes[0]?.departures} departures); ` +
      `embedded PostgreSQL, mail to the outbox; ${os.cpus().length} CPUs\n`,
  );
  console.log('| round | work done | time |\n|---|---|---|');
  console.log(
    `| catch-up after an upgrade | ${catchUp.completed} departures completed, ${catchUp.asked} review requests | ${catchUpMs} ms |`,
  );
  for (const r of dueRounds)
    console.log(
      `| next 24 hours' reminders due | ${r.reminded} reminders (mail + notification) | ${r.ms} ms |`,
    );
  console.log(
    `| nothing due (every minute) | none | median ${idle.medianMs} ms, max ${idle.maxMs} ms (of 20) |`,
  );
  for (const [part, t] of Object.entries(idleParts))
    console.log(`| nothing due: ${part} alone | none | median ${t.medianMs} ms, max ${t.maxMs} ms |`);
  console.log(
    `\nPer reminder (claim, notify, mail, mark): ${perReminder.toFixed(1)} ms (median of 3 rounds).`,
  );
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);

  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'tour-day-latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        sizes: sizes[0],
        catchUp: { ...catchUp, ms: catchUpMs },
        dueRounds,
        idle,
        idleParts,
      },
      null,
      2,
    ),
  );
  if (process.env.BENCH_KEEP_DATA !== 'true') rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
