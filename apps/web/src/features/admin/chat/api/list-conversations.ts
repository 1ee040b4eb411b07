import type { ChatConversation } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

type ConversationsResponse = { success: true; conversations: ChatConversation[] };

/** Every search of the inbox, to update or reload them together. */
export const conversationsKey = ['admin', 'chat', 'conversations'] as const;

/** GET /api/chat/admin/conversations: newest activity first (at most 100), by name or e-mail. */
export function listConversations(search: string, signal?: AbortSignal) {
  return api.get<ConversationsResponse>('/chat/admin/conversations', {
    query: search ? { search } : {},
    signal,
  });
}

export function conversationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...conversationsKey, search],
    queryFn: ({ signal }) => listConversations(search, signal),
    // Kept current by the socket's events; read again after a reconnection or a focus.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useConversations(search: string) {
  return useQuery({ ...conversationsQueryOptions(search), placeholderData: keepPreviousData });
}
