import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentMovements, stripeEvents } from '../src/db/schema/index.ts';
import { adminEnv, adminSession, bearer } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { type FakeStripe, type SignedWebhook, startFakeStripe } from './fake-stripe.ts';
import { startSmtpCapture } from './smtp.ts';

/** The settings that turn online payment on, against `fake`. */
export const stripeEnv = (fake: FakeStripe) => ({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_online_bookings',
  STRIPE_API_BASE: fake.apiBase,
});

/** Delivers a signed event as Stripe does and waits until it is applied (and did not fail). */
export async function deliverWebhook(t: TestApp, webhook: SignedWebhook) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': webhook.signature },
    payload: webhook.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.payments!.drain();
  const eventId = JSON.parse(webhook.payload).id as string;
  const [stored] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
  expect(stored?.lastError ?? null).toBeNull();
  expect(stored?.processedAt).not.toBeNull();
}

/**
 * Pays a booking as the traveller would on Stripe's page: its Checkout Session is completed on the fake
 * and Stripe's signed webhook applied, so the booking is paid (and confirmed, on an instant tour).
 */
export const payOnline = async (t: TestApp, fake: FakeStripe, booking: Parameters<typeof sessionOf>[0]) =>
  deliverWebhook(t, await fake.completeCheckout(sessionOf(booking)));

/**
 * The real app paying online against the fake Stripe on loopback, with an admin, mail read from a
 * loopback SMTP server, and signed webhooks delivered through POST /api/payments/webhook then applied.
 */
export async function startOnlineApp(env: Record<string, string> = {}, options: { now?: () => Date } = {}) {
  const fake = await startFakeStripe();
  const smtp = await startSmtpCapture();
  const t = await createTestApp(
    {
      ...adminEnv,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://tabi.example',
      ...stripeEnv(fake),
      ...env,
    },
    options,
  );
  const admin = await adminSession(t.app, t.config, t.database);

  const deliver = (webhook: SignedWebhook) => deliverWebhook(t, webhook);

  const get = async (id: string, token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  const movementsOf = (bookingId: string) =>
    t.db
      .select({ kind: paymentMovements.kind, amountMinor: paymentMovements.amountMinor })
      .from(paymentMovements)
      .where(eq(paymentMovements.bookingId, bookingId))
      .orderBy(paymentMovements.occurredAt);

  async function notificationsOf(token: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { type: string; title: string; body: string }[];
  }

  /** Mail is sent after the answer: waits for one whose subject starts so. */
  async function mailTo(subject: string) {
    await expect.poll(() => smtp.received.some((mail) => mail.subject.startsWith(subject))).toBe(true);
    return smtp.received.filter((mail) => mail.subject.startsWith(subject));
  }

  return {
    t,
    fake,
    smtp,
    admin,
    deliver,
    get,
    movementsOf,
    notificationsOf,
    mailTo,
    async close() {
      await t.close();
      await fake.close();
      await smtp.close();
    },
  };
}

export type OnlineApp = Awaited<ReturnType<typeof startOnlineApp>>;

/** The Checkout Session a booking's payment page belongs to (the fake's page is `/pay/<session>`). */
export const sessionOf = (booking: { payment: { checkoutUrl: string | null } | null }) => {
  const url = booking.payment?.checkoutUrl;
  if (!url) throw new Error('The booking has no payment page');
  return url.split('/').pop()!;
};

export const checkoutCreates = (fake: FakeStripe) =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
