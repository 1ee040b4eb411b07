import { addDays, format, parseISO } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';

const clock = createClock();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: clock.now });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

const post = (url: string, token: string | null, payload: object) => send(t.app, 'POST', url, token, payload);
const party = (adults: number, children = 0) => ({ adults, children });

/** A traveller's booking of `adults` on a daily tour at 50 a person, `daysAhead` from now. */
async function aBooking(options: { adults?: number; daysAhead?: number; maxGroupSize?: number } = {}) {
  const tour = await insertTour(t.db, { priceMinor: 5000, maxGroupSize: options.maxGroupSize ?? 10 });
  const token = (await register(t.app)).token;
  const booking = await booked(t.app, token, {
    tourId: tour.id,
    date: tokyoDate(options.daysAhead ?? 10, clock.now()),
    participants: party(options.adults ?? 2),
  });
  return { tour, token, booking };
}

async function seatsOn(tourId: string) {
  const { rows } = await t.database.pool.query<{ date: string; booked: number }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, booked FROM departures WHERE tour_id = $1 ORDER BY date`,
    [tourId],
  );
  return Object.fromEntries(rows.map((row) => [row.date, row.booked]));
}

async function ticketOf(bookingId: string) {
  const { rows } = await t.database.pool.query<{ ticket_code: string; calendar_sequence: number }>(
    'SELECT ticket_code, calendar_sequence FROM bookings WHERE id = $1',
    [bookingId],
  );
  return rows[0]!;
}

async function notices(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  return response.json().data as { type: string; title: string; body: string }[];
}

describe('moving a booking to another date, paid at the meeting point', () => {
  it('quotes, then moves it at once inside the free window: seats, price, ticket and calendar follow', async () => {
    const { tour, token, booking } = await aBooking();
    const from = booking.date;
    const to = tokyoDate(12, clock.now());
    const body = { date: to, participants: party(3) };

    const quote = await post(`/api/bookings/${booking._id}/reschedule/quote`, token, body);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      from: { date: from, participants: party(2) },
      to: { date: to, participants: party(3) },
      pricing: { oldTotal: 100, newTotal: 150, difference: 50, currency: 'USD' },
      needsApproval: false,
      settlement: 'on_site',
      seatsLeft: 10,
    });
    expect(await seatsOn(tour.id)).toEqual({ [from]: 2 });
    const before = await ticketOf(booking._id);

    const moved = await post(`/api/bookings/${booking._id}/reschedule`, token, body);
    expect(moved.statusCode, moved.body).toBe(200);
    const { booking: after, change } = moved.json().data;
    expect(after).toMatchObject({
      _id: booking._id,
      reference: booking.reference,
      date: to,
      participants: party(3),
      pricing: { total: 150 },
      status: booking.status,
      calendarSequence: before.calendar_sequence + 1,
    });
    expect(change).toMatchObject({ status: 'applied', requestedBy: 'traveller', settlement: 'on_site' });
    expect(await seatsOn(tour.id)).toEqual({ [from]: 0, [to]: 3 });
    // The old QR code stops working: the ticket carries a new code.
    expect((await ticketOf(booking._id)).ticket_code).not.toBe(before.ticket_code);
    await expect
      .poll(async () => (await notices(token)).find((n) => n.type === 'booking_rescheduled')?.title)
      .toBe('Booking moved');

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/booking-changes/mine',
      headers: bearer(token),
    });
    expect(mine.json()).toMatchObject({ total: 1, data: [{ _id: change._id, status: 'applied' }] });
  });

  it('refuses what cannot be: the same date, a day without departure, too many people, an adults-only tour', async () => {
    const { token, booking } = await aBooking({ maxGroupSize: 4 });
    const url = `/api/bookings/${booking._id}/reschedule`;
    const same = await post(url, token, { date: booking.date, participants: party(2) });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({ date: 'Choose another date' });

    const noTour = await insertTour(t.db, { departureDays: [1], maxGroupSize: 4 });
    const other = (await register(t.app)).token;
    const monday = Array.from({ length: 7 }, (_, i) => tokyoDate(20 + i, clock.now())).find(
      (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1,
    )!;
    const mondayBooking = await booked(t.app, other, {
      tourId: noTour.id,
      date: monday,
      participants: party(1),
    });
    const tuesday = format(addDays(parseISO(monday), 1), 'yyyy-MM-dd');
    const noDeparture = await post(`/api/bookings/${mondayBooking._id}/reschedule`, other, {
      date: tuesday,
      participants: party(1),
    });
    expect(noDeparture.statusCode).toBe(400);
    expect(noDeparture.json().fieldErrors).toEqual({ date: 'No departure on this date' });

    const tooMany = await post(url, token, { date: tokyoDate(11, clock.now()), participants: party(5) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ details: { seatsLeft: 4 } });

    const adultsOnly = await insertTour(t.db, { adultsOnly: true });
    const grown = await booked(t.app, other, { tourId: adultsOnly.id, date: tokyoDate(10, clock.now()) });
    const withChild = await post(`/api/bookings/${grown._id}/reschedule`, other, {
      date: tokyoDate(11, clock.now()),
      participants: party(1, 1),
    });
    expect(withChild.statusCode).toBe(400);
    for (const bad of [{}, { date: 'soon' }, { date: tokyoDate(11, clock.now()), participants: party(0) }])
      expect((await post(url, token, bad)).statusCode, JSON.stringify(bad)).toBe(400);
  });

  it('is for its traveller and staff only; a cancelled or started booking stays where it is', async () => {
    const { token, booking } = await aBooking();
    const body = { date: tokyoDate(11, clock.now()), participants: party(2) };
    const url = `/api/bookings/${booking._id}/reschedule`;
    expect((await post(url, null, body)).statusCode).toBe(401);
    expect((await post(url, (await register(t.app)).token, body)).statusCode).toBe(404);
    expect((await post(`/api/bookings/not-an-id/reschedule`, token, body)).statusCode).toBe(404);

    const cancelled = await aBooking();
    await send(t.app, 'PUT', `/api/bookings/${cancelled.booking._id}/cancel`, cancelled.token, {
      reason: 'Plans changed',
    });
    const refused = await post(`/api/bookings/${cancelled.booking._id}/reschedule`, cancelled.token, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancelled booking cannot be moved/);

    // An admin moves it for the traveller, on the phone, whatever the time.
    const byStaff = await post(url, admin, body);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().data.change).toMatchObject({ status: 'applied', requestedBy: 'admin' });
  });

  it('past the free window it is a request: nothing moves until staff approve, or it is denied or withdrawn', async () => {
    const { tour, token, booking } = await aBooking({ daysAhead: 3 });
    const [second, third] = [await aBooking({ daysAhead: 3 }), await aBooking({ daysAhead: 3 })];
    const to = tokyoDate(6, clock.now());
    // Twelve hours before the start.
    const shift = Date.parse(booking.startsAt) - 12 * 3_600_000 - clock.now().getTime();
    clock.advance(shift);
    try {
      const url = `/api/bookings/${booking._id}/reschedule`;
      const quote = await post(`${url}/quote`, token, { date: to, participants: party(2) });
      expect(quote.json().data).toMatchObject({ needsApproval: true, settlement: 'none' });

      const asked = await post(url, token, { date: to, participants: party(2), note: 'Our flight moved' });
      expect(asked.statusCode, asked.body).toBe(200);
      const change = asked.json().data.change;
      expect(change).toMatchObject({ status: 'requested', note: 'Our flight moved' });
      expect(asked.json().data.booking.date).toBe(booking.date);
      expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 2 });

      const again = await post(url, token, { date: tokyoDate(7, clock.now()), participants: party(2) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already has a date change open/);

      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/booking-changes?status=requested',
        headers: bearer(admin),
      });
      expect(list.json().data.map((c: { _id: string }) => c._id)).toContain(change._id);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/booking-changes', headers: bearer(token) }))
          .statusCode,
      ).toBe(403);

      const approve = `/api/admin/booking-changes/${change._id}/approve`;
      expect((await send(t.app, 'PUT', approve, token, {})).statusCode).toBe(403);
      const approved = await send(t.app, 'PUT', approve, admin, { note: 'See you then' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({
        booking: { date: to },
        change: { status: 'applied', decisionNote: 'See you then' },
      });
      expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 0, [to]: 2 });
      expect((await send(t.app, 'PUT', approve, admin, {})).statusCode).toBe(409);

      // Another one, denied with a reason the traveller reads.
      const denied = await post(`/api/bookings/${second.booking._id}/reschedule`, second.token, {
        date: to,
        participants: party(2),
      });
      const deny = `/api/admin/booking-changes/${denied.json().data.change._id}/deny`;
      expect((await send(t.app, 'PUT', deny, admin, {})).statusCode).toBe(400);
      const no = await send(t.app, 'PUT', deny, admin, { note: 'That day is fully staffed' });
      expect(no.json().data).toMatchObject({ status: 'denied', decisionNote: 'That day is fully staffed' });
      await expect
        .poll(async () => (await notices(second.token)).find((n) => n.type === 'reschedule_denied')?.body)
        .toMatch(/That day is fully staffed/);

      // A third, withdrawn by its traveller.
      const thirdUrl = `/api/bookings/${third.booking._id}/reschedule`;
      await post(thirdUrl, third.token, { date: to, participants: party(2) });
      expect((await send(t.app, 'DELETE', thirdUrl, token, undefined)).statusCode).toBe(404);
      const withdrawn = await send(t.app, 'DELETE', thirdUrl, third.token, undefined);
      expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn' });
      expect((await send(t.app, 'DELETE', thirdUrl, third.token, undefined)).statusCode).toBe(404);
    } finally {
      clock.advance(-shift);
    }
  });
});

describe('moves racing for the last seats', () => {
  it('20 travellers moving into the last 3 seats: exactly 3 move, and no seat is counted twice or lost', async () => {
    const tour = await insertTour(t.db, { maxGroupSize: 20 });
    const from = tokyoDate(30, clock.now());
    const to = tokyoDate(31, clock.now());
    const filler = (await register(t.app)).token;
    await booked(t.app, filler, { tourId: tour.id, date: to, participants: party(17) });
    const travellers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const token = (await register(t.app)).token;
        const booking = await booked(t.app, token, { tourId: tour.id, date: from, participants: party(1) });
        return { token, booking };
      }),
    );
    const answers = await Promise.all(
      travellers.map(({ token, booking }) =>
        post(`/api/bookings/${booking._id}/reschedule`, token, { date: to, participants: party(1) }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    expect(await seatsOn(tour.id)).toEqual({ [from]: 17, [to]: 20 });
  });

  it('the same booking moved twice at once: one move wins, the other is told it changed', async () => {
    const { tour, token, booking } = await aBooking();
    const [a, b] = [tokyoDate(20, clock.now()), tokyoDate(21, clock.now())];
    const answers = await Promise.all(
      [a, b].map((date) =>
        post(`/api/bookings/${booking._id}/reschedule`, token, { date, participants: party(2) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const seats = await seatsOn(tour.id);
    expect(seats[booking.date]).toBe(0);
    expect((seats[a] ?? 0) + (seats[b] ?? 0)).toBe(2);
  });

  it('travellers swapping dates at the same moment never deadlock into an error', async () => {
    const tour = await insertTour(t.db, { maxGroupSize: 30 });
    const [a, b] = [tokyoDate(40, clock.now()), tokyoDate(41, clock.now())];
    const pairs = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const token = (await register(t.app)).token;
        const booking = await booked(t.app, token, {
          tourId: tour.id,
          date: i % 2 ? a : b,
          participants: party(1),
        });
        return { token, booking, to: i % 2 ? b : a };
      }),
    );
    const answers = await Promise.all(
      pairs.map(({ token, booking, to }) =>
        post(`/api/bookings/${booking._id}/reschedule`, token, { date: to, participants: party(1) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await seatsOn(tour.id)).toEqual({ [a]: 5, [b]: 5 });
  });
});

describe('a moved booking', () => {
  it('the moved booking can be cancelled and its new seats go back', async () => {
    const { tour, token, booking } = await aBooking();
    const to = tokyoDate(14, clock.now());
    await post(`/api/bookings/${booking._id}/reschedule`, token, { date: to, participants: party(2) });
    const cancelled = await send(t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, {
      reason: 'Plans changed again',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 0, [to]: 0 });
  });
});
