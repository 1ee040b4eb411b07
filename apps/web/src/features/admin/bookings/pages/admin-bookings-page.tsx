import {
  approveRefundSchema,
  type Booking,
  cancelBookingSchema,
  denyRefundSchema,
  limits,
  policy,
} from '@tabi/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCancelBooking } from '../../../../api/cancel-booking.ts';
import { errorMessage } from '../../../../api/field-errors.ts';
import { usePaymentMode } from '../../../../api/public-config.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { paymentStatusText } from '../../../../ui/booking-state-badges.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { formatPrice } from '../../../../ui/format-price.ts';
import { refundableAmount } from '../../../../ui/payment-format.ts';
import { toast } from '../../../../ui/toast.ts';
import { formatCalendarDate } from '../../../../ui/zoned-time.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { AdminRequestList } from '../../shared/components/admin-request-list.tsx';
import { ListSkeleton } from '../../shared/components/list-skeleton.tsx';
import { NoteDialog } from '../../shared/components/note-dialog.tsx';
import { tablePageSize } from '../../shared/lib/table-page-size.ts';
import { usePendingIds } from '../../shared/lib/use-pending-ids.ts';
import { useDecideRefund } from '../api/decide-refund.ts';
import { adminBookingsKey, useAdminBookings } from '../api/list-bookings.ts';
import { useReconcileBooking } from '../api/reconcile-booking.ts';
import { adminBookingChangeKey, type BookingChange, useUpdateBooking } from '../api/update-booking.ts';
import { BookingFiltersForm } from '../components/booking-filters-form.tsx';
import type { BookingAction } from '../components/booking-row-actions.tsx';
import { BookingsTable } from '../components/bookings-table.tsx';
import { DateChangesList } from '../components/date-changes-list.tsx';
import { RescheduleBookingDialog } from '../components/reschedule-booking-dialog.tsx';
import { adminBookingsHref, type BookingFilters, bookingFiltersFrom } from '../lib/booking-filters.ts';
import { refundsInPart } from '../lib/booking-moves.ts';

type NoteAction = Extract<
  BookingAction,
  { kind: 'cancel' | 'approve-refund' | 'deny-refund' | 'retry-refund' }
>['kind'];
type OpenNoteDialog = { kind: NoteAction; booking: Booking; opener: HTMLElement | null };
/** A dialog of the page: one that takes a note, or the date change's picker. */
type OpenDialog = OpenNoteDialog | { kind: 'reschedule'; booking: Booking; opener: HTMLElement | null };

const doneMessages = {
  confirmed: (ref: string) => `${ref} confirmed`,
  completed: (ref: string) => `${ref} marked completed`,
  paid: (ref: string) => `${ref} marked paid`,
  unpaid: (ref: string) => `${ref} marked unpaid`,
} as const;

