import { type ChatMessagesResponse, chatPageSize } from '@tabi/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';

export const chatMessagesKey = (userId: string) => ['chat', userId, 'messages'] as const;

/**
 * GET /api/chat/user/messages: the last 50 messages of the user's conversation, oldest first, or the 50
 * before `before`. Spec section 8: a failed history is an empty list, with no message.
 */
export async function getChatMessages(before: string | undefined, signal?: AbortSignal) {
  try {
    const answer = await api.get<ChatMessagesResponse>('/chat/user/messages', { query: { before }, signal });
    return answer.messages;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function chatMessagesQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: chatMessagesKey(userId),
    queryFn: ({ pageParam, signal }) => getChatMessages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // Pages go back in time: the next one is older than the oldest message loaded.
    getNextPageParam: (page) => (page.length >= chatPageSize ? page[0]?._id : undefined),
    // New messages arrive over the socket; opening the panel again reloads.
    staleTime: 0,
  });
}

/** Spec section 4: history loads when the socket is connected, a token exists and the panel is open. */
export function useChatMessages({ enabled }: { enabled: boolean }) {
  const { user, token } = useSession();
  const userId = user?.id ?? '';
  return useInfiniteQuery({
    ...chatMessagesQueryOptions(userId),
    enabled: enabled && !!token && userId !== '',
  });
}
