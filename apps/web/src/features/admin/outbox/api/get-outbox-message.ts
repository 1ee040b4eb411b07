import type { OutboxMessage } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** GET /api/admin/outbox/:id: one kept e-mail with its text and (when it has one) HTML body. */
export async function getOutboxMessage(id: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: OutboxMessage }>(
    `/admin/outbox/${encodeURIComponent(id)}`,
    { signal },
  );
  return answer.data;
}

export function outboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'outbox-message', id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    // A kept e-mail never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOutboxMessage(id: string) {
  return useQuery(outboxMessageQueryOptions(id));
}
