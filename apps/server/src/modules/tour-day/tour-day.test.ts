import { checkInRefusals } from '@tabi/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, registerConfirmed } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';
import { bookings, heldMail } from '../../db/schema/index.ts';

/**
 * The day of the tour under a clock the test moves: departures of a day, manifests, check-in and
 * attendance, then the rounds (reminders, completion, review requests) at the moments they are due.
 * Every test books its own tour days ahead of the clock, then moves the clock to the moment it is about.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: string;
const clock = createClock();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp(
    { ...adminEnv, SMTP_URL: smtp.url, PUBLIC_URL: 'https://tabi.example' },
    { now: clock.now },
  );
});

// Each test moves the clock days ahead: a session of its own, as staff sign in each morning.
beforeEach(async () => {
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const hours = (n: number) => minutes(60 * n);
/** Moves the clock to an instant (never back). */
const moveTo = (instant: string | Date) =>
  clock.advance(Math.max(0, new Date(instant).getTime() - clock.now().getTime()));

type Party = { adults: number; children: number };

/** A tour three days ahead of the clock, with travellers booked on it (each a confirmed account). */
async function departureWith(parties: Party[], contactNames: string[] = []) {
  const tour = await insertTour(t.db, { departureTime: '10:00', durationMinutes: 120, excluded: ['Lunch'] });
  const date = tokyoDate(3, clock.now());
  const travellers = [];
  for (const [index, participants] of parties.entries()) {
    const account = await registerConfirmed(t.app, t.db);
    const booking = await booked(t.app, account.token, {
      tourId: tour.id,
      date,
      participants,
      contact: {
        name: contactNames[index] ?? `Traveller ${index + 1}`,
        email: 'guide-contact@example.com',
        phone: `+81 90 0000 00${String(index).padStart(2, '0')}`,
      },
    });
    travellers.push({ ...account, booking });
  }
  const startsAt: string = travellers[0]!.booking.startsAt;
  const departureId = (
    await t.db.select().from(bookings).where(eq(bookings.id, travellers[0]!.booking._id))
  )[0]!.departureId;
  return { tour, date, startsAt, departureId, travellers };
}

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

