/**
 * The payment provider as the bookings feature sees it (issue 16, decision 42). The payments module
 * implements it with Stripe (`modules/payments/stripe-gateway.ts`) and hands it over through app.ts;
 * without STRIPE_SECRET_KEY there is none, and bookings are paid at the meeting point.
 *
 * Every amount here is in the minor units the database stores (hundredths of the major unit, for every
 * currency: `money.ts`); the gateway converts to and from the currency's own minor units at Stripe's
 * door, so JPY's yen and USD's cents never meet our arithmetic.
 */

export type CheckoutRequest = {
  bookingId: string;
  reference: string;
  /** What the traveller reads on the payment page: the tour and its date. */
  description: string;
  amountMinor: number;
  currency: string;
  customerEmail: string;
  /** When the seats stop being held: Stripe closes the page then (at least 30 minutes away). */
  expiresAt: Date;
  /** Where Stripe sends the traveller after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** One payment, one session: a retried create (ours or the SDK's) answers the same session. */
  idempotencyKey: string;
};

export type Checkout = { sessionId: string; url: string; expiresAt: Date };

/** What Stripe knows about one booking's payment, read fresh from its API (never from the browser). */
export type PaymentTruth = {
  sessionId: string;
  /** Stripe's Checkout Session status: `open` (not paid yet), `complete`, `expired`. */
  sessionStatus: 'open' | 'complete' | 'expired';
  paid: boolean;
  paymentIntentId: string | null;
  /** The charge: what was taken and what has been given back so far. */
  chargeId: string | null;
  amountPaidMinor: number;
  amountRefundedMinor: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  receiptUrl: string | null;
  /** When the charge was made, as Stripe dates it. */
  paidAt: Date | null;
};

export type RefundRequest = {
  bookingId: string;
  paymentIntentId: string;
  amountMinor: number;
  currency: string;
  /** Which attempt of the booking's refund this is: kept on the refund, so a late word about it is placed. */
  attempt: number;
  /** The same key sends the same refund once, however often it is retried. */
  idempotencyKey: string;
};

export type RefundOutcome = {
  refundId: string;
  /** Stripe's refund status; `failed` and `canceled` carry a reason. */
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  amountMinor: number;
  failureReason: string | null;
  /** The attempt it was sent as (our metadata); null for a refund not made by the product. */
  attempt: number | null;
};

/**
 * A verified webhook event, reduced to what a booking needs. The ids are whatever the event's object
 * carries; the handler finds the booking by the first it knows.
 */
export type PaymentEvent = {
  id: string;
  type: string;
  /** When Stripe created it: events arrive in any order. */
  createdAt: Date;
  /** `metadata.bookingId` or `client_reference_id`, set by us on the Checkout Session and the refund. */
  bookingId: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  refund: RefundOutcome | null;
  dispute: {
    id: string;
    reason: string;
    status: string;
    amountMinor: number;
    currency: string;
    openedAt: Date;
  } | null;
};

/**
 * What the bookings feature does with each event. A throw leaves the event queued: it is tried again
 * later (with backoff), so a handler must be safe to run twice for the same event.
 */
export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

/** Thrown by the gateway: `refused` is Stripe's definite no (with its message), `unavailable` a failure to reach it. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export type PaymentGateway = {
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Closes an open Checkout Session so it can no longer be paid; answers the truth afterwards (a
   * session paid just before is `complete`, and its payment must be honoured).
   */
  expireCheckout(sessionId: string): Promise<PaymentTruth>;
  truth(sessionId: string): Promise<PaymentTruth>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  refundOutcome(refundId: string): Promise<RefundOutcome>;
  /** Sets the bookings feature's rule for each verified event (once, at start). */
  handleEventsWith(handler: PaymentEventHandler): void;
  /**
   * Applies every due event now, in order of arrival; answers how many were applied. The webhook route
   * starts it after each delivery and a timer for retries; tests and benchmarks await it.
   */
  drain(): Promise<number>;
};
