import { Ticket } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePaymentMode } from '../../../api/public-config.ts';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatCount } from '../../../ui/format-count.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMyBookings } from '../api/list-my-bookings.ts';
import { BookingCard } from '../components/booking-card.tsx';

export const myBookingsPageSize = 10;

const paymentNotes = {
  'at-meeting-point': 'Pay at the meeting point.',
  online: 'Bookings are paid by card when you book; receipts are here.',
} as const;

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /bookings (signed in): the user's bookings, newest first, with their state and a way to cancel. */
export function MyBookingsPage() {
  useDocumentMeta('My bookings', 'Your Tabi Tours bookings: dates, references, cancellation and refunds.');
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const query = useMyBookings({ page, limit: myBookingsPageSize });
  const list = query.data;
  const paymentMode = usePaymentMode();

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
        {list && list.total > 0 && (
          <p className="text-sm text-ink-600" aria-live="polite">
            {formatCount(list.total, 'booking')}
          </p>
        )}
      </header>

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
          title="No bookings yet"
          description="When you book a tour, it shows here with its reference, date and meeting point."
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
                <BookingCard booking={booking} />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-10"
            page={list.page}
            pages={list.pages}
            hrefFor={(target) => (target === 1 ? '/bookings' : `/bookings?page=${target}`)}
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
