import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currencyDigits } from '@tabi/contracts';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's API on loopback, speaking the REST shapes the official SDK calls, so the
 * payment code is tested through the real SDK and HTTP: Checkout Sessions (create, retrieve, expire),
 * refunds (create honouring Idempotency-Key, retrieve), PaymentIntents (with the charge expanded for the
 * receipt), and a 'hosted page' that completes a payment, posts the signed `checkout.session.completed`
 * webhook and redirects back, as Stripe's own page does. Tests also complete, expire, refund, fail and
 * dispute without a browser: each such helper changes the fake's state as Stripe would and answers the
 * signed event Stripe would send (`deliver` posts one). Webhooks are signed with the SDK's own
 * test-header helper. Every request received is recorded for assertions.
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
  refunded: boolean;
  currency: string;
  paid: true;
  status: 'succeeded';
  payment_intent: string;
  /** Stripe copies the PaymentIntent's metadata onto the charge it makes. */
  metadata: Record<string, string>;
  receipt_url: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  created: number;
};

type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  latest_charge: string;
  created: number;
  livemode: false;
};

type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  metadata: Record<string, string>;
  reason: string | null;
  status: 'succeeded' | 'failed';
  failure_reason?: string;
  created: number;
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
  /**
   * Pays an open session as the hosted page does (a PaymentIntent and its card charge, with the
   * session's `payment_intent_data.metadata`) and answers the signed `checkout.session.completed`;
   * `deliver` also posts it to `webhookUrl`.
   */
  completeCheckout(sessionId: string, options?: { deliver?: boolean }): Promise<SignedWebhook>;
  /** Expires an open session (its hold ran out) and answers the signed `checkout.session.expired`. */
  expireEvent(sessionId: string): SignedWebhook;
  /** The signed `charge.refunded` for a refund made: the charge with its amount_refunded so far. */
  refundedEvent(refundId: string): SignedWebhook;
  /** The next refund create answers Stripe's 400 with this message (a definite refusal). */
  failNextRefund(message: string): void;
  /**
   * Turns a refund made to `failed` (its amount is refundable again, as Stripe gives it back to the
   * charge) and answers the signed `refund.updated`.
   */
  failRefund(refundId: string, failureReason: string): SignedWebhook;
  /** Opens a dispute on a paid PaymentIntent's charge and answers the signed `charge.dispute.created`. */
  disputeEvent(paymentIntentId: string, dispute: { reason: string; amount?: number }): SignedWebhook;
  /** While on, every /v1 call answers 500 (Stripe down); the SDK retries those twice before throwing. */
  unavailable(on: boolean): void;
  /**
   * While on, a refund create is made (or replayed, by its Idempotency-Key) and then its answer is lost:
   * the caller gets a 500, as when the connection drops after Stripe did the work.
   */
  loseRefundAnswers(on: boolean): void;
  /** Posts a signed event to `url` (default `webhookUrl`) as Stripe delivers it; answers the HTTP status. */
  deliver(webhook: SignedWebhook, url?: string): Promise<number>;
  close(): Promise<void>;
};

