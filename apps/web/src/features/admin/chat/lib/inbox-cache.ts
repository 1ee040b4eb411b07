import type { ChatConversation, ChatMessage, ChatParticipant } from '@tabi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type ThreadData, threadKey, threadsKey } from '../api/get-conversation.ts';
import { conversationsKey } from '../api/list-conversations.ts';

type ConversationsData = { success: true; conversations: ChatConversation[] };

/** A conversation with new activity goes to the top of a list (added if it was not there). */
export function moveToTop(
  list: ChatConversation[],
  user: ChatParticipant,
  change: (current: ChatConversation | undefined) => ChatConversation,
): ChatConversation[] {
  const current = list.find((c) => c._id._id === user._id);
  return [change(current), ...list.filter((c) => c._id._id !== user._id)];
}

/** How many conversations have something the user wrote that no administrator has read. */
export const unreadConversations = (list: ChatConversation[] | undefined) =>
  list?.filter((c) => c.unreadCount > 0).length ?? 0;

/** A message added to a loaded thread's newest page, once (by `_id`). Threads not loaded are left. */
export function appendToThread(client: QueryClient, userId: string, message: ChatMessage) {
  client.setQueryData<ThreadData>(threadKey(userId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/**
 * Activity in a user's conversation, in every cached search of the inbox: the unfiltered list moves
 * it to the top (adding it), a search that shows it moves it too; a search that does not is read again
 * (the user may match it).
 */
export function updateConversation(
  client: QueryClient,
  user: ChatParticipant,
  change: (current: ChatConversation | undefined) => ChatConversation,
) {
  for (const [key, data] of client.getQueriesData<ConversationsData>({ queryKey: conversationsKey })) {
    if (!data) continue;
    const search = String(key[conversationsKey.length] ?? '');
    const listed = data.conversations.some((c) => c._id._id === user._id);
    if (search && !listed) {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    client.setQueryData<ConversationsData>(key, {
      ...data,
      conversations: moveToTop(data.conversations, user, change),
    });
  }
}

/** The user's messages were read: their badge is 0 in every cached list. */
export function clearUnread(client: QueryClient, userId: string) {
  for (const [key, data] of client.getQueriesData<ConversationsData>({ queryKey: conversationsKey })) {
    if (!data?.conversations.some((c) => c._id._id === userId && c.unreadCount > 0)) continue;
    client.setQueryData<ConversationsData>(key, {
      ...data,
      conversations: data.conversations.map((c) => (c._id._id === userId ? { ...c, unreadCount: 0 } : c)),
    });
  }
}

/** Everything the socket would have told us while it was down, or cannot place, is read again. */
export function reloadInbox(client: QueryClient) {
  void client.invalidateQueries({ queryKey: conversationsKey });
  void client.invalidateQueries({ queryKey: threadsKey });
}

/** The participant a conversation line names, for a reply to a user the inbox already lists. */
export function participantOf(client: QueryClient, userId: string): ChatParticipant | undefined {
  for (const [, data] of client.getQueriesData<ConversationsData>({ queryKey: conversationsKey })) {
    const found = data?.conversations.find((c) => c._id._id === userId);
    if (found) return found._id;
  }
  return undefined;
}
