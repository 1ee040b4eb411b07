import { policy } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmEmail, register, registerConfirmed, send } from '../../../test/accounts.ts';
import { book, booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { checkoutCreates, type OnlineApp, sessionOf, startOnlineApp } from '../../../test/online-bookings.ts';

const clock = createClock();
let o: OnlineApp;

beforeAll(async () => {
  o = await startOnlineApp({}, { now: clock.now });
});

afterAll(() => o?.close());

const traveller = async () => (await registerConfirmed(o.t.app, o.t.db)).token;
const newTour = (overrides: Parameters<typeof insertTour>[1] = {}) =>
  insertTour(o.t.db, { priceMinor: 5000, childPriceShare: 0.5, maxGroupSize: 10, ...overrides });
const seatsLeft = async (tourId: string, date: string) => {
  const response = await o.t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${date}&to=${date}`,
  });
  return response.json().data.dates[0].seatsLeft as number;
};

describe('booking with online payment', () => {
  it('holds the seats unpaid, opens a Checkout Session priced by the server, and says nothing until paid', async () => {
    const tour = await newTour({ title: 'Gion at dusk' });
    const { token, user } = await registerConfirmed(o.t.app, o.t.db);
    const date = tokyoDate(8, clock.now());
    const response = await book(o.t.app, token, {
      tourId: tour.id,
      date,
      participants: { adults: 2, children: 1 },
      pricing: { total: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json().data;
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      pricing: { total: 125, currency: 'USD' },
      payment: {
        provider: 'stripe',
        holdExpiresAt: new Date(clock.now().getTime() + minutes(policy.paymentHoldMinutes)).toISOString(),
        amountPaid: 0,
        paidAt: null,
        card: null,
      },
    });
    expect(booking.payment.checkoutUrl).toBe(`${o.fake.apiBase}/pay/${sessionOf(booking)}`);
    expect(await seatsLeft(tour.id, date)).toBe(7);

    const create = checkoutCreates(o.fake).at(-1)!;
    expect(create.body).toMatchObject({
      mode: 'payment',
      // The account's confirmed address, not the booking's typed contact (aiko@example.com).
      customer_email: user.email,
      client_reference_id: booking._id,
      metadata: { bookingId: booking._id, reference: booking.reference },
      success_url: `https://tabi.example/bookings/${booking._id}/payment?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://tabi.example/bookings/${booking._id}/payment?cancelled=1`,
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '12500' } }],
    });
    expect(JSON.stringify(create.body)).toContain('Gion at dusk, ');
    // Nothing is confirmed to the traveller before the money is.
    expect(await o.notificationsOf(token)).toEqual([]);
  });

  it('confirms a paid booking from the signed webhook, with the card, receipt and one ledger entry', async () => {
    const tour = await newTour({ meetingPoint: 'Yasaka Shrine, West Gate' });
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(9, clock.now()) });

    await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));

    const paid = await o.get(booking._id, token);
    expect(paid).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      payment: {
        holdExpiresAt: null,
        checkoutUrl: null,
        amountPaid: 50,
        amountRefunded: 0,
        card: { brand: 'visa', last4: '4242' },
        receiptUrl: expect.stringMatching(/\/receipts\/ch_/),
      },
    });
    expect(paid.payment.paidAt).not.toBeNull();
    expect(await o.movementsOf(booking._id)).toEqual([{ kind: 'payment', amountMinor: 5000 }]);

    const [mail] = await o.mailTo(`Your booking is confirmed · ${booking.reference}`);
    expect(mail!.text).toContain('Paid: $50.00 by Visa ending 4242');
    expect(mail!.text).toContain(`Receipt: ${paid.payment.receiptUrl}`);
    expect(mail!.text).toContain('Your payment is received.');
    expect(mail!.text).not.toContain('Payment is made at the meeting point');
    await expect
      .poll(async () => (await o.notificationsOf(token)).map((n) => n.type))
      .toEqual(['payment_received']);
  });

  it('leaves a paid booking of a tour confirmed by hand pending, paid', async () => {
    const tour = await newTour({ instantConfirmation: false });
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(9, clock.now()) });
    await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));
    expect(await o.get(booking._id, token)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
  });

  it('applies the same webhook twice, and events in any order, to the same end', async () => {
    const tour = await newTour();
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(10, clock.now()) });
    const session = sessionOf(booking);
    const completed = await o.fake.completeCheckout(session);
    await o.deliver(completed);
    await o.deliver(completed);
    // A stale expiry (Stripe's retry of an older event) after the payment does not cancel it.
    const sessionObject = JSON.parse(completed.payload).data.object;
    await o.deliver(o.fake.signedEvent('checkout.session.expired', { ...sessionObject, status: 'expired' }));

    expect(await o.get(booking._id, token)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await o.movementsOf(booking._id)).toEqual([{ kind: 'payment', amountMinor: 5000 }]);
    await o.mailTo(`Your booking is confirmed · ${booking.reference}`);
    expect(o.smtp.received.filter((m) => m.subject.includes(booking.reference))).toHaveLength(1);
  });

  it('ends refunded when charge.refunded arrives before checkout.session.completed', async () => {
    const tour = await newTour();
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(11, clock.now()) });
    const completed = await o.fake.completeCheckout(sessionOf(booking));
    const intent = JSON.parse(completed.payload).data.object.payment_intent as string;
    // The operator refunds in Stripe's dashboard before our webhook got through.
    const refund = await stripeApi(o, 'POST', '/v1/refunds', { payment_intent: intent });
    await o.deliver(o.fake.refundedEvent(refund.id));
    await o.deliver(completed);

    expect(await o.get(booking._id, token)).toMatchObject({
      paymentStatus: 'refunded',
      payment: { amountPaid: 50, amountRefunded: 50 },
    });
    expect(await o.movementsOf(booking._id)).toEqual(
      expect.arrayContaining([
        { kind: 'payment', amountMinor: 5000 },
        { kind: 'refund', amountMinor: 5000 },
      ]),
    );
    expect(await o.movementsOf(booking._id)).toHaveLength(2);
  });

  it('ignores an event about no booking of ours', async () => {
    await o.deliver(
      o.fake.signedEvent('checkout.session.completed', {
        id: 'cs_test_not_ours',
        object: 'checkout.session',
        metadata: { bookingId: '00000000-0000-4000-8000-000000000000' },
        payment_intent: 'pi_not_ours',
      }),
    );
  });

  it('answers a retried Idempotency-Key with the same booking and one Checkout Session', async () => {
    const tour = await newTour();
    const token = await traveller();
    const before = checkoutCreates(o.fake).length;
    const body = { tourId: tour.id, date: tokyoDate(12, clock.now()) };
    const first = await book(o.t.app, token, body, { 'idempotency-key': 'online-retry-0001' });
    const again = await book(o.t.app, token, body, { 'idempotency-key': 'online-retry-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().data.payment.checkoutUrl).toBe(first.json().data.payment.checkoutUrl);
    expect(checkoutCreates(o.fake).length - before).toBe(1);
  });

  it('shows the payment page to its traveller only', async () => {
    const tour = await newTour();
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(13, clock.now()) });
    expect((await o.get(booking._id, token)).payment.checkoutUrl).toBe(booking.payment.checkoutUrl);
    expect((await o.get(booking._id, o.admin)).payment.checkoutUrl).toBeNull();
    const listed = await send(o.t.app, 'GET', `/api/admin/bookings?q=${booking.reference}`, o.admin);
    expect(listed.json().data[0].payment.checkoutUrl).toBeNull();
    const mine = await send(o.t.app, 'GET', '/api/bookings/my-bookings', token);
    expect(mine.json().data[0].payment.checkoutUrl).toBe(booking.payment.checkoutUrl);
    expect((await send(o.t.app, 'GET', `/api/bookings/${booking._id}`, await traveller())).statusCode).toBe(
      404,
    );
  });

  it('releases the seats when Stripe cannot start the payment, answering 503', async () => {
    const tour = await newTour({ maxGroupSize: 4 });
    const date = tokyoDate(14, clock.now());
    const token = await traveller();
    const body = { tourId: tour.id, date, participants: { adults: 2, children: 0 } };
    const key = { 'idempotency-key': 'stripe-down-retry-1' };
    o.fake.unavailable(true);
    try {
      const response = await book(o.t.app, token, body, key);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Payment could not be started. Please try again.',
      });
    } finally {
      o.fake.unavailable(false);
    }
    expect(await seatsLeft(tour.id, date)).toBe(4);
    const listed = await send(o.t.app, 'GET', `/api/admin/bookings?tourId=${tour.id}`, o.admin);
    expect(listed.json().data).toMatchObject([
      { status: 'cancelled', paymentStatus: 'failed', cancellationReason: 'payment could not be started' },
    ]);
    // Told to try again, the traveller's retry (same key) books afresh once Stripe is back.
    const retried = await book(o.t.app, token, body, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().data).toMatchObject({
      paymentStatus: 'pending',
      payment: { checkoutUrl: expect.any(String) },
    });
    expect(await seatsLeft(tour.id, date)).toBe(2);
  });
});