const ticketCode = async (bookingId: string, token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/ticket`, headers: bearer(token) })
  ).json().data.checkInCode as string;

const checkIn = (departureId: string, code: string) =>
  asAdmin('POST', `/api/admin/departures/${departureId}/check-in`, { code });

describe('departures of the day and the manifest', () => {
  it('lists the day’s departures with travellers expected, checked in and still to come', async () => {
    const { date, departureId, startsAt, travellers, tour } = await departureWith([
      { adults: 2, children: 1 },
      { adults: 1, children: 0 },
    ]);
    moveTo(new Date(new Date(startsAt).getTime() - hours(2)));
    const response = await asAdmin('GET', `/api/admin/departures?date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json().data;
    expect(day).toMatchObject({ date, timezone: 'Asia/Tokyo', zoneAbbreviation: 'JST' });
    const departure = day.departures.find((d: { _id: string }) => d._id === departureId);
    expect(departure).toMatchObject({
      tour: { _id: tour.id },
      time: '10:00',
      phase: 'upcoming',
      bookings: 2,
      expected: 4,
      checkedIn: 0,
      noShow: 0,
      toCome: 4,
    });
    // Without a date: today in Tokyo, which the clock has now reached.
    const today = (await asAdmin('GET', '/api/admin/departures')).json().data;
    expect(today.date).toBe(date);
    expect(today.departures.map((d: { _id: string }) => d._id)).toContain(departureId);

    await checkIn(departureId, await ticketCode(travellers[0]!.booking._id, travellers[0]!.token));
    const after = (await asAdmin('GET', `/api/admin/departures?date=${date}`)).json().data;
    expect(after.departures.find((d: { _id: string }) => d._id === departureId)).toMatchObject({
      checkedIn: 3,
      toCome: 1,
    });
  });

  it('pages a busy day in its order (time, then tour title) and finds departures by their tour’s title', async () => {
    // A word of their own in the titles: the other tests' departures may share the date.
    const tag = `Pg${Date.now().toString(36)}`;
    const date = tokyoDate(3, clock.now());
    const traveller = await registerConfirmed(t.app, t.db);
    const ids: Record<string, string> = {};
    for (const [name, departureTime] of [
      ['Zen garden', '09:00'],
      ['Beta market', '10:00'],
      ['Alpha shrine', '10:00'],
    ] as const) {
      const tour = await insertTour(t.db, {
        title: `${name} ${tag} walk`,
        departureTime,
        durationMinutes: 60,
      });
      const booking = await booked(t.app, traveller.token, {
        tourId: tour.id,
        date,
        participants: { adults: 1, children: 0 },
        contact: { name: 'Aiko Tanaka', email: 'aiko@example.com', phone: '+81 90 1234 5678' },
      });
      ids[name] = (await t.db.select().from(bookings).where(eq(bookings.id, booking._id)))[0]!.departureId;
    }
    const dayPage = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/departures?date=${date}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const day = response.json().data;
      return { ids: day.departures.map((d: { _id: string }) => d._id), total: day.total, pages: day.pages };
    };
    const q = encodeURIComponent(tag.toLowerCase());
    expect(await dayPage(`q=${q}&limit=2`)).toEqual({
      ids: [ids['Zen garden'], ids['Alpha shrine']],
      total: 3,
      pages: 2,
    });
    expect(await dayPage(`q=${q}&limit=2&page=2`)).toEqual({ ids: [ids['Beta market']], total: 3, pages: 2 });
    expect(await dayPage(`q=${encodeURIComponent(`shrine ${tag}`)}`)).toEqual({
      ids: [ids['Alpha shrine']],
      total: 1,
      pages: 1,
    });
    // A wildcard typed in the search is a letter like any other.
    expect(await dayPage(`q=${encodeURIComponent(`%${tag}`)}`)).toEqual({ ids: [], total: 0, pages: 0 });
    // Every departure of the day is on some page, each once.
    const whole = await dayPage('limit=100');
    expect(whole.total).toBe(whole.ids.length);
    expect(whole.ids).toEqual(expect.arrayContaining(Object.values(ids)));
    for (const query of ['limit=0', 'limit=101', 'page=0', `q=${'x'.repeat(201)}`]) {
      const refused = await asAdmin('GET', `/api/admin/departures?date=${date}&${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toMatch(/limit|page|q must/);
    }
  });

  it('gives staff each booking with its party, lead traveller, phone, requests and payment', async () => {
    const { departureId, travellers } = await departureWith([{ adults: 2, children: 0 }], ['Mina Sato']);
    const response = await asAdmin('GET', `/api/admin/departures/${departureId}/manifest`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { entries, departure } = response.json().data;
    expect(departure.expected).toBe(2);
    expect(entries).toEqual([
      expect.objectContaining({
        reference: travellers[0]!.booking.reference,
        leadName: 'Mina Sato',
        phone: '+81 90 0000 0000',
        adults: 2,
        children: 0,
        paymentStatus: 'unpaid',
        dueOnSite: travellers[0]!.booking.pricing.total,
        attendance: null,
      }),
    ]);
  });

  it('exports the manifest as CSV that a spreadsheet cannot run as a formula', async () => {
    const { departureId, travellers } = await departureWith(
      [
        { adults: 1, children: 2 },
        { adults: 3, children: 0 },
      ],
      ['=HYPERLINK("https://evil.example","Click")', '小林 花子'],
    );
    const response = await asAdmin('GET', `/api/admin/departures/${departureId}/manifest.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="manifest-\d{4}-\d{2}-\d{2}-1000-/,
    );
    const rows: Record<string, string>[] = parse(response.body, { columns: true, bom: true });
    expect(rows).toHaveLength(2);
    const byReference = new Map(rows.map((row) => [row.Reference, row]));
    const injected = byReference.get(travellers[0]!.booking.reference)!;
    expect(injected['Lead traveller']).toBe('\'=HYPERLINK("https://evil.example","Click")');
    expect(injected).toMatchObject({ Adults: '1', Children: '2', Start: '10:00 JST', Payment: 'unpaid' });
    expect(injected.Phone).toBe("'+81 90 0000 0000");
    expect(byReference.get(travellers[1]!.booking.reference)!['Lead traveller']).toBe('小林 花子');
  });

  it('is for staff only', async () => {
    const { departureId, travellers } = await departureWith([{ adults: 1, children: 0 }]);
    const traveller = travellers[0]!.token;
    for (const url of [
      '/api/admin/departures',
      `/api/admin/departures/${departureId}/manifest`,
      `/api/admin/departures/${departureId}/manifest.csv`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(traveller) })).statusCode).toBe(403);
    }
    const scan = await t.app.inject({
      method: 'POST',
      url: `/api/admin/departures/${departureId}/check-in`,
      headers: bearer(traveller),
      payload: { code: travellers[0]!.booking.reference },
    });
    expect(scan.statusCode).toBe(403);
    expect((await asAdmin('GET', '/api/admin/departures/not-an-id/manifest')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/departures?date=2026-02-30')).statusCode).toBe(400);
  });
});

