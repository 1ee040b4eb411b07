import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Booking,
  type BookingInput,
  bookingInputSchema,
  type CompleteTour,
  holdMaxSeats,
  limits,
  type SessionUser,
  type Tour,
} from '@tabi/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import type { BookingChoice } from '../../../availability/booking-link.ts';
import { estimatePrice } from '../../../availability/price-estimate.ts';
import { seatsText } from '../../../availability/seats-text.ts';
import { useDateChoice } from '../../../availability/use-date-choice.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

const checkoutFormSchema = z.object({
  contact: bookingInputSchema.shape.contact,
  specialRequests: z
    .string()
    .trim()
    .max(limits.specialRequestsMax, {
      message: `Keep special requests under ${limits.specialRequestsMax.toLocaleString('en-US')} characters`,
    }),
});

const contactFields = ['contact.name', 'contact.email', 'contact.phone', 'specialRequests'] as const;

export type CheckoutOptions = {
  /** Only a tour with its place, duration and meeting point is booked (the server refuses others). */
  tour: CompleteTour<Tour>;
  user: SessionUser;
  /** Today in the operator's time zone. */
  today: string;
  /** The operator's zone before the availability answer names it. */
  fallbackZone: string;
  onBooked: (booking: Booking) => void;
  /** Online payment: the booking holds its seats unpaid, under the hold rules. */
  payOnline: boolean;
  /** The date and party chosen on the tour page, carried in the booking page's address. */
  initial?: BookingChoice | undefined;
};

/**
 * The checkout's state and rules: a date from the calendar, adults and children, contact details and
 * special requests, with a live price. The server decides: a refused date or a lost race (409) shows its
 * message by the button, the seats are loaded again, and everything typed stays.
 */
export function useCheckout({
  tour,
  user,
  today,
  fallbackZone,
  onBooked,
  payOnline,
  initial,
}: CheckoutOptions) {
  const calendarRef = useRef<HTMLElement>(null);
  const choice = useDateChoice({
    tourId: tour._id,
    today,
    fallbackZone,
    months: 1,
    initialDate: initial?.date,
    calendarRef,
  });
  const { date, selectedDay } = choice;
  const [picked, setParticipants] = useState(initial?.participants ?? { adults: 1, children: 0 });
  // An adults-only tour has no children stepper; should it become one while children were picked, they
  // leave the estimate and the request (the server would refuse them).
  const participants = tour.adultsOnly ? { ...picked, children: 0 } : picked;
  const [dateError, setDateError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useCreateBooking(tour._id);
  /** The last try that got no clear answer (network, 5xx): the same request reuses its key. */
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const seatsLeft = selectedDay?.bookable ? selectedDay.seatsLeft : null;
  // Paying by card, the seats wait unpaid: one booking holds at most half of those left (staff book freely).
  const holdLimited = payOnline && user.role !== 'admin';
  const holdMax = holdLimited ? holdMaxSeats(seatsLeft ?? tour.maxGroupSize) : null;
  const maxTotal = Math.min(
    limits.bookingMaxParticipants,
    seatsLeft ?? tour.maxGroupSize,
    holdMax ?? Infinity,
  );
  const total = participants.adults + participants.children;
  const tooMany = seatsLeft !== null && total > seatsLeft;
  const price = estimatePrice(tour, participants);

  const form = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      contact: { name: user.name, email: user.email, phone: user.phone ?? '' },
      specialRequests: '',
    },
    mode: 'onTouched',
  });
  const requests = useWatch({ control: form.control, name: 'specialRequests' }) ?? '';

  /** The date part of the form: chosen, still bookable, with room for everyone. */
  const checkDate = () => {
    let message: string | null = null;
    if (!date) message = 'Choose a date for your tour.';
    else if (selectedDay && !selectedDay.bookable && selectedDay.reason === 'full')
      message = 'This date is full. Join its waitlist or choose another date.';
    else if (selectedDay && !selectedDay.bookable)
      message = 'This date can no longer be booked. Choose another date.';
    else if (tooMany && seatsLeft !== null)
      message = `Only ${seatsText(seatsLeft)} on this date. Remove travellers or choose another date.`;
    setDateError(message);
    return message === null;
  };

  const send = form.handleSubmit(async (values) => {
    if (!checkDate() || !date) {
      // The calendar's current day takes the focus; the grid is described by the date's message.
      calendarRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
      return;
    }
    setProblem(null);
    const body: BookingInput = {
      tourId: tour._id,
      date,
      participants,
      contact: values.contact,
      ...(values.specialRequests ? { specialRequests: values.specialRequests } : {}),
    };
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized)
      attempt.current = { key: newIdempotencyKey(), body: serialized };
    try {
      const booked = await booking.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      onBooked(booked);
    } catch (error) {
      // A clear refusal ends this try: sending again is a new one. Without an answer (network, 5xx)
      // the booking may exist, so a retry of the same request keeps the key and cannot book twice.
      const answered =
        isApiError(error) && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
      if (answered) attempt.current = null;
      // A contact field's message shows on the field itself; the date's refusal ("This tour does not
      // run on Fri 12 Mar 2027.") and a lost race ("Only 2 seats left on ...") show by the button.
      const onFields = applyFieldErrors(error, form.setError, contactFields);
      setProblem(
        onFields
          ? 'Please correct the details marked above.'
          : errorMessage(error, 'Your booking could not be made. Please try again.'),
      );
    }
  });

  const selectDate = (next: string) => {
    choice.setDate(next);
    setDateError(null);
    setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field while a request is on its way must not send a second one.
    if (booking.isPending) {
      event.preventDefault();
      return;
    }
    // The date is checked with the contact fields, so every problem shows at once.
    checkDate();
    void send(event);
  };

  return {
    form,
    requests,
    onSubmit,
    sending: booking.isPending,
    problem,
    calendarRef,
    choice,
    chooseNextAvailable: (next: string) => {
      choice.chooseNextAvailable(next);
      setDateError(null);
      setProblem(null);
    },
    dateError,
    selectDate,
    participants,
    setParticipants: (next: typeof participants) => {
      setParticipants(next);
      setProblem(null);
    },
    seatsLeft,
    holdMax,
    maxTotal,
    tooMany,
    price,
  };
}
