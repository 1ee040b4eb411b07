import { fromCurrencyMinorUnits, toCurrencyMinorUnits } from '@tabi/contracts';
import type Stripe from 'stripe';
import {
  type PaymentGateway,
  PaymentProviderError,
  type PaymentTruth,
} from '../../platform/payments/payment-gateway.ts';
import type { StripeClient } from '../../platform/payments/stripe-client.ts';
import type { EventProcessor } from './event-processor.ts';
import { toRefundOutcome } from './payment-event.ts';

/**
 * The payment gateway with Stripe Checkout (decision 41): amounts cross Stripe's door in the currency's
 * own minor units (yen, cents) and come back as our stored hundredths; every failure leaves as a
 * PaymentProviderError, `refused` or `unavailable`. Events are the processor's (`event-processor.ts`).
 */
export function createStripeGateway(deps: {
  stripe: StripeClient;
  events: Pick<EventProcessor, 'handleEventsWith' | 'drain'>;
}): PaymentGateway {
  const { stripe, events } = deps;

  async function truth(sessionId: string): Promise<PaymentTruth> {
    return truthOf(await stripe.checkout.sessions.retrieve(sessionId));
  }

  /** The session, and the PaymentIntent's charge once paid: the amount, the card and the receipt. */
  async function truthOf(session: Stripe.Checkout.Session): Promise<PaymentTruth> {
    const paymentIntentId = idOf(session.payment_intent);
    const intent = paymentIntentId
      ? await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] })
      : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const currency = charge?.currency ?? session.currency ?? '';
    const stored = (amount: number) => fromCurrencyMinorUnits(amount, currency);
    const card = charge?.payment_method_details?.card;
    return {
      sessionId: session.id,
      sessionStatus: sessionStatuses.find((known) => known === session.status) ?? 'open',
      paid: session.payment_status === 'paid' || intent?.status === 'succeeded',
      paymentIntentId,
      chargeId: charge?.id ?? null,
      amountPaidMinor: charge?.paid ? stored(charge.amount) : 0,
      amountRefundedMinor: charge ? stored(charge.amount_refunded) : 0,
      currency: currency.toUpperCase(),
      card: card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
      receiptUrl: charge?.receipt_url ?? null,
      paidAt: charge?.paid ? new Date(charge.created * 1000) : null,
    };
  }

  return {
    createCheckout: (request) =>
      stripeCall(async () => {
        const currency = request.currency.toLowerCase();
        // On the PaymentIntent too: its charge's refunds and disputes then lead back to the booking.
        const metadata = { bookingId: request.bookingId, reference: request.reference };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // Cards only: they settle while the traveller is on the page, inside the 30-minute hold, and
            // give the brand and last four the receipt shows. Delayed methods (konbini, bank transfer)
            // settle days later, long after the seats would have been released.
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: toCurrencyMinorUnits(request.amountMinor, currency),
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.bookingId,
            metadata,
            payment_intent_data: { metadata },
            expires_at: checkoutExpiry(request.expiresAt),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new PaymentProviderError('refused', 'Stripe gave no payment page.');
        return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      }),

    truth: (sessionId) => stripeCall(() => truth(sessionId)),

    expireCheckout: (sessionId) =>
      stripeCall(async () => {
        try {
          return await truthOf(await stripe.checkout.sessions.expire(sessionId));
        } catch (error) {
          // Stripe refuses to expire a session that is no longer open (paid just before, or expired
          // already): then what it is now is the answer, and a payment in it must be honoured.
          if (!isStripeError(error) || kindOf(error) !== 'refused') throw error;
          return truth(sessionId);
        }
      }),

    refund: (request) =>
      stripeCall(async () =>
        toRefundOutcome(
          await stripe.refunds.create(
            {
              payment_intent: request.paymentIntentId,
              amount: toCurrencyMinorUnits(request.amountMinor, request.currency),
              metadata: { bookingId: request.bookingId, attempt: String(request.attempt) },
            },
            { idempotencyKey: request.idempotencyKey },
          ),
        ),
      ),

    refundOutcome: (refundId) =>
      stripeCall(async () => toRefundOutcome(await stripe.refunds.retrieve(refundId))),

    handleEventsWith: (handler) => events.handleEventsWith(handler),
    drain: () => events.drain(),
  };
}

const sessionStatuses = ['open', 'complete', 'expired'] as const;

/**
 * Stripe refuses a Checkout Session that expires less than 30 minutes after it is created, by its own
 * clock; a hold of exactly 30 minutes, computed a moment before the call, would be refused. So the page
 * closes at the hold's end or a minute past Stripe's minimum, whichever is later: the hold still ends on
 * time (its sweep expires the session, and a payment made in between is honoured). Real time, not the
 * app's clock: the rule is Stripe's, on Stripe's clock.
 */
const shortestCheckoutMs = 31 * 60_000;
const checkoutExpiry = (holdEnds: Date) =>
  Math.ceil(Math.max(holdEnds.getTime(), Date.now() + shortestCheckoutMs) / 1000);

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The SDK's errors (StripeInvalidRequestError, StripeConnectionError, ...) name their class in `type`. */
type StripeSdkError = Error & { type: string; statusCode?: number };
const isStripeError = (error: unknown): error is StripeSdkError => {
  const type = (error as { type?: unknown } | null)?.type;
  return error instanceof Error && typeof type === 'string' && type.startsWith('Stripe');
};

/** Runs Stripe calls and turns what the SDK throws into the port's PaymentProviderError (our bugs stay as they are). */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    throw new PaymentProviderError(kindOf(error), error.message || 'Stripe could not be reached.');
  }
}

/**
 * Stripe's definite no is a 4xx answer (invalid request, declined card, a key it refuses): trying again
 * changes nothing. No answer (connection failure, timeout), a 5xx, or a 409/429 (a lock or the rate
 * limit, which pass) is `unavailable`: the same request may succeed later. The SDK's error classes are
 * told apart by their status, so this module never loads the SDK itself (it is loaded only with a key).
 */
function kindOf(error: StripeSdkError): PaymentProviderError['kind'] {
  const status = error.statusCode;
  if (status === undefined) return 'unavailable';
  return status >= 400 && status < 500 && status !== 409 && status !== 429 ? 'refused' : 'unavailable';
}
