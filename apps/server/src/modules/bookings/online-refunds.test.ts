import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, send } from '../../../test/accounts.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { type OnlineApp, sessionOf, startOnlineApp } from '../../../test/online-bookings.ts';

const clock = createClock();
const hours = (n: number) => n * 3_600_000;
let o: OnlineApp;

beforeAll(async () => {
  o = await startOnlineApp({}, { now: clock.now });
});

afterAll(() => o?.close());

const put = (url: string, token: string | null, payload: object = {}) =>
  send(o.t.app, 'PUT', url, token, payload);

/** A booking of 2 adults at 50 (100 in all), paid online; answers it with its traveller's token. */
async function paidBooking(daysAhead = 10) {
  const tour = await insertTour(o.t.db, { priceMinor: 5000, maxGroupSize: 10 });
  const token = (await registerConfirmed(o.t.app, o.t.db)).token;
  const booking = await booked(o.t.app, token, {
    tourId: tour.id,
    date: tokyoDate(daysAhead, clock.now()),
    participants: { adults: 2, children: 0 },
  });
  const completed = await o.fake.completeCheckout(sessionOf(booking));
  await o.deliver(completed);
  const intent = JSON.parse(completed.payload).data.object.payment_intent as string;
  return { booking, token, intent };
}

async function cancelled(id: string, token: string) {
  const response = await put(`/api/bookings/${id}/cancel`, token, { reason: 'Plans changed' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const refundCalls = (bookingId: string) =>
  o.fake.requests.filter(
    (r) =>
      r.path === '/v1/refunds' && String(r.headers['idempotency-key']).startsWith(`refund-${bookingId}-`),
  );
const refundIdOf = async (bookingId: string) => {
  const { rows } = await o.t.database.pool.query<{ refund_id: string }>(
    'SELECT refund_id FROM bookings WHERE id = $1',
    [bookingId],
  );
  return rows[0]!.refund_id;
};

describe('refunds that return the money through Stripe', () => {
  it('refunds in full inside the free window; the payment is refunded once Stripe says so', async () => {
    const { booking, token } = await paidBooking();
    expect((await cancelled(booking._id, token)).refund).toMatchObject({
      status: 'requested',
      withinPolicy: true,
    });
    const approve = `/api/bookings/${booking._id}/refund/approve`;

    const part = await put(approve, o.admin, { amount: 30 });
    expect(part.statusCode).toBe(400);
    expect(part.json().message).toMatch(
      /inside the free-cancellation window: it is refunded in full \(100 USD\)/,
    );
    expect((await put(approve, token)).statusCode).toBe(403);

    const approved = await put(approve, o.admin, { note: 'Sorry to miss you' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      paymentStatus: 'paid',
      refund: { status: 'approved', amount: 100, failureReason: null, note: 'Sorry to miss you' },
    });
    const [call] = refundCalls(booking._id);
    expect(call).toMatchObject({
      body: { amount: '10000' },
      headers: { 'idempotency-key': `refund-${booking._id}-0` },
    });
    await o
      .mailTo(`Your refund is approved · ${booking.reference}`)
      .then(([mail]) => expect(mail!.text).toContain('Your refund of $100.00 is approved'));

    await o.deliver(o.fake.refundedEvent(await refundIdOf(booking._id)));
    expect(await o.get(booking._id, token)).toMatchObject({
      paymentStatus: 'refunded',
      payment: { amountPaid: 100, amountRefunded: 100 },
    });
    const [mail] = await o.mailTo(`Your refund is on its way · ${booking.reference}`);
    expect(mail!.text).toContain('We returned $100.00');
    await expect
      .poll(async () => (await o.notificationsOf(token)).find((n) => n.type === 'refund_completed')?.body)
      .toBe(`${booking.reference}: $100.00 is on its way back to your card.`);
    expect((await put(approve, o.admin)).statusCode).toBe(409);
  });

  it('refunds part of it outside the free window, ending partially refunded', async () => {
    const { booking, token } = await paidBooking(3);
    // Twelve hours before the start: past the free window.
    const shift = Date.parse(booking.startsAt) - hours(12) - clock.now().getTime();
    clock.advance(shift);
    try {
      expect((await cancelled(booking._id, token)).refund).toMatchObject({ withinPolicy: false });
    } finally {
      clock.advance(-shift);
    }
    const approve = `/api/bookings/${booking._id}/refund/approve`;
    const tooMuch = await put(approve, o.admin, { amount: 100.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('At most 100 USD can be refunded.');
    for (const amount of [0, -5, 'thirty', 1e308, Number.MIN_VALUE, [30], { value: 30 }])
      expect((await put(approve, o.admin, { amount })).statusCode, String(amount)).toBe(400);
    // More decimals than the currency has is refused, never rounded (to 3001 cents, more than typed).
    const finer = await put(approve, o.admin, { amount: 30.005 });
    expect(finer.statusCode).toBe(400);
    expect(finer.json()).toMatchObject({
      message: 'USD amounts have at most 2 decimals.',
      fieldErrors: { amount: 'At most 2 decimals' },
    });
    expect(refundCalls(booking._id)).toHaveLength(0);

    const approved = await put(approve, o.admin, { amount: 30 });
    expect(approved.json().data.refund).toMatchObject({ status: 'approved', amount: 30 });
    await o.deliver(o.fake.refundedEvent(await refundIdOf(booking._id)));
    expect(await o.get(booking._id, token)).toMatchObject({
      paymentStatus: 'partially_refunded',
      payment: { amountRefunded: 30 },
    });
    await o
      .mailTo(`Your refund is on its way · ${booking.reference}`)
      .then(([mail]) => expect(mail!.text).toContain('We returned $30.00'));
    const movements = await o.movementsOf(booking._id);
    expect(movements).toHaveLength(2);
    expect(movements).toEqual(
      expect.arrayContaining([
        { kind: 'payment', amountMinor: 10000 },
        { kind: 'refund', amountMinor: 3000 },
      ]),
    );
  });

  it('shows a refund Stripe refuses as failed with its reason; the retry is a new refund that succeeds', async () => {
    const { booking, token } = await paidBooking();
    await cancelled(booking._id, token);
    const approve = `/api/bookings/${booking._id}/refund/approve`;
    o.fake.failNextRefund('This charge cannot be refunded right now.');
    const failed = await put(approve, o.admin);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({
      paymentStatus: 'paid',
      refund: { status: 'failed', failureReason: 'This charge cannot be refunded right now.' },
    });
    await expect
      .poll(async () =>
        (await o.notificationsOf(o.admin)).filter((n) => n.type === 'refund_failed').map((n) => n.title),
      )
      .toContain(`Refund failed: ${booking.reference}`);

    const retried = await put(approve, o.admin);
    expect(retried.json().data.refund).toMatchObject({ status: 'approved', failureReason: null });
    expect(refundCalls(booking._id).map((r) => r.headers['idempotency-key'])).toEqual([
      `refund-${booking._id}-0`,
      `refund-${booking._id}-1`,
    ]);
    await o.deliver(o.fake.refundedEvent(await refundIdOf(booking._id)));
    expect((await o.get(booking._id, token)).paymentStatus).toBe('refunded');
  });

  it('marks a refund Stripe fails later as failed, once, and retries it', async () => {
    const { booking, token } = await paidBooking();
    await cancelled(booking._id, token);
    const approve = `/api/bookings/${booking._id}/refund/approve`;
    await put(approve, o.admin);
    const first = await refundIdOf(booking._id);
    // Stripe counted it as refunded, then the card turned out closed.
    await o.deliver(o.fake.refundedEvent(first));
    const failure = o.fake.failRefund(first, 'expired_or_canceled_card');
    await o.deliver(failure);
    await o.deliver(failure);
    expect(await o.get(booking._id, token)).toMatchObject({
      paymentStatus: 'paid',
      payment: { amountRefunded: 0 },
      refund: { status: 'failed', failureReason: 'expired_or_canceled_card' },
    });
    expect(await o.movementsOf(booking._id)).toEqual([{ kind: 'payment', amountMinor: 10000 }]);
    await expect
      .poll(
        async () =>
          (await o.notificationsOf(o.admin)).filter((n) => n.title === `Refund failed: ${booking.reference}`)
            .length,
      )
      .toBe(1);

    await put(approve, o.admin);
    expect(refundCalls(booking._id).at(-1)?.headers['idempotency-key']).toBe(`refund-${booking._id}-1`);
    await o.deliver(o.fake.refundedEvent(await refundIdOf(booking._id)));
    expect(await o.get(booking._id, token)).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'approved' },
    });
  });

  it('lets a late failure of an earlier attempt fail nothing but that attempt, not the retry in flight', async () => {
    const { booking, token } = await paidBooking();
    await cancelled(booking._id, token);
    const approve = `/api/bookings/${booking._id}/refund/approve`;
    await put(approve, o.admin);
    const first = await refundIdOf(booking._id);
    const failure = o.fake.failRefund(first, 'expired_or_canceled_card');
    await o.deliver(failure);
    expect((await o.get(booking._id, token)).refund.status).toBe('failed');
    // The retry is approved and on its way to Stripe (its refund not known yet)...
    await o.t.database.pool.query(
      "UPDATE bookings SET refund_status = 'approved', refund_failure_reason = NULL, refund_id = NULL WHERE id = $1",
      [booking._id],
    );
    // ...when Stripe's later word about the first attempt arrives (another event about the same refund).
    const failedRefund = JSON.parse(failure.payload).data.object;
    await o.deliver(o.fake.signedEvent('refund.failed', failedRefund));
    expect((await o.get(booking._id, token)).refund).toMatchObject({
      status: 'approved',
      failureReason: null,
    });
  });

  it('when Stripe cannot be reached: the outcome is unconfirmed, and the next round sends the same refund', async () => {
    const { booking, token } = await paidBooking();
    await cancelled(booking._id, token);
    o.fake.unavailable(true);
    try {
      const approved = await put(`/api/bookings/${booking._id}/refund/approve`, o.admin);
      expect(approved.statusCode, approved.body).toBe(200);
      // Nothing is known: not "failed", not "refunded".
      expect(approved.json().data.refund).toMatchObject({
        status: 'approved',
        failureReason: null,
        unconfirmedSince: clock.now().toISOString(),
      });
      expect(approved.json().data.paymentStatus).toBe('paid');
      // A round while Stripe is still away changes nothing and keeps the first instant.
      await o.t.paymentHolds!.sweep();
      expect((await o.get(booking._id, token)).refund.unconfirmedSince).toBe(clock.now().toISOString());
    } finally {
      o.fake.unavailable(false);
    }
    await o.t.paymentHolds!.sweep();
    expect((await o.get(booking._id, token)).refund).toMatchObject({
      status: 'approved',
      unconfirmedSince: null,
    });
    expect(await refundIdOf(booking._id)).toMatch(/^re_/);
    const keys = new Set(refundCalls(booking._id).map((r) => r.headers['idempotency-key']));
    expect([...keys]).toEqual([`refund-${booking._id}-0`]);
  });

  it('when Stripe refunded but its answer was lost: says so, then asks Stripe, and never refunds twice', async () => {
    const { booking, token } = await paidBooking();
    await cancelled(booking._id, token);
    o.fake.loseRefundAnswers(true);
    try {
      const approved = await put(`/api/bookings/${booking._id}/refund/approve`, o.admin);
      expect(approved.json().data.refund).toMatchObject({
        status: 'approved',
        unconfirmedSince: expect.any(String),
      });
    } finally {
      o.fake.loseRefundAnswers(false);
    }
    await o.t.paymentHolds!.sweep();
    const settled = await o.get(booking._id, token);
    expect(settled.refund).toMatchObject({ status: 'approved', unconfirmedSince: null, failureReason: null });
    const refundId = await refundIdOf(booking._id);
    await o.deliver(o.fake.refundedEvent(refundId));
    expect(await o.get(booking._id, token)).toMatchObject({ paymentStatus: 'refunded' });
    // Asked several times (the SDK's retries, the round), one refund at Stripe: one key, one refund id.
    const created = refundCalls(booking._id);
    expect(created.length).toBeGreaterThan(1);
    expect(new Set(created.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect((await o.get(booking._id, token)).payment).toMatchObject({ amountRefunded: 100 });
  });
});

describe('a refund made in Stripe, outside the product', () => {
  it('follows the money, keeps the booking as it is and tells staff once that it needs a decision', async () => {
    const { booking, token, intent } = await paidBooking();
    // Someone refunds the whole payment in Stripe's dashboard.
    const made = await fetch(`${o.fake.apiBase}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${o.fake.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intent }),
    });
    const refund = (await made.json()) as { id: string };
    const event = o.fake.refundedEvent(refund.id);
    await o.deliver(event);
    await o.deliver(event);
    expect(await o.get(booking._id, token)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'refunded',
      payment: { amountRefunded: 100 },
      refund: null,
    });
    await expect
      .poll(async () =>
        (await o.notificationsOf(o.admin))
          .filter((n) => n.title === `Refunded in Stripe: ${booking.reference}`)
          .map((n) => n.body),
      )
      .toEqual([expect.stringContaining('is still confirmed. Cancel the booking, or settle the payment')]);
  });
});

describe('GET /api/admin/bookings?refundStatus=', () => {
  it('lists the bookings whose refund is in that state: failed ones to retry, requested ones to decide', async () => {
    const asked = await paidBooking();
    await cancelled(asked.booking._id, asked.token);
    const refused = await paidBooking();
    await cancelled(refused.booking._id, refused.token);
    o.fake.failNextRefund('This charge cannot be refunded right now.');
    expect(
      (await put(`/api/bookings/${refused.booking._id}/refund/approve`, o.admin)).json().data.refund,
    ).toMatchObject({ status: 'failed' });
    const mine = [asked.booking._id, refused.booking._id];
    const listed = async (refundStatus: string) => {
      const response = await send(
        o.t.app,
        'GET',
        `/api/admin/bookings?refundStatus=${refundStatus}&limit=100`,
        o.admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().data as { _id: string; refund: { status: string } | null }[];
      expect(rows.every((b) => b.refund?.status === refundStatus)).toBe(true);
      return rows.map((b) => b._id).filter((id) => mine.includes(id));
    };
    expect(await listed('failed')).toEqual([refused.booking._id]);
    expect(await listed('requested')).toEqual([asked.booking._id]);

    const bad = await send(o.t.app, 'GET', '/api/admin/bookings?refundStatus=lost', o.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('refundStatus must be one of requested, approved, denied, failed'),
    });
  });
});

describe('disputes', () => {
  it('marks the booking and tells the admins once, following the status after', async () => {
    const { booking, token, intent } = await paidBooking();
    const opened = o.fake.disputeEvent(intent, { reason: 'fraudulent' });
    await o.deliver(opened);
    await o.deliver(opened);
    const dispute = JSON.parse(opened.payload).data.object;
    await o.deliver(o.fake.signedEvent('charge.dispute.updated', { ...dispute, status: 'under_review' }));
    expect((await o.get(booking._id, token)).payment.dispute).toMatchObject({
      reason: 'fraudulent',
      status: 'under_review',
      amount: 100,
    });
    await expect
      .poll(
        async () =>
          (await o.notificationsOf(o.admin)).filter(
            (n) => n.type === 'payment_disputed' && n.title.includes(booking.reference),
          ).length,
      )
      .toBe(1);
    expect(await o.movementsOf(booking._id)).toEqual(
      expect.arrayContaining([{ kind: 'dispute', amountMinor: 10000 }]),
    );
    const listed = await send(o.t.app, 'GET', '/api/admin/bookings?disputed=true', o.admin);
    expect(listed.json().data.map((b: { _id: string }) => b._id)).toContain(booking._id);
    const undisputed = await send(o.t.app, 'GET', '/api/admin/bookings?disputed=false', o.admin);
    expect(undisputed.json().data.map((b: { _id: string }) => b._id)).not.toContain(booking._id);
  });
});

describe('a closed dispute', () => {
  it('keeps its final status when an older event arrives after it', async () => {
    const { booking, token, intent } = await paidBooking();
    const opened = o.fake.disputeEvent(intent, { reason: 'product_not_received', amount: 4000 });
    const dispute = JSON.parse(opened.payload).data.object;
    await o.deliver(o.fake.signedEvent('charge.dispute.closed', { ...dispute, status: 'lost' }));
    await o.deliver(opened);
    expect((await o.get(booking._id, token)).payment.dispute).toMatchObject({ status: 'lost', amount: 40 });
    const day = (await send(o.t.app, 'GET', '/api/admin/payments', o.admin)).json().data;
    expect(day.movements).toContainEqual(
      expect.objectContaining({
        kind: 'dispute',
        amount: 40,
        booking: expect.objectContaining({ _id: booking._id }),
      }),
    );
  });
});

describe('POST /api/admin/bookings/:id/reconcile', () => {
  it('applies a payment once however many reconciles run at the same time', async () => {
    const tour = await insertTour(o.t.db);
    const token = (await registerConfirmed(o.t.app, o.t.db)).token;
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(12, clock.now()) });
    await o.fake.completeCheckout(sessionOf(booking));
    const url = `/api/admin/bookings/${booking._id}/reconcile`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(o.t.app, 'POST', url, o.admin)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await o.movementsOf(booking._id)).toEqual([{ kind: 'payment', amountMinor: 5000 }]);
    await o.mailTo(`Your booking is confirmed · ${booking.reference}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(o.smtp.received.filter((m) => m.subject.includes(booking.reference))).toHaveLength(1);
    expect((await o.notificationsOf(token)).filter((n) => n.type === 'payment_received')).toHaveLength(1);
  });

  it('applies what Stripe knows when the webhook never came, for admins only', async () => {
    const tour = await insertTour(o.t.db);
    const token = (await registerConfirmed(o.t.app, o.t.db)).token;
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(12, clock.now()) });
    await o.fake.completeCheckout(sessionOf(booking));
    const url = `/api/admin/bookings/${booking._id}/reconcile`;

    expect((await send(o.t.app, 'POST', url, null)).statusCode).toBe(401);
    expect((await send(o.t.app, 'POST', url, token)).statusCode).toBe(403);
    expect(
      (await send(o.t.app, 'POST', url, (await registerConfirmed(o.t.app, o.t.db)).token)).statusCode,
    ).toBe(403);
    const reconciled = await send(o.t.app, 'POST', url, o.admin);
    expect(reconciled.statusCode, reconciled.body).toBe(200);
    expect(reconciled.json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    expect((await send(o.t.app, 'POST', '/api/admin/bookings/not-an-id/reconcile', o.admin)).statusCode).toBe(
      404,
    );
    expect(
      (
        await send(
          o.t.app,
          'POST',
          '/api/admin/bookings/00000000-0000-4000-8000-000000000000/reconcile',
          o.admin,
        )
      ).statusCode,
    ).toBe(404);
    o.fake.unavailable(true);
    try {
      const down = await send(o.t.app, 'POST', url, o.admin);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      o.fake.unavailable(false);
    }
  });

  it('answers 409 for a booking without an online payment', async () => {
    const tour = await insertTour(o.t.db, { maxGroupSize: 1 });
    o.fake.unavailable(true);
    try {
      await send(o.t.app, 'POST', '/api/bookings', (await registerConfirmed(o.t.app, o.t.db)).token, {
        tourId: tour.id,
        date: tokyoDate(13, clock.now()),
        participants: { adults: 1 },
        contact: { name: 'Aiko Tanaka', email: 'aiko@example.com', phone: '+81 90 1234 5678' },
      });
    } finally {
      o.fake.unavailable(false);
    }
    const listed = await send(o.t.app, 'GET', `/api/admin/bookings?tourId=${tour.id}`, o.admin);
    const response = await send(
      o.t.app,
      'POST',
      `/api/admin/bookings/${listed.json().data[0]._id}/reconcile`,
      o.admin,
    );
    expect(response.statusCode).toBe(409);
  });
});
