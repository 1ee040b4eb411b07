import { type ChatMessagesResponse, chatPageSize } from '@tabi/contracts';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** Every loaded thread, to reload them together. */
export const threadsKey = ['admin', 'chat', 'thread'] as const;
export const threadKey = (userId: string) => [...threadsKey, userId] as const;

export type ThreadData = InfiniteData<ChatMessagesResponse, string | undefined>;

/** GET /api/chat/admin/conversation/:userId: the newest 50 oldest first, `before=<_id>` for older ones. */
export function getConversation(userId: string, before: string | undefined, signal?: AbortSignal) {
  return api.get<ChatMessagesResponse>(`/chat/admin/conversation/${encodeURIComponent(userId)}`, {
    query: before ? { before } : {},
    signal,
  });
}

/** One user's thread: the first page is the newest, each next page is older. */
export function useConversation(userId: string) {
  return useInfiniteQuery({
    queryKey: threadKey(userId),
    queryFn: ({ pageParam, signal }) => getConversation(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.messages.length >= chatPageSize ? last.messages[0]?._id : undefined),
    // Kept current by the socket's events.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
