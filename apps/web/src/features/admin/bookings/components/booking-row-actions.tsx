import type { Booking } from '@tabi/contracts';
import {
  BadgeCheck,
  Ban,
  CalendarCheck,
  CalendarSync,
  CircleCheck,
  CircleDollarSign,
  CircleX,
  RefreshCw,
  RotateCw,
} from 'lucide-react';
import { useRef } from 'react';
import { canReschedule } from '../../../../reschedule/reschedule-rules.ts';
import { type RowAction, RowActionsMenu } from '../../shared/components/row-actions-menu.tsx';
import { type BookingMove, bookingActions, moveLabels } from '../lib/booking-moves.ts';

/** What the admin chose for a booking; the page runs it (a dialog first for those that take a note). */
export type BookingAction =
  | { kind: 'status'; status: Exclude<BookingMove, 'cancelled'> }
  | { kind: 'cancel' }
  | { kind: 'payment'; paymentStatus: 'paid' | 'unpaid' }
  | { kind: 'approve-refund' }
  | { kind: 'deny-refund' }
  | { kind: 'retry-refund' }
  | { kind: 'reconcile' }
  | { kind: 'reschedule' };

type BookingRowActionsProps = {
  booking: Booking;
  busy: boolean;
  /** Stripe is on: online payments can be reconciled. */
  payOnline: boolean;
  /** `opener` is the menu's button: the focus goes back there after a dialog. */
  onAction: (booking: Booking, action: BookingAction, opener: HTMLElement | null) => void;
};

const moveIcons = { confirmed: CalendarCheck, completed: CircleCheck };

/**
 * The menu of one booking: only the moves its state allows, payment by hand (or reconcile with Stripe),
 * an open refund's decision or a failed refund's retry, a move to another date; denying a refund and
 * cancelling come last.
 */
export function BookingRowActions({ booking, busy, payOnline, onAction }: BookingRowActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { moves, payment, refundOpen, refundFailed, reconcile } = bookingActions(booking, payOnline);
  const run = (action: BookingAction) => () => onAction(booking, action, trigger.current);

  const actions: RowAction[] = [];
  for (const status of moves) {
    if (status !== 'cancelled') {
      actions.push({
        label: moveLabels[status],
        icon: moveIcons[status],
        onSelect: run({ kind: 'status', status }),
      });
    }
  }
  if (payment) {
    actions.push({
      label: payment === 'paid' ? 'Mark paid' : 'Mark unpaid',
      icon: CircleDollarSign,
      onSelect: run({ kind: 'payment', paymentStatus: payment }),
    });
  }
  if (refundOpen) {
    actions.push({ label: 'Approve refund', icon: BadgeCheck, onSelect: run({ kind: 'approve-refund' }) });
    actions.push({
      label: 'Deny refund',
      icon: CircleX,
      danger: true,
      onSelect: run({ kind: 'deny-refund' }),
    });
  }
  if (refundFailed) {
    actions.push({ label: 'Retry refund', icon: RotateCw, onSelect: run({ kind: 'retry-refund' }) });
  }
  if (reconcile) {
    actions.push({ label: 'Reconcile with Stripe', icon: RefreshCw, onSelect: run({ kind: 'reconcile' }) });
  }
  if (canReschedule(booking)) {
    actions.push({ label: 'Change date', icon: CalendarSync, onSelect: run({ kind: 'reschedule' }) });
  }
  if (moves.includes('cancelled')) {
    actions.push({ label: moveLabels.cancelled, icon: Ban, danger: true, onSelect: run({ kind: 'cancel' }) });
  }

  return (
    <RowActionsMenu
      ref={trigger}
      label={`Actions for booking ${booking.reference}`}
      heading={booking.reference}
      actions={actions}
      disabled={busy}
    />
  );
}
