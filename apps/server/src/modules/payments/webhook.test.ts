import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { stripeEnv } from '../../../test/online-bookings.ts';
import { stripeEvents } from '../../db/schema/index.ts';

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(stripeEnv(fake));
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const deliver = (
  payload: string | Buffer,
  signature?: string,
  contentType = 'application/json; charset=utf-8',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': contentType,
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

const storedRows = (id: string) => t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));

const sessionObject = {
  id: 'cs_test_webhook',
  object: 'checkout.session',
  amount_total: 13_000,
  currency: 'jpy',
};

const expectRefused = (response: Awaited<ReturnType<typeof deliver>>) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(response.json().message).toMatch(/not signed by Stripe/);
};

describe('POST /api/payments/webhook', () => {
  // Whether and when it is applied is the processor's (event-processor.test.ts): the bookings handler may
  // already have applied it in the background by the time these tests read it.
  it('stores a signed event once, even when Stripe delivers it twice', async () => {
    const created = Math.floor(Date.now() / 1000) - 60;
    const { payload, signature } = fake.signedEvent('checkout.session.completed', sessionObject, { created });
    const id = JSON.parse(payload).id as string;

    for (const _delivery of [1, 2]) {
      const response = await deliver(payload, signature);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }

    const rows = await storedRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'checkout.session.completed',
      livemode: false,
      createdAt: new Date(created * 1000),
      payload: { id, type: 'checkout.session.completed', data: { object: sessionObject } },
    });
  });

  it('refuses a signature made with another secret, and stores nothing', async () => {
    const { payload } = fake.signedEvent('checkout.session.completed', sessionObject);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expectRefused(await deliver(payload, forged));
    expect(await storedRows(JSON.parse(payload).id)).toHaveLength(0);
  });

  it('refuses an event without a Stripe-Signature header, and stores nothing', async () => {
    const { payload } = fake.signedEvent('checkout.session.completed', sessionObject);
    const response = await deliver(payload);
    expectRefused(response);
    expect(response.json().message).toMatch(/header is missing/);
    expect(await storedRows(JSON.parse(payload).id)).toHaveLength(0);
  });

  it('refuses a body altered or cut after signing, and stores nothing', async () => {
    const { payload, signature } = fake.signedEvent('checkout.session.completed', sessionObject);
    const id = JSON.parse(payload).id as string;
    expectRefused(await deliver(payload.replace('13000', '1'), signature));
    expectRefused(await deliver(payload.slice(0, -20), signature));
    // Re-serialised JSON is a different body too: the signature is over the bytes Stripe sent.
    expectRefused(await deliver(JSON.stringify(JSON.parse(payload), null, 2), signature));
    expect(await storedRows(id)).toHaveLength(0);
  });

  it('refuses a signature older than five minutes (a recorded delivery replayed)', async () => {
    const { payload } = fake.signedEvent('checkout.session.completed', sessionObject);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: fake.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    expectRefused(await deliver(payload, stale));
    expect(await storedRows(JSON.parse(payload).id)).toHaveLength(0);
  });

  it.each([
    ['an empty body', '', 'application/json'],
    ['a body that is not JSON', 'not json', 'application/json'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe]), 'application/json'],
    ['a body of another type', 'id=evt_1', 'text/plain'],
  ])(
    'answers %s with a 4xx JSON message, never 5xx, storing nothing',
    async (_what, payload, contentType) => {
      const before = await t.db.select().from(stripeEvents);
      for (const signature of [undefined, 'garbage', `t=${Math.floor(Date.now() / 1000)},v1=00`]) {
        const response = await deliver(payload, signature, contentType);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json().message).toEqual(expect.any(String));
      }
      expect(await t.db.select().from(stripeEvents)).toHaveLength(before.length);
    },
  );

  it('stores a signed event whose text PostgreSQL cannot hold (NUL, a lone surrogate), marked, not lost', async () => {
    const { payload, signature } = fake.signedEvent('checkout.session.completed', {
      ...sessionObject,
      metadata: { note: 'a\u0000b\ud800c' },
    });
    const response = await deliver(payload, signature);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await storedRows(JSON.parse(payload).id);
    expect(row?.payload).toMatchObject({
      data: { object: { id: sessionObject.id, metadata: { note: 'a\ufffdb\ufffdc' } } },
    });
  });

  it('refuses a body signed with our secret that is not a Stripe event with 400, storing nothing', async () => {
    const event = { ...JSON.parse(fake.signedEvent('checkout.session.completed', sessionObject).payload) };
    const before = await t.db.select().from(stripeEvents);
    for (const body of [
      '""',
      '[false]',
      '{"id":"evt_only_an_id"}',
      { ...event, livemode: undefined },
      { ...event, id: 'evt_\u0000nul' },
      { ...event, id: '' },
      { ...event, type: 42 },
      { ...event, created: 1e308 },
      { ...event, created: -1 },
      { ...event, data: {} },
      { ...event, data: { object: [] } },
    ]) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret });
      const response = await deliver(payload, signature);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().message).toMatch(/signed, but it is not a Stripe event/);
    }
    expect(await t.db.select().from(stripeEvents)).toHaveLength(before.length);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const { payload, signature } = fake.signedEvent('checkout.session.completed', {
      ...sessionObject,
      padding: 'x'.repeat(1024 * 1024),
    });
    const response = await deliver(payload, signature);
    expect(response.statusCode).toBe(413);
    expect(await storedRows(JSON.parse(payload).id)).toHaveLength(0);
  });

  it('leaves the JSON parser of every other route as it was (the input guard still refuses NUL)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nul\u0000@example.com', password: 'whatever it is' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/not allowed/);
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever it is' },
    });
    expect(parsed.statusCode, parsed.body).toBe(401);
  });

  it("receives the fake hosted page's signed checkout.session.completed over real HTTP", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/webhook`;
    const created = await fetch(`${fake.apiBase}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=4200&success_url=http://localhost/done',
    });
    const session = (await created.json()) as { id: string; url: string };
    const paid = await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    const rows = await t.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.type, 'checkout.session.completed'));
    const stored = rows.find(
      (row) => (row.payload as Stripe.CheckoutSessionCompletedEvent).data.object.id === session.id,
    );
    expect(stored).toMatchObject({ payload: { data: { object: { payment_status: 'paid' } } } });
  });
});

describe('without a Stripe key', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it('has no webhook route: 404 like any unknown path', async () => {
    const { payload, signature } = fake.signedEvent('checkout.session.completed', sessionObject);
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode).toBe(404);
    expect(await plain.db.select().from(stripeEvents)).toHaveLength(0);
  });
});