/** /admin/bookings: every booking, filtered and paged, with the moves an admin may make. */
export function AdminBookingsPage() {
  useDocumentMeta('Manage bookings', 'Every booking, its status, payment and refund requests.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { page, ...filters } = bookingFiltersFrom(params);
  const query = useAdminBookings({ ...filters, page, limit: tablePageSize });
  const filtered = Object.values(filters).some(Boolean);

  const payOnline = usePaymentMode() === 'online';
  const update = useUpdateBooking();
  const reconcile = useReconcileBooking();
  const busyIds = usePendingIds(adminBookingChangeKey);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const apply = (next: BookingFilters) => void navigate(adminBookingsHref(next));

  const change = async (booking: Booking, body: BookingChange, done: string) => {
    try {
      await update.mutateAsync({ id: booking._id, change: body });
      toast.success(done);
    } catch (error) {
      toast.error('Booking not updated', {
        description: errorMessage(error, 'The booking could not be updated. Please try again.'),
      });
    }
  };

  const reconcileWithStripe = async (booking: Booking) => {
    try {
      const now = await reconcile.mutateAsync({ id: booking._id });
      const before = paymentStatusText(booking.paymentStatus);
      const after = paymentStatusText(now.paymentStatus);
      toast.success(`${now.reference} reconciled with Stripe`, {
        description:
          before === after ? `Stripe agrees: ${after}.` : `Payment updated from ${before} to ${after}.`,
      });
    } catch (error) {
      toast.error('Could not reconcile with Stripe', {
        description: errorMessage(error, 'Stripe could not be asked. Please try again.'),
      });
    }
  };

  const onAction = (booking: Booking, action: BookingAction, opener: HTMLElement | null) => {
    if (action.kind === 'reconcile') {
      void reconcileWithStripe(booking);
    } else if (action.kind === 'status') {
      void change(booking, { status: action.status }, doneMessages[action.status](booking.reference));
    } else if (action.kind === 'payment') {
      void change(
        booking,
        { paymentStatus: action.paymentStatus },
        doneMessages[action.paymentStatus](booking.reference),
      );
    } else {
      setDialog({ kind: action.kind, booking, opener });
      setDialogOpen(true);
    }
  };

  return (
    <div>
      <AdminPageHeader
        title="Manage bookings"
        description="Every booking with its status, payment and refund. Departures are in the operator's time zone."
      />

      <DateChangesList />

      <BookingFiltersForm filters={filters} onApply={apply} />

      <AdminRequestList
        query={query}
        noun="booking"
        filtered={filtered}
        onClearFilters={() => apply({})}
        emptyIcon={<Ticket />}
        emptyHints={{
          filtered: 'Try another status, a wider date range or part of the reference.',
          unfiltered: 'Bookings show here as soon as travellers make them.',
        }}
        skeleton={<ListSkeleton label="Loading bookings" rowClassName="h-14" />}
        hrefFor={(target) => adminBookingsHref(filters, target)}
      >
        {(bookings) => (
          <BookingsTable
            bookings={bookings}
            busyIds={busyIds}
            busy={query.isPlaceholderData}
            payOnline={payOnline}
            onAction={onAction}
          />
        )}
      </AdminRequestList>

      {dialog?.kind === 'reschedule' ? (
        <RescheduleBookingDialog
          key={`reschedule:${dialog.booking._id}`}
          booking={dialog.booking}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onCloseAutoFocus={(event) => {
            if (!dialog.opener?.isConnected) return;
            event.preventDefault();
            dialog.opener.focus();
          }}
        />
      ) : (
        dialog && (
          <BookingNoteDialog
            key={`${dialog.kind}:${dialog.booking._id}`}
            dialog={dialog}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
          />
        )
      )}
    </div>
  );
}

type BookingNoteDialogProps = {
  dialog: OpenNoteDialog;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Cancel (a reason), approve a refund (an optional note) or deny one (a note the traveller reads). The
 * booking answered replaces the old one in the list; a refusal stays in the dialog.
 */
function BookingNoteDialog({ dialog, open, onOpenChange }: BookingNoteDialogProps) {
  const { booking, kind } = dialog;
  const cancel = useCancelBooking(adminBookingsKey);
  const decide = useDecideRefund();
  const common = {
    open,
    onOpenChange,
    description: `${booking.reference} · ${booking.contact.name} · ${booking.tour.title}, ${formatCalendarDate(booking.date, 'short')}`,
    fieldId: `${kind}-${booking._id}`,
    onCloseAutoFocus: (event: Event) => {
      if (!dialog.opener?.isConnected) return;
      event.preventDefault();
      dialog.opener.focus();
    },
  };
  const total = formatPrice(booking.pricing.total, booking.pricing.currency);

  if (kind === 'cancel') {
    return (
      <NoteDialog
        {...common}
        title="Cancel this booking?"
        label="Reason for the traveller"
        hint={`Between ${limits.cancelReasonMin} and ${limits.cancelReasonMax} characters. The traveller reads it in their e-mail.`}
        schema={cancelBookingSchema.shape.reason}
        serverField="reason"
        min={limits.cancelReasonMin}
        max={limits.cancelReasonMax}
        submitLabel="Cancel booking"
        pendingLabel="Cancelling…"
        cancelLabel="Keep booking"
        tone="danger"
        fallbackError="The booking could not be cancelled. Please try again."
        onSubmit={async (reason) => {
          const cancelled = await cancel.mutateAsync({ id: booking._id, reason: reason ?? '' });
          toast.success(`${cancelled.reference} cancelled`, {
            description:
              cancelled.refund?.status === 'requested'
                ? 'The traveller has been told. A refund request is open for you to decide.'
                : 'The traveller has been told and the seats are free again.',
          });
        }}
      >
        <Alert tone="warning">
          The seats go back on sale and the traveller is told by e-mail and in the app.
          {booking.paymentStatus === 'paid' &&
            ` They paid ${total}: a refund request opens for you to decide.`}
        </Alert>
      </NoteDialog>
    );
  }

  if (kind === 'deny-refund') {
    return (
      <NoteDialog
        {...common}
        title="Deny this refund?"
        label="Why the refund is denied"
        hint={`Required, up to ${limits.refundNoteMax} characters. The traveller reads it.`}
        schema={denyRefundSchema.shape.note}
        serverField="note"
        max={limits.refundNoteMax}
        min={1}
        submitLabel="Deny refund"
        pendingLabel="Denying…"
        tone="danger"
        fallbackError="The refund could not be decided. Please try again."
        onSubmit={async (note) => {
          const decided = await decide.mutateAsync({ id: booking._id, decision: 'deny', note });
          toast.success('Refund denied', { description: `${decided.reference}: the traveller is told why.` });
        }}
      >
        <RefundFacts booking={booking} />
      </NoteDialog>
    );
  }

  // Approving, or approving again a refund Stripe failed (a retry of the same amount).
  const retry = kind === 'retry-refund';
  const payment = booking.payment;
  const left = payment ? refundableAmount(payment) : 0;
  const partAllowed = payment !== null && refundsInPart(booking);
  return (
    <NoteDialog
      {...common}
      title={retry ? 'Retry this refund?' : 'Approve this refund?'}
      label="Note for the traveller (optional)"
      hint={`Up to ${limits.refundNoteMax} characters.`}
      schema={approveRefundSchema.shape.note}
      serverField="note"
      max={limits.refundNoteMax}
      initialValue={retry ? (booking.refund?.note ?? '') : ''}
      amount={
        partAllowed && payment
          ? {
              label: 'Amount to refund',
              hint: `Cancelled outside the free window: refund all or part of the ${formatPrice(left, payment.currency)} still paid.`,
              currency: payment.currency,
              max: left,
              initial: retry && booking.refund?.amount ? Math.min(booking.refund.amount, left) : left,
            }
          : undefined
      }
      submitLabel={retry ? 'Retry refund' : 'Approve refund'}
      pendingLabel={retry ? 'Retrying…' : 'Approving…'}
      tone="primary"
      fallbackError="The refund could not be decided. Please try again."
      onSubmit={async (note, amount) => {
        const decided = await decide.mutateAsync({ id: booking._id, decision: 'approve', note, amount });
        if (decided.refund?.unconfirmedSince) {
          toast.warning('Refund sent, not confirmed yet', { description: unconfirmedRefund });
          return;
        }
        toast.success(retry ? 'Refund sent again' : 'Refund approved', {
          description: decided.payment
            ? `${decided.reference}: ${formatPrice(decided.refund?.amount ?? amount ?? left, decided.payment.currency)} goes back to the traveller’s card; they are told when it is done.`
            : `${decided.reference}: ${formatPrice(decided.pricing.total, decided.pricing.currency)} is marked refunded and the traveller is told.`,
        });
      }}
    >
      <RefundFacts booking={booking} />
    </NoteDialog>
  );
}

const unconfirmedRefund =
  "Stripe's answer did not arrive, so whether the money went back is not known yet. We ask Stripe again every minute (the same refund, never a second one).";

/** What the admin decides on: inside or outside the free window, what was paid, the traveller's reason. */
function RefundFacts({ booking }: { booking: Booking }) {
  const { payment, refund } = booking;
  const paid = payment
    ? `Paid online: ${formatPrice(payment.amountPaid, payment.currency)}${payment.amountRefunded > 0 ? `, ${formatPrice(payment.amountRefunded, payment.currency)} already refunded` : ''}.`
    : `Paid: ${formatPrice(booking.pricing.total, booking.pricing.currency)}.`;
  return (
    <Alert tone={refund?.status === 'failed' || refund?.withinPolicy === false ? 'warning' : 'info'}>
      {refund?.withinPolicy === false
        ? `Cancelled less than ${policy.freeCancellationHours} hours before the start, outside the free-cancellation window. ${paid}`
        : `Cancelled within the free-cancellation window. ${paid}`}
      {booking.cancellationReason && ` Their reason: “${booking.cancellationReason}”`}
      {refund?.status === 'failed' && ` Last attempt failed: ${refund.failureReason ?? 'no reason given'}.`}
    </Alert>
  );
}
