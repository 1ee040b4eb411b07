import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createStripeClient, type StripeClient } from '../src/platform/payments/stripe-client.ts';
import { type FakeStripe, type SignedWebhook, startFakeStripe } from './fake-stripe.ts';

/** The fake answers the official SDK, built by our own client factory, as Stripe would. */
let fake: FakeStripe;
let stripe: StripeClient;
/** Stands in for our webhook route: records what the hosted page posts. */
const receiver = Fastify();
const delivered: { signature: string; body: string }[] = [];

beforeAll(async () => {
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  receiver.post('/hook', async (request) => {
    delivered.push({ signature: String(request.headers['stripe-signature']), body: request.body as string });
    return { received: true };
  });
  await receiver.listen({ host: '127.0.0.1', port: 0 });
  fake = await startFakeStripe({
    webhookUrl: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`,
  });
  const client = await createStripeClient(
    loadConfig({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_BASE: fake.apiBase,
    }),
  );
  stripe = client!;
});

afterAll(async () => {
  await fake?.close();
  await receiver.close();
});

const checkout = () =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 2,
        price_data: { currency: 'jpy', unit_amount: 6500, product_data: { name: 'Yanaka walk' } },
      },
    ],
    metadata: { bookingId: 'booking-1' },
    payment_intent_data: { metadata: { bookingId: 'booking-1', reference: 'TT-1' } },
    success_url: 'http://localhost:5200/bookings/booking-1?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5200/bookings/booking-1',
  });

/** The event a signed webhook carries, verified as our webhook route verifies it. */
const verified = ({ payload, signature }: SignedWebhook) =>
  stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret);

/** A session paid without the browser: answers its PaymentIntent's id. */
const paidIntent = async () => {
  const session = await checkout();
  await fake.completeCheckout(session.id);
  return String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
};

describe('the fake Stripe API, through the real SDK', () => {
  it('is not built without a key', async () => {
    expect(await createStripeClient(loadConfig({}))).toBeNull();
  });

  it('creates an open Checkout Session from the form the SDK sends, and retrieves it', async () => {
    const session = await checkout();
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_/),
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 13_000,
      currency: 'jpy',
      metadata: { bookingId: 'booking-1' },
      payment_intent: null,
      url: `${fake.apiBase}/pay/${session.id}`,
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(sent?.body).toMatchObject({
      line_items: [{ quantity: '2', price_data: { unit_amount: '6500' } }],
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });

  it('refuses a session that would expire less than 30 minutes after its creation, as Stripe does', async () => {
    const soon = stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } },
      ],
      expires_at: Math.floor(Date.now() / 1000) + 29 * 60,
      success_url: 'http://localhost/done',
    });
    await expect(soon).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(soon).rejects.toThrow(/at least 30 minutes/);
  });

  it('answers an unknown session as Stripe does: the SDK throws its invalid-request error', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('expires an open session, and only an open one', async () => {
    const session = await checkout();
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toThrow(/can be expired/);
  });

  it("completes a payment on its hosted page: a signed webhook, then back to the site's success page", async () => {
    const session = await checkout();
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html).toContain('<h1>Pay 13,000 JPY</h1>');
    expect(html).toContain('<li>Yanaka walk × 2</li>');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain('<a href="http://localhost:5200/bookings/booking-1">Back</a>');
    const paid = await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:5200/bookings/booking-1?session=${session.id}`,
    );

    const [hook] = delivered.splice(0);
    const event = stripe.webhooks.constructEvent(hook!.body, hook!.signature, fake.webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    const completed = event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });

    const intent = await stripe.paymentIntents.retrieve(String(completed.payment_intent), {
      expand: ['latest_charge'],
    });
    expect(intent).toMatchObject({
      amount: 13_000,
      currency: 'jpy',
      status: 'succeeded',
      metadata: { bookingId: 'booking-1', reference: 'TT-1' },
    });
    expect(intent.latest_charge).toMatchObject({
      payment_method_details: { card: { brand: 'visa', last4: '4242' } },
      receipt_url: expect.stringContaining(fake.apiBase),
    });
    const plain = await stripe.paymentIntents.retrieve(intent.id);
    expect(typeof plain.latest_charge).toBe('string');
  });

  it('refunds once per idempotency key: the same key answers the same refund, a new key refunds again', async () => {
    const session = await checkout();
    await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    delivered.splice(0);
    const intentId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);

    const first = await stripe.refunds.create(
      { payment_intent: intentId, amount: 5000 },
      { idempotencyKey: 'refund-booking-1-a' },
    );
    const again = await stripe.refunds.create(
      { payment_intent: intentId, amount: 5000 },
      { idempotencyKey: 'refund-booking-1-a' },
    );
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ amount: 5000, currency: 'jpy', status: 'succeeded' });
    const keys = fake.requests
      .filter((r) => r.path === '/v1/refunds')
      .map((r) => r.headers['idempotency-key']);
    expect(keys.slice(-2)).toEqual(['refund-booking-1-a', 'refund-booking-1-a']);

    // The rest, 8000 of 13000, with a new key; nothing is left to refund after it.
    const rest = await stripe.refunds.create(
      { payment_intent: intentId },
      { idempotencyKey: 'refund-booking-1-b' },
    );
    expect(rest.amount).toBe(8000);
    await expect(
      stripe.refunds.create(
        { payment_intent: intentId, amount: 1 },
        { idempotencyKey: 'refund-booking-1-c' },
      ),
    ).rejects.toThrow(/greater than unrefunded/);
  });

  it('refuses a wrong secret key', async () => {
    const wrong = await createStripeClient(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_wrong',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_API_BASE: fake.apiBase,
      }),
    );
    await expect(wrong!.checkout.sessions.retrieve('cs_test_any')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('answers a repeated session create with the same session (same Idempotency-Key), a new key with a new one', async () => {
    const params = {
      mode: 'payment' as const,
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 4200, product_data: { name: 'x' } } },
      ],
      success_url: 'http://localhost/done',
    };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-a' });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-a' });
    const other = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-b' });
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('completes a payment without the browser, answering the signed event; it delivers only when asked', async () => {
    const session = await checkout();
    const webhook = await fake.completeCheckout(session.id);
    expect(delivered).toHaveLength(0);
    const event = verified(webhook);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });
    await expect(fake.completeCheckout(session.id)).rejects.toThrow(/is complete, not open/);

    const next = await checkout();
    await fake.completeCheckout(next.id, { deliver: true });
    const [hook] = delivered.splice(0);
    expect(verified({ payload: hook!.body, signature: hook!.signature }).data.object).toMatchObject({
      id: next.id,
    });
  });

  it('expires a session with the signed checkout.session.expired; it can then be neither paid nor expired', async () => {
    const session = await checkout();
    const event = verified(fake.expireEvent(session.id));
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id: session.id, status: 'expired', payment_intent: null });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    await expect(fake.completeCheckout(session.id)).rejects.toThrow(/expired, not open/);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toThrow(/can be expired/);
  });

  it('keeps refunds: retrieved by id, charge.refunded carries the charge with what was refunded so far', async () => {
    const intentId = await paidIntent();
    const refund = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 3000,
      metadata: { bookingId: 'booking-1' },
    });
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({
      id: refund.id,
      amount: 3000,
      status: 'succeeded',
      metadata: { bookingId: 'booking-1' },
    });
    const event = verified(fake.refundedEvent(refund.id));
    expect(event.type).toBe('charge.refunded');
    expect(event.data.object).toMatchObject({
      object: 'charge',
      payment_intent: intentId,
      amount: 13_000,
      amount_refunded: 3000,
      refunded: false,
      metadata: { bookingId: 'booking-1', reference: 'TT-1' },
    });
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('refuses the next refund when told to (400), then refunds again', async () => {
    const intentId = await paidIntent();
    fake.failNextRefund('Charge ch_1 has been disputed.');
    const refused = stripe.refunds.create({ payment_intent: intentId, amount: 1000 });
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refused).rejects.toThrow('Charge ch_1 has been disputed.');
    expect((await stripe.refunds.create({ payment_intent: intentId, amount: 1000 })).status).toBe(
      'succeeded',
    );
  });

  it('fails a refund later with refund.updated, giving its amount back to the charge to refund again', async () => {
    const intentId = await paidIntent();
    const refund = await stripe.refunds.create({ payment_intent: intentId });
    const event = verified(fake.failRefund(refund.id, 'expired_or_canceled_card'));
    expect(event.type).toBe('refund.updated');
    expect(event.data.object).toMatchObject({
      id: refund.id,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      amount: 13_000,
      payment_intent: intentId,
    });
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ status: 'failed' });
    const charge = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(charge.latest_charge).toMatchObject({ amount_refunded: 0 });
    expect((await stripe.refunds.create({ payment_intent: intentId })).amount).toBe(13_000);
  });

  it("opens a dispute on a payment's charge with charge.dispute.created", async () => {
    const intentId = await paidIntent();
    const event = verified(fake.disputeEvent(intentId, { reason: 'fraudulent', amount: 5000 }));
    expect(event.type).toBe('charge.dispute.created');
    expect(event.data.object).toMatchObject({
      id: expect.stringMatching(/^dp_/),
      object: 'dispute',
      amount: 5000,
      currency: 'jpy',
      reason: 'fraudulent',
      status: 'needs_response',
      charge: expect.stringMatching(/^ch_/),
      payment_intent: intentId,
    });
    expect(verified(fake.disputeEvent(intentId, { reason: 'general' })).data.object).toMatchObject({
      amount: 13_000,
    });
  });

  it('answers 500 to every call while unavailable (the SDK retries, then throws its API error), then recovers', async () => {
    fake.unavailable(true);
    const before = fake.requests.length;
    try {
      await expect(checkout()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    } finally {
      fake.unavailable(false);
    }
    // The first try and the SDK's two retries (maxNetworkRetries in stripe-client.ts).
    expect(fake.requests.length - before).toBe(3);
    expect((await checkout()).status).toBe('open');
  });

  it('delivers a signed event to a URL as Stripe does, answering the status', async () => {
    const webhook = fake.signedEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(await fake.deliver(webhook)).toBe(200);
    const [hook] = delivered.splice(0);
    expect(hook).toEqual({ body: webhook.payload, signature: webhook.signature });
  });
});
