import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Retries only what may succeed on a second try: network failures and server errors, not 4xx. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/** The app's one query client (route loaders prefetch into it; tests make their own). */
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

export const queryClient = createQueryClient();