describe('who may hold seats unpaid, and how many', () => {
  it('needs a confirmed address: an unconfirmed account takes no seat and is told why', async () => {
    const tour = await newTour();
    const date = tokyoDate(16, clock.now());
    const { token, user } = await register(o.t.app);
    const refused = await book(o.t.app, token, { tourId: tour.id, date });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('Confirm your e-mail address before you book to pay by card'),
      details: { reason: 'email-unconfirmed' },
    });
    expect(await seatsLeft(tour.id, date)).toBe(10);
    await confirmEmail(o.t.db, user._id);
    expect((await book(o.t.app, token, { tourId: tour.id, date })).statusCode).toBe(201);
  });

  it(`lets one account wait for ${policy.unpaidHoldsPerAccount} payments at once, not more`, async () => {
    const tour = await newTour();
    const token = await traveller();
    const first = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(17, clock.now()) });
    await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(18, clock.now()) });
    const third = await book(o.t.app, token, { tourId: tour.id, date: tokyoDate(19, clock.now()) });
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json()).toMatchObject({
      message:
        'You already have 2 bookings waiting for payment. Pay or cancel one of them in My bookings before you book again.',
      details: { unpaidHolds: 2 },
    });
    expect(await seatsLeft(tour.id, tokyoDate(19, clock.now()))).toBe(10);
    // Another account is not held back; once one is paid, this one books again.
    expect(
      (await book(o.t.app, await traveller(), { tourId: tour.id, date: tokyoDate(19, clock.now()) }))
        .statusCode,
    ).toBe(201);
    await o.deliver(await o.fake.completeCheckout(sessionOf(first)));
    expect(
      (await book(o.t.app, token, { tourId: tour.id, date: tokyoDate(19, clock.now()) })).statusCode,
    ).toBe(201);
  });

  it('holds at most half of the seats left for one unpaid booking, and says so', async () => {
    const tour = await newTour({ maxGroupSize: 12 });
    const date = tokyoDate(26, clock.now());
    const seven = await book(o.t.app, await traveller(), {
      tourId: tour.id,
      date,
      participants: { adults: 7, children: 0 },
    });
    expect(seven.statusCode, seven.body).toBe(409);
    expect(seven.json()).toMatchObject({
      message: expect.stringMatching(
        /^While it waits for payment, one booking can hold at most 6 of the 12 seats left on /,
      ),
      details: { seatsLeft: 12, holdMaxSeats: 6 },
    });
    const participants = { adults: 6, children: 0 };
    await booked(o.t.app, await traveller(), { tourId: tour.id, date, participants });
    expect(await seatsLeft(tour.id, date)).toBe(6);
    // The last seat can always be held by one traveller.
    await booked(o.t.app, await traveller(), {
      tourId: tour.id,
      date,
      participants: { adults: 3, children: 0 },
    });
    await booked(o.t.app, await traveller(), {
      tourId: tour.id,
      date,
      participants: { adults: 1, children: 0 },
    });
    await booked(o.t.app, await traveller(), {
      tourId: tour.id,
      date,
      participants: { adults: 1, children: 0 },
    });
    await booked(o.t.app, await traveller(), {
      tourId: tour.id,
      date,
      participants: { adults: 1, children: 0 },
    });
    expect(await seatsLeft(tour.id, date)).toBe(0);
  });
});

