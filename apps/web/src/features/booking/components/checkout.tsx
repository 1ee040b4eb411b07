import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Booking,
  type BookingInput,
  bookingInputSchema,
  type CompleteTour,
  limits,
  type SessionUser,
  type Tour,
} from '@tabi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharacterCount } from '../../../ui/character-count.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { formatCalendarDate, formatZonedTime, zoneAbbreviation, zoneName } from '../../../ui/zoned-time.ts';
import { createBooking } from '../api/create-booking.ts';
import {
  availabilityKey,
  availabilityQueryOptions,
  type DateRange,
  useAvailability,
} from '../api/get-availability.ts';
import { addMonths, firstOfMonth, lastOfMonth, monthOf } from '../lib/calendar.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { estimatePrice } from '../lib/price-estimate.ts';
import { AvailabilityCalendar, seatsText } from './availability-calendar.tsx';
import { OrderSummary } from './order-summary.tsx';
import { ParticipantsPicker } from './participants-picker.tsx';

/** How far ahead the calendar goes: this month and the next twelve. */
export const bookingHorizonMonths = 12;

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

type CheckoutProps = {
  /** Only a tour with its place, duration and meeting point is booked (the server refuses others). */
  tour: CompleteTour<Tour>;
  user: SessionUser;
  /** Today in the operator's time zone. */
  today: string;
  /** The operator's zone before the availability answer names it. */
  fallbackZone: string;
  onBooked: (booking: Booking) => void;
};

/**
 * The checkout: a date from the calendar, adults and children, contact details and special requests,
 * with a live price. The server decides: a refused date or a lost race (409) shows its message by the
 * button, the seats are loaded again, and everything typed stays.
 */
