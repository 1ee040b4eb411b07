import type { ListResponse, OutboxMessageSummary } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

export type OutboxParams = { q?: string | undefined; page: number; limit: number };

/** GET /api/admin/outbox: the mail kept instead of sent, newest first, `q` in recipient or subject. */
export function listOutbox(params: OutboxParams, signal?: AbortSignal) {
  return api.get<ListResponse<OutboxMessageSummary>>('/admin/outbox', { query: params, signal });
}

export function outboxQueryOptions(params: OutboxParams) {
  return queryOptions({
    queryKey: ['admin', 'outbox', params],
    queryFn: ({ signal }) => listOutbox(params, signal),
    // Every booking and sign-up adds mail: looking again after a while shows it.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useOutbox(params: OutboxParams) {
  return useQuery({ ...outboxQueryOptions(params), placeholderData: keepPreviousData });
}
