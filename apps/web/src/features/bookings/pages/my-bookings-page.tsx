import { type MyBookingScope, myBookingScopes } from '@tabi/contracts';
import { Ticket } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePaymentMode } from '../../../api/public-config.ts';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LinkTabs } from '../../../ui/link-tabs.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMyOpenBookingChanges } from '../api/list-my-booking-changes.ts';
import { useMyBookings, useMyBookingsSummary } from '../api/list-my-bookings.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { WaitlistSection } from '../components/waitlist-section.tsx';

export const myBookingsPageSize = 10;

const paymentNotes = {
  'at-meeting-point': 'Pay at the meeting point.',
  online: 'Bookings are paid by card when you book; receipts are here.',
} as const;

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The list shown (`?list=`): upcoming unless the address names another. */
function scopeFrom(params: URLSearchParams): MyBookingScope {
  const asked = params.get('list');
  return myBookingScopes.find((scope) => scope === asked) ?? 'upcoming';
}

const tabLabels = { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' } as const;

const listHref = (scope: MyBookingScope, page = 1) => {
  const query = new URLSearchParams();
  if (scope !== 'upcoming') query.set('list', scope);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/bookings?${search}` : '/bookings';
};

/** What an empty list says, and where it leads. */
const emptyLists = {
  upcoming: {
    title: 'No upcoming trips',
    description: 'When you book a tour, it shows here with its reference, date and meeting point.',
  },
  past: {
    title: 'No past trips yet',
    description: 'Tours you have been on show here, ready for your review.',
  },
  cancelled: {
    title: 'Nothing cancelled',
    description: 'Bookings you or we cancel show here with their refund.',
  },
} as const;

/**
 * /bookings (signed in): the user's bookings in three lists: upcoming (the next trip first, with the ways
 * to change its date or cancel, and any date change still open), past (compact, with a review to write and the tour to book again) and cancelled.
 */
export function MyBookingsPage() {
  useDocumentMeta('My bookings', 'Your Tabi Tours bookings: dates, references, cancellation and refunds.');
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const scope = scopeFrom(params);
  const query = useMyBookings({ page, limit: myBookingsPageSize, scope });
  const summary = useMyBookingsSummary().data;
  const list = query.data;
  const paymentMode = usePaymentMode();
  const empty = emptyLists[scope];
  // The open date changes, asked once for the page: each upcoming card shows its own.
  const changes = useMyOpenBookingChanges({ enabled: scope === 'upcoming' });
  /** Undefined until the changes are known; should they fail to load, the cards show none. */
  const openChangeOf = (bookingId: string) =>
    changes.isPending ? undefined : (changes.data?.find((change) => change.bookingId === bookingId) ?? null);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-sand-200 pb-6">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Account</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            My bookings
          </h1>
          <p className="mt-2 text-sm text-ink-600">
            Dates and times are shown in the time zone of each tour.
            {paymentMode && ` ${paymentNotes[paymentMode]}`}
          </p>
        </div>
      </header>

      <WaitlistSection />

      <LinkTabs
        label="Your bookings"
        className="mb-8"
        tabs={myBookingScopes.map((tab) => ({
          to: listHref(tab),
          label: tabLabels[tab],
          current: tab === scope,
          count: summary?.[tab],
        }))}
      />

      {query.isError && !list ? (
        <ErrorState
          title="Your bookings could not be loaded"
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !list ? (
        <BookingsSkeleton />
      ) : list.total === 0 ? (
        <EmptyState
          icon={<Ticket />}
          title={empty.title}
          description={empty.description}
          action={
            <Button asChild>
              <Link to="/tours">Browse tours</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="space-y-5" aria-busy={query.isPlaceholderData || undefined}>
            {list.data.map((booking) => (
              <li key={booking._id}>
                <BookingCard
                  booking={booking}
                  past={scope === 'past'}
                  openChange={scope === 'upcoming' ? openChangeOf(booking._id) : null}
                />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-10"
            page={list.page}
            pages={list.pages}
            hrefFor={(target) => listHref(scope, target)}
            label="Bookings pages"
          />
        </>
      )}
    </div>
  );
}

function BookingsSkeleton() {
  return (
    <ul className="space-y-5" role="status" aria-label="Loading your bookings">
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          className="flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white sm:flex-row"
        >
          <Skeleton className="aspect-[4/3] rounded-none sm:aspect-auto sm:h-48 sm:w-52" />
          <div className="flex-1 space-y-3 p-6">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-6 w-56 rounded-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
