import type { Booking, RescheduleResult } from '@tabi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tourQueryOptions } from '../../../../api/get-tour.ts';
import { RescheduleForm } from '../../../../reschedule/reschedule-form.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../ui/dialog.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { formatCalendarDate } from '../../../../ui/zoned-time.ts';
import { adminBookingChangesKey } from '../api/list-booking-changes.ts';
import { replaceBooking } from '../api/list-bookings.ts';

type RescheduleBookingDialogProps = {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes (the row's menu button). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The admin moves a booking to another date of its tour, with the traveller's own picker: an admin's
 * move never waits for approval. The moved booking replaces its row; the traveller is told by the server.
 */
export function RescheduleBookingDialog({
  booking,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: RescheduleBookingDialogProps) {
  const client = useQueryClient();
  const tour = useQuery(tourQueryOptions(booking.tour._id));

  const onMoved = ({ booking: moved }: RescheduleResult) => {
    replaceBooking(client, moved);
    void client.invalidateQueries({ queryKey: adminBookingChangesKey });
  };
  const onDone = ({ booking: moved, change }: RescheduleResult) => {
    const to = formatCalendarDate(change.to.date, 'short');
    if (change.status === 'awaiting_payment') {
      toast.success('Date change opened', {
        description: `${moved.reference} moves to ${to} once the traveller pays the difference.`,
      });
    } else if (change.status === 'requested') {
      toast.success('Date change requested', { description: `${moved.reference}: waiting for a decision.` });
    } else {
      toast.success(`${moved.reference} moved to ${to}`, { description: 'The traveller is told.' });
    }
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl max-sm:p-4" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="pr-10">Change the date of {booking.reference}</DialogTitle>
        <DialogDescription className="mt-1">
          {booking.contact.name} · {booking.tour.title}, now {formatCalendarDate(booking.date, 'short')}
        </DialogDescription>
        <div className="mt-5">
          {tour.isError && !tour.data ? (
            <ErrorState
              as="h3"
              title="The tour could not be loaded"
              message={tour.error.message}
              onRetry={() => tour.refetch()}
              retrying={tour.isFetching}
            />
          ) : tour.data ? (
            <RescheduleForm
              layout="dialog"
              booking={booking}
              tour={tour.data}
              submitLabel="Move booking"
              onDone={onDone}
              onMoved={onMoved}
            />
          ) : (
            <div role="status" aria-label="Loading the tour's dates">
              <Skeleton className="h-[22rem] rounded-2xl" />
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
