import { type Booking, policy } from '@tabi/contracts';
import type { AppModule } from '../../platform/app-module.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import type { PeriodicRounds } from '../../platform/periodic-rounds.ts';
import { accountKey, perKey } from '../../platform/rate-limit.ts';
import { adminPaymentsRoutes } from './admin-payments.routes.ts';
import { bookingCalendarFile, calendarFileName } from './booking-calendar.ts';
import { createBookingChangeNotices } from './booking-change-notices.ts';
import { createBookingChangesRepository } from './booking-changes.repository.ts';
import { bookingChangesRoutes } from './booking-changes.routes.ts';
import {
  type BookingChangeEvents,
  type BookingChanges,
  createBookingChanges,
} from './booking-changes.service.ts';
import { createBookingMetrics } from './booking-metrics.ts';
import { createBookingNotices, createNoticeKit, type Notifier } from './booking-notices.ts';
import { createBookingPaymentsRepository } from './booking-payments.repository.ts';
import { createBookingPayments } from './booking-payments.service.ts';
import { startTallyFolding } from './booking-tallies.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import {
  type BookingEvents,
  type BookingsService,
  createBookingsService,
  type OnlinePayment,
} from './bookings.service.ts';
import { departureCancellationNotice } from './departure-cancellation-notice.ts';
import { createDepartureCancellationsRepository } from './departure-cancellations.repository.ts';
import { departureCancellationsRoutes } from './departure-cancellations.routes.ts';
import { createDepartureCancellations } from './departure-cancellations.ts';
import { createOnlineRefunds } from './online-refunds.ts';
import { type PaymentHolds, startPaymentHolds } from './payment-holds.ts';
import { createPaymentNotices } from './payment-notices.ts';
import { createPaymentsDayRepository } from './payments-day.repository.ts';
import { createPaymentsDay } from './payments-day.ts';
import { createWaitlistRepository } from './waitlist.repository.ts';
import { waitlistRoutes } from './waitlist.routes.ts';
import { createWaitlist } from './waitlist.service.ts';
import { createWaitlistNotices } from './waitlist-notices.ts';

/**
 * Bookings, departures and refunds. Provides the bookings service, from which the travel assistant reads
 * a tour's availability and the caller's own bookings (the same answers as the API's).
 *
 * With a payment gateway (a Stripe key), bookings are paid online when booked: the seats are held while
 * the traveller pays on Stripe's page, Stripe's events settle each booking, a sweep releases the holds
 * that end unpaid (`paymentHolds`, null without a gateway: tests run a round of it), and refunds return
 * the money through Stripe.
 *
 * Change of plans (issue 28): date changes (`booking-changes.*`), the operator's cancelled departure
 * (`departure-cancellations.*`, whose round finishes a cancellation cut short) and the waitlist of full
 * departures (`waitlist.*`, whose round makes the offers; seats freed here kick it at once).
 */
export const registerBookingsModule: AppModule<
  { notifier: Notifier; payments: PaymentGateway | null },
  {
    bookings: BookingsService;
    paymentHolds: PaymentHolds | null;
    departureCancellationRounds: PeriodicRounds;
    waitlistRounds: PeriodicRounds;
  }
