import type { ReviewListQuery, TourListParams } from '@tabi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { tourQueryOptions } from '../../api/get-tour.ts';
import { categoriesQueryOptions, categoryCountsQueryOptions } from '../../api/list-categories.ts';
import { publicConfigQueryOptions } from '../../api/public-config.ts';
import { prefetchForPage, queryClientContext } from '../../api/query-client.ts';
import { prefetchFirstDates } from '../../availability/first-dates.ts';
import { todayIn } from '../../ui/zoned-time.ts';
import { reviewsQueryOptions } from './api/list-reviews.ts';
import { listToursQueryOptions } from './api/list-tours.ts';
import { parseTourFilters, toCategoryCountParams, toTourListParams } from './lib/tour-search-params.ts';

/*
 * The queries each tours page starts with, shared by the page and its route loader. The loaders
 * start these requests while the page's code is still downloading (they do not wait for them), so
 * the data and the code arrive together instead of one after the other. They prefetch into the query
 * client of the router's context: the browser's own, or on the server the one of the page being
 * prerendered (entry-server.tsx), whose answers then travel with the HTML.
 */

export const listPageSize = 12;
export const reviewsPageSize = 5;
// The newest picks: the best rated have their own section below, so the two rows rarely repeat each other.
export const homeFeaturedParams: TourListParams = { featured: 'true', sort: 'newest', limit: 4 };
export const homeTopRatedParams: TourListParams = { sort: 'rating', limit: 8 };

export function featuredListParams(page: number): TourListParams {
  return { featured: 'true', sort: 'rating', page, limit: listPageSize };
}

export function pageFromSearch(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function firstReviewsParams(): ReviewListQuery {
  return { page: 1, limit: reviewsPageSize, sort: 'newest' };
}

type LoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

export function homeLoader({ context }: LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  void prefetchForPage(queryClient, listToursQueryOptions(homeFeaturedParams));
  void prefetchForPage(queryClient, listToursQueryOptions(homeTopRatedParams));
  void prefetchForPage(queryClient, categoriesQueryOptions);
  return null;
}

export function toursLoader({ request, context }: LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  const filters = parseTourFilters(new URL(request.url).searchParams);
  void prefetchForPage(queryClient, listToursQueryOptions(toTourListParams(filters, listPageSize)));
  void prefetchForPage(queryClient, categoryCountsQueryOptions(toCategoryCountParams(filters)));
  // The date filter offers the days of the operator's zone: known from the first paint on.
  void prefetchForPage(queryClient, publicConfigQueryOptions);
  return null;
}

export function tourDetailLoader({ params, context }: LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  if (params.id) {
    void prefetchForPage(queryClient, tourQueryOptions(params.id));
    void prefetchForPage(queryClient, reviewsQueryOptions(params.id, firstReviewsParams()));
  }
  // "Check availability" counts the days in the operator's zone: with it known from the first paint on,
  // the card is part of the page the browser hydrates, not a second render once the zone arrives.
  void prefetchForPage(queryClient, publicConfigQueryOptions);
  // On the server (which awaits a loader's promise before writing the page) the card's first dates as
  // well. In the browser the card asks for them itself, without holding up the navigation.
  if (import.meta.env.SSR && params.id) return firstDatesOf(queryClient, params.id);
  return null;
}

async function firstDatesOf(queryClient: QueryClient, tourId: string) {
  const config = await queryClient.fetchQuery(publicConfigQueryOptions);
  await prefetchFirstDates(queryClient, tourId, todayIn(config.timezone));
  return null;
}

export function featuredLoader({ request, context }: LoaderArgs) {
  void prefetchForPage(
    context.get(queryClientContext),
    listToursQueryOptions(featuredListParams(pageFromSearch(new URL(request.url).searchParams))),
  );
  return null;
}
