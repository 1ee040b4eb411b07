import { zodResolver } from '@hookform/resolvers/zod';
import type { Booking } from '@tabi/contracts';
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
import {
  cancelFormSchema,
  cancellationReasonText,
  cancelNoteMax,
  cancelReasons,
} from '../lib/cancel-reasons.ts';
import { isFreeCancellation, lateCancellationLead } from '../lib/cancellation-terms.ts';

type CancelBookingDialogProps = {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes (by default back where it was). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Cancelling asks for a reason, one tap among the usual ones with an optional note ("Other" needs the
 * note), and first says what it costs: free before
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
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: undefined, note: '' },
    mode: 'onTouched',
  });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const other = useWatch({ control, name: 'reason' }) === 'Other';

  // Each opening starts empty; the terms are read at that moment.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    reset({ reason: undefined, note: '' });
    setProblem(null);
    setOpenedAt(Date.now());
  }, [open, reset]);

  const free = isFreeCancellation(booking, openedAt);
  const paid = booking.paymentStatus === 'paid';

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const cancelled = await cancel.mutateAsync({ id: booking._id, reason: cancellationReasonText(values) });
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
      // The server's word on the reason is about the text sent, which the note is part of.
      if (!applyFieldErrors(error, setError, ['note'], { reason: 'note' })) {
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

          <fieldset aria-describedby={errors.reason ? `cancel-reason-error-${booking._id}` : undefined}>
            <legend className="mb-2 text-sm font-semibold text-ink-900">Why are you cancelling?</legend>
            <div className="flex flex-wrap gap-2">
              {cancelReasons.map((choice) => (
                <label key={choice} className="cursor-pointer">
                  <input type="radio" value={choice} className="peer sr-only" {...register('reason')} />
                  <span className="inline-flex min-h-10 items-center rounded-full border border-sand-300 bg-white px-3.5 text-sm font-medium text-ink-800 transition-colors duration-150 peer-checked:border-primary-600 peer-checked:bg-primary-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-primary-500 peer-focus-visible:ring-offset-2 hover:border-ink-300">
                    {choice}
                  </span>
                </label>
              ))}
            </div>
            {errors.reason && (
              <p
                id={`cancel-reason-error-${booking._id}`}
                role="alert"
                className="mt-2 text-sm font-medium text-danger-600"
              >
                {errors.reason.message}
              </p>
            )}
          </fieldset>

          <FormField
            id={`cancel-note-${booking._id}`}
            label={other ? 'Tell us more' : 'Anything to add? (optional)'}
            error={errors.note?.message}
            labelAside={<CharacterCount length={note.length} max={cancelNoteMax} />}
            hint="It helps us improve our tours."
          >
            {(c) => <Textarea {...c} rows={3} {...register('note')} />}
          </FormField>

          {problem && <Alert tone="danger">{problem}</Alert>}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Keep booking
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={isSubmitting}>
              {isSubmitting ? 'Cancelling…' : free ? 'Cancel for free' : 'Cancel booking'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
