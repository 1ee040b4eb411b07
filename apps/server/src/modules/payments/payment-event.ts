import { fromCurrencyMinorUnits } from '@tabi/contracts';
import { z } from 'zod';
import type { PaymentEvent, RefundOutcome } from '../../platform/payments/payment-gateway.ts';

/**
 * A field read if it has the shape we expect, else null: an object of a kind we do not use (whose
 * `reason` or `metadata` may be shaped otherwise) must not make its event fail, and be retried, forever.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

/** An id Stripe sends either as a string or, expanded, as the object carrying it. */
const reference = optional(z.union([z.string(), z.object({ id: z.string() })])).transform((value) =>
  typeof value === 'string' ? value : (value?.id ?? null),
);

/**
 * The few fields of an event's object that the bookings feature needs, whatever its kind (a Checkout
 * Session, PaymentIntent, charge, refund or dispute); the rest of Stripe's payload is kept in the
 * stored row, not read.
 */
const stripeObject = z.object({
  id: z.string(),
  object: z.string(),
  metadata: optional(z.record(z.string(), z.string())),
  client_reference_id: optional(z.string()),
  payment_intent: reference,
  amount: optional(z.number()),
  currency: optional(z.string()),
  status: optional(z.string()),
  failure_reason: optional(z.string()),
  reason: optional(z.string()),
  created: optional(z.number()),
});

const storedEvent = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number(),
  data: z.object({ object: stripeObject }),
});

type StripeObject = z.infer<typeof stripeObject>;

const refundStatuses = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;

/** A Stripe refund as the port's outcome (amount back in stored hundredths); used for events and API answers. */
export function toRefundOutcome(refund: {
  id: string;
  status?: string | null;
  amount?: number | null;
  currency?: string | null;
  failure_reason?: string | null;
  metadata?: Record<string, string> | null;
}): RefundOutcome {
  const status = refundStatuses.find((known) => known === refund.status) ?? 'pending';
  const attempt = Number(refund.metadata?.attempt);
  return {
    refundId: refund.id,
    status,
    amountMinor: fromCurrencyMinorUnits(refund.amount ?? 0, refund.currency ?? 'usd'),
    failureReason: refund.failure_reason ?? null,
    attempt: refund.metadata?.attempt !== undefined && Number.isInteger(attempt) ? attempt : null,
  };
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/**
 * A stored, verified event (its payload as Stripe signed it) reduced to the port's PaymentEvent. The
 * object's kind, not the event's type, says where the ids are: a Checkout Session is the session itself,
 * a PaymentIntent is the intent, and charges, refunds and disputes point to their PaymentIntent. The
 * booking's id comes from the metadata we set on the session and its PaymentIntent (and on refunds),
 * else from the session's client_reference_id. Every type reaches the handler, which ignores those it
 * does not know: which types come is Stripe's endpoint setting, not this code's.
 */
export function toPaymentEvent(payload: unknown): PaymentEvent {
  const event = storedEvent.parse(payload);
  const object = event.data.object;
  return {
    id: event.id,
    type: event.type,
    createdAt: fromSeconds(event.created),
    bookingId: object.metadata?.bookingId ?? object.client_reference_id ?? null,
    checkoutSessionId: object.object === 'checkout.session' ? object.id : null,
    paymentIntentId: object.object === 'payment_intent' ? object.id : object.payment_intent,
    refund: object.object === 'refund' ? toRefundOutcome(object) : null,
    dispute: object.object === 'dispute' ? toDispute(object) : null,
  };
}

function toDispute(dispute: StripeObject): NonNullable<PaymentEvent['dispute']> {
  const currency = dispute.currency ?? 'usd';
  return {
    id: dispute.id,
    reason: dispute.reason ?? 'general',
    status: dispute.status ?? 'needs_response',
    amountMinor: fromCurrencyMinorUnits(dispute.amount ?? 0, currency),
    currency: currency.toUpperCase(),
    openedAt: fromSeconds(dispute.created ?? 0),
  };
}