> = async (app, deps) => {
  const { config, db, now, notifier, accountMail, background, log, payments: gateway } = deps;
  const bookings = createBookingsRepository(db, {
    timezone: config.TIMEZONE,
    freeCancellationHours: policy.freeCancellationHours,
  });
  const kit = createNoticeKit({
    notifier,
    accountMail,
    publicUrl: config.PUBLIC_URL,
    timezone: config.TIMEZONE,
    background,
  });
  // Seats freed (a cancellation, a hold ended unpaid, a booking moved away) are offered to the waitlist at once.
  let waitlistRounds: (PeriodicRounds & { kick: () => void }) | null = null;
  const seatsFreed = () => waitlistRounds?.kick();
  const counts = createBookingMetrics(deps.metrics.registry);
  const bookingNotices = createBookingNotices(kit);
  const events: BookingEvents = {
    ...bookingNotices,
    // Paid at the meeting point, a booking is told `created` when it is made; paid online, once Stripe
    // says it is paid (counted as a payment below, the booking when its checkout starts).
    created: (booking) => {
      if (!gateway) counts.created('on_site');
      bookingNotices.created(booking);
    },
    cancelled: (booking, by) => {
      counts.cancelled(by);
      bookingNotices.cancelled(booking, by);
      seatsFreed();
    },
  };
  const find = async (id: string) => {
    const booking = await bookings.find(id);
    if (!booking) throw new Error(`Booking ${id} vanished`);
    return booking;
  };

  let online: OnlinePayment | null = null;
  let paymentHolds: PaymentHolds | null = null;
  // Made below, once online refunds exist; Stripe's events and the sweep reach it only after start.
  let changes: BookingChanges;
  let sendRefund: ((bookingId: string) => Promise<void>) | null = null;
  let closeCheckout: ((bookingId: string) => Promise<void>) | null = null;
  if (gateway) {
    const payments = createBookingPaymentsRepository(db);
    const notices = counts.countPayments({ ...events, ...createPaymentNotices(kit) });
    const refunds = createOnlineRefunds({ payments, gateway, find, notices, now, log });
    sendRefund = refunds.send;
    const settling = createBookingPayments({
      payments,
      gateway,
      refunds,
      find,
      notices,
      now,
      publicUrl: config.PUBLIC_URL,
      log,
      differencePayments: (event) => changes.handleEvent(event),
    });
    closeCheckout = settling.afterCancel;
    online = {
      hold: settling.hold,
      startCheckout: async (booking) => {
        const started = await settling.startCheckout(booking);
        counts.created('online');
        return started;
      },
      afterCancel: settling.afterCancel,
      // Refunded in full, the booking's paid date-change differences go back too.
      approveRefund: async (id, state, note, amount) => {
        const refunded = await refunds.approve(id, state, note, amount);
        if (amount === null) await changes.refundPaidDifferences(id);
        return refunded;
      },
    };
    gateway.handleEventsWith(settling.handleEvent);
    const holds = startPaymentHolds({
      releaseExpiredHolds: async () => {
        const settled = (await settling.releaseExpiredHolds()) + (await changes.releaseExpiredHolds());
        if (settled > 0) seatsFreed();
        return settled;
      },
      settleUnconfirmedRefunds: refunds.settleUnconfirmed,
      log,
    });
    app.addHook('onClose', () => holds.stop());
    paymentHolds = holds;
    const paymentsDay = createPaymentsDay({
      days: createPaymentsDayRepository(db),
      timezone: config.TIMEZONE,
      currency: config.CURRENCY,
      now,
    });
    await app.register(adminPaymentsRoutes(settling, paymentsDay), { prefix: '/api' });
  }

  changes = createBookingChanges({
    bookings,
    changes: createBookingChangesRepository(db),
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
    now,
    events: withSeatsFreed(createBookingChangeNotices(kit, config.TIMEZONE), seatsFreed),
    online: gateway && sendRefund ? { gateway, sendRefund, publicUrl: config.PUBLIC_URL } : null,
    log,
  });
  const service = createBookingsService({
    bookings,
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
    now,
    events,
    online,
  });
  const calendarFile = (booking: Booking) => ({
    filename: calendarFileName(booking),
    content: bookingCalendarFile(booking, {
      method: 'PUBLISH',
      publicUrl: config.PUBLIC_URL,
      startText: kit.when(booking),
    }),
  });
  // Per account, not per address (travellers share hotel and office connections); one counter for
  // every route that makes a booking, so rebooking is no way around it.
  const bookingLimit = perKey(app, 'booking', {
    max: config.RATE_LIMIT_BOOKING,
    windowMs: config.rateLimitWindowMs,
    key: accountKey,
  });
  await app.register(bookingsRoutes(service, bookingLimit, calendarFile), { prefix: '/api' });
  await app.register(bookingChangesRoutes(changes), { prefix: '/api' });

  const tellCancelled = departureCancellationNotice(kit);
  const departureCancellations = createDepartureCancellations({
    repository: createDepartureCancellationsRepository(db),
    bookings: service,
    find,
    online:
      sendRefund && closeCheckout
        ? { sendRefund, closeCheckout, refundPaidDifferences: changes.refundPaidDifferences }
        : null,
    tell: async (booking, nextDates) => {
      await tellCancelled(booking, nextDates);
      counts.cancelled('departure');
    },
    timezone: config.TIMEZONE,
    now,
    log,
  });
  await app.register(departureCancellationsRoutes(departureCancellations, bookingLimit), {
    prefix: '/api',
  });
  const departureCancellationRounds = departureCancellations.startRounds();
  app.addHook('onClose', () => departureCancellationRounds.stop());

  const waitlist = createWaitlist({
    waitlist: createWaitlistRepository(db),
    bookings,
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
    now,
    online,
    events,
    notices: createWaitlistNotices({
      notifier,
      accountMail,
      publicUrl: config.PUBLIC_URL,
      timezone: config.TIMEZONE,
    }),
    log,
  });
  await app.register(waitlistRoutes(waitlist), { prefix: '/api' });
  waitlistRounds = waitlist.startRounds();
  const rounds = waitlistRounds;
  app.addHook('onClose', () => rounds.stop());
  const tallyFolding = startTallyFolding(db, log);
  app.addHook('onClose', () => tallyFolding.stop());
  return { bookings: service, paymentHolds, departureCancellationRounds, waitlistRounds: rounds };
};

/** A booking that moved away, or a change that lapsed, leaves seats for the waitlist. */
function withSeatsFreed(events: BookingChangeEvents, seatsFreed: () => void): BookingChangeEvents {
  return {
    ...events,
    moved: (booking, change) => {
      events.moved(booking, change);
      seatsFreed();
    },
    lapsed: (booking, change) => {
      events.lapsed(booking, change);
      seatsFreed();
    },
  };
}