describe('holds that end unpaid', () => {
  it('releases the seats of an expired hold and tells the traveller', async () => {
    const tour = await newTour({ maxGroupSize: 6 });
    const date = tokyoDate(15, clock.now());
    const token = await traveller();
    const booking = await booked(o.t.app, token, {
      tourId: tour.id,
      date,
      participants: { adults: 3, children: 0 },
    });
    expect(await seatsLeft(tour.id, date)).toBe(3);

    clock.advance(minutes(policy.paymentHoldMinutes - 1));
    await o.t.paymentHolds!.sweep();
    expect((await o.get(booking._id, token)).paymentStatus).toBe('pending');

    clock.advance(minutes(2));
    await o.t.paymentHolds!.sweep();
    expect(await o.get(booking._id, token)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'payment not completed',
      paymentStatus: 'failed',
      payment: { holdExpiresAt: null, checkoutUrl: null },
    });
    expect(await seatsLeft(tour.id, date)).toBe(6);
    expect(o.fake.requests.some((r) => r.path === `/v1/checkout/sessions/${sessionOf(booking)}/expire`)).toBe(
      true,
    );
    await expect
      .poll(async () => (await o.notificationsOf(token)).map((n) => n.type))
      .toEqual(['payment_failed']);
    await o.mailTo(`Your booking was released · ${booking.reference}`);
  });

  it('goes on past a hold it cannot release (Stripe does not know its session); that one waits', async () => {
    const tour = await newTour();
    const token = await traveller();
    const lost = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(19, clock.now()) });
    const due = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(19, clock.now()) });
    await o.t.database.pool.query(
      "UPDATE bookings SET checkout_session_id = 'cs_test_unknown' WHERE id = $1",
      [lost._id],
    );
    clock.advance(minutes(policy.paymentHoldMinutes + 1));
    await o.t.paymentHolds!.sweep();
    expect((await o.get(due._id, token)).status).toBe('cancelled');
    expect(await o.get(lost._id, token)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('honours a payment that beat the sweep', async () => {
    const tour = await newTour();
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(16, clock.now()) });
    // Paid at Stripe; its webhook has not arrived when the hold runs out.
    const completed = await o.fake.completeCheckout(sessionOf(booking));
    clock.advance(minutes(policy.paymentHoldMinutes + 1));
    await o.t.paymentHolds!.sweep();
    expect(await o.get(booking._id, token)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    await o.deliver(completed);
    expect(await o.movementsOf(booking._id)).toEqual([{ kind: 'payment', amountMinor: 5000 }]);
  });

  it('re-confirms a payment that arrives after the release while its seats are still free', async () => {
    const tour = await newTour({ maxGroupSize: 4 });
    const date = tokyoDate(24, clock.now());
    const token = await traveller();
    const booking = await booked(o.t.app, token, {
      tourId: tour.id,
      date,
      participants: { adults: 2, children: 0 },
    });
    await releasedWhilePaying(booking._id);
    expect(await seatsLeft(tour.id, date)).toBe(4);

    await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));
    expect(await o.get(booking._id, token)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      cancellationReason: null,
      cancelledAt: null,
      refund: null,
    });
    expect(await seatsLeft(tour.id, date)).toBe(2);
    await o.mailTo(`Your booking is confirmed · ${booking.reference}`);
  });

  it('refunds in full a payment that arrives after the release when its seats are gone', async () => {
    const tour = await newTour({ maxGroupSize: 4 });
    const date = tokyoDate(25, clock.now());
    const token = await traveller();
    const booking = await booked(o.t.app, token, {
      tourId: tour.id,
      date,
      participants: { adults: 2, children: 0 },
    });
    await releasedWhilePaying(booking._id);
    // Others take three of the four seats (each within half of what is left) before the payment lands.
    const participants = { adults: 2, children: 0 };
    await booked(o.t.app, await traveller(), { tourId: tour.id, date, participants });
    await booked(o.t.app, await traveller(), { tourId: tour.id, date });

    await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));
    const refunding = await o.get(booking._id, token);
    expect(refunding).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'payment not completed',
      paymentStatus: 'paid',
      refund: { status: 'approved', amount: 100, withinPolicy: true },
    });
    expect(refunding.refund.note).toMatch(/seats were released/);
    expect(await seatsLeft(tour.id, date)).toBe(1);
    await o.mailTo(`Your payment is being refunded · ${booking.reference}`);
    const { rows } = await o.t.database.pool.query<{ refund_id: string }>(
      'SELECT refund_id FROM bookings WHERE id = $1',
      [booking._id],
    );
    await o.deliver(o.fake.refundedEvent(rows[0]!.refund_id));
    expect((await o.get(booking._id, token)).paymentStatus).toBe('refunded');
  });

  it('lets the traveller cancel an unpaid booking: the session is closed, the seats return, nothing is owed', async () => {
    const tour = await newTour();
    const date = tokyoDate(17, clock.now());
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date });
    const response = await send(o.t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, {
      reason: 'Plans changed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      refund: null,
      payment: { holdExpiresAt: null, checkoutUrl: null },
    });
    expect(await seatsLeft(tour.id, date)).toBe(10);
    expect(o.fake.requests.some((r) => r.path === `/v1/checkout/sessions/${sessionOf(booking)}/expire`)).toBe(
      true,
    );
  });

  it('refunds in full a booking paid after its traveller cancelled it', async () => {
    const tour = await newTour();
    const token = await traveller();
    const booking = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(18, clock.now()) });
    // Stripe is down as the traveller cancels: the session stays open, and they pay in another tab.
    o.fake.unavailable(true);
    try {
      const cancelled = await send(o.t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, {
        reason: 'Booked the wrong day',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    } finally {
      o.fake.unavailable(false);
    }
    await o.deliver(await o.fake.completeCheckout(sessionOf(booking)));

    const refunding = await o.get(booking._id, token);
    expect(refunding).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refund: { status: 'approved', amount: 50, failureReason: null },
    });
    const refundCall = o.fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.headers['idempotency-key'] === `refund-${booking._id}-0`,
    );
    expect(refundCall?.body).toMatchObject({ amount: '5000' });
    await expect
      .poll(async () => (await o.notificationsOf(token)).map((n) => n.type))
      .toContain('refund_approved');
  });
});

