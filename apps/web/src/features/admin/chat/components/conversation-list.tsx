import type { ChatConversation } from '@tabi/contracts';
import { limits } from '@tabi/contracts';
import { MessagesSquare, Search } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../ui/cn.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { UserAvatar } from '../../../../ui/user-avatar.tsx';
import { useSearchDraft } from '../../shared/lib/use-search-draft.ts';
import { useConversations } from '../api/list-conversations.ts';
import { formatChatTime } from '../lib/chat-time.ts';
import { useInbox } from '../lib/inbox-store.ts';

type ConversationListProps = {
  search: string;
  selectedId: string | null;
  onSearch: (search: string) => void;
  /** The address of a user's thread, keeping the search. */
  hrefFor: (userId: string) => string;
};

/** The inbox's left column: search by name or e-mail, then the conversations, newest activity first. */
export function ConversationList({ search, selectedId, onSearch, hrefFor }: ConversationListProps) {
  const query = useConversations(search);
  const [draft, setDraft] = useSearchDraft(search);
  const { online, typing } = useInbox();
  const conversations = query.data?.conversations;

  return (
    <section aria-label="Conversations" className="flex min-h-0 flex-col">
      <form
        className="flex gap-2 border-b border-sand-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <label htmlFor="chat-search" className="sr-only">
          Search conversations by name or e-mail
        </label>
        <input
          id="chat-search"
          type="search"
          value={draft}
          maxLength={limits.searchMaxLength}
          placeholder="Search name or e-mail"
          onChange={(event) => setDraft(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-xl border border-sand-300 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="Search"
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-xl bg-primary-600 text-white hover:bg-primary-700"
        >
          <Search className="size-4" aria-hidden />
        </button>
      </form>

      {query.isPending ? (
        <ul aria-label="Loading conversations" className="space-y-1 p-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className="flex items-center gap-3 p-2">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-4/5" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="p-6 text-center text-sm text-ink-600">
          <p className="font-semibold text-ink-900">The conversations could not be loaded.</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 cursor-pointer font-semibold text-primary-700 hover:underline"
          >
            Try again
          </button>
        </div>
      ) : !conversations?.length ? (
        <div className="flex flex-col items-center gap-2 p-8 text-center text-sm text-ink-600">
          <MessagesSquare className="size-8 text-ink-400" aria-hidden />
          {search ? (
            <>
              <p className="font-semibold text-ink-900">No conversation matches "{search}".</p>
              <button
                type="button"
                onClick={() => onSearch('')}
                className="cursor-pointer font-semibold text-primary-700 hover:underline"
              >
                Show all conversations
              </button>
            </>
          ) : (
            <>
              <p className="font-semibold text-ink-900">No conversations yet.</p>
              <p>Travellers' messages from the live chat show here as they arrive.</p>
            </>
          )}
        </div>
      ) : (
        <ul className={cn('min-h-0 flex-1 overflow-y-auto p-2', query.isPlaceholderData && 'opacity-60')}>
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation._id._id}
              conversation={conversation}
              href={hrefFor(conversation._id._id)}
              selected={conversation._id._id === selectedId}
              online={online.has(conversation._id._id)}
              typing={Boolean(typing[conversation._id._id])}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type RowProps = {
  conversation: ChatConversation;
  href: string;
  selected: boolean;
  online: boolean;
  typing: boolean;
};

function ConversationRow({ conversation, href, selected, online, typing }: RowProps) {
  const { _id: user, lastMessage, unreadCount } = conversation;
  const fromSupport = lastMessage.sender._id !== user._id;
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation"
        className={cn(
          'flex items-center gap-3 rounded-xl p-2.5 transition-colors duration-150',
          selected ? 'bg-primary-50' : 'hover:bg-sand-100',
        )}
      >
        <span className="relative shrink-0">
          <UserAvatar user={user} className="size-10 ring-0" size={40} />
          {online && (
            <span className="absolute right-0 bottom-0 size-3 rounded-full bg-success-600 ring-2 ring-white">
              <span className="sr-only">Online</span>
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn('truncate text-sm text-ink-900', unreadCount > 0 ? 'font-bold' : 'font-semibold')}
            >
              {user.name}
            </span>
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-ink-600">
              {formatChatTime(lastMessage.createdAt)}
            </time>
          </span>
          <span className="block truncate text-xs text-ink-600">{user.email}</span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unreadCount > 0 ? 'text-ink-900' : 'text-ink-600')}>
              {typing ? (
                <em className="text-primary-700">typing...</em>
              ) : (
                <>
                  {fromSupport && <span className="text-ink-500">Support: </span>}
                  {lastMessage.message}
                </>
              )}
            </span>
            {unreadCount > 0 && (
              <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs font-bold text-white tabular-nums">
                {unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
