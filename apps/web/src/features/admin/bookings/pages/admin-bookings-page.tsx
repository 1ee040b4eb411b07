import {
  approveRefundSchema,
  type Booking,
  cancelBookingSchema,
  denyRefundSchema,
  limits,
} from '@tabi/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCancelBooking } from '../../../../api/cancel-booking.ts';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { formatPrice } from '../../../../ui/format-price.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { formatCalendarDate } from '../../../../ui/zoned-time.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { AdminRequestList } from '../../shared/components/admin-request-list.tsx';
import { NoteDialog } from '../../shared/components/note-dialog.tsx';
import { usePendingIds } from '../../shared/lib/use-pending-ids.ts';
import { useDecideRefund } from '../api/decide-refund.ts';
import { adminBookingsKey, useAdminBookings } from '../api/list-bookings.ts';
import { adminBookingChangeKey, type BookingChange, useUpdateBooking } from '../api/update-booking.ts';
import { BookingFiltersForm } from '../components/booking-filters-form.tsx';
import type { BookingAction } from '../components/booking-row-actions.tsx';
import { BookingsTable } from '../components/bookings-table.tsx';
import { adminBookingsHref, type BookingFilters, bookingFiltersFrom } from '../lib/booking-filters.ts';

export const adminBookingsPageSize = 20;

type NoteAction = Extract<BookingAction, { kind: 'cancel' | 'approve-refund' | 'deny-refund' }>['kind'];
type OpenDialog = { kind: NoteAction; booking: Booking; opener: HTMLElement | null };

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
  const query = useAdminBookings({ ...filters, page, limit: adminBookingsPageSize });
  const filtered = Object.values(filters).some(Boolean);

  const update = useUpdateBooking();
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

  const onAction = (booking: Booking, action: BookingAction, opener: HTMLElement | null) => {
    if (action.kind === 'status') {
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
        skeleton={<TableSkeleton />}
        hrefFor={(target) => adminBookingsHref(filters, target)}
      >
        {(bookings) => (
          <BookingsTable
            bookings={bookings}
            busyIds={busyIds}
            busy={query.isPlaceholderData}
            onAction={onAction}
          />
        )}
      </AdminRequestList>

      {dialog && (
        <BookingNoteDialog
          key={`${dialog.kind}:${dialog.booking._id}`}
          dialog={dialog}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
    </div>
  );
}

type BookingNoteDialogProps = {
  dialog: OpenDialog;
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
  const amount = formatPrice(booking.pricing.total, booking.pricing.currency);

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
            ` They paid ${amount}: a refund request opens for you to decide.`}
        </Alert>
      </NoteDialog>
    );
  }

  const approve = kind === 'approve-refund';
  return (
    <NoteDialog
      {...common}
      title={approve ? 'Approve this refund?' : 'Deny this refund?'}
      label={approve ? 'Note for the traveller (optional)' : 'Why the refund is denied'}
      hint={
        approve
          ? `Up to ${limits.refundNoteMax} characters.`
          : `Required, up to ${limits.refundNoteMax} characters. The traveller reads it.`
      }
      schema={approve ? approveRefundSchema.shape.note : denyRefundSchema.shape.note}
      serverField="note"
      max={limits.refundNoteMax}
      min={approve ? 0 : 1}
      submitLabel={approve ? 'Approve refund' : 'Deny refund'}
      pendingLabel={approve ? 'Approving…' : 'Denying…'}
      tone={approve ? 'primary' : 'danger'}
      fallbackError="The refund could not be decided. Please try again."
      onSubmit={async (note) => {
        const decided = await decide.mutateAsync({
          id: booking._id,
          decision: approve ? 'approve' : 'deny',
          note,
        });
        toast.success(approve ? 'Refund approved' : 'Refund denied', {
          description: approve
            ? `${decided.reference}: ${amount} is marked refunded and the traveller is told.`
            : `${decided.reference}: the traveller is told why.`,
        });
      }}
    >
      <Alert tone={booking.refund?.withinPolicy === false ? 'warning' : 'info'}>
        {booking.refund?.withinPolicy === false
          ? `Cancelled less than 24 hours before the start, outside the free-cancellation window. Paid: ${amount}.`
          : `Cancelled within the free-cancellation window. Paid: ${amount}.`}
        {booking.cancellationReason && ` Their reason: “${booking.cancellationReason}”`}
      </Alert>
    </NoteDialog>
  );
}

function TableSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading bookings">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}
