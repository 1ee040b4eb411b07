import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakeStripe, type SignedWebhook, startFakeStripe } from '../../../test/fake-stripe.ts';
import { stripeEnv } from '../../../test/online-bookings.ts';
import { stripeEvents } from '../../db/schema/index.ts';
import type { PaymentEvent, PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { retryDelayMs, startEventProcessor } from './event-processor.ts';
import { toPaymentEvent } from './payment-event.ts';
import { createStripeEventsRepository } from './stripe-events.repository.ts';

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

const deliver = async ({ payload, signature }: SignedWebhook) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(payload) as Stripe.Event;
};

const row = async (id: string) => {
  const [found] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return found!;
};

/** Sets a handler that records what it is given (the bookings module's own is replaced: a later call wins). */
const recording = () => {
  const applied: PaymentEvent[] = [];
  gateway.handleEventsWith(async (event) => {
    applied.push(event);
  });
  return applied;
};

const sessionEvent = (type: string, created?: number) =>
  fake.signedEvent(type, { id: `cs_test_${type}`, object: 'checkout.session', metadata: {} }, { created });

describe('the Stripe event processor', () => {
  it('applies each event once, in order of arrival (not of creation), a duplicate delivery once', async () => {
    const applied = recording();
    const now = Math.floor(Date.now() / 1000);
    // Stripe created them in the other order: arrival decides, and the handler copes with any order.
    const first = await deliver(sessionEvent('checkout.session.completed', now));
    const second = await deliver(sessionEvent('checkout.session.expired', now - 60));
    const third = sessionEvent('payment_intent.succeeded', now - 120);
    await deliver(third);
    await deliver(third);
    await gateway.drain();

    expect(applied.map((event) => event.id)).toEqual([first.id, second.id, JSON.parse(third.payload).id]);
    for (const event of [first, second]) {
      expect(await row(event.id)).toMatchObject({
        processedAt: expect.any(Date),
        attempts: 1,
        lastError: null,
      });
    }
    expect(await gateway.drain()).toBe(0);
  });

  it('applies a delivered event in the background, without anyone draining', async () => {
    const applied = recording();
    const event = await deliver(sessionEvent('checkout.session.completed'));
    await vi.waitFor(() => expect(applied.map((seen) => seen.id)).toContain(event.id), { timeout: 3000 });
  });

  it('keeps a failed event with its error and a later time, and applies it when it falls due', async () => {
    let failures = 1;
    const applied: string[] = [];
    gateway.handleEventsWith(async (event) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('the database blinked');
      }
      applied.push(event.id);
    });
    const event = await deliver(sessionEvent('checkout.session.completed'));
    await gateway.drain();

    const failed = await row(event.id);
    expect(failed).toMatchObject({ processedAt: null, attempts: 1, lastError: 'the database blinked' });
    const [{ waitMs }] = (
      await t.db.execute<{ waitMs: number }>(
        sql`SELECT extract(epoch FROM next_attempt_at - now()) * 1000 AS "waitMs" FROM stripe_events WHERE id = ${event.id}`,
      )
    ).rows as [{ waitMs: number }];
    expect(Number(waitMs)).toBeGreaterThan(retryDelayMs(1) - 2000);
    expect(Number(waitMs)).toBeLessThanOrEqual(retryDelayMs(1));
    expect(await gateway.drain()).toBe(0);
    expect(applied).toEqual([]);

    // The backoff has passed.
    await t.db.update(stripeEvents).set({ nextAttemptAt: sql`now()` }).where(eq(stripeEvents.id, event.id));
    await gateway.drain();
    expect(applied).toEqual([event.id]);
    expect(await row(event.id)).toMatchObject({
      processedAt: expect.any(Date),
      attempts: 2,
      lastError: null,
    });
  });

  it('keeps only the start of a very long error', async () => {
    gateway.handleEventsWith(async () => {
      throw new Error('x'.repeat(50_000));
    });
    const event = await deliver(sessionEvent('checkout.session.completed'));
    await gateway.drain();
    expect((await row(event.id)).lastError).toHaveLength(1000);
    recording();
    await t.db.update(stripeEvents).set({ nextAttemptAt: sql`now()` }).where(eq(stripeEvents.id, event.id));
    await gateway.drain();
  });

  it('backs off 5 s, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(10)).toBe(2_560_000);
    expect(retryDelayMs(11)).toBe(60 * 60_000);
    expect(retryDelayMs(10_000)).toBe(60 * 60_000);
  });

  it('hands over what each kind of event says about the booking, in stored hundredths', async () => {
    const applied = recording();
    const { sessionId } = await gateway.createCheckout({
      bookingId: 'b-kinds',
      reference: 'TT-KINDS',
      description: 'Yanaka walk',
      amountMinor: 1_300_000,
      currency: 'JPY',
      customerEmail: 'traveller@example.com',
      expiresAt: new Date(Date.now() + 31 * 60_000),
      successUrl: 'http://localhost/done',
      cancelUrl: 'http://localhost/cancel',
      idempotencyKey: 'checkout-b-kinds',
    });
    const completed = await deliver(await fake.completeCheckout(sessionId));
    const { paymentIntentId } = await gateway.truth(sessionId);
    const { refundId } = await gateway.refund({
      bookingId: 'b-kinds',
      paymentIntentId: paymentIntentId!,
      amountMinor: 300_000,
      currency: 'JPY',
      attempt: 0,
      idempotencyKey: 'refund-kinds',
    });
    const refunded = await deliver(fake.refundedEvent(refundId));
    const refundFailed = await deliver(fake.failRefund(refundId, 'lost_or_stolen_card'));
    const disputed = await deliver(
      fake.disputeEvent(paymentIntentId!, { reason: 'fraudulent', amount: 13_000 }),
    );
    const other = await deliver(fake.signedEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    await gateway.drain();

    const seen = (id: string) => applied.find((event) => event.id === id);
    const none = { refund: null, dispute: null };
    expect(seen(completed.id)).toEqual({
      id: completed.id,
      type: 'checkout.session.completed',
      createdAt: new Date(completed.created * 1000),
      bookingId: 'b-kinds',
      checkoutSessionId: sessionId,
      paymentIntentId,
      ...none,
    });
    expect(seen(refunded.id)).toMatchObject({
      type: 'charge.refunded',
      bookingId: 'b-kinds',
      checkoutSessionId: null,
      paymentIntentId,
      ...none,
    });
    expect(seen(refundFailed.id)).toMatchObject({
      type: 'refund.updated',
      bookingId: 'b-kinds',
      paymentIntentId,
      refund: { refundId, status: 'failed', amountMinor: 300_000, failureReason: 'lost_or_stolen_card' },
      dispute: null,
    });
    expect(seen(disputed.id)).toMatchObject({
      type: 'charge.dispute.created',
      bookingId: null,
      paymentIntentId,
      refund: null,
      dispute: {
        id: expect.stringMatching(/^dp_/),
        reason: 'fraudulent',
        status: 'needs_response',
        amountMinor: 1_300_000,
        currency: 'JPY',
        openedAt: expect.any(Date),
      },
    });
    expect(seen(other.id)).toEqual({
      id: other.id,
      type: 'customer.created',
      createdAt: expect.any(Date),
      bookingId: null,
      checkoutSessionId: null,
      paymentIntentId: null,
      ...none,
    });
  });
});

