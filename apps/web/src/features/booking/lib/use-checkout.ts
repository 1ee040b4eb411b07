import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Availability,
  type Booking,
  type BookingInput,
  bookingInputSchema,
  type CompleteTour,
  holdMaxSeats,
  limits,
  policy,
  type SessionUser,
  type Tour,
} from '@tabi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { zoneAbbreviation } from '../../../ui/zoned-time.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { availabilityQueryOptions, type DateRange, useAvailability } from '../api/get-availability.ts';
import { addMonths, firstOfMonth, lastOfMonth, monthOf } from './calendar.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { estimatePrice } from './price-estimate.ts';
import { seatsText } from './seats-text.ts';

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

/** The visible month's dates from today on (a past day cannot be booked, so it is not asked for). */
function monthRange(month: string, today: string): DateRange {
  const first = firstOfMonth(month);
  return { from: first < today ? today : first, to: lastOfMonth(month) };
}

/**
 * What the calendar says when a month has nothing to book: the month that has none, and the next date
 * that can be booked (null when none can, up to the end of the window). Said on an empty month, and on
 * the month the calendar opened on when it skipped an empty current month.
 */
export type NextAvailable = { emptyMonth: string; date: string | null };

function nextAvailableFrom({
  month,
  monthAnswer,
  firstMonth,
  firstMonthAnswer,
}: {
  month: string | null;
  monthAnswer: Availability | undefined;
  firstMonth: string;
  firstMonthAnswer: Availability | undefined;
}): NextAvailable | null {
  if (!month || !monthAnswer) return null;
  const hasBookable = (answer: Availability) => answer.dates.some((day) => day.bookable && day.seatsLeft > 0);
  if (!hasBookable(monthAnswer)) return { emptyMonth: month, date: monthAnswer.firstBookable };
  if (month !== firstMonth && firstMonthAnswer && !hasBookable(firstMonthAnswer)) {
    const date = firstMonthAnswer.firstBookable;
    if (date && monthOf(date) === month) return { emptyMonth: firstMonth, date };
  }
  return null;
}

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
};

/**
 * The checkout's state and rules: a date from the calendar, adults and children, contact details and
 * special requests, with a live price. The server decides: a refused date or a lost race (409) shows its
 * message by the button, the seats are loaded again, and everything typed stays.
 */
export function useCheckout({ tour, user, today, fallbackZone, onBooked, payOnline }: CheckoutOptions) {
  const queryClient = useQueryClient();
  const firstMonth = monthOf(today);
  const lastMonth = addMonths(firstMonth, policy.bookingWindowMonths);
  /** The month the traveller paged to; until they do, the opening month. */
  const [pagedMonth, setMonth] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [picked, setParticipants] = useState({ adults: 1, children: 0 });
  // An adults-only tour has no children stepper; should it become one while children were picked, they
  // leave the estimate and the request (the server would refuse them).
  const participants = tour.adultsOnly ? { ...picked, children: 0 } : picked;
  const [dateError, setDateError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useCreateBooking(tour._id);
  /** The last try that got no clear answer (network, 5xx): the same request reuses its key. */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const calendarRef = useRef<HTMLElement>(null);

  // The calendar opens on the month of the first date that can be booked: at the end of a month, the
  // current one may have nothing left. The current month's answer names that date; if it cannot be
  // loaded, the calendar opens on the current month and shows why.
  const current = useAvailability(tour._id, monthRange(firstMonth, today));
  const openingMonth = current.data
    ? monthOf(current.data.firstBookable ?? today)
    : current.isError
      ? firstMonth
      : null;
  /** Null until the opening month is known. */
  const month = pagedMonth ?? openingMonth;
  const visible = useAvailability(tour._id, month ? monthRange(month, today) : null);
  const selectedMonth = date ? monthOf(date) : null;
  const chosen = useAvailability(
    tour._id,
    selectedMonth && selectedMonth !== month ? monthRange(selectedMonth, today) : null,
  );
  const monthDates = visible.isPlaceholderData ? undefined : visible.data?.dates;
  const nextAvailable = nextAvailableFrom({
    month,
    monthAnswer: visible.isPlaceholderData ? undefined : visible.data,
    firstMonth,
    firstMonthAnswer: current.data,
  });
  const selectedDay =
    (date && (selectedMonth === month ? monthDates : chosen.data?.dates)?.find((day) => day.date === date)) ||
    null;
  const timezone = visible.data?.timezone ?? fallbackZone;

  // The next month's seats load while this one is read, so paging forward is instant.
  useEffect(() => {
    if (!month) return;
    const next = addMonths(month, 1);
    if (next <= lastMonth)
      void queryClient.prefetchQuery(availabilityQueryOptions(tour._id, monthRange(next, today)));
  }, [month, lastMonth, queryClient, tour._id, today]);

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
    setDate(next);
    setDateError(null);
    setProblem(null);
  };

  /** "Next available": the date is chosen, its month shown and its day focused once it is drawn. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const chooseNextAvailable = (next: string) => {
    setMonth(monthOf(next));
    selectDate(next);
    setFocusTarget(next);
  };
  useEffect(() => {
    const button =
      focusTarget && calendarRef.current?.querySelector<HTMLElement>(`[data-date="${focusTarget}"]`);
    if (!button || !monthDates) return;
    setFocusTarget(null);
    button.focus();
  }, [focusTarget, monthDates]);

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
    month,
    setMonth,
    firstMonth,
    lastMonth,
    visible,
    monthDates,
    nextAvailable,
    chooseNextAvailable,
    date,
    selectedDay,
    dateError,
    selectDate,
    timezone,
    abbreviation: zoneAbbreviation(
      timezone,
      selectedDay?.startsAt ? new Date(selectedDay.startsAt) : undefined,
    ),
    departure: visible.data?.departureTime,
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