describe('the last seats under concurrent checkouts', () => {
  it('sells exactly the seats left to 8 travellers paying at once, never more', async () => {
    const tour = await newTour({ maxGroupSize: 10 });
    const date = tokyoDate(20, clock.now());
    // Seven seats go first, held by two bookings (no unpaid booking holds more than half of what is left).
    await booked(o.t.app, await traveller(), {
      tourId: tour.id,
      date,
      participants: { adults: 5, children: 0 },
    });
    await booked(o.t.app, await traveller(), {
      tourId: tour.id,
      date,
      participants: { adults: 2, children: 0 },
    });
    const tokens = await Promise.all(Array.from({ length: 8 }, () => traveller()));
    const answers = await Promise.all(tokens.map((token) => book(o.t.app, token, { tourId: tour.id, date })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const won of answers.filter((a) => a.statusCode === 201))
      expect(won.json().data.payment.checkoutUrl).toContain('/pay/cs_test_');
    const { rows } = await o.t.database.pool.query<{ booked: number; capacity: number }>(
      'SELECT booked, capacity FROM departures WHERE tour_id = $1 AND date = $2',
      [tour.id, date],
    );
    expect(rows).toEqual([{ booked: 10, capacity: 10 }]);
  });
});

describe('admin and payment status', () => {
  it("refuses to set an online booking's payment by hand", async () => {
    const tour = await newTour();
    const booking = await booked(o.t.app, await traveller(), {
      tourId: tour.id,
      date: tokyoDate(21, clock.now()),
    });
    const response = await send(o.t.app, 'PUT', `/api/admin/bookings/${booking._id}`, o.admin, {
      paymentStatus: 'paid',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This booking is paid online: its payment status follows Stripe. Use reconcile.',
    );
  });

  it('filters bookings by payment status', async () => {
    const tour = await newTour();
    const token = await traveller();
    const paid = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(22, clock.now()) });
    const waiting = await booked(o.t.app, token, { tourId: tour.id, date: tokyoDate(23, clock.now()) });
    await o.deliver(await o.fake.completeCheckout(sessionOf(paid)));
    const ids = async (query: string) =>
      (await send(o.t.app, 'GET', `/api/admin/bookings?tourId=${tour.id}&${query}`, o.admin))
        .json()
        .data.map((b: { _id: string }) => b._id);
    expect(await ids('paymentStatus=paid')).toEqual([paid._id]);
    expect(await ids('paymentStatus=pending')).toEqual([waiting._id]);
    const bad = await send(o.t.app, 'GET', '/api/admin/bookings?paymentStatus=gone', o.admin);
    expect(bad.statusCode).toBe(400);
    expect(
      (await send(o.t.app, 'GET', '/api/bookings?paymentStatus=paid', o.admin, undefined)).statusCode,
    ).toBe(200);
    expect(
      (
        await o.t.app.inject({
          method: 'GET',
          url: '/api/bookings?paymentStatus=paid',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(403);
  });
});

/**
 * The booking as the hold sweep leaves it (cancelled, 'payment not completed', seats back) while its
 * payment is still going through at Stripe: a payment in progress when the hold ended, which Stripe
 * completes after. The fake closes a session only when told, so its session stays payable.
 */
async function releasedWhilePaying(bookingId: string) {
  await o.t.database.pool.query(
    `WITH released AS (
       UPDATE bookings SET status = 'cancelled', cancellation_reason = 'payment not completed', cancelled_at = now(),
         payment_status = 'failed', hold_expires_at = NULL, checkout_url = NULL
       WHERE id = $1 RETURNING departure_id, adults + children AS seats)
     UPDATE departures d SET booked = d.booked - r.seats FROM released r WHERE d.id = r.departure_id`,
    [bookingId],
  );
}

/** A call to the fake's API as the operator's own tools (Stripe's dashboard) would make it. */
async function stripeApi(app: OnlineApp, method: 'POST' | 'GET', path: string, form: Record<string, string>) {
  const response = await fetch(`${app.fake.apiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${app.fake.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string };
}
