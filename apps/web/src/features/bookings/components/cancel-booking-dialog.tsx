import { zodResolver } from '@hookform/resolvers/zod';
import { type Booking, cancelBookingSchema, limits } from '@tabi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCancelBooking } from '../../../api/cancel-booking.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharacterCount } from '../../../ui/character-count.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { toast } from '../../../ui/toast.ts';
import { formatCalendarDate, formatZonedDateTime } from '../../../ui/zoned-time.ts';
import { myBookingsKey, myBookingsSummaryKey } from '../api/list-my-bookings.ts';
import { isFreeCancellation, lateCancellationLead } from '../lib/cancellation-terms.ts';

const reasonMin = limits.cancelReasonMin;
const reasonMax = limits.cancelReasonMax;

type CancelBookingDialogProps = {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes (by default back where it was). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Cancelling asks for a reason (5-500 characters) and first says what it costs: free before
 * `freeCancellationUntil`; later, a paid booking's refund is reviewed, an unpaid one just frees the seats.
 */
export function CancelBookingDialog({
  booking,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: CancelBookingDialogProps) {
  const cancel = useCancelBooking(myBookingsKey);
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(cancelBookingSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  // Each opening starts empty; the terms are read at that moment.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    reset({ reason: '' });
    setProblem(null);
    setOpenedAt(Date.now());
  }, [open, reset]);

  const free = isFreeCancellation(booking, openedAt);
  const paid = booking.paymentStatus === 'paid';

  const onSubmit = handleSubmit(async ({ reason: text }) => {
    setProblem(null);
    try {
      const cancelled = await cancel.mutateAsync({ id: booking._id, reason: text });
      // The booking moves from the upcoming list to the cancelled one: the tabs' counts reload.
      void client.invalidateQueries({ queryKey: myBookingsSummaryKey });
      onOpenChange(false);
      toast.success('Booking cancelled', {
        description:
          cancelled.refund?.status === 'requested'
            ? `${cancelled.reference} is cancelled. Your refund request has been sent.`
            : `${cancelled.reference} is cancelled and its seats are released.`,
      });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['reason'])) {
        setProblem(errorMessage(error, 'Your booking could not be cancelled. Please try again.'));
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-md" showClose={!isSubmitting} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Cancel this booking?</DialogTitle>
        <DialogDescription className="mt-1">
          {booking.tour.title}, {formatCalendarDate(booking.date)} ({booking.reference})
        </DialogDescription>

        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
          {free ? (
            <Alert tone="success" title="Free cancellation">
              Free cancellation until {formatZonedDateTime(booking.freeCancellationUntil, booking.timezone)}.{' '}
              {paid
                ? 'Cancelling now costs nothing: a full refund is requested for you.'
                : 'Cancelling now costs nothing, and your seats are released.'}
            </Alert>
          ) : (
            <Alert tone="warning" title="Late cancellation">
              {lateCancellationLead}:{' '}
              {paid
                ? 'this cancellation is outside the free period. A refund request will be reviewed by our team; a refund is not guaranteed.'
                : 'your seats are released. You have not paid, so there is nothing to refund.'}
            </Alert>
          )}

          <FormField
            id={`cancel-reason-${booking._id}`}
            label="Reason for cancelling"
            error={errors.reason?.message}
            labelAside={<CharacterCount length={reason.length} max={reasonMax} min={reasonMin} />}
            hint={`Between ${reasonMin} and ${reasonMax} characters. It helps us improve our tours.`}
          >
            {(c) => <Textarea {...c} rows={4} {...register('reason')} />}
          </FormField>

          {problem && <Alert tone="danger">{problem}</Alert>}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Keep booking
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={isSubmitting}>
              {isSubmitting ? 'Cancelling…' : 'Cancel booking'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
