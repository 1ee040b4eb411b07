import type { Booking } from '@tabi/contracts';
import { Counter, type Registry } from 'prom-client';
import type { BookingEvents } from './bookings.service.ts';
import type { PaymentNotices } from './payment-notices.ts';

/**
 * The bookings feature's counters (docs/metrics.md), counted where its notices go out: bookings made,
 * cancelled, paid and refunded. Paid online, a booking counts as made when its seats are held for the
 * payment and as paid once Stripe says so: the difference is the checkouts given up.
 */
export function createBookingMetrics(registry: Registry) {
  const created = new Counter({
    name: 'tabi_bookings_created_total',
    help: 'Bookings made, by payment: online (seats held for a Stripe payment) or on_site (at the meeting point).',
    labelNames: ['payment'] as const,
    registers: [registry],
  });
  const cancelled = new Counter({
    name: 'tabi_bookings_cancelled_total',
    help: 'Bookings cancelled, by whom: traveller, admin, departure (the operator called it off), unpaid (the payment hold ran out).',
    labelNames: ['by'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'tabi_payments_total',
    help: 'Online payments: succeeded (a booking paid), refunded (money went back to a card, each refund once).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  return {
    created: (payment: 'online' | 'on_site') => created.inc({ payment }),
    cancelled: (by: 'traveller' | 'admin' | 'departure' | 'unpaid') => cancelled.inc({ by }),
    /** Online payment's notices, counted: a booking paid (`created`), a refund sent, a hold run out unpaid. */
    countPayments: <N extends PaymentNotices & Pick<BookingEvents, 'created'>>(notices: N): N => ({
      ...notices,
      created: (booking: Booking) => {
        payments.inc({ outcome: 'succeeded' });
        notices.created(booking);
      },
      refundCompleted: (booking: Booking, amountMinor: number) => {
        payments.inc({ outcome: 'refunded' });
        notices.refundCompleted(booking, amountMinor);
      },
      released: (booking: Booking) => {
        cancelled.inc({ by: 'unpaid' });
        notices.released(booking);
      },
    }),
  };
}
