import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, departures, users } from '../src/db/schema/index.ts';
import { adminEnv } from './accounts.ts';
import { createTestDatabase } from './database.ts';
import { insertTour, insertUser } from './fixtures.ts';
import { freePort, startServer, stop, stopAll } from './server-process.ts';
import { startSmtpCapture } from './smtp.ts';

/**
 * Reminders leave exactly once with two server processes (`src/main.ts`, as deployed) on one database:
 * both start at the same moment and run their first round together, over bookings whose reminder is due
 * now; each booking's reminder is claimed under its row lock, so every traveller gets one. A process
 * restarted afterwards sends none again. The mail server accepts each message only after 25 ms, so the
 * two rounds overlap for seconds.
 */
const due = 120;

describe('the day-before reminder with two server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let env: Record<string, string>;
  const references = new Set<string>();

  beforeAll(async () => {
    smtp = await startSmtpCapture({ acceptAfterMs: 25 });
    database = await createTestDatabase();
    const tour = await insertTour(database.db, { title: 'Two processes walk' });
    // Starts in 23 hours: inside the reminder window, made two days before it opened.
    const startsAt = new Date(Date.now() + 23 * 3_600_000);
    const [departure] = await database.db
      .insert(departures)
      .values({
        tourId: tour.id,
        date: format(new TZDate(startsAt.getTime(), 'Asia/Tokyo'), 'yyyy-MM-dd'),
        startsAt,
        capacity: due,
        booked: due,
      })
      .returning();
    const createdAt = new Date(Date.now() - 2 * 86_400_000);
    for (let i = 0; i < due; i++) {
      const traveller = await insertUser(database.db, { emailVerifiedAt: createdAt });
      const reference = `TB-${String(i).padStart(6, 'X')}`;
      references.add(reference);
      await database.db.insert(bookings).values({
        reference,
        userId: traveller.id,
        tourId: tour.id,
        departureId: departure!.id,
        adults: 1,
        children: 0,
        contactName: 'Two Processes',
        contactEmail: 'two@example.com',
        contactPhone: '+81 90 0000 0000',
        adultPriceMinor: 5000,
        childPriceMinor: 2500,
        totalMinor: 5000,
        currency: 'USD',
        status: 'confirmed',
        createdAt,
      });
    }
    env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      ...adminEnv,
    };
  }, 120_000);

  afterAll(async () => {
    await stopAll();
    await database?.close();
    await smtp?.close();
  });

  const reminders = () =>
    smtp.received.filter((mail) => mail.subject.startsWith('Reminder: Two processes walk'));

  it('sends each reminder once, whichever process claims it, and not again after a restart', async () => {
    const [a] = await Promise.all([
      startServer({ env: { ...env, PORT: String(await freePort()) } }),
      startServer({ env: { ...env, PORT: String(await freePort()) } }),
    ]);
    await expect
      .poll(
        async () => (await database.db.select().from(bookings).where(isNull(bookings.reminderSentAt))).length,
        {
          timeout: 60_000,
          interval: 250,
        },
      )
      .toBe(0);
    // Both processes are still running: a late duplicate would arrive within their next moments.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const sent = reminders().map((mail) => /· (TB-\w+)$/.exec(mail.subject)?.[1]);
    expect(sent).toHaveLength(due);
    expect(new Set(sent)).toEqual(references);

    await stop(a!.child, 'SIGTERM');
    await startServer({ env: { ...env, PORT: String(await freePort()) } });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(reminders()).toHaveLength(due);
    // Each reminder went to its own traveller's confirmed address.
    const [first] = await database.db.select().from(bookings).where(eq(bookings.reference, 'TB-XXXXX0'));
    const [owner] = await database.db.select().from(users).where(eq(users.id, first!.userId));
    expect(reminders().find((mail) => mail.subject.endsWith('TB-XXXXX0'))?.to).toEqual([owner!.email]);
  }, 240_000);
});
