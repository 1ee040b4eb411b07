import type { Booking } from '@tabi/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/field-errors.ts';
import { availabilityQueryOptions } from '../../../api/get-availability.ts';
import { addDays } from '../../../lib/calendar-date.ts';
import { Button } from '../../../ui/button.tsx';
import { providerPage, providerPageUrl } from '../../../ui/payment-format.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { toast } from '../../../ui/toast.ts';
import { formatCalendarDate, todayIn } from '../../../ui/zoned-time.ts';
import { useRebookBooking } from '../api/rebook-booking.ts';

/** How far ahead other dates are looked for: today and the next 59 days. */
const lookAheadDays = 59;
/** How many dates are offered as one-click buttons. */
const offeredDates = 3;

/**
 * A booking the operator cancelled: the next few dates with room for the same party, each one click
 * from a new booking (or Stripe's page when it is paid by card), or the tour page when none has room.
 */
export function RebookOptions({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const from = todayIn(booking.timezone);
  const range = { from, to: addDays(from, lookAheadDays) };
  const availability = useQuery(availabilityQueryOptions(booking.tour._id, range));
  const rebook = useRebookBooking(booking.tour._id);
  const party = booking.participants.adults + booking.participants.children;
  const dates = (availability.data?.dates ?? [])
    .filter((day) => day.bookable && day.seatsLeft >= party && day.date !== booking.date)
    .slice(0, offeredDates);

  const choose = async (date: string) => {
    try {
      const booked = await rebook.mutateAsync({ id: booking._id, date });
      const checkoutUrl = providerPageUrl(booked.payment?.checkoutUrl);
      if (checkoutUrl) {
        providerPage.open(checkoutUrl);
        return;
      }
      toast.success('Booked again', {
        description: `${booked.reference}: ${booked.tour.title} on ${formatCalendarDate(booked.date)}.`,
      });
      navigate('/bookings');
    } catch (error) {
      toast.error('Not booked', {
        description: errorMessage(error, 'That date could not be booked. Please try another.'),
      });
    }
  };

  return (
    <div className="rounded-xl border border-primary-200 bg-primary-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <CalendarPlus className="size-4 text-primary-600" aria-hidden />
        Rebook on another date, same party, in one click
      </p>
      {availability.isPending ? (
        <div className="mt-3 flex gap-2" role="status" aria-label="Looking for dates">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-28" />
        </div>
      ) : dates.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">
          {availability.isError
            ? 'Other dates could not be loaded. '
            : 'No date has room for your party in the next two months. '}
          <Link to={`/tours/${booking.tour._id}`} className="font-semibold text-primary-700 hover:underline">
            See the tour
          </Link>
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Dates to rebook">
          {dates.map((day) => {
            const busy = rebook.isPending && rebook.variables?.date === day.date;
            return (
              <li key={day.date}>
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy}
                  disabled={rebook.isPending}
                  onClick={() => void choose(day.date)}
                >
                  {formatCalendarDate(day.date, 'shortNoYear')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A booking the operator cancelled that was rebooked in one click: which date it became (once only). */
export function RebookedNote({ rebookedAs }: { rebookedAs: NonNullable<Booking['rebookedAs']> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-success-600/25 bg-success-50 p-4 text-sm text-ink-900">
      <CalendarCheck className="size-4 text-success-600" aria-hidden />
      <span>
        Rebooked for <span className="font-semibold">{formatCalendarDate(rebookedAs.date)}</span>.
      </span>
      <Link to="/bookings" className="font-semibold text-primary-700 hover:underline">
        See it in Upcoming
      </Link>
    </p>
  );
}