export function Checkout({ tour, user, today, fallbackZone, onBooked }: CheckoutProps) {
  const queryClient = useQueryClient();
  const firstMonth = monthOf(today);
  const lastMonth = addMonths(firstMonth, bookingHorizonMonths);
  const [month, setMonth] = useState(firstMonth);
  const [date, setDate] = useState<string | null>(null);
  const [participants, setParticipants] = useState({ adults: 1, children: 0 });
  const [dateError, setDateError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The last try that got no clear answer (network, 5xx): the same request reuses its key. */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const calendarRef = useRef<HTMLElement>(null);

  const visible = useAvailability(tour._id, monthRange(month, today));
  const selectedMonth = date ? monthOf(date) : null;
  const chosen = useAvailability(
    tour._id,
    selectedMonth && selectedMonth !== month ? monthRange(selectedMonth, today) : null,
  );
  const monthDates = visible.isPlaceholderData ? undefined : visible.data?.dates;
  const selectedDay =
    (date && (selectedMonth === month ? monthDates : chosen.data?.dates)?.find((day) => day.date === date)) ||
    null;
  const timezone = visible.data?.timezone ?? fallbackZone;

  // The next month's seats load while this one is read, so paging forward is instant.
  useEffect(() => {
    const next = addMonths(month, 1);
    if (next <= lastMonth)
      void queryClient.prefetchQuery(availabilityQueryOptions(tour._id, monthRange(next, today)));
  }, [month, lastMonth, queryClient, tour._id, today]);

  const seatsLeft = selectedDay?.bookable ? selectedDay.seatsLeft : null;
  const maxTotal = Math.min(limits.bookingMaxParticipants, seatsLeft ?? tour.maxGroupSize);
  const total = participants.adults + participants.children;
  const tooMany = seatsLeft !== null && total > seatsLeft;
  const price = estimatePrice(tour, participants);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      contact: { name: user.name, email: user.email, phone: user.phone ?? '' },
      specialRequests: '',
    },
    mode: 'onTouched',
  });
  const requests = useWatch({ control, name: 'specialRequests' }) ?? '';

  const refreshSeats = () => queryClient.invalidateQueries({ queryKey: availabilityKey(tour._id) });

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

  const send = handleSubmit(async (values) => {
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
    setSending(true);
    inFlight.current = true;
    try {
      const booking = await createBooking(body, attempt.current.key);
      attempt.current = null;
      // My bookings gains one; this tour's seats changed.
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void refreshSeats();
      onBooked(booking);
    } catch (error) {
      // A clear refusal ends this try: sending again is a new one. Without an answer (network, 5xx)
      // the booking may exist, so a retry of the same request keeps the key and cannot book twice.
      const answered =
        isApiError(error) && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
      if (answered) attempt.current = null;
      const refused = isApiError(error) && (error.status === 409 || 'date' in error.fieldErrors);
      if (refused) void refreshSeats();
      // A contact field's message shows on the field itself; the date's refusal ("This tour does not
      // run on Fri 12 Mar 2027.") and a lost race ("Only 2 seats left on ...") show by the button.
      const onFields = applyFieldErrors(error, setError, contactFields);
      setProblem(
        onFields
          ? 'Please correct the details marked above.'
          : errorMessage(error, 'Your booking could not be made. Please try again.'),
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field while a request is on its way must not send a second one.
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    // The date is checked with the contact fields, so every problem shows at once.
    checkDate();
    void send(event);
  };

  const abbreviation = zoneAbbreviation(
    timezone,
    selectedDay?.startsAt ? new Date(selectedDay.startsAt) : undefined,
  );
  const departure = visible.data?.departureTime;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      <div className="min-w-0 space-y-10">
        <section aria-labelledby="date-heading" ref={calendarRef} className="scroll-mt-24">
          <h2 id="date-heading" className="text-xl font-bold text-ink-900">
            1. Choose a date
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {departure ? `The tour starts at ${departure} ${abbreviation}. ` : ''}
            Dates and times are in {zoneName(timezone)} ({abbreviation}).
          </p>
          <div className="mt-4 rounded-2xl border border-sand-200 bg-white p-3 sm:p-5">
            {visible.isError && !visible.data ? (
              <ErrorState
                as="h3"
                title="Dates could not be loaded"
                message={visible.error.message}
                onRetry={() => visible.refetch()}
                retrying={visible.isFetching}
              />
            ) : (
              <AvailabilityCalendar
                month={month}
                onMonthChange={setMonth}
                minMonth={firstMonth}
                maxMonth={lastMonth}
                today={today}
                dates={monthDates}
                loading={visible.isPending || visible.isPlaceholderData}
                selected={date}
                onSelect={(next) => {
                  setDate(next);
                  setDateError(null);
                  setProblem(null);
                }}
                describedBy={dateError ? 'date-error' : undefined}
              />
            )}
          </div>
          {dateError && (
            <p id="date-error" role="alert" className="mt-2 text-sm font-medium text-danger-600">
              {dateError}
            </p>
          )}
          {date && selectedDay && (
            <p className="mt-3 text-sm text-ink-800" aria-live="polite">
              <span className="font-semibold">{formatCalendarDate(date)}</span>
              {selectedDay.startsAt && `, ${formatZonedTime(selectedDay.startsAt, timezone)}`}
              {selectedDay.bookable
                ? ` · ${seatsText(selectedDay.seatsLeft)}`
                : ' · no longer available, choose another date'}
            </p>
          )}
        </section>

        <section aria-labelledby="travellers-heading">
          <h2 id="travellers-heading" className="text-xl font-bold text-ink-900">
            2. Travellers
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            At least one adult on every booking; up to {maxTotal} people
            {seatsLeft !== null && seatsLeft <= limits.bookingMaxParticipants ? ' on this date' : ''}.
          </p>
          <div className="mt-4">
            <ParticipantsPicker
              value={participants}
              onChange={(next) => {
                setParticipants(next);
                setProblem(null);
              }}
              maxTotal={maxTotal}
              adultPrice={price.adultPrice}
              childPrice={price.childPrice}
              currency={price.currency}
            />
          </div>
          {tooMany && seatsLeft !== null && (
            <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
              Only {seatsText(seatsLeft)} on this date. Remove travellers or choose another date.
            </p>
          )}
        </section>

        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-xl font-bold text-ink-900">
            3. Contact details
          </h2>
          <p className="mt-1 text-sm text-ink-600">Your guide uses these to reach you on the day.</p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <FormField
              id="booking-name"
              label="Full name"
              error={errors.contact?.name?.message}
              className="sm:col-span-2"
            >
              {(c) => <Input {...c} autoComplete="name" {...register('contact.name')} />}
            </FormField>
            <FormField id="booking-email" label="E-mail" error={errors.contact?.email?.message}>
              {(c) => (
                <Input
                  {...c}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...register('contact.email')}
                />
              )}
            </FormField>
            <FormField id="booking-phone" label="Phone" error={errors.contact?.phone?.message}>
              {(c) => (
                <Input
                  {...c}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  placeholder="+81 90 1234 5678"
                  {...register('contact.phone')}
                />
              )}
            </FormField>
          </div>
        </section>

        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading" className="text-xl font-bold text-ink-900">
            4. Special requests <span className="text-base font-normal text-ink-600">(optional)</span>
          </h2>
          <FormField
            id="booking-requests"
            className="mt-4"
            label="Anything your guide should know"
            error={errors.specialRequests?.message}
            labelAside={<CharacterCount length={requests.length} max={limits.specialRequestsMax} />}
            hint={`Dietary needs, mobility, a celebration. Up to ${limits.specialRequestsMax.toLocaleString('en-US')} characters.`}
          >
            {(c) => <Textarea {...c} rows={4} {...register('specialRequests')} />}
          </FormField>
        </section>
      </div>

      <div>
        <OrderSummary
          tour={tour}
          date={date}
          startsAt={selectedDay?.startsAt ?? null}
          timezone={timezone}
          participants={participants}
          price={price}
          footer={
            <>
              {problem && (
                <Alert tone="danger" className="mb-4">
                  {problem}
                </Alert>
              )}
              <Button type="submit" variant="accent" size="lg" className="w-full" loading={sending}>
                {sending ? 'Booking…' : 'Book now'}
              </Button>
              {tour.instantConfirmation && (
                <p className="mt-2 text-center text-xs text-ink-600">Instant confirmation</p>
              )}
            </>
          }
        />
      </div>
    </form>
  );
}
