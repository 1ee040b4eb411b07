import type { AdminStatsRecentBooking } from '@tabi/contracts';
import { Link } from 'react-router';
import { BookingStateBadges } from '../../../../ui/booking-state-badges.tsx';
import { formatPrice } from '../../../../ui/format-price.ts';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { adminBookingsHref } from '../../bookings/lib/booking-filters.ts';
import { Cell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';

const headers = ['Booking', 'Traveller', 'Tour', 'Total', 'State'];

/** The latest bookings, newest first; each reference opens the bookings list searched for it. */
export function RecentBookingsTable({ bookings }: { bookings: AdminStatsRecentBooking[] }) {
  return (
    <ResponsiveTable
      caption="Recent bookings"
      headers={headers}
      actions={false}
      bodyClassName="max-md:space-y-3"
    >
      {bookings.map((booking) => (
        <tr
          key={booking._id}
          className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-sand-200 max-md:p-3"
        >
          <Cell className="md:pl-4">
            <Link
              to={adminBookingsHref({ q: booking.reference })}
              className="block font-mono font-semibold text-primary-700 hover:underline"
            >
              {booking.reference}
            </Link>
            <RelativeTime iso={booking.createdAt} />
          </Cell>
          <Cell className="max-md:text-right">
            <span className="text-ink-900">{booking.customerName}</span>
          </Cell>
          <Cell className="max-md:col-span-2">
            <span className="line-clamp-2 text-ink-900">{booking.tour.title}</span>
          </Cell>
          <Cell label="Total">
            <span className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
              {formatPrice(booking.total, booking.currency)}
            </span>
          </Cell>
          <Cell label="State">
            <BookingStateBadges booking={booking} className="gap-1.5" />
          </Cell>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
