import {
  type Booking,
  type BookingChange,
  bookingPrice,
  type ListResponse,
  type PageQuery,
  policy,
  type RescheduleQuote,
  type RescheduleResult,
  toMajorUnits,
  toMinorUnits,
} from '@tabi/contracts';
import type { Viewer } from '../../platform/auth/guard.ts';
import { AppError, conflict, notFound, validationFailed } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import {
  type PaymentGateway,
  PaymentProviderError,
  type PaymentTruth,
} from '../../platform/payments/payment-gateway.ts';
import { dayOf, readableDate as readable, refuseClosedDay } from './bookable-date.ts';
import type { BookingChangesRepository, ChangePlan, NotChanged } from './booking-changes.repository.ts';
import { nothingToPay } from './booking-payments.service.ts';
import type { BookingsRepository } from './bookings.repository.ts';

type Party = { adults: number; children: number };
type Input = { date: string; participants: Party; note: string | null };

/** What a change tells the traveller and staff (booking-change-notices.ts). */
export type BookingChangeEvents = {
  moved: (booking: Booking, change: BookingChange) => void;
  requested: (booking: Booking, change: BookingChange) => void;
  denied: (booking: Booking, change: BookingChange) => void;
  /** The operator approved a move that costs more: the traveller pays the difference to have it. */
  paymentDue: (booking: Booking, change: BookingChange) => void;
  lapsed: (booking: Booking, change: BookingChange) => void;
};

/** Online payment's part: the difference's own Checkout, and the lower difference sent back. */
type OnlineDifference = {
  gateway: PaymentGateway;
  /** Sends the booking's approved refund (online-refunds.ts). */
  sendRefund: (bookingId: string) => Promise<void>;
  publicUrl: string;
};

type Deps = {
  bookings: BookingsRepository;
  changes: BookingChangesRepository;
  timezone: string;
  currency: string;
  now: () => Date;
  events: BookingChangeEvents;
  online: OnlineDifference | null;
  log: { warn: (obj: object, msg: string) => void };
};

const changedMeanwhile = () => conflict('This booking changed meanwhile. Reload it and try again.');

/**
 * Moving a booking to another date of its tour (issue 28, decision 72). Free until the free-cancellation
 * cut-off; afterwards a request the operator approves or denies. An admin moves any booking at once. The
 * new date is priced at the tour's price now, for the new party; a booking paid at the meeting point just
 * gets its new total, one paid online pays a higher difference on Stripe's page (the new seats held
 * meanwhile, the old ones kept) or gets a lower one back at once.
 */
