import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../../session/session-context.ts';
import { conversationsQueryOptions } from '../api/list-conversations.ts';
import { unreadConversations } from '../lib/inbox-cache.ts';

/** The console navigation's count of conversations with unread messages, kept live by the inbox's socket. */
export function UnreadConversationsBadge() {
  const { token, isAdmin } = useSession();
  const { data } = useQuery({ ...conversationsQueryOptions(''), enabled: Boolean(token && isAdmin) });
  const count = unreadConversations(data?.conversations);
  if (count === 0) return null;
  return (
    <span className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs font-bold text-white tabular-nums">
      {count}
      <span className="sr-only"> unread {count === 1 ? 'conversation' : 'conversations'}</span>
    </span>
  );
}
