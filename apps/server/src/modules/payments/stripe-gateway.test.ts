import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { stripeEnv } from '../../../test/online-bookings.ts';
import {
  type CheckoutRequest,
  type PaymentGateway,
  PaymentProviderError,
} from '../../platform/payments/payment-gateway.ts';

/** The Stripe gateway as the bookings feature gets it (t.payments), against the fake through the real SDK. */
let fake: FakeStripe;
let t: TestApp;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(stripeEnv(fake));
  gateway = t.payments!;
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let bookings = 0;
/** A checkout for a new booking; a whole number of seconds away, as Stripe keeps expires_at. */
const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
  bookings += 1;
  const bookingId = overrides.bookingId ?? `00000000-0000-4000-8000-${String(bookings).padStart(12, '0')}`;
  return {
    bookingId,
    reference: `TT-${bookings}`,
    description: 'Yanaka walk, 12 March 2027',
    amountMinor: 1_200_000,
    currency: 'JPY',
    customerEmail: 'traveller@example.com',
    expiresAt: new Date(Math.ceil(Date.now() / 1000) * 1000 + 40 * 60_000),
    successUrl: 'http://localhost:5200/bookings/1?paid=1',
    cancelUrl: 'http://localhost:5200/bookings/1',
    idempotencyKey: `checkout-${bookingId}`,
    ...overrides,
  };
};

const lastCall = (path: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === path).at(-1)!;

/** A paid checkout: answers its session and PaymentIntent. */
const paid = async (overrides: Partial<CheckoutRequest> = {}) => {
  const { sessionId } = await gateway.createCheckout(request(overrides));
  await fake.completeCheckout(sessionId);
  const truth = await gateway.truth(sessionId);
  return { sessionId, paymentIntentId: truth.paymentIntentId! };
};

const providerError = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
};

describe('createCheckout', () => {
  it('sends ¥12,000 (stored as 1,200,000 hundredths) as 12000 yen, with the booking on the session and its PaymentIntent', async () => {
    const checkout = request();
    const answer = await gateway.createCheckout(checkout);

    const sent = lastCall('/v1/checkout/sessions');
    const bookingMetadata = { bookingId: checkout.bookingId, reference: checkout.reference };
    expect(sent.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'jpy', unit_amount: '12000', product_data: { name: checkout.description } },
        },
      ],
      customer_email: 'traveller@example.com',
      client_reference_id: checkout.bookingId,
      metadata: bookingMetadata,
      payment_intent_data: { metadata: bookingMetadata },
      expires_at: String(checkout.expiresAt.getTime() / 1000),
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    });
    expect(sent.headers['idempotency-key']).toBe(`checkout-${checkout.bookingId}`);
    expect(answer).toEqual({
      sessionId: expect.stringMatching(/^cs_test_/),
      url: `${fake.apiBase}/pay/${answer.sessionId}`,
      expiresAt: checkout.expiresAt,
    });
  });

  it("keeps the page open at least Stripe's 30 minutes (and a minute's margin) when the hold ends sooner", async () => {
    for (const holdMinutes of [30, 5]) {
      const before = Date.now();
      const answer = await gateway.createCheckout(
        request({ expiresAt: new Date(before + holdMinutes * 60_000) }),
      );
      const { expires_at: sentSeconds } = lastCall('/v1/checkout/sessions').body as { expires_at: string };
      const sent = Number(sentSeconds) * 1000;
      expect(sent).toBeGreaterThanOrEqual(before + 31 * 60_000);
      expect(sent).toBeLessThanOrEqual(Date.now() + 31 * 60_000 + 1000);
      expect(answer.expiresAt).toEqual(new Date(sent));
    }
  });

  it('sends $120.50 as 12050 cents', async () => {
    await gateway.createCheckout(request({ amountMinor: 12_050, currency: 'USD' }));
    expect(lastCall('/v1/checkout/sessions').body).toMatchObject({
      line_items: [{ price_data: { currency: 'usd', unit_amount: '12050' } }],
    });
  });

  it('answers the same session when asked again for the same booking (the idempotency key)', async () => {
    const checkout = request();
    const first = await gateway.createCheckout(checkout);
    expect((await gateway.createCheckout(checkout)).sessionId).toBe(first.sessionId);
  });
});

describe('truth', () => {
  it('says an open session is unpaid, and after payment what was taken, with the card and the receipt', async () => {
    const { sessionId } = await gateway.createCheckout(request());
    expect(await gateway.truth(sessionId)).toEqual({
      sessionId,
      sessionStatus: 'open',
      paid: false,
      paymentIntentId: null,
      chargeId: null,
      amountPaidMinor: 0,
      amountRefundedMinor: 0,
      currency: 'JPY',
      card: null,
      receiptUrl: null,
      paidAt: null,
    });

    const before = Math.floor(Date.now() / 1000) * 1000;
    await fake.completeCheckout(sessionId);
    const truth = await gateway.truth(sessionId);
    expect(truth).toEqual({
      sessionId,
      sessionStatus: 'complete',
      paid: true,
      paymentIntentId: expect.stringMatching(/^pi_/),
      chargeId: expect.stringMatching(/^ch_/),
      amountPaidMinor: 1_200_000,
      amountRefundedMinor: 0,
      currency: 'JPY',
      card: { brand: 'visa', last4: '4242' },
      receiptUrl: `${fake.apiBase}/receipts/${truth.chargeId}`,
      paidAt: expect.any(Date),
    });
    expect(truth.paidAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('refuses an unknown session', async () => {
    const error = await providerError(gateway.truth('cs_test_missing'));
    expect(error).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/No such checkout.session/),
    });
  });
});

