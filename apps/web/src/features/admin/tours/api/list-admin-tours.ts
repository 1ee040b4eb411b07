import type { AdminTourListQuery, AdminTourSummary, ListResponse } from '@tabi/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** Every page and filter of the admin's tours table, to update or reload them together. */
export const adminToursKey = ['admin', 'tours'] as const;

/** Every change made from a row of the table (feature, archive, restore, delete): the row is busy meanwhile. */
export const adminTourRowChangeKey = [...adminToursKey, 'row-change'] as const;

type AdminToursPage = ListResponse<AdminTourSummary>;

/** GET /api/admin/posts: every tour, archived ones too, with its upcoming bookings. */
export function listAdminTours(params: AdminTourListQuery, signal?: AbortSignal) {
  return api.get<AdminToursPage>('/admin/posts', { query: params, signal });
}

export function adminToursQueryOptions(params: AdminTourListQuery) {
  return queryOptions({
    queryKey: [...adminToursKey, params],
    queryFn: ({ signal }) => listAdminTours(params, signal),
    // Travellers book meanwhile: the upcoming bookings are never trusted for long.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useAdminTours(params: AdminTourListQuery) {
  return useQuery({ ...adminToursQueryOptions(params), placeholderData: keepPreviousData });
}

/**
 * Changes tour `id` on every cached page of the table, where it is shown (an optimistic switch, or
 * what the server answered). It stays where it is even if it no longer matches a filter: the admin
 * sees what they just did.
 */
export function patchAdminTour(client: QueryClient, id: string, patch: Partial<AdminTourSummary>) {
  client.setQueriesData<AdminToursPage>({ queryKey: adminToursKey }, (list) =>
    list
      ? { ...list, data: list.data.map((tour) => (tour._id === id ? { ...tour, ...patch } : tour)) }
      : list,
  );
}