export function createBookingChanges({
  bookings,
  changes,
  timezone,
  currency,
  now,
  events,
  online,
  log,
}: Deps) {
  async function booking(id: string): Promise<Booking> {
    const found = await bookings.find(id);
    if (!found) throw new Error(`Booking ${id} vanished`);
    return found;
  }

  async function change(id: string): Promise<BookingChange> {
    const found = await changes.find(id);
    if (!found) throw new Error(`Booking change ${id} vanished`);
    return found;
  }

  /** The booking's state once the viewer is known to be its traveller or an admin. */
  async function stateFor(viewer: Viewer, id: string) {
    const state = isUuid(id) ? await changes.bookingState(id) : undefined;
    if (!state || (state.userId !== viewer.userId && viewer.role !== 'admin'))
      throw notFound('Booking not found');
    return state;
  }

  type State = NonNullable<Awaited<ReturnType<BookingChangesRepository['bookingState']>>>;

  /** Why this booking cannot move now, if it cannot. */
  function refuseUnmovable(state: State) {
    if (state.status === 'cancelled')
      throw conflict('A cancelled booking cannot be moved. Book the new date instead.');
    if (state.status === 'completed' || state.completedAt)
      throw conflict('This tour has taken place: the booking cannot be moved any more.');
    if (state.startsAt.getTime() <= now().getTime())
      throw conflict('This tour has started: the booking cannot be moved any more.');
    if (state.paymentStatus === 'pending')
      throw conflict(
        'This booking is waiting for its payment. Pay for it or cancel it before you change the date.',
      );
    if (
      state.refundStatus === 'requested' ||
      state.refundStatus === 'failed' ||
      (state.refundStatus === 'approved' && !state.refundId)
    )
      throw conflict('A refund of this booking is still being settled. Try again once it is done.');
    if (state.disputed)
      throw conflict('This payment is disputed with the card issuer: contact us to change the date.');
  }

  /**
   * Prices and checks a move of the booking to `input` (the new date must be bookable now, with the
   * seats free), as `viewer` would make it. `prices`: those of an approved request, kept as asked.
   */
  async function plan(
    viewer: Viewer,
    bookingId: string,
    state: State,
    input: Input,
    prices?: Pick<ChangePlan, 'adultPriceMinor' | 'childPriceMinor' | 'newTotalMinor'>,
  ): Promise<{ plan: ChangePlan; quote: RescheduleQuote }> {
    refuseUnmovable(state);
    if (input.date === state.date)
      throw validationFailed(`This booking is already on ${readable(input.date)}. Choose another date.`, {
        date: 'Choose another date',
      });
    const facts = await bookings.bookingFacts(state.tourId, input.date);
    if (!facts) throw new Error(`Booking ${bookingId}: its tour vanished`);
    const { tour } = facts;
    if (tour.archived)
      throw conflict('This tour is no longer offered: its bookings cannot move to another date.');
    const { adults, children } = input.participants;
    if (tour.adultsOnly && children > 0)
      throw validationFailed('This tour is for adults only: book it without children.', {
        'participants.children': 'This tour is for adults only',
      });
    const day = dayOf(input.date, facts, timezone, now());
    refuseClosedDay(day);
    if (adults + children > day.seatsLeft) throw seatsConflict(day.seatsLeft, input.date);

    const price =
      prices ??
      (({ totalMinor, ...units }) => ({ ...units, newTotalMinor: totalMinor }))(
        bookingPrice(tour, input.participants, currency),
      );
    const difference = price.newTotalMinor - state.totalMinor;
    const paidOnline =
      online !== null &&
      state.paidOnline &&
      (state.paymentStatus === 'paid' || state.paymentStatus === 'partially_refunded');
    const settlement: ChangePlan['settlement'] =
      difference === 0 ? 'none' : !paidOnline ? 'on_site' : difference > 0 ? 'checkout' : 'refund';
    if (settlement === 'refund' && -difference > state.amountPaidMinor - state.amountRefundedMinor)
      throw conflict(
        'Less is left of the payment than the difference to give back: contact us to change the date.',
      );
    const freeUntil = state.startsAt.getTime() - policy.freeCancellationHours * 3_600_000;
    const needsApproval = viewer.role !== 'admin' && now().getTime() > freeUntil;
    const toStartsAt = new Date(day.startsAt!);
    const plan: ChangePlan = {
      bookingId,
      requestedBy: viewer.userId,
      byAdmin: viewer.role === 'admin',
      fromDepartureId: state.departureId,
      fromDate: state.date,
      fromStartsAt: state.startsAt,
      fromAdults: state.adults,
      fromChildren: state.children,
      tourId: state.tourId,
      toDate: input.date,
      toStartsAt,
      adults,
      children,
      oldTotalMinor: state.totalMinor,
      newTotalMinor: price.newTotalMinor,
      adultPriceMinor: price.adultPriceMinor,
      childPriceMinor: price.childPriceMinor,
      currency: state.currency,
      settlement,
      note: input.note,
    };
    const place = (date: string, startsAt: Date, party: Party) => ({
      date,
      startsAt: startsAt.toISOString(),
      participants: party,
    });
    return {
      plan,
      quote: {
        bookingId,
        from: place(state.date, state.startsAt, { adults: state.adults, children: state.children }),
        to: place(input.date, toStartsAt, input.participants),
        pricing: {
          oldTotal: toMajorUnits(state.totalMinor),
          newTotal: toMajorUnits(price.newTotalMinor),
          difference: toMajorUnits(difference),
          currency: state.currency,
        },
        needsApproval,
        settlement,
        seatsLeft: day.seatsLeft,
      },
    };
  }

  const seatsConflict = (left: number, date: string) =>
    conflict(`Only ${left} ${left === 1 ? 'seat' : 'seats'} left on ${readable(date)}.`, { seatsLeft: left });

  /** What a write that did not happen answers. */
  function notChanged(outcome: NotChanged, date: string): never {
    if (outcome.reason === 'seats') throw seatsConflict(outcome.seatsLeft, date);
    if (outcome.reason === 'open')
      throw conflict('This booking already has a date change open. Withdraw it first, or wait for it.');
    throw changedMeanwhile();
  }

  const refundNote = (toDate: string) =>
    `Moved to ${readable(toDate)}: the lower price's difference goes back to your card.`;

  /** The move applied: the booking and its change as they are now, told to the traveller. */
  async function applied(
    bookingId: string,
    changeId: string,
    sendRefund: boolean,
  ): Promise<RescheduleResult> {
    if (sendRefund && online) await online.sendRefund(bookingId);
    const result = { booking: await booking(bookingId), change: await change(changeId) };
    events.moved(result.booking, result.change);
    return result;
  }

  /**
   * Opens Stripe's page for the difference of a held change. If Stripe refuses or cannot be reached the
   * change lapses (its seats go back) and the caller is told to try again.
   */
  async function startCheckout(changeId: string): Promise<BookingChange> {
    if (!online) throw new Error('A difference to pay online without a payment gateway');
    const held = await change(changeId);
    const moved = await booking(held.bookingId);
    const back = `${online.publicUrl.replace(/\/$/, '')}/bookings/${held.bookingId}/reschedule`;
    try {
      const checkout = await online.gateway.createCheckout({
        bookingId: held.bookingId,
        reference: held.reference,
        description: `Date change: ${held.tour.title}, ${readable(held.to.date)}`,
        amountMinor: toMinorUnits(held.pricing.difference),
        currency: held.pricing.currency,
        customerEmail: moved.user.email,
        expiresAt: new Date(held.payment?.holdExpiresAt ?? now()),
        successUrl: `${back}?paid=1&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${back}?cancelled=1`,
        // The booking's own payment has its session: the difference is a payment of its own.
        idempotencyKey: `checkout-change-${changeId}`,
      });
      await changes.setCheckout(changeId, checkout);
      return change(changeId);
    } catch (error) {
      await changes.end(changeId, 'lapsed', { note: 'The payment could not be started.', now: now() });
      if (error instanceof PaymentProviderError)
        throw new AppError(
          error.kind === 'refused' ? 502 : 503,
          'SERVICE_UNAVAILABLE',
          'The payment of the difference could not be started. Please try again.',
        );
      throw error;
    }
  }

  /** Carries out a plan that needs no approval (any more): moved now, or held while the difference is paid. */
  async function carryOut(
    plan: ChangePlan,
    approval: { changeId: string; decisionNote: string | null } | null,
  ): Promise<RescheduleResult> {
    if (plan.settlement === 'checkout') {
      const outcome = await changes.hold(plan, {
        changeId: approval?.changeId ?? null,
        decisionNote: approval?.decisionNote ?? null,
        holdExpiresAt: new Date(now().getTime() + policy.paymentHoldMinutes * 60_000),
        now: now(),
      });
      if (!outcome.done) notChanged(outcome, plan.toDate);
      const opened = await startCheckout(outcome.changeId);
      const current = await booking(plan.bookingId);
      if (approval) events.paymentDue(current, opened);
      return { booking: current, change: opened };
    }
    const outcome = await changes.move(plan, {
      changeId: approval?.changeId ?? null,
      decisionNote: approval?.decisionNote ?? null,
      refundNote: plan.settlement === 'refund' ? refundNote(plan.toDate) : null,
      now: now(),
    });
    if (!outcome.done) notChanged(outcome, plan.toDate);
    return applied(plan.bookingId, outcome.changeId, plan.settlement === 'refund');
  }

  /** Stripe's truth about a difference's payment, applied once under the change's row lock. */
  async function settle(changeId: string, readTruth: () => Promise<PaymentTruth>): Promise<void> {
    const truth = await readTruth();
    if (truth.paid) {
      const paidAt = truth.paidAt ?? now();
      const moved = await changes.applyPaid(
        changeId,
        {
          paymentIntentId: truth.paymentIntentId,
          chargeRef: truth.chargeId ?? truth.sessionId,
          amountPaidMinor: truth.amountPaidMinor,
          paidAt,
        },
        now(),
      );
      const after = await change(changeId);
      if (moved) return void events.moved(await booking(after.bookingId), after);
      // Paid for a change that had ended (withdrawn, or its booking cancelled): all of it goes back.
      if (
        after.status !== 'applied' &&
        truth.paymentIntentId &&
        truth.amountRefundedMinor < truth.amountPaidMinor
      )
        await refundLatePayment(after, truth);
      return;
    }
    if (truth.sessionStatus !== 'expired') return;
    const open = await change(changeId);
    if (open.status !== 'awaiting_payment') return;
    if (
      await changes.end(changeId, 'lapsed', {
        note: 'The difference was not paid in time.',
        now: now(),
        from: ['awaiting_payment'],
      })
    )
      events.lapsed(await booking(open.bookingId), await change(changeId));
  }

  async function refundLatePayment(ended: BookingChange, truth: PaymentTruth) {
    if (!truth.paymentIntentId) return;
    await changes.recordLatePayment(ended._id, {
      paymentIntentId: truth.paymentIntentId,
      chargeRef: truth.chargeId ?? truth.sessionId,
      amountPaidMinor: truth.amountPaidMinor,
      paidAt: truth.paidAt ?? now(),
    });
    await refundPaidDifferences(ended.bookingId);
  }

  /**
   * Gives back every difference of the booking paid online and not given back yet (the booking refunded in
   * full, its departure cancelled, or a payment for a change that had ended). One refund per difference
   * however often this runs (its idempotency key); a failure is logged and tried again by the next call.
   */
  async function refundPaidDifferences(bookingId: string): Promise<void> {
    if (!online) return;
    for (const paid of await changes.paidDifferences(bookingId)) {
      if (!paid.paymentIntentId) continue;
      try {
        const refund = await online.gateway.refund({
          bookingId,
          paymentIntentId: paid.paymentIntentId,
          amountMinor: paid.leftMinor,
          currency: paid.currency,
          attempt: 0,
          idempotencyKey: `change-refund-${paid.id}`,
        });
        if (refund.status !== 'failed' && refund.status !== 'canceled')
          await changes.recordRefund(paid.id, refund.refundId, paid.leftMinor, now());
      } catch (error) {
        log.warn({ err: error, changeId: paid.id }, 'payments: a paid difference could not be refunded yet');
      }
    }
  }

  return {
    refundPaidDifferences,

    async quote(viewer: Viewer, id: string, input: Input): Promise<RescheduleQuote> {
      const state = await stateFor(viewer, id);
      if (await changes.openFor(id))
        throw conflict('This booking already has a date change open. Withdraw it first, or wait for it.');
      return (await plan(viewer, id, state, input)).quote;
    },

    async reschedule(viewer: Viewer, id: string, input: Input): Promise<RescheduleResult> {
      const state = await stateFor(viewer, id);
      if (await changes.openFor(id))
        throw conflict('This booking already has a date change open. Withdraw it first, or wait for it.');
      const { plan: made, quote } = await plan(viewer, id, state, input);
      if (!quote.needsApproval) return carryOut(made, null);
      const outcome = await changes.request(made);
      if (!outcome.done) notChanged(outcome, made.toDate);
      const result = { booking: await booking(id), change: await change(outcome.changeId) };
      events.requested(result.booking, result.change);
      return result;
    },

    /** The traveller (or an admin) withdraws the booking's open change; seats held for it go back. */
    async withdraw(viewer: Viewer, id: string): Promise<BookingChange> {
      await stateFor(viewer, id);
      const open = await changes.openFor(id);
      if (!open) throw notFound('This booking has no open date change.');
      if (!(await changes.end(open._id, 'withdrawn', { now: now() }))) throw changedMeanwhile();
      // Close Stripe's page; a payment that beat this is refunded when its event arrives (`settle`).
      const sessionId = open.settlement === 'checkout' ? await changes.sessionOf(open._id) : null;
      if (online && sessionId)
        await online.gateway.expireCheckout(sessionId).catch((error: unknown) => {
          log.warn(
            { err: error, changeId: open._id },
            'payments: the checkout of a withdrawn change stays open',
          );
        });
      return change(open._id);
    },

    async mine(
      viewer: Viewer,
      query: PageQuery & { open?: boolean | undefined },
    ): Promise<ListResponse<BookingChange>> {
      const { rows, total } = await changes.forUser(viewer.userId, query);
      return listEnvelope(rows, total, query);
    },

    async list(
      query: PageQuery & { status?: BookingChange['status'] | undefined },
    ): Promise<ListResponse<BookingChange>> {
      const { rows, total } = await changes.list(query);
      return listEnvelope(
        rows.map((row) => (row.payment ? { ...row, payment: { ...row.payment, checkoutUrl: null } } : row)),
        total,
        query,
      );
    },

    /** Admin: approves a late request; the move is checked and priced as asked, against the seats now. */
    async approve(admin: Viewer, changeId: string, note: string | null): Promise<RescheduleResult> {
      const asked = isUuid(changeId) ? await changes.find(changeId) : undefined;
      if (!asked) throw notFound('Date change not found');
      if (asked.status !== 'requested')
        throw conflict(`This date change is already ${asked.status.replace('_', ' ')}.`);
      const state = await stateFor(admin, asked.bookingId);
      const { plan: made } = await plan(
        admin,
        asked.bookingId,
        state,
        { date: asked.to.date, participants: asked.to.participants, note: asked.note },
        await changes.pricesOf(changeId),
      );
      return carryOut(made, { changeId, decisionNote: note });
    },

    async deny(changeId: string, note: string): Promise<BookingChange> {
      const asked = isUuid(changeId) ? await changes.find(changeId) : undefined;
      if (!asked) throw notFound('Date change not found');
      if (!(await changes.end(changeId, 'denied', { note, now: now(), from: ['requested'] })))
        throw conflict(`This date change is already ${asked.status.replace('_', ' ')}.`);
      const denied = await change(changeId);
      events.denied(await booking(asked.bookingId), denied);
      return denied;
    },

    /** A verified Stripe event about a difference's Checkout Session; false when it is not about one. */
    async handleEvent(event: { checkoutSessionId: string | null }): Promise<boolean> {
      const changeId = event.checkoutSessionId ? await changes.bySession(event.checkoutSessionId) : undefined;
      if (!changeId || !online || !event.checkoutSessionId) return false;
      const sessionId = event.checkoutSessionId;
      await settle(changeId, () => online.gateway.truth(sessionId));
      return true;
    },

    /** The sweep: differences whose hold ended are closed at Stripe, then applied if paid or lapsed. */
    async releaseExpiredHolds(): Promise<number> {
      if (!online) return 0;
      let settled = 0;
      for (const hold of await changes.dueHolds(now())) {
        try {
          const sessionId = hold.checkoutSessionId;
          await settle(hold.id, async () =>
            sessionId ? online.gateway.expireCheckout(sessionId) : nothingToPay(hold.id),
          );
          settled++;
        } catch (error) {
          log.warn({ err: error, changeId: hold.id }, 'payments: a date change hold could not be released');
        }
      }
      return settled;
    },
  };
}

export type BookingChanges = ReturnType<typeof createBookingChanges>;
