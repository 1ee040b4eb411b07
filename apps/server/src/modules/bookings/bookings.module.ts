import { type Booking, policy } from '@tabi/contracts';
import type { AppModule } from '../../platform/app-module.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { adminPaymentsRoutes } from './admin-payments.routes.ts';
import { bookingCalendarFile, calendarFileName } from './booking-calendar.ts';
import { createBookingChangeNotices } from './booking-change-notices.ts';
import { createBookingChangesRepository } from './booking-changes.repository.ts';
import { bookingChangesRoutes } from './booking-changes.routes.ts';
import { type BookingChanges, createBookingChanges } from './booking-changes.service.ts';
import { createBookingNotices, createNoticeKit, type Notifier } from './booking-notices.ts';
import { createBookingPaymentsRepository } from './booking-payments.repository.ts';
import { createBookingPayments } from './booking-payments.service.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { type BookingsService, createBookingsService, type OnlinePayment } from './bookings.service.ts';
import { createOnlineRefunds } from './online-refunds.ts';
import { type PaymentHolds, startPaymentHolds } from './payment-holds.ts';
import { createPaymentNotices } from './payment-notices.ts';
import { createPaymentsDayRepository } from './payments-day.repository.ts';
import { createPaymentsDay } from './payments-day.ts';

/**
 * Bookings, departures and refunds. Provides the bookings service, from which the travel assistant reads
 * a tour's availability and the caller's own bookings (the same answers as the API's).
 *
 * With a payment gateway (a Stripe key), bookings are paid online when booked: the seats are held while
 * the traveller pays on Stripe's page, Stripe's events settle each booking, a sweep releases the holds
 * that end unpaid (`paymentHolds`, null without a gateway: tests run a round of it), and refunds return
 * the money through Stripe.
 */
export const registerBookingsModule: AppModule<
  { notifier: Notifier; payments: PaymentGateway | null },
  { bookings: BookingsService; paymentHolds: PaymentHolds | null }
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
  const events = createBookingNotices(kit);
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
  if (gateway) {
    const payments = createBookingPaymentsRepository(db);
    const notices = { ...events, ...createPaymentNotices(kit) };
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
    online = {
      hold: settling.hold,
      startCheckout: settling.startCheckout,
      afterCancel: settling.afterCancel,
      approveRefund: refunds.approve,
    };
    gateway.handleEventsWith(settling.handleEvent);
    const holds = startPaymentHolds({
      releaseExpiredHolds: async () =>
        (await settling.releaseExpiredHolds()) + (await changes.releaseExpiredHolds()),
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
    events: createBookingChangeNotices(kit, config.TIMEZONE),
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
  await app.register(
    bookingsRoutes(
      service,
      { max: config.RATE_LIMIT_BOOKING, windowMs: config.rateLimitWindowMs },
      calendarFile,
    ),
    { prefix: '/api' },
  );
  await app.register(bookingChangesRoutes(changes), { prefix: '/api' });
  return { bookings: service, paymentHolds };
};