describe('check-in', () => {
  it('checks a party in by its QR once; a second scan says when', async () => {
    const { departureId, startsAt, travellers } = await departureWith([{ adults: 2, children: 1 }]);
    const [traveller] = travellers;
    const code = await ticketCode(traveller!.booking._id, traveller!.token);
    moveTo(new Date(new Date(startsAt).getTime() - minutes(20)));

    const first = await checkIn(departureId, code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      outcome: 'checked_in',
      entry: {
        reference: traveller!.booking.reference,
        adults: 2,
        children: 1,
        attendance: { state: 'checked_in' },
      },
    });
    const at = first.json().data.entry.attendance.at;
    expect(at).toBe(clock.now().toISOString());

    clock.advance(minutes(3));
    const second = await checkIn(departureId, code);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      outcome: 'already_checked_in',
      entry: { attendance: { at } },
    });
    // The traveller's booking and ticket say so too.
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${traveller!.booking._id}`,
      headers: bearer(traveller!.token),
    });
    expect(ticket.json().data.attendance).toEqual({ state: 'checked_in', at });
  });

  it('is safe with two devices scanning the same ticket at once', async () => {
    const { departureId, startsAt, travellers } = await departureWith([{ adults: 1, children: 0 }]);
    const code = await ticketCode(travellers[0]!.booking._id, travellers[0]!.token);
    moveTo(new Date(new Date(startsAt).getTime() - minutes(30)));
    const scans = await Promise.all(Array.from({ length: 6 }, () => checkIn(departureId, code)));
    expect(scans.map((scan) => scan.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const outcomes = scans.map((scan) => scan.json().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'checked_in')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_checked_in')).toHaveLength(5);
  });

  it('takes a reference typed by hand, however it is written', async () => {
    const { departureId, startsAt, travellers } = await departureWith([{ adults: 1, children: 0 }]);
    moveTo(new Date(new Date(startsAt).getTime() - minutes(10)));
    const typed = travellers[0]!.booking.reference.toLowerCase().replace('-', ' ');
    const response = await checkIn(departureId, typed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.outcome).toBe('checked_in');
    const unknown = await checkIn(departureId, 'TB-ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No booking has the reference "TB-ZZZZZZ".');
  });

  it('refuses a forged code, another departure’s ticket, a cancelled booking, and the wrong day', async () => {
    const here = await departureWith([
      { adults: 1, children: 0 },
      { adults: 1, children: 0 },
    ]);
    const elsewhere = await departureWith([{ adults: 1, children: 0 }]);
    const code = await ticketCode(here.travellers[0]!.booking._id, here.travellers[0]!.token);
    const otherCode = await ticketCode(elsewhere.travellers[0]!.booking._id, elsewhere.travellers[0]!.token);

    // Two days before: not its day yet.
    const early = await checkIn(here.departureId, code);
    expect(early.statusCode).toBe(409);
    expect(early.json().details.reason).toBe(checkInRefusals.notToday);
    expect(early.json().message).toBe(`Check-in for this departure opens on its day, ${here.date}.`);

    moveTo(new Date(new Date(here.startsAt).getTime() - minutes(15)));
    const forged = await checkIn(here.departureId, `${code.slice(0, -3)}AAA`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toMatch(/not a valid ticket/);

    const wrong = await checkIn(here.departureId, otherCode);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().details).toMatchObject({
      reason: checkInRefusals.otherDeparture,
      booking: { reference: elsewhere.travellers[0]!.booking.reference, time: '10:00 JST' },
    });
    expect(wrong.json().message).toContain('not this departure. Nothing was checked in.');

    const second = here.travellers[1]!;
    const secondCode = await ticketCode(second.booking._id, second.token);
    await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${second.booking._id}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'Asked by phone' },
    });
    const cancelled = await checkIn(here.departureId, secondCode);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().details.reason).toBe(checkInRefusals.cancelled);
    expect(cancelled.json().message).toBe(
      `Booking ${second.booking.reference} was cancelled. Nothing was checked in.`,
    );

    // None of these checked anyone in.
    const manifest = (await asAdmin('GET', `/api/admin/departures/${here.departureId}/manifest`)).json().data;
    expect(manifest.departure.checkedIn).toBe(0);
  });

  it('lets staff mark a no-show only after the start, and undo it until the departure completes', async () => {
    const { departureId, startsAt, travellers } = await departureWith([{ adults: 2, children: 0 }]);
    const id = travellers[0]!.booking._id;
    moveTo(new Date(new Date(startsAt).getTime() - minutes(5)));
    const early = await asAdmin('PUT', `/api/admin/bookings/${id}/attendance`, { state: 'no_show' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A no-show can be marked once the departure has started (10:00 JST).');

    clock.advance(minutes(10));
    const marked = await asAdmin('PUT', `/api/admin/bookings/${id}/attendance`, { state: 'no_show' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.attendance.state).toBe('no_show');
    const manifest = (await asAdmin('GET', `/api/admin/departures/${departureId}/manifest`)).json().data;
    expect(manifest.departure).toMatchObject({ noShow: 2, toCome: 0, phase: 'running' });

    const undone = await asAdmin('PUT', `/api/admin/bookings/${id}/attendance`, { state: 'none' });
    expect(undone.json().data.attendance).toBeNull();
    const bad = await asAdmin('PUT', `/api/admin/bookings/${id}/attendance`, { state: 'late' });
    expect(bad.statusCode).toBe(400);

    moveTo(new Date(new Date(startsAt).getTime() + hours(3)));
    await t.tourDayRounds.sweep();
    const closed = await asAdmin('PUT', `/api/admin/bookings/${id}/attendance`, { state: 'checked_in' });
    expect(closed.statusCode).toBe(409);
  });
});

describe('the rounds', () => {
  const remindersTo = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Reminder:'));

  it('send the reminder once, 24 hours before, with when, where, what to bring and the ticket', async () => {
    const { startsAt, travellers, tour } = await departureWith([{ adults: 1, children: 0 }]);
    const [traveller] = travellers;
    moveTo(new Date(new Date(startsAt).getTime() - hours(24) - minutes(2)));
    await t.tourDayRounds.sweep();
    expect(remindersTo(traveller!.user.email)).toHaveLength(0);

    clock.advance(minutes(3));
    await t.tourDayRounds.sweep();
    const mail = await smtp.take({ to: traveller!.user.email, subject: 'Reminder:' });
    expect(mail.subject).toBe(
      `Reminder: ${tour.title}, ${spokenStart(startsAt)} · ${traveller!.booking.reference}`,
    );
    expect(mail.text).toContain(`Meeting point: ${tour.meetingPoint}`);
    expect(mail.text).toContain('What to bring: your ticket');
    expect(mail.text).toContain('Not included: Lunch.');
    expect(mail.text).toContain('Call us on');
    expect(mail.text).toContain(`https://tabi.example/bookings/${traveller!.booking._id}/ticket`);
    const notices = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(traveller!.token) })
    ).json().data;
    expect(notices).toContainEqual(
      expect.objectContaining({ type: 'tour_reminder', link: `/bookings/${traveller!.booking._id}/ticket` }),
    );

    // Later rounds, in this process or after a restart, find it sent.
    clock.advance(minutes(30));
    await t.tourDayRounds.sweep();
    await t.tourDayRounds.sweep();
    expect(remindersTo(traveller!.user.email)).toHaveLength(1);
  });

  it('send none to a traveller who turned reminders off, nor for a cancelled booking', async () => {
    const { startsAt, travellers } = await departureWith([
      { adults: 1, children: 0 },
      { adults: 1, children: 0 },
    ]);
    const [quiet, cancelling] = travellers;
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updatedetails',
      headers: bearer(quiet!.token),
      payload: { tripReminders: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.tripReminders).toBe(false);
    await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${cancelling!.booking._id}/cancel`,
      headers: bearer(cancelling!.token),
      payload: { reason: 'Our plans changed' },
    });
    moveTo(new Date(new Date(startsAt).getTime() - hours(23)));
    await t.tourDayRounds.sweep();
    expect(remindersTo(quiet!.user.email)).toHaveLength(0);
    expect(remindersTo(cancelling!.user.email)).toHaveLength(0);
  });

  it('remind an account whose address is not confirmed in the app only, keeping no mail for later', async () => {
    const tour = await insertTour(t.db, { departureTime: '10:00', durationMinutes: 120 });
    const unconfirmed = await register(t.app);
    const booking = await booked(t.app, unconfirmed.token, {
      tourId: tour.id,
      date: tokyoDate(3, clock.now()),
    });
    moveTo(new Date(new Date(booking.startsAt).getTime() - hours(23)));
    await t.tourDayRounds.sweep();
    const notices = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(unconfirmed.token) })
    ).json().data;
    expect(notices).toContainEqual(expect.objectContaining({ type: 'tour_reminder' }));
    // Held mail would leave once the address is confirmed, maybe after the tour: a reminder is not kept.
    const held = await t.db.select().from(heldMail).where(eq(heldMail.userId, unconfirmed.user._id));
    expect(held.map((mail) => mail.subject)).not.toContainEqual(expect.stringMatching(/^Reminder:/));
    expect(held.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Your booking is confirmed/),
    );
  });

  it('skip a reminder whose tour has started by the time the server is back', async () => {
    const { startsAt, travellers } = await departureWith([{ adults: 1, children: 0 }]);
    // The server was down from before the reminder's moment until after the start.
    moveTo(new Date(new Date(startsAt).getTime() + minutes(5)));
    await t.tourDayRounds.sweep();
    expect(remindersTo(travellers[0]!.user.email)).toHaveLength(0);
  });

  it('complete an ended departure once, and ask for a review only those who were there', async () => {
    const { departureId, startsAt, travellers, tour } = await departureWith([
      { adults: 2, children: 0 },
      { adults: 1, children: 0 },
      { adults: 1, children: 1 },
    ]);
    const [came, noShow, neverScanned] = travellers;
    moveTo(new Date(new Date(startsAt).getTime() - minutes(10)));
    await checkIn(departureId, await ticketCode(came!.booking._id, came!.token));
    clock.advance(minutes(20));
    await asAdmin('PUT', `/api/admin/bookings/${noShow!.booking._id}/attendance`, { state: 'no_show' });

    // Still running: nothing completes.
    await t.tourDayRounds.sweep();
    expect((await asAdmin('GET', `/api/bookings/${came!.booking._id}`)).json().data.status).toBe('confirmed');

    // The tour lasts two hours.
    moveTo(new Date(new Date(startsAt).getTime() + hours(2) + minutes(1)));
    await t.tourDayRounds.sweep();
    const statusOf = async (id: string) => (await asAdmin('GET', `/api/bookings/${id}`)).json().data;
    expect(await statusOf(came!.booking._id)).toMatchObject({
      status: 'completed',
      attendance: { state: 'checked_in' },
    });
    expect((await statusOf(noShow!.booking._id)).attendance.state).toBe('no_show');
    // Staff scanned this departure: a party never checked in did not come.
    expect(await statusOf(neverScanned!.booking._id)).toMatchObject({
      status: 'completed',
      attendance: { state: 'no_show' },
    });

    const request = await smtp.take({ to: came!.user.email, subject: 'How was' });
    expect(request.subject).toBe(`How was ${tour.title}? · ${came!.booking.reference}`);
    expect(request.text).toContain(`https://tabi.example/tours/${tour.id}#reviews`);
    await t.tourDayRounds.sweep();
    const asked = (email: string) =>
      smtp.received.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('How was'));
    expect(asked(came!.user.email)).toHaveLength(1);
    expect(asked(noShow!.user.email)).toHaveLength(0);
    expect(asked(neverScanned!.user.email)).toHaveLength(0);
    const manifest = (await asAdmin('GET', `/api/admin/departures/${departureId}/manifest`)).json().data;
    expect(manifest.departure).toMatchObject({ phase: 'ended', checkedIn: 2, noShow: 3, toCome: 0 });
  });

  it('treat everyone as there when nobody was scanned that day', async () => {
    const { startsAt, travellers, tour } = await departureWith([{ adults: 1, children: 0 }]);
    moveTo(new Date(new Date(startsAt).getTime() + hours(3)));
    await t.tourDayRounds.sweep();
    const booking = (await asAdmin('GET', `/api/bookings/${travellers[0]!.booking._id}`)).json().data;
    expect(booking).toMatchObject({ status: 'completed', attendance: null });
    const request = await smtp.take({ to: travellers[0]!.user.email, subject: 'How was' });
    expect(request.subject).toContain(tour.title);
  });
});

/** "Saturday 5 December 2026 at 10:00 JST", as the mails write a start. */
function spokenStart(startsAt: string) {
  const date = new Date(startsAt);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  return `${day.replace(',', '')} at 10:00 JST`;
}
