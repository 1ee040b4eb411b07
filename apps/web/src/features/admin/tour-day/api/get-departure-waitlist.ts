import type { WaitlistEntry } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { tourDayKey } from './get-departures-of-day.ts';

export const departureWaitlistKey = (departureId: string) =>
  [...tourDayKey, 'waitlist', departureId] as const;

/**
 * GET /api/admin/departures/:id/waitlist: the parties waiting for the departure, offered first, then
 * waiting in line order, then the ended ones.
 */
export async function getDepartureWaitlist(departureId: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: WaitlistEntry[] }>(
    `/admin/departures/${encodeURIComponent(departureId)}/waitlist`,
    { query: { limit: 100 }, signal },
  );
  return answer.data;
}

export function useDepartureWaitlist(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: departureWaitlistKey(departureId),
      queryFn: ({ signal }) => getDepartureWaitlist(departureId, signal),
      staleTime: 10_000,
      refetchInterval: 60_000,
    }),
  );
}
