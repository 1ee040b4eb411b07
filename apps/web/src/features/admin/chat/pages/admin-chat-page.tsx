import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../../../ui/cn.ts';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { useConversations } from '../api/list-conversations.ts';
import { ChatThread } from '../components/chat-thread.tsx';
import { ChatUserPanel } from '../components/chat-user-panel.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { adminChatHref, inboxAddressFrom } from '../lib/chat-address.ts';
import { clearUnread, participantOf } from '../lib/inbox-cache.ts';
import { inboxStore, useInbox } from '../lib/inbox-store.ts';

/**
 * /admin/chat: the support inbox. Conversations (search, unread, online, live order) beside the open
 * thread and the traveller's profile with their latest bookings. On a phone the list and the thread are
 * two screens: the address names the open conversation, and the thread has a back button.
 */
export function AdminChatPage() {
  useDocumentMeta('Support inbox', 'Live chat conversations with travellers.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { search, userId } = inboxAddressFrom(params);
  const { connected, online } = useInbox();
  const conversations = useConversations(search);
  const line = conversations.data?.conversations.find((c) => c._id._id === userId);
  const user = line?._id ?? (userId ? participantOf(client, userId) : undefined);
  const unread = line?.unreadCount ?? 0;

  // The open thread is read: as it opens, when the connection comes (back), and whenever its line
  // shows unread messages (a list loaded after the thread).
  useEffect(() => {
    inboxStore.setOpen(userId);
    return () => inboxStore.setOpen(null);
  }, [userId]);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!connected) marked.current = null;
    if (!userId || !connected || (marked.current === userId && unread === 0)) return;
    if (!inboxStore.markRead(userId)) return;
    marked.current = userId;
    clearUnread(client, userId);
  }, [userId, connected, unread, client]);

  const hrefFor = (id: string | null) => adminChatHref({ search, userId: id });

  return (
    <div>
      <AdminPageHeader
        title="Support inbox"
        description="Travellers' live chat messages, newest activity first. Replies reach them at once, or as a notification and an e-mail when they are away."
      />
      <div className="grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_17rem]">
        <div
          data-testid="inbox-list"
          className={cn(
            'h-[calc(100dvh-16rem)] min-h-[28rem] flex-col border-sand-200 lg:flex lg:border-r',
            userId ? 'hidden' : 'flex',
          )}
        >
          <ConversationList
            search={search}
            selectedId={userId}
            onSearch={(next) => void navigate(adminChatHref({ search: next, userId }))}
            hrefFor={hrefFor}
          />
        </div>
        <div
          data-testid="inbox-thread"
          className={cn('h-[calc(100dvh-16rem)] min-h-[28rem] flex-col lg:flex', userId ? 'flex' : 'hidden')}
        >
          {userId ? (
            <ChatThread key={userId} userId={userId} user={user} backHref={hrefFor(null)} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-sm text-ink-600">
              <MessagesSquare className="size-10 text-ink-400" aria-hidden />
              <p className="font-semibold text-ink-900">Choose a conversation</p>
              <p>Its messages, the traveller's profile and their bookings show here.</p>
            </div>
          )}
        </div>
        {userId && user && (
          <div className="min-w-0 border-t border-sand-200 lg:col-span-2 xl:col-span-1 xl:h-[calc(100dvh-16rem)] xl:min-h-[28rem] xl:overflow-y-auto xl:border-t-0 xl:border-l">
            <ChatUserPanel user={user} online={online.has(userId)} />
          </div>
        )}
      </div>
    </div>
  );
}
