import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, send } from '../../../test/accounts.ts';
import { book, booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { type OnlineApp, sessionOf, startOnlineApp } from '../../../test/online-bookings.ts';

const clock = createClock();
let o: OnlineApp;

beforeAll(async () => {
  o = await startOnlineApp({}, { now: clock.now });
});

afterAll(() => o?.close());

const party = (adults: number) => ({ adults, children: 0 });

async function departureOf(bookingId: string) {
  const { rows } = await o.t.database.pool.query<{ id: string; booked: number }>(
    'SELECT d.id, d.booked FROM departures d JOIN bookings b ON b.departure_id = d.id WHERE b.id = $1',
    [bookingId],
  );
  return rows[0]!;
}

/** A traveller's booking of the tour on `date`, paid online unless `unpaid`. */
async function travellerBooking(tourId: string, date: string, { unpaid = false, adults = 2 } = {}) {
  const token = (await registerConfirmed(o.t.app, o.t.db)).token;
  const booking = await booked(o.t.app, token, { tourId, date, participants: party(adults) });
  if (!unpaid) await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));
  return { token, booking };
}

const cancelDeparture = (
  id: string,
  token: string | null,
  reason = 'A typhoon is forecast for that morning.',
) => send(o.t.app, 'POST', `/api/admin/departures/${id}/cancel`, token, { reason });

const refundKeys = () =>
  o.fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => String(r.headers['idempotency-key']));

