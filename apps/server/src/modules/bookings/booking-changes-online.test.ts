import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, send } from '../../../test/accounts.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { type OnlineApp, sessionOf, startOnlineApp } from '../../../test/online-bookings.ts';

const clock = createClock();
let o: OnlineApp;

beforeAll(async () => {
  o = await startOnlineApp({}, { now: clock.now });
});

afterAll(() => o?.close());

const party = (adults: number) => ({ adults, children: 0 });

/** A booking of 2 adults at 50 (100 in all), paid online. */
async function paidBooking() {
  const tour = await insertTour(o.t.db, { priceMinor: 5000, maxGroupSize: 10 });
  const token = (await registerConfirmed(o.t.app, o.t.db)).token;
  const booking = await booked(o.t.app, token, {
    tourId: tour.id,
    date: tokyoDate(10, clock.now()),
    participants: party(2),
  });
  await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));
  return { tour, token, booking };
}

const reschedule = (id: string, token: string, body: object) =>
  send(o.t.app, 'POST', `/api/bookings/${id}/reschedule`, token, body);

async function seatsOn(tourId: string) {
  const { rows } = await o.t.database.pool.query<{ date: string; booked: number }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, booked FROM departures WHERE tour_id = $1 ORDER BY date`,
    [tourId],
  );
  return Object.fromEntries(rows.map((row) => [row.date, row.booked]));
}

/** The refunds asked of Stripe for the booking: amount (its minor units) and idempotency key. */
const refundCalls = (bookingId: string) =>
  o.fake.requests
    .filter(
      (r) =>
        r.path === '/v1/refunds' && String(r.headers['idempotency-key']).startsWith(`refund-${bookingId}-`),
    )
    .map((r) => [(r.body as { amount: string }).amount, r.headers['idempotency-key']]);

describe('the price difference of a booking paid online', () => {
  it('a dearer date: the difference is paid on Stripe, the new seats held and the old kept until then', async () => {
    const { tour, token, booking } = await paidBooking();
    const to = tokyoDate(12, clock.now());
    const opened = await reschedule(booking._id, token, { date: to, participants: party(3) });
    expect(opened.statusCode, opened.body).toBe(200);
    const { change, booking: still } = opened.json().data;
    expect(change).toMatchObject({
      status: 'awaiting_payment',
      settlement: 'checkout',
      pricing: { oldTotal: 100, newTotal: 150, difference: 50 },
      payment: { amountPaid: 0, paidAt: null },
    });
    expect(change.payment.checkoutUrl).toMatch(/\/pay\//);
    expect(still).toMatchObject({ date: booking.date, participants: party(2) });
    // Both held while the difference is paid: the old seats are the booking's until the move.
    expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 2, [to]: 3 });
    const checkout = o.fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(checkout.body).toMatchObject({ line_items: [{ price_data: { unit_amount: '5000' } }] });

    // Back from Stripe before its word arrived: the change is still waiting.
    const mine = await send(o.t.app, 'GET', '/api/booking-changes/mine?open=true', token);
    expect(mine.json().data).toMatchObject([{ _id: change._id, status: 'awaiting_payment' }]);

    const paid = await o.fake.completeCheckout(sessionOf(change));
    await o.deliver(paid);
    await o.deliver(paid); // Stripe may send it twice: it moves once.
    expect(await o.get(booking._id, token)).toMatchObject({
      date: to,
      participants: party(3),
      pricing: { total: 150 },
      paymentStatus: 'paid',
    });
    expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 0, [to]: 3 });
    const after = (await send(o.t.app, 'GET', '/api/booking-changes/mine', token)).json().data[0];
    expect(after).toMatchObject({ status: 'applied', payment: { amountPaid: 50, checkoutUrl: null } });
    expect((await o.movementsOf(booking._id)).map((m) => [m.kind, m.amountMinor])).toEqual([
      ['payment', 10000],
      ['payment', 5000],
    ]);
    const [mail] = await o.mailTo(`Your booking has a new date · ${booking.reference}`);
    expect(mail!.text).toContain('You paid the difference of $50.00.');
  });

  it('a difference not paid in time: the hold ends, the new seats go back and the booking keeps its date', async () => {
    const { tour, token, booking } = await paidBooking();
    const to = tokyoDate(13, clock.now());
    const { change } = (await reschedule(booking._id, token, { date: to, participants: party(4) })).json()
      .data;
    expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 2, [to]: 4 });
    clock.advance(minutes(31));
    try {
      await o.t.paymentHolds!.sweep();
    } finally {
      clock.advance(-minutes(31));
    }
    const ended = (await send(o.t.app, 'GET', '/api/booking-changes/mine', token)).json().data[0];
    expect(ended).toMatchObject({
      _id: change._id,
      status: 'lapsed',
      decisionNote: 'The difference was not paid in time.',
    });
    expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 2, [to]: 0 });
    expect(await o.get(booking._id, token)).toMatchObject({ date: booking.date, participants: party(2) });
  });

  it('withdrawn, then paid anyway on a page left open: the payment goes back whole', async () => {
    const { tour, token, booking } = await paidBooking();
    const to = tokyoDate(14, clock.now());
    const { change } = (await reschedule(booking._id, token, { date: to, participants: party(3) })).json()
      .data;
    const session = sessionOf(change);
    // Paid at Stripe in the same instant the traveller withdrew: the withdrawal wins, the money goes back.
    const paid = await o.fake.completeCheckout(session);
    const withdrawn = await send(o.t.app, 'DELETE', `/api/bookings/${booking._id}/reschedule`, token);
    expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn' });
    await o.deliver(paid);
    expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 2, [to]: 0 });
    const refund = o.fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.headers['idempotency-key'] === `change-refund-${change._id}`,
    );
    expect(refund?.body).toMatchObject({ amount: '5000' });
    const ledger = (await o.movementsOf(booking._id)).map((m) => `${m.kind} ${m.amountMinor}`);
    expect(ledger.sort()).toEqual(['payment 10000', 'payment 5000', 'refund 5000']);
  });

  it('a cheaper date: the difference goes back to the card at once; a later cancellation refunds the rest', async () => {
    const { tour, token, booking } = await paidBooking();
    const to = tokyoDate(15, clock.now());
    const moved = await reschedule(booking._id, token, { date: to, participants: party(1) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      change: { status: 'applied', settlement: 'refund', pricing: { difference: -50 } },
      booking: { date: to, pricing: { total: 50 }, refund: { status: 'approved', amount: 50 } },
    });
    expect(await seatsOn(tour.id)).toEqual({ [booking.date]: 0, [to]: 1 });
    expect(refundCalls(booking._id)).toEqual([['5000', `refund-${booking._id}-0`]]);
    const { rows } = await o.t.database.pool.query<{ refund_id: string }>(
      'SELECT refund_id FROM bookings WHERE id = $1',
      [booking._id],
    );
    await o.deliver(o.fake.refundedEvent(rows[0]!.refund_id));
    expect(await o.get(booking._id, token)).toMatchObject({
      paymentStatus: 'partially_refunded',
      payment: { amountPaid: 100, amountRefunded: 50 },
    });

    const cancelled = await send(o.t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, {
      reason: 'Plans changed again',
    });
    expect(cancelled.json().data.refund).toMatchObject({ status: 'requested', withinPolicy: true });
    const approved = await send(o.t.app, 'PUT', `/api/bookings/${booking._id}/refund/approve`, o.admin, {});
    expect(approved.statusCode, approved.body).toBe(200);
    // A new refund at Stripe (the next key), for what is left: never the first one replayed.
    expect(refundCalls(booking._id)).toEqual([
      ['5000', `refund-${booking._id}-0`],
      ['5000', `refund-${booking._id}-1`],
    ]);
  });

  it('a booking still waiting for its first payment cannot move', async () => {
    const tour = await insertTour(o.t.db, { priceMinor: 5000 });
    const token = (await registerConfirmed(o.t.app, o.t.db)).token;
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(10, clock.now()) });
    const refused = await reschedule(booking._id, token, {
      date: tokyoDate(11, clock.now()),
      participants: party(1),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/waiting for its payment/);
  });
});