const sessionLifetimeSeconds = 24 * 60 * 60;
/** Stripe refuses a session that would expire sooner. */
const shortestSessionSeconds = 30 * 60;

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
  /** A session's `payment_intent_data[metadata]`: Stripe keeps it for the PaymentIntent it makes on payment. */
  const intentMetadata = new Map<string, Record<string, string>>();
  /** What a session sells, for its hosted page: each line item's `price_data[product_data][name]` and quantity. */
  const sessionItems = new Map<string, { name: string; quantity: number }[]>();
  const refunds = new Map<string, Refund>();
  /**
   * A create's first answer (as it was then) by path and Idempotency-Key: Stripe answers a repeat of
   * that POST with it, without creating anything.
   */
  const firstAnswers = new Map<string, object>();
  const answerKey = (request: FastifyRequest) => {
    const key = request.headers['idempotency-key'];
    return typeof key === 'string' ? `${request.url} ${key}` : undefined;
  };
  /** Answers a repeated create with its first answer; false when it is not a repeat. */
  const replayed = (request: FastifyRequest, reply: FastifyReply) => {
    const first = firstAnswers.get(answerKey(request) ?? '');
    if (!first) return false;
    reply.header('idempotent-replayed', 'true').send(first);
    return true;
  };
  const remember = <T extends object>(request: FastifyRequest, answer: T): T => {
    const key = answerKey(request);
    if (key) firstAnswers.set(key, structuredClone(answer));
    return answer;
  };
  let nextRefundRefusal: string | undefined;
  let down = false;
  let refundAnswersLost = false;
  const lost = (reply: FastifyReply) =>
    reply
      .code(500)
      .send({ error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' } });
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
  // Recorded even while down, so tests can count the SDK's retries.
  server.addHook('preHandler', async (request, reply) => {
    const [path = '', query = ''] = request.url.split('?');
    const body = request.method === 'GET' ? parseForm(query) : ((request.body as FormObject) ?? {});
    requests.push({ method: request.method, path, body, headers: request.headers });
    if (down && path.startsWith('/v1/'))
      return reply
        .code(500)
        .send({ error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' } });
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
    async completeCheckout(sessionId, { deliver = false } = {}) {
      const session = openSession(sessionId);
      const created = nowSeconds();
      const intent: PaymentIntent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        metadata: intentMetadata.get(session.id) ?? {},
        latest_charge: newId('ch'),
        created,
        livemode: false,
      };
      charges.set(intent.latest_charge, {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        currency: intent.currency,
        paid: true,
        status: 'succeeded',
        payment_intent: intent.id,
        metadata: intent.metadata,
        receipt_url: `${fake.apiBase}/receipts/${intent.latest_charge}`,
        payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
        created,
      });
      paymentIntents.set(intent.id, intent);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        url: null,
      });
      const webhook = fake.signedEvent('checkout.session.completed', session);
      if (deliver) await fake.deliver(webhook);
      return webhook;
    },
    expireEvent(sessionId) {
      const session = openSession(sessionId);
      Object.assign(session, { status: 'expired', url: null });
      return fake.signedEvent('checkout.session.expired', session);
    },
    refundedEvent(refundId) {
      return fake.signedEvent('charge.refunded', charges.get(known(refunds, refundId).charge)!);
    },
    failNextRefund(message) {
      nextRefundRefusal = message;
    },
    failRefund(refundId, failureReason) {
      const refund = known(refunds, refundId);
      const charge = charges.get(refund.charge)!;
      charge.amount_refunded -= refund.amount;
      charge.refunded = false;
      Object.assign(refund, { status: 'failed', failure_reason: failureReason });
      return fake.signedEvent('refund.updated', refund);
    },
    disputeEvent(paymentIntentId, { reason, amount }) {
      const charge = charges.get(known(paymentIntents, paymentIntentId).latest_charge)!;
      return fake.signedEvent('charge.dispute.created', {
        id: newId('dp'),
        object: 'dispute',
        amount: amount ?? charge.amount,
        currency: charge.currency,
        reason,
        status: 'needs_response',
        charge: charge.id,
        payment_intent: paymentIntentId,
        metadata: {},
        created: nowSeconds(),
        livemode: false,
      });
    },
    unavailable(on) {
      down = on;
    },
    loseRefundAnswers(on) {
      refundAnswersLost = on;
    },
    async deliver({ payload, signature }, url = fake.webhookUrl) {
      if (!url) throw new Error('No webhook URL: set fake.webhookUrl or pass one.');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      return response.status;
    },
    close: () => server.close(),
  };

  /** A session the traveller can still pay (helpers throw, as a test's mistake, on any other). */
  function openSession(id: string): Session {
    const session = known(sessions, id);
    if (session.status !== 'open') throw new Error(`Checkout Session ${id} is ${session.status}, not open.`);
    return session;
  }

  const noSuchSession = (id: string, reply: FastifyReply) =>
    stripeError(reply, 404, `No such checkout.session: '${id}'`);

  server.post('/v1/checkout/sessions', async (request, reply) => {
    if (replayed(request, reply)) return reply;
    const form = request.body as FormObject;
    if (
      form.expires_at !== undefined &&
      Number(text(form.expires_at)) < nowSeconds() + shortestSessionSeconds
    )
      return stripeError(
        reply,
        400,
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      );
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
    intentMetadata.set(id, stringRecord(field(form.payment_intent_data, 'metadata')));
    sessionItems.set(
      id,
      lineItems.map((item) => ({
        name: text(field(field(field(item, 'price_data'), 'product_data'), 'name')),
        quantity: Number(text(field(item, 'quantity')) || 1),
      })),
    );
    return remember(request, session);
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
    if (nextRefundRefusal !== undefined) {
      const message = nextRefundRefusal;
      nextRefundRefusal = undefined;
      return stripeError(reply, 400, message);
    }
    if (refundAnswersLost && firstAnswers.has(answerKey(request) ?? '')) return lost(reply);
    if (replayed(request, reply)) return reply;
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
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Refund = {
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
    refunds.set(refund.id, refund);
    const answer = remember(request, refund);
    return refundAnswersLost ? lost(reply) : answer;
  });

  server.get<{ Params: { id: string } }>(
    '/v1/refunds/:id',
    async (request, reply) =>
      refunds.get(request.params.id) ?? stripeError(reply, 404, `No such refund: '${request.params.id}'`),
  );

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
    const items = (sessionItems.get(session.id) ?? [])
      .map(({ name, quantity }) => `<li>${escapeHtml(name)}${quantity > 1 ? ` × ${quantity}` : ''}</li>`)
      .join('');
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : '';
    // A page a browser test can read like Stripe's (what is paid, for what, Pay, Back) and that asks for
    // nothing the fake does not serve: an inline icon, so no /favicon.ico 404 in the console.
    return reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title>' +
          '<link rel="icon" href="data:,"></head><body><main>' +
          `<h1>Pay ${formatAmount(session.amount_total, session.currency)}</h1><ul>${items}</ul>` +
          `<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form>` +
          `${back}</main></body></html>`,
      );
  });

  server.post<{ Params: { id: string } }>('/pay/:id/complete', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return noSuchSession(request.params.id, reply);
    if (session.status !== 'open')
      return stripeError(reply, 400, `This Checkout Session is ${session.status}.`);
    await fake.completeCheckout(session.id, { deliver: fake.webhookUrl !== undefined });
    const back = (session.success_url ?? fake.apiBase).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return reply.redirect(back, 303);
  });

  await server.listen({ host: '127.0.0.1', port: 0 });
  fake.apiBase = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return fake;
}

function known<T>(objects: Map<string, T>, id: string): T {
  const object = objects.get(id);
  if (!object) throw new Error(`The fake Stripe has no ${id}.`);
  return object;
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

/** An amount in the currency's own minor units as a person reads it: 13000 jpy -> '13,000 JPY', 12500 usd -> '125.00 USD'. */
function formatAmount(amount: number, currency: string) {
  const code = currency.toUpperCase();
  const digits = currencyDigits(code);
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
  return `${number} ${code}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
const asArray = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const field = (value: FormValue | undefined, key: string): FormValue | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;
const stringRecord = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, text(child)]))
    : {};
