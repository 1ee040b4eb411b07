import { type FetchQueryOptions, QueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { isAppLive } from '../ui/app-live.tsx';
import { isApiError } from './api-error.ts';

/** Retries only what may succeed on a second try: network failures and server errors, not 4xx. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * A query client with the app's defaults: one per browser tab (main.tsx), one per page the server
 * renders (entry-server.tsx), one per test.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The query client the route loaders prefetch into, handed to them in the router's context. */
export const queryClientContext = createContext<QueryClient>();

/** The router context that gives the loaders `client`: `getContext` of a router, `requestContext` of a static handler. */
export function loaderContext(client: QueryClient): RouterContextProvider {
  return new RouterContextProvider(new Map([[queryClientContext, client]]));
}

/**
 * A route loader's prefetch. Before the app is live (on the server, and in the browser until the server's
 * page has hydrated) an answer already in the client is kept even when it is stale by time: the page was
 * written from it, and a newer one arriving mid-hydration would render text that does not match the HTML
 * (a page can be hours old: it holds until a cut-off or the day's end, decisions 81 and 90). Once hydrated,
 * the page's queries refetch what is stale.
 */
export function prefetchForPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return client.prefetchQuery(isAppLive() ? options : { ...options, staleTime: Number.POSITIVE_INFINITY });
}
