import { useSearchParams } from 'react-router';
import { useTour } from '../../../api/get-tour.ts';
import { readBookingChoice } from '../../../availability/read-booking-choice.ts';
import { safeRedirect } from '../../../session/redirect.ts';
import { formatParticipants } from '../../../ui/format-count.ts';
import { formatCalendarDate } from '../../../ui/zoned-time.ts';

const bookingPathPattern = /^\/booking\/([^/?#]+)$/;

/**
 * The booking a sign-in page was opened from (`?redirect=/booking/:tourId?date=&adults=`): its tour id
 * and the date and party chosen on the tour page, which the redirect carries back. Null otherwise.
 */
export function useBookingInProgress() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  if (!redirect) return null;
  const url = new URL(safeRedirect(redirect), 'http://tabi.invalid');
  const tourId = bookingPathPattern.exec(url.pathname)?.[1];
  return tourId ? { tourId: decodeURIComponent(tourId), choice: readBookingChoice(url.searchParams) } : null;
}

/**
 * Above a sign-in form opened from a booking: which tour is being booked, and the date and party that
 * come back after signing in, so the traveller knows nothing chosen is lost.
 */
export function BookingInProgress({
  booking,
}: {
  booking: NonNullable<ReturnType<typeof useBookingInProgress>>;
}) {
  const { data: tour } = useTour(booking.tourId);
  const { date, participants } = booking.choice;
  if (!tour) return null;
  const cover = tour.images[0];
  return (
    <section
      aria-label="Your booking"
      className="mb-6 flex items-center gap-3 rounded-xl border border-primary-100 bg-primary-50 p-3"
    >
      {cover && (
        <img
          src={cover.thumbUrl}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-primary-800">You are booking</p>
        <p className="font-bold text-ink-900">{tour.title}</p>
        <p className="text-ink-700">
          {date ? `${formatCalendarDate(date, 'shortNoYear')} · ` : ''}
          {formatParticipants(participants)}
        </p>
      </div>
    </section>
  );
}
