import type { WishlistItem } from '@tabi/contracts';
import { CalendarDays } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { bookingPath, defaultParty } from '../../../availability/booking-link.ts';
import { formatCalendarDate } from '../../../ui/zoned-time.ts';

type NextDatesProps = { tourId: string; dates: WishlistItem['nextDates'] };

/** "Next free dates: Sat 5 Dec · Sun 6 Dec · Mon 7 Dec", each a link to book that date. */
export function NextDates({ tourId, dates }: NextDatesProps) {
  return (
    <p className="px-1 text-sm leading-6 text-ink-700">
      <CalendarDays className="mr-1.5 inline size-4 align-[-0.1875rem] text-primary-600" aria-hidden />
      {dates.length === 0 ? (
        <>
          No free dates in the next weeks.{' '}
          <Link
            to={`/tours/${tourId}`}
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            See the tour
          </Link>
        </>
      ) : (
        <>
          <span className="font-semibold text-ink-900">Next free dates:</span>{' '}
          {dates.map(({ date }, i) => (
            <Fragment key={date}>
              {i > 0 && ' · '}
              <Link
                to={bookingPath(tourId, { date, participants: defaultParty })}
                className="font-semibold whitespace-nowrap text-primary-700 underline underline-offset-2 hover:text-primary-800"
              >
                {formatCalendarDate(date, 'shortNoYear')}
              </Link>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}