/**
 * Processors of their own on a database no app drains (no Stripe key there): they stand for two server
 * processes sharing one queue, with no timer or webhook of an app in between.
 */
describe('processors sharing one queue', () => {
  let plain: TestApp;
  const stopAfter: { stop: () => Promise<void> }[] = [];
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    for (const processor of stopAfter) await processor.stop();
    await plain?.close();
  });

  const events = () => createStripeEventsRepository(plain.db);
  const processor = () => {
    const started = startEventProcessor({ events: events(), toPaymentEvent, log: { warn: () => undefined } });
    stopAfter.push(started);
    return started;
  };
  const store = async (count: number) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const event = JSON.parse(sessionEvent('checkout.session.completed').payload) as Stripe.Event;
      await events().storeOnce(event);
      ids.push(event.id);
    }
    return ids;
  };

  it('leaves events queued while no handler is set, and applies them once one is', async () => {
    const lone = processor();
    const [id] = await store(1);
    expect(await lone.drain()).toBe(0);
    const [queued] = await plain.db.select().from(stripeEvents).where(eq(stripeEvents.id, id!));
    expect(queued).toMatchObject({ processedAt: null, attempts: 0 });

    const applied: string[] = [];
    lone.handleEventsWith(async (event) => {
      applied.push(event.id);
    });
    expect(await lone.drain()).toBe(1);
    expect(applied).toEqual([id]);
    await lone.stop();
  });

  it('stops after the event in hand when the server closes, leaving the rest queued untouched', async () => {
    const ids = await store(3);
    const closing = processor();
    let entered: () => void = () => {};
    const inHand = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const applied: string[] = [];
    closing.handleEventsWith(async (event) => {
      entered();
      await finished;
      applied.push(event.id);
    });
    const drained = closing.drain();
    await inHand;
    const stopped = closing.stop();
    finish();
    await stopped;
    expect(await drained).toBe(1);
    expect(applied).toEqual([ids[0]]);
    const rest = await plain.db
      .select()
      .from(stripeEvents)
      .where(inArray(stripeEvents.id, ids.slice(1)));
    expect(rest.map((event) => [event.processedAt, event.attempts])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    // Another process takes them up.
    const next = processor();
    next.handleEventsWith(async (event) => {
      applied.push(event.id);
    });
    expect(await next.drain()).toBe(2);
    await next.stop();
  });

  it('never applies one event twice when two processes drain at once', async () => {
    const ids = await store(40);
    const applied: string[] = [];
    const handler = async (event: PaymentEvent) => {
      applied.push(event.id);
      // Long enough for the other process to try the same row meanwhile.
      await sleep(5);
    };
    const [one, two] = [processor(), processor()];
    one.handleEventsWith(handler);
    two.handleEventsWith(handler);

    const counts = await Promise.all([one.drain(), two.drain(), one.drain()]);
    expect(counts[0]).toBe(counts[2]); // one process, one loop: the second call shared it
    expect(counts[0]! + counts[1]!).toBe(40);
    expect(counts[1]).toBeGreaterThan(0);
    expect([...applied].sort()).toEqual([...ids].sort());
  });
});
