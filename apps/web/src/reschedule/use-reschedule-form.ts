import { type Booking, limits, type RescheduleResult, type Tour } from '@tabi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { errorMessage } from '../api/field-errors.ts';
import { availabilityKey } from '../api/get-availability.ts';
import { useRescheduleQuote } from '../api/quote-reschedule.ts';
import { useRescheduleBooking } from '../api/reschedule-booking.ts';
import { estimatePrice } from '../availability/price-estimate.ts';
import { seatsText } from '../availability/seats-text.ts';
import { useDateChoice } from '../availability/use-date-choice.ts';
import { todayIn } from '../ui/zoned-time.ts';

export type RescheduleFormOptions = {
  booking: Booking;
  /** The booking's tour: its prices for the steppers, whether it takes children, its group size. */
  tour: Pick<Tour, 'priceNumber' | 'childPriceShare' | 'currency' | 'adultsOnly' | 'maxGroupSize'>;
  /** The move made, opened or waiting for payment: the caller says so and leads on. */
  onDone: (result: RescheduleResult) => void;
  /** Refreshes the caller's own lists after a move (My bookings, the admin's bookings). */
  onMoved?: (result: RescheduleResult) => void;
};

/**
 * A booking's date change: a date of the same tour from the calendar, the party (at least one adult),
 * the server's quote of the choice, a note for the operator when the change needs their word, and the
 * move itself. The server decides: its refusal (400, 409) shows by the button and the seats load again.
 */
export function useRescheduleForm({ booking, tour, onDone, onMoved }: RescheduleFormOptions) {
  const queryClient = useQueryClient();
  const calendarRef = useRef<HTMLElement>(null);
  const today = todayIn(booking.timezone);
  const choice = useDateChoice({
    tourId: booking.tour._id,
    today,
    fallbackZone: booking.timezone,
    months: 1,
    calendarRef,
  });
  const [picked, setPicked] = useState(booking.participants);
  const participants = tour.adultsOnly ? { ...picked, children: 0 } : picked;
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const { date, selectedDay } = choice;
  const sameDate = date === booking.date;
  const seatsLeft = selectedDay?.bookable ? selectedDay.seatsLeft : null;
  const maxTotal = Math.min(limits.bookingMaxParticipants, seatsLeft ?? tour.maxGroupSize);
  const tooMany = seatsLeft !== null && participants.adults + participants.children > seatsLeft;
  const price = estimatePrice(tour, participants);

  /** Why the choice cannot be quoted yet, said in place of the quote. */
  const dateProblem = !date
    ? null
    : sameDate
      ? 'This is your booking’s current date. Choose another one.'
      : selectedDay && !selectedDay.bookable
        ? 'This date can no longer be booked. Choose another date.'
        : tooMany && seatsLeft !== null
          ? `Only ${seatsText(seatsLeft)} on this date. Remove travellers or choose another date.`
          : null;
  const quoteInput = date && !dateProblem ? { date, participants } : null;
  const quote = useRescheduleQuote(booking._id, quoteInput);
  const move = useRescheduleBooking(onMoved);
  /** The quote shown: only the current choice's (the previous one is kept while it loads, dimmed). */
  const shownQuote = quoteInput && quote.data ? quote.data : null;
  const needsApproval = shownQuote?.needsApproval ?? false;

  const reloadSeats = () =>
    void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.tour._id) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (move.isPending) return;
    if (!quoteInput) {
      setProblem(dateProblem ?? 'Choose a new date for your booking.');
      calendarRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
      return;
    }
    const trimmed = note.trim();
    if (trimmed.length > limits.refundNoteMax) {
      setNoteError(`Keep the note under ${limits.refundNoteMax} characters`);
      return;
    }
    setProblem(null);
    setNoteError(null);
    try {
      const result = await move.mutateAsync({
        id: booking._id,
        input: { ...quoteInput, ...(needsApproval && trimmed ? { note: trimmed } : {}) },
      });
      onDone(result);
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 400)) reloadSeats();
      if (isApiError(error) && error.fieldErrors.note) {
        setNoteError(error.fieldErrors.note);
        return;
      }
      setProblem(errorMessage(error, 'Your booking could not be moved. Please try again.'));
    }
  };

  return {
    calendarRef,
    today,
    choice,
    selectDate: (next: string) => {
      choice.setDate(next);
      setProblem(null);
    },
    chooseNextAvailable: (next: string) => {
      choice.chooseNextAvailable(next);
      setProblem(null);
    },
    participants,
    setParticipants: (next: typeof participants) => {
      setPicked(next);
      setProblem(null);
    },
    maxTotal,
    price,
    dateProblem,
    quote,
    shownQuote,
    /** The quote's refusal (a date the server will not take, too few seats): its own message. */
    quoteProblem:
      quoteInput && quote.isError && !quote.isFetching
        ? errorMessage(quote.error, 'The price of this change could not be worked out. Please try again.')
        : null,
    needsApproval,
    note,
    setNote: (next: string) => {
      setNote(next);
      setNoteError(null);
    },
    noteError,
    problem,
    submit,
    sending: move.isPending,
  };
}
