import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, send } from '../../../test/accounts.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { type OnlineApp, sessionOf, startOnlineApp } from '../../../test/online-bookings.ts';

let o: OnlineApp;

beforeAll(async () => {
  o = await startOnlineApp();
});

afterAll(() => o?.close());

/** A paid booking of `adults` at 50 each; answers it, its traveller and its PaymentIntent. */
async function paid(adults: number) {
  const tour = await insertTour(o.t.db, { priceMinor: 5000, maxGroupSize: 10, title: `Day tour ${adults}` });
  const token = (await registerConfirmed(o.t.app, o.t.db)).token;
  const booking = await booked(o.t.app, token, {
    tourId: tour.id,
    date: tokyoDate(10),
    participants: { adults, children: 0 },
  });
  const completed = await o.fake.completeCheckout(sessionOf(booking));
  await o.deliver(completed);
  return { booking, token, intent: JSON.parse(completed.payload).data.object.payment_intent as string };
}

async function cancelAndApprove({ booking, token }: { booking: { _id: string }; token: string }) {
  await send(o.t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'Plans changed' });
  const approved = await send(o.t.app, 'PUT', `/api/bookings/${booking._id}/refund/approve`, o.admin, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().data;
}

describe('GET /api/admin/payments', () => {
  it("sums the day's takings, refunds and disputes, with what waits for an admin", async () => {
    const disputed = await paid(2);
    const refunded = await paid(1);
    const failing = await paid(1);

    await cancelAndApprove(refunded);
    const { rows } = await o.t.database.pool.query<{ refund_id: string }>(
      'SELECT refund_id FROM bookings WHERE id = $1',
      [refunded.booking._id],
    );
    await o.deliver(o.fake.refundedEvent(rows[0]!.refund_id));
    o.fake.failNextRefund('Your card was declined.');
    expect((await cancelAndApprove(failing)).refund.status).toBe('failed');
    await o.deliver(o.fake.disputeEvent(disputed.intent, { reason: 'fraudulent' }));

    const response = await send(o.t.app, 'GET', '/api/admin/payments', o.admin);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json().data;
    expect(day).toMatchObject({
      date: tokyoDate(0),
      timezone: 'Asia/Tokyo',
      currency: 'USD',
      takings: { count: 3, amount: 200 },
      refunds: { count: 1, amount: 50 },
      disputes: { count: 1, amount: 100 },
      net: 50,
      failedRefunds: 1,
      openDisputes: 1,
    });
    expect(day.movements).toHaveLength(5);
    const times = day.movements.map((m: { at: string }) => Date.parse(m.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(day.movements).toContainEqual({
      kind: 'refund',
      amount: 50,
      currency: 'USD',
      at: expect.any(String),
      booking: {
        _id: refunded.booking._id,
        reference: refunded.booking.reference,
        tourTitle: 'Day tour 1',
        customerName: 'Aiko Tanaka',
        paymentStatus: 'refunded',
      },
    });

    const explicit = await send(o.t.app, 'GET', `/api/admin/payments?date=${tokyoDate(0)}`, o.admin);
    expect(explicit.json().data).toEqual(day);
    const quiet = (await send(o.t.app, 'GET', '/api/admin/payments?date=2020-01-01', o.admin)).json().data;
    expect(quiet).toMatchObject({
      takings: { count: 0, amount: 0 },
      net: 0,
      movements: [],
      failedRefunds: 1,
    });
  });

  it('refuses a bad date, a visitor and a traveller', async () => {
    expect((await send(o.t.app, 'GET', '/api/admin/payments?date=2027-02-30', o.admin)).statusCode).toBe(400);
    expect((await send(o.t.app, 'GET', '/api/admin/payments?date=today', o.admin)).statusCode).toBe(400);
    expect((await send(o.t.app, 'GET', '/api/admin/payments', null)).statusCode).toBe(401);
    const token = (await registerConfirmed(o.t.app, o.t.db)).token;
    expect((await send(o.t.app, 'GET', '/api/admin/payments', token)).statusCode).toBe(403);
  });
});
