import type { AdminStats } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** GET /api/admin/stats: the dashboard's figures, computed by the database on each call. */
export async function getAdminStats(signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: AdminStats }>('/admin/stats', { signal });
  return answer.data;
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
    // Worth a fresh look when the admin comes back to the console, not on every visit of the page.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
