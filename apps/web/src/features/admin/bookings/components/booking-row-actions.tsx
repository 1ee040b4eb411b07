import type { Booking } from '@tabi/contracts';
import {
  BadgeCheck,
  Ban,
  CalendarCheck,
  CircleCheck,
  CircleDollarSign,
  CircleX,
  Ellipsis,
  RefreshCw,
} from 'lucide-react';
import { useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../ui/dropdown-menu.tsx';
import { type BookingMove, bookingActions, moveLabels } from '../lib/booking-moves.ts';

/** What the admin chose for a booking; the page runs it (a dialog first for those that take a note). */
export type BookingAction =
  | { kind: 'status'; status: Exclude<BookingMove, 'cancelled'> }
  | { kind: 'cancel' }
  | { kind: 'payment'; paymentStatus: 'paid' | 'unpaid' }
  | { kind: 'approve-refund' }
  | { kind: 'deny-refund' }
  | { kind: 'retry-refund' }
  | { kind: 'reconcile' };

type BookingRowActionsProps = {
  booking: Booking;
  busy: boolean;
  /** Stripe is on: online payments can be reconciled. */
  payOnline: boolean;
  /** `opener` is the menu's button: the focus goes back there after a dialog. */
  onAction: (booking: Booking, action: BookingAction, opener: HTMLElement | null) => void;
};

const moveIcons = { confirmed: CalendarCheck, completed: CircleCheck, cancelled: Ban };

/**
 * The menu of one booking: only the moves its state allows, payment by hand (or reconcile with Stripe),
 * and an open refund's decision. A failed refund's retry is a button on the row itself (`BookingsTable`).
 */
export function BookingRowActions({ booking, busy, payOnline, onAction }: BookingRowActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { moves, payment, refundOpen, reconcile } = bookingActions(booking, payOnline);
  const run = (action: BookingAction) => onAction(booking, action, trigger.current);
  const nothing = moves.length === 0 && !payment && !refundOpen && !reconcile;

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={trigger}
        disabled={busy || nothing}
        aria-label={`Actions for booking ${booking.reference}`}
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg border border-sand-300 bg-white text-ink-700 transition-colors duration-150 hover:bg-sand-50 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-50 data-[state=open]:bg-sand-100"
      >
        <Ellipsis className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-mono text-xs text-ink-600">{booking.reference}</DropdownMenuLabel>
        {moves.map((status) => {
          const Icon = moveIcons[status];
          return (
            <DropdownMenuItem
              key={status}
              onSelect={() => run(status === 'cancelled' ? { kind: 'cancel' } : { kind: 'status', status })}
              className={status === 'cancelled' ? 'text-danger-700 [&_svg]:text-danger-600' : undefined}
            >
              <Icon aria-hidden />
              {moveLabels[status]}
            </DropdownMenuItem>
          );
        })}
        {payment && (
          <>
            {moves.length > 0 && <DropdownMenuSeparator />}
            <DropdownMenuItem onSelect={() => run({ kind: 'payment', paymentStatus: payment })}>
              <CircleDollarSign aria-hidden />
              {payment === 'paid' ? 'Mark paid' : 'Mark unpaid'}
            </DropdownMenuItem>
          </>
        )}
        {refundOpen && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => run({ kind: 'approve-refund' })}>
              <BadgeCheck aria-hidden />
              Approve refund
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => run({ kind: 'deny-refund' })}>
              <CircleX aria-hidden />
              Deny refund
            </DropdownMenuItem>
          </>
        )}
        {reconcile && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => run({ kind: 'reconcile' })}>
              <RefreshCw aria-hidden />
              Reconcile with Stripe
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