describe('the operator cancels a departure', () => {
  it('cancels and refunds every booking once, closes the date, and tells each traveller why with dates to rebook', async () => {
    const tour = await insertTour(o.t.db, { priceMinor: 5000, maxGroupSize: 10 });
    const date = tokyoDate(9, clock.now());
    const paid = await travellerBooking(tour.id, date);
    const waiting = await travellerBooking(tour.id, date, { unpaid: true, adults: 1 });
    const departure = await departureOf(paid.booking._id);
    expect(departure.booked).toBe(3);

    expect((await cancelDeparture(departure.id, null)).statusCode).toBe(401);
    expect((await cancelDeparture(departure.id, paid.token)).statusCode).toBe(403);
    expect(
      (await send(o.t.app, 'POST', `/api/admin/departures/${departure.id}/cancel`, o.admin, {})).statusCode,
    ).toBe(400);

    const cancelled = await cancelDeparture(departure.id, o.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      departureId: departure.id,
      date,
      reason: 'A typhoon is forecast for that morning.',
      bookingsCancelled: 2,
      onlineRefunds: 1,
    });
    expect((await departureOf(paid.booking._id)).booked).toBe(0);
    expect(await o.get(paid.booking._id, paid.token)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'operator',
      cancellationReason: 'A typhoon is forecast for that morning.',
      refund: { status: 'approved', amount: 100, withinPolicy: true },
    });
    expect(await o.get(waiting.booking._id, waiting.token)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'operator',
      paymentStatus: 'unpaid',
      refund: null,
    });
    expect(refundKeys()).toContain(`refund-${paid.booking._id}-0`);
    // The page still open on Stripe for the unpaid one is closed.
    expect(
      o.fake.requests.some((r) => r.path === `/v1/checkout/sessions/${sessionOf(waiting.booking)}/expire`),
    ).toBe(true);

    // The date takes no more bookings.
    const again = await book(o.t.app, paid.token, { tourId: tour.id, date });
    expect(again.statusCode).toBe(400);
    const calendar = await send(
      o.t.app,
      'GET',
      `/api/posts/${tour.id}/availability?from=${date}&to=${date}`,
      null,
    );
    expect(calendar.json().data.dates[0]).toMatchObject({ bookable: false, reason: 'closed' });
    expect((await cancelDeparture(departure.id, o.admin)).statusCode).toBe(409);

    const [mail] = await o.mailTo(`Your tour is cancelled · ${paid.booking.reference}`);
    expect(mail!.text).toContain('Reason: A typhoon is forecast for that morning.');
    expect(mail!.text).toContain('refunded in full to your card');
    expect(mail!.text).toMatch(
      /Rebook the same tour for your party in one step from My bookings, for example on \w{3} \d+ \w{3}/,
    );
    const told = (await o.notificationsOf(paid.token)).filter(
      (n) => n.title === 'Your departure is cancelled',
    );
    expect(told).toHaveLength(1);
    // Told once: the rounds find nothing left to say.
    await o.t.departureCancellationRounds.sweep();
    expect(
      (await o.notificationsOf(paid.token)).filter((n) => n.title === 'Your departure is cancelled'),
    ).toHaveLength(1);
  });

  it('rebooks in one step on another date, once, only for a booking the operator cancelled', async () => {
    const tour = await insertTour(o.t.db, { priceMinor: 5000 });
    const date = tokyoDate(8, clock.now());
    const { token, booking } = await travellerBooking(tour.id, date);
    await cancelDeparture((await departureOf(booking._id)).id, o.admin, 'Our guide is ill, we are sorry.');
    const url = `/api/bookings/${booking._id}/rebook`;
    const next = tokyoDate(10, clock.now());

    expect((await send(o.t.app, 'POST', url, null, { date: next })).statusCode).toBe(401);
    const other = (await registerConfirmed(o.t.app, o.t.db)).token;
    expect((await send(o.t.app, 'POST', url, other, { date: next })).statusCode).toBe(404);
    expect((await send(o.t.app, 'POST', url, token, { date })).statusCode).toBe(400);

    const rebooked = await send(o.t.app, 'POST', url, token, { date: next });
    expect(rebooked.statusCode, rebooked.body).toBe(201);
    expect(rebooked.json().data).toMatchObject({
      date: next,
      participants: booking.participants,
      contact: booking.contact,
      tour: { _id: tour.id },
      paymentStatus: 'pending',
    });
    expect(rebooked.json().data.payment.checkoutUrl).toMatch(/\/pay\//);
    const twice = await send(o.t.app, 'POST', url, token, { date: next });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data._id).toBe(rebooked.json().data._id);
    // One new booking per cancelled one: the cancelled booking says which, and another date is refused.
    const after = await o.get(booking._id, token);
    expect(after.rebookedAs).toEqual({ _id: rebooked.json().data._id, date: next });
    const elsewhere = await send(o.t.app, 'POST', url, token, { date: tokyoDate(11, clock.now()) });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toMatch(
      /^This booking was rebooked already, for \w{3} \d{1,2} \w{3} \d{4}\. To move it, change that booking's date\.$/,
    );

    // The traveller's own cancellation is not the operator's: book again the usual way.
    const own = await travellerBooking(tour.id, tokyoDate(12, clock.now()));
    await send(o.t.app, 'PUT', `/api/bookings/${own.booking._id}/cancel`, own.token, {
      reason: 'Plans changed',
    });
    const refused = await send(o.t.app, 'POST', `/api/bookings/${own.booking._id}/rebook`, own.token, {
      date: next,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('a cancellation cut short is finished by the rounds, each booking cancelled and told once', async () => {
    const tour = await insertTour(o.t.db, { priceMinor: 5000 });
    const date = tokyoDate(7, clock.now());
    const first = await travellerBooking(tour.id, date);
    const second = await travellerBooking(tour.id, date);
    const departure = await departureOf(first.booking._id);
    // The request stopped right after marking the departure: no booking of it was touched yet.
    await o.t.database.pool.query(
      `UPDATE departures SET cancelled_at = now(), cancellation_reason = 'Heavy snow closed the mountain road.' WHERE id = $1`,
      [departure.id],
    );
    await Promise.all([o.t.departureCancellationRounds.sweep(), o.t.departureCancellationRounds.sweep()]);
    await o.t.departureCancellationRounds.sweep();
    for (const { booking, token } of [first, second]) {
      expect(await o.get(booking._id, token)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Heavy snow closed the mountain road.',
        refund: { status: 'approved', amount: 100 },
      });
      expect(refundKeys().filter((key) => key === `refund-${booking._id}-0`)).toHaveLength(1);
      const told = (await o.notificationsOf(token)).filter((n) => n.title === 'Your departure is cancelled');
      expect(told).toHaveLength(1);
    }
    expect((await departureOf(first.booking._id)).booked).toBe(0);
  });

  it('gives back a date change difference paid for the cancelled departure, with the booking', async () => {
    const tour = await insertTour(o.t.db, { priceMinor: 5000 });
    const { token, booking } = await travellerBooking(tour.id, tokyoDate(11, clock.now()));
    const to = tokyoDate(13, clock.now());
    const { change } = (
      await send(o.t.app, 'POST', `/api/bookings/${booking._id}/reschedule`, token, {
        date: to,
        participants: party(3),
      })
    ).json().data;
    await o.deliver(await o.fake.completeCheckout(sessionOf(change)));
    expect(await o.get(booking._id, token)).toMatchObject({ date: to });

    const cancelled = await cancelDeparture((await departureOf(booking._id)).id, o.admin);
    expect(cancelled.json().data).toMatchObject({ bookingsCancelled: 1, onlineRefunds: 1 });
    const sent = o.fake.requests.filter((r) => r.path === '/v1/refunds');
    const byKey = Object.fromEntries(
      sent.map((r) => [r.headers['idempotency-key'], (r.body as { amount: string }).amount]),
    );
    expect(byKey).toMatchObject({
      [`refund-${booking._id}-0`]: '10000',
      [`change-refund-${change._id}`]: '5000',
    });
  });
});
