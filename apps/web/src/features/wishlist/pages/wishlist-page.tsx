import type { TourSummary } from '@tabi/contracts';
import { Heart } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../api/public-config.ts';
import { useSession } from '../../../session/session-context.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useBrowserWishlist } from '../../../wishlist/browser-wishlist.ts';
import { useBrowserWishlistPage } from '../api/get-browser-wishlist.ts';
import { useWishlistPage } from '../api/list-wishlist.ts';
import { NextDates } from '../components/next-dates.tsx';

export const wishlistPageSize = 12;

/** The catalog's tour card (with its heart): handed in by the router, since a feature never imports another. */
export type TourCardComponent = ComponentType<{ tour: TourSummary; headingLevel?: 'h2' | 'h3' }>;

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const pageHref = (page: number) => (page > 1 ? `/wishlist?page=${page}` : '/wishlist');

/**
 * /wishlist (public): the saved tours as cards, each with its next free dates to book. A signed-in user's
 * list is the account's; a visitor's is the one kept in this browser, with a word on signing in to keep it.
 */
export function WishlistPage({ TourCard }: { TourCard: TourCardComponent }) {
  useDocumentMeta('Your wishlist', 'The Tabi Tours tours you saved, with their next free dates.');
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const session = useSession();
  const userId = session.user?.id ?? null;
  const browserIds = useBrowserWishlist();
  const config = usePublicConfig();
  const timezone = config.data?.timezone ?? (config.isError ? 'Asia/Tokyo' : null);

  const account = useWishlistPage(userId, { page, limit: wishlistPageSize });
  const browser = useBrowserWishlistPage(
    browserIds,
    { page, limit: wishlistPageSize, timezone: timezone ?? '' },
    !session.loading && userId === null && browserIds.length > 0 && timezone !== null,
  );
  const visitor = !session.loading && userId === null;
  const query = visitor ? browser : account;
  const list = visitor && browserIds.length === 0 ? 'empty' : query.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-8 border-b border-sand-200 pb-6">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Saved tours</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          Your wishlist
        </h1>
        <p className="mt-2 text-sm text-ink-600">
          Tap the heart on any tour to keep it here. Dates are in Japan time.
        </p>
      </header>

      {visitor && (
        <Alert className="mb-8">
          <Link
            to="/login?redirect=/wishlist"
            className="font-semibold text-primary-800 underline underline-offset-2"
          >
            Sign in to keep your wishlist on every device
          </Link>
          . Until then it is kept in this browser.
        </Alert>
      )}

      {query.isError && !query.data && list !== 'empty' ? (
        <ErrorState
          title="Your wishlist could not be loaded"
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !list ? (
        <WishlistSkeleton />
      ) : list === 'empty' || list.total === 0 ? (
        <EmptyState
          icon={<Heart />}
          title="No saved tours yet"
          description="Tap the heart on a tour you like: it waits here with its next free dates."
          action={
            <Button asChild>
              <Link to="/tours">Browse tours</Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="mb-5 text-sm font-medium text-ink-700">
            {list.total === 1 ? '1 saved tour' : `${list.total} saved tours`}
          </p>
          <ul
            className="grid grid-cols-1 gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy={query.isPlaceholderData || undefined}
          >
            {list.data.map((item) => (
              <li key={item.tour._id} className="flex flex-col gap-3">
                <TourCard tour={item.tour} headingLevel="h2" />
                <NextDates tourId={item.tour._id} dates={item.nextDates} />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-10"
            page={list.page}
            pages={list.pages}
            hrefFor={pageHref}
            label="Wishlist pages"
          />
        </>
      )}
    </div>
  );
}

function WishlistSkeleton() {
  return (
    <ul
      className="grid grid-cols-1 gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3"
      role="status"
      aria-label="Loading your wishlist"
    >
      {[0, 1, 2].map((i) => (
        <li key={i} className="space-y-3">
          <Skeleton className="aspect-[4/3] rounded-2xl" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}
