import type { ListResponse, WishlistItem } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { getAvailability } from '../../../api/get-availability.ts';
import { getTour } from '../../../api/get-tour.ts';
import { addDays } from '../../../lib/calendar-date.ts';
import { todayIn } from '../../../ui/zoned-time.ts';
import { wishlistListKey } from '../../../wishlist/wishlist-ids.ts';

/** As the server's list looks ahead for a saved tour's dates (decision 71): 60 days, three dates. */
const nextDatesDays = 60;
const nextDatesShown = 3;

/** A tour saved in the browser as `/wishlist` shows it; null when it is no longer offered. */
async function browserItem(
  tourId: string,
  today: string,
  signal?: AbortSignal,
): Promise<WishlistItem | null> {
  let tour: Awaited<ReturnType<typeof getTour>>;
  try {
    tour = await getTour(tourId, signal);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED')) return null;
    throw error;
  }
  // The dates are a help, not the card: without them the tour still shows.
  const dates = await getAvailability(tourId, { from: today, to: addDays(today, nextDatesDays - 1) }, signal)
    .then((answer) => answer.dates)
    .catch(() => []);
  return {
    tour,
    savedAt: '',
    nextDates: dates
      .filter((day) => day.bookable && day.seatsLeft > 0)
      .slice(0, nextDatesShown)
      .map(({ date, seatsLeft }) => ({ date, seatsLeft })),
  };
}

/**
 * A visitor's `/wishlist`: the tours saved in this browser (latest first) a page at a time, each read from
 * the public API (GET /api/posts/:id and its availability); tours no longer offered are left out.
 */
export async function getBrowserWishlist(
  ids: readonly string[],
  { page, limit, timezone }: { page: number; limit: number; timezone: string },
  signal?: AbortSignal,
): Promise<ListResponse<WishlistItem>> {
  const latestFirst = [...ids].reverse();
  const pages = Math.ceil(latestFirst.length / limit);
  const today = todayIn(timezone);
  const chosen = latestFirst.slice((page - 1) * limit, page * limit);
  const items = (await Promise.all(chosen.map((id) => browserItem(id, today, signal)))).filter(
    (item): item is WishlistItem => item !== null,
  );
  // Those no longer offered are not counted (the ones on other pages are, until their page is read).
  const total = latestFirst.length - (chosen.length - items.length);
  return { success: true, data: items, count: items.length, total, page, pages };
}

export function useBrowserWishlistPage(
  ids: readonly string[],
  params: { page: number; limit: number; timezone: string },
  enabled: boolean,
) {
  return useQuery({
    ...queryOptions({
      queryKey: [...wishlistListKey, 'browser', ids, params],
      queryFn: ({ signal }) => getBrowserWishlist(ids, params, signal),
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