describe('expireCheckout', () => {
  it('closes an open session: expired and unpaid', async () => {
    const { sessionId } = await gateway.createCheckout(request());
    expect(await gateway.expireCheckout(sessionId)).toMatchObject({
      sessionStatus: 'expired',
      paid: false,
      paymentIntentId: null,
    });
    expect(lastCall(`/v1/checkout/sessions/${sessionId}/expire`)).toBeDefined();
  });

  it('does not fail on a session paid just before: it answers the payment, to be honoured', async () => {
    const { sessionId } = await paid({ amountMinor: 9_900, currency: 'USD' });
    expect(await gateway.expireCheckout(sessionId)).toMatchObject({
      sessionStatus: 'complete',
      paid: true,
      amountPaidMinor: 9_900,
      currency: 'USD',
    });
  });

  it('answers an already expired session as expired', async () => {
    const { sessionId } = await gateway.createCheckout(request());
    fake.expireEvent(sessionId);
    expect(await gateway.expireCheckout(sessionId)).toMatchObject({ sessionStatus: 'expired', paid: false });
  });
});

describe('refund', () => {
  it('refunds part then the rest, in yen at Stripe, once per idempotency key, and reads the outcome back', async () => {
    const { sessionId, paymentIntentId } = await paid();
    const part = {
      bookingId: 'booking-refund',
      paymentIntentId,
      amountMinor: 500_000,
      currency: 'JPY',
      attempt: 1,
      idempotencyKey: 'refund-booking-refund-1',
    };
    const first = await gateway.refund(part);
    expect(first).toEqual({
      refundId: expect.stringMatching(/^re_/),
      status: 'succeeded',
      amountMinor: 500_000,
      failureReason: null,
      attempt: 1,
    });
    const sent = lastCall('/v1/refunds');
    expect(sent.body).toMatchObject({
      payment_intent: paymentIntentId,
      amount: '5000',
      metadata: { bookingId: 'booking-refund', attempt: '1' },
    });
    expect(sent.headers['idempotency-key']).toBe('refund-booking-refund-1');

    // Retried (a timeout, a second click): the same refund, nothing more given back.
    expect(await gateway.refund(part)).toEqual(first);
    expect((await gateway.truth(sessionId)).amountRefundedMinor).toBe(500_000);

    const rest = await gateway.refund({
      ...part,
      amountMinor: 700_000,
      attempt: 2,
      idempotencyKey: 'refund-booking-refund-2',
    });
    expect(rest).toMatchObject({ status: 'succeeded', amountMinor: 700_000 });
    expect((await gateway.truth(sessionId)).amountRefundedMinor).toBe(1_200_000);
    expect(await gateway.refundOutcome(first.refundId)).toEqual(first);
  });

  it('reads a refund that failed later as failed, with its reason', async () => {
    const { paymentIntentId } = await paid({ amountMinor: 4_200, currency: 'USD' });
    const { refundId } = await gateway.refund({
      bookingId: 'booking-failed-refund',
      paymentIntentId,
      amountMinor: 4_200,
      currency: 'USD',
      attempt: 0,
      idempotencyKey: 'refund-failed-1',
    });
    fake.failRefund(refundId, 'expired_or_canceled_card');
    expect(await gateway.refundOutcome(refundId)).toEqual({
      refundId,
      status: 'failed',
      amountMinor: 4_200,
      failureReason: 'expired_or_canceled_card',
      attempt: 0,
    });
  });

  it("turns Stripe's no into `refused`, with Stripe's message", async () => {
    const { paymentIntentId } = await paid();
    const refund = {
      bookingId: 'booking-refused',
      paymentIntentId,
      amountMinor: 100_000,
      currency: 'JPY',
      attempt: 0,
      idempotencyKey: 'refund-refused-1',
    };
    fake.failNextRefund('Charge has already been disputed.');
    expect(await providerError(gateway.refund(refund))).toMatchObject({
      kind: 'refused',
      message: 'Charge has already been disputed.',
    });
    const tooMuch = { ...refund, amountMinor: 2_000_000, idempotencyKey: 'refund-refused-2' };
    expect(await providerError(gateway.refund(tooMuch))).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/greater than unrefunded/),
    });
    expect((await providerError(gateway.refundOutcome('re_missing'))).kind).toBe('refused');
  });
});

describe('when Stripe cannot be reached', () => {
  it('every call fails as `unavailable` (after the SDK has retried), and works again once Stripe is back', async () => {
    const { sessionId, paymentIntentId } = await paid();
    fake.unavailable(true);
    try {
      // Each failure is taken as its call starts: awaited one by one, a call that fails while an earlier
      // one is still retrying would be an unhandled rejection.
      const errors = await Promise.all(
        [
          gateway.createCheckout(request()),
          gateway.truth(sessionId),
          gateway.expireCheckout(sessionId),
          gateway.refund({
            bookingId: 'booking-down',
            paymentIntentId,
            amountMinor: 100,
            currency: 'JPY',
            attempt: 0,
            idempotencyKey: 'refund-down-1',
          }),
          gateway.refundOutcome('re_any'),
        ].map(providerError),
      );
      expect(errors.map((error) => error.kind)).toEqual(Array(5).fill('unavailable'));
    } finally {
      fake.unavailable(false);
    }
    expect((await gateway.truth(sessionId)).paid).toBe(true);
  });

  it('a closed port (nothing listening) is `unavailable` too', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const offline = await createTestApp(stripeEnv(gone));
    try {
      const error = await providerError(offline.payments!.createCheckout(request()));
      expect(error.kind).toBe('unavailable');
    } finally {
      await offline.close();
    }
  });
});
