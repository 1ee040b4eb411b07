import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply } from 'fastify';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's API on loopback, speaking the REST shapes the official SDK calls, so the
 * payment code is tested through the real SDK and HTTP: Checkout Sessions (create, retrieve, expire),
 * refunds (honouring Idempotency-Key), PaymentIntents (with the charge expanded for the receipt), and a
 * 'hosted page' that completes a payment, posts the signed `checkout.session.completed` webhook and
 * redirects back, as Stripe's own page does. Webhooks are signed with the SDK's own test-header helper.
 * Every request received is recorded for assertions.
 */

export type RecordedStripeRequest = {
  method: string;
  /** Without the query string. */
  path: string;
  /** The form body (POST) or query (GET), decoded from Stripe's bracket notation into objects. */
  body: FormValue;
  headers: IncomingHttpHeaders;
};

export type SignedWebhook = { payload: string; signature: string };

type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

type Session = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  /** Stripe creates the PaymentIntent when the traveller pays: null while the session is open. */
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  receipt_url: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
};

type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  latest_charge: string;
  livemode: false;
};

export type FakeStripe = {
  /** What STRIPE_API_BASE takes. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  requests: RecordedStripeRequest[];
  /** Where completed payments post their webhook; a test sets it once its app listens. */
  webhookUrl: string | undefined;
  /** The body and Stripe-Signature header of an event, signed as Stripe signs it. */
  signedEvent(type: string, object: object, options?: { id?: string; created?: number }): SignedWebhook;
  close(): Promise<void>;
};

const sessionLifetimeSeconds = 24 * 60 * 60;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_stripe_secret';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_signing_secret';
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Session>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  /** Idempotency-Key to the answer first given for it, as Stripe replays it. */
  const refundsByKey = new Map<string, object>();
  const sdk = new Stripe(secretKey);

  const server = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
  // The hosted page's form posts a body we do not need.
  server.addContentTypeParser('*', (_request, _payload, done) => done(null, {}));

  server.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(reply, 401, 'Invalid API Key provided.');
  });
  server.addHook('preHandler', async (request) => {
    const [path = '', query = ''] = request.url.split('?');
    const body = request.method === 'GET' ? parseForm(query) : ((request.body as FormObject) ?? {});
    requests.push({ method: request.method, path, body, headers: request.headers });
  });

  const fake: FakeStripe = {
    apiBase: '',
    secretKey,
    webhookSecret,
    requests,
    webhookUrl: options.webhookUrl,
    signedEvent(type, object, eventOptions = {}) {
      const payload = JSON.stringify({
        id: eventOptions.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: eventOptions.created ?? nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
      return {
        payload,
        signature: sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      };
    },
    close: () => server.close(),
  };

  const noSuchSession = (id: string, reply: FastifyReply) =>
    stripeError(reply, 404, `No such checkout.session: '${id}'`);

  server.post('/v1/checkout/sessions', async (request) => {
    const form = request.body as FormObject;
    const lineItems = asArray(form.line_items);
    const amountTotal = lineItems.reduce(
      (sum, item) =>
        sum +
        Number(text(field(field(item, 'price_data'), 'unit_amount'))) *
          Number(text(field(item, 'quantity')) || 1),
      0,
    );
    const id = newId('cs_test');
    const created = nowSeconds();
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: text(form.mode) || 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${fake.apiBase}/pay/${id}`,
      payment_intent: null,
      amount_total: amountTotal,
      currency: text(field(field(lineItems[0], 'price_data'), 'currency')),
      metadata: stringRecord(form.metadata),
      client_reference_id: text(form.client_reference_id) || null,
      success_url: text(form.success_url) || null,
      cancel_url: text(form.cancel_url) || null,
      created,
      expires_at: Number(text(form.expires_at)) || created + sessionLifetimeSeconds,
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  });

  server.get<{ Params: { id: string } }>(
    '/v1/checkout/sessions/:id',
    async (request, reply) => sessions.get(request.params.id) ?? noSuchSession(request.params.id, reply),
  );

  server.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return noSuchSession(request.params.id, reply);
    if (session.status !== 'open')
      return stripeError(reply, 400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = 'expired';
    session.url = null;
    return session;
  });

  server.post('/v1/refunds', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const replayed = typeof key === 'string' ? refundsByKey.get(key) : undefined;
    if (replayed) return reply.header('idempotent-replayed', 'true').send(replayed);
    const form = request.body as FormObject;
    const intent = paymentIntents.get(text(form.payment_intent));
    if (!intent) return stripeError(reply, 404, `No such payment_intent: '${text(form.payment_intent)}'`);
    const charge = charges.get(intent.latest_charge)!;
    const amount =
      form.amount === undefined ? charge.amount - charge.amount_refunded : Number(text(form.amount));
    if (!(amount > 0) || amount > charge.amount - charge.amount_refunded)
      return stripeError(
        reply,
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
      );
    charge.amount_refunded += amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: charge.id,
      payment_intent: intent.id,
      metadata: stringRecord(form.metadata),
      reason: text(form.reason) || null,
      status: 'succeeded',
      created: nowSeconds(),
    };
    if (typeof key === 'string') refundsByKey.set(key, refund);
    return refund;
  });

  server.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    const intent = paymentIntents.get(request.params.id);
    if (!intent) return stripeError(reply, 404, `No such payment_intent: '${request.params.id}'`);
    const expand = asArray(parseForm(request.url.split('?')[1] ?? '').expand).map(text);
    return expand.includes('latest_charge')
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent;
  });

  server.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return noSuchSession(request.params.id, reply);
    return reply
      .type('text/html')
      .send(
        `<!doctype html><title>Fake Stripe Checkout</title><h1>Pay ${session.amount_total} ${session.currency}</h1>` +
          `<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form>`,
      );
  });

  server.post<{ Params: { id: string } }>('/pay/:id/complete', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return noSuchSession(request.params.id, reply);
    if (session.status !== 'open')
      return stripeError(reply, 400, `This Checkout Session is ${session.status}.`);
    const intent: PaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      metadata: session.metadata,
      latest_charge: newId('ch'),
      livemode: false,
    };
    charges.set(intent.latest_charge, {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      receipt_url: `${fake.apiBase}/receipts/${intent.latest_charge}`,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    paymentIntents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
    });
    if (fake.webhookUrl) {
      const { payload, signature } = fake.signedEvent('checkout.session.completed', session);
      await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
    }
    const back = (session.success_url ?? fake.apiBase).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return reply.redirect(back, 303);
  });

  await server.listen({ host: '127.0.0.1', port: 0 });
  fake.apiBase = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return fake;
}

/** Stripe's error body, `{ error: { type, message } }`, which the SDK turns into its error classes. */
function stripeError(reply: FastifyReply, status: number, message: string) {
  const code = status === 404 ? { code: 'resource_missing' } : {};
  return reply.code(status).send({ error: { type: 'invalid_request_error', message, ...code } });
}

/**
 * Decodes the SDK's form encoding (`line_items[0][price_data][currency]=jpy`, `expand[0]=latest_charge`)
 * into nested objects and arrays.
 */
export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: FormObject = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

/** Objects whose keys are 0..n-1 are arrays in Stripe's encoding. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, toArrays(child)] as const);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
const asArray = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const field = (value: FormValue | undefined, key: string): FormValue | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;
const stringRecord = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, text(child)]))
    : {};
