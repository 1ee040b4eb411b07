import type { ChatParticipant } from '@tabi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BookingStateBadges } from '../../../../ui/booking-state-badges.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { UserAvatar } from '../../../../ui/user-avatar.tsx';
import { formatCalendarDate } from '../../../../ui/zoned-time.ts';
import { adminBookingsQueryOptions } from '../../bookings/api/list-bookings.ts';
import { adminBookingsHref } from '../../bookings/lib/booking-filters.ts';

/** How many of the user's latest bookings the panel shows. */
const recentBookings = 5;

/**
 * Beside the thread: who the agent is talking to and their latest bookings, each a link into the
 * bookings list (searched by its reference), and all of them (searched by the user's e-mail). The
 * bookings list has no filter by account, so its e-mail search is used and the answer is narrowed to
 * this account's bookings.
 */
export function ChatUserPanel({ user, online }: { user: ChatParticipant; online: boolean }) {
  const bookings = useQuery(adminBookingsQueryOptions({ q: user.email, page: 1, limit: 20 }));
  const own = bookings.data?.data.filter((b) => b.user._id === user._id).slice(0, recentBookings);

  return (
    <aside aria-label="About this traveller" className="space-y-5 p-4">
      <div className="flex items-center gap-3">
        <UserAvatar user={user} className="size-12 ring-0" size={48} />
        <div className="min-w-0">
          <p className="truncate font-bold text-ink-900">{user.name}</p>
          <a
            href={`mailto:${user.email}`}
            className="block truncate text-sm text-primary-700 hover:underline"
          >
            {user.email}
          </a>
          <p className="text-xs text-ink-600">{online ? 'Online now' : 'Offline'}</p>
        </div>
      </div>

      <div>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">Recent bookings</h3>
        {bookings.isPending ? (
          <div role="status" aria-label="Loading bookings" className="space-y-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : bookings.isError ? (
          <p className="text-sm text-ink-600">The bookings could not be loaded.</p>
        ) : !own?.length ? (
          <p className="text-sm text-ink-600">No bookings yet.</p>
        ) : (
          <ul className="space-y-2">
            {own.map((booking) => (
              <li key={booking._id}>
                <Link
                  to={adminBookingsHref({ q: booking.reference })}
                  className="block rounded-xl border border-sand-200 p-2.5 text-sm hover:border-primary-300 hover:bg-primary-50"
                >
                  <span className="block truncate font-semibold text-ink-900">{booking.tour.title}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600">
                    <span className="font-mono">{booking.reference}</span>
                    <span>{formatCalendarDate(booking.date, 'short')}</span>
                  </span>
                  <BookingStateBadges booking={booking} className="mt-1.5" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={adminBookingsHref({ q: user.email })}
          className="mt-3 inline-block text-sm font-semibold text-primary-700 hover:underline"
        >
          All bookings of {user.name}
        </Link>
      </div>
    </aside>
  );
}
