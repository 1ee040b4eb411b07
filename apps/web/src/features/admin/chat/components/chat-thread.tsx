import type { ChatMessage, ChatParticipant } from '@tabi/contracts';
import { ArrowLeft } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../../ui/cn.ts';
import { Spinner } from '../../../../ui/spinner.tsx';
import { UserAvatar } from '../../../../ui/user-avatar.tsx';
import { useConversation } from '../api/get-conversation.ts';
import { formatChatTime } from '../lib/chat-time.ts';
import { inboxStore, useInbox } from '../lib/inbox-store.ts';
import { ReplyBox } from './reply-box.tsx';

/** How close to the top (px) the agent scrolls before the older page loads. */
const loadOlderAt = 80;
/** How close to the bottom counts as reading the newest messages (then new ones scroll into view). */
const stickAt = 120;

type ChatThreadProps = {
  userId: string;
  /** Whose conversation, when a list names them. */
  user: ChatParticipant | undefined;
  /** The inbox's list (the back button, shown on phones). */
  backHref: string;
};

/** One user's conversation: their messages and support's, oldest first, older pages on scrolling up, the reply box. */
export function ChatThread({ userId, user, backHref }: ChatThreadProps) {
  const query = useConversation(userId);
  const { connected, online, typing, pending, error } = useInbox();
  const messages = useMemo(() => {
    const byId = new Map<string, ChatMessage>();
    for (const page of [...(query.data?.pages ?? [])].reverse()) {
      for (const message of page.messages) byId.set(message._id, message);
    }
    return [...byId.values()];
  }, [query.data]);
  const inFlight = pending.filter((p) => p.userId === userId);

  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const stick = useRef(true);
  const firstId = messages[0]?._id;
  const lastId = messages.at(-1)?._id;

  const loadOlder = () => {
    const el = scroller.current;
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void query.fetchNextPage();
  };

  // An older page keeps what the agent was reading in place; a new message at the bottom scrolls into
  // view when the agent was reading the newest ones (always on opening the thread).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current && firstId) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [firstId, lastId, inFlight.length]);

  const name = user?.name ?? 'Traveller';
  const isOnline = online.has(userId);
  return (
    <section aria-label={`Conversation with ${name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-sand-200 p-3">
        <Link
          to={backHref}
          aria-label="Back to conversations"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-ink-700 hover:bg-sand-100 lg:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        {user && <UserAvatar user={user} className="size-9 ring-0" size={36} />}
        <div className="min-w-0">
          <h2 className="truncate text-base font-bold text-ink-900">{name}</h2>
          <p className="text-xs text-ink-600">
            {typing[userId] ? (
              <em className="text-primary-700">typing...</em>
            ) : isOnline ? (
              <span className="text-success-700">Online</span>
            ) : (
              'Offline'
            )}
          </p>
        </div>
        {!connected && (
          <span className="ml-auto rounded-full bg-sand-100 px-2.5 py-1 text-xs font-semibold text-ink-700">
            Reconnecting...
          </span>
        )}
      </header>

      <div
        ref={scroller}
        data-testid="chat-scroller"
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4"
        onScroll={(event) => {
          const el = event.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < stickAt;
          if (el.scrollTop < loadOlderAt) loadOlder();
        }}
      >
        {query.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading messages..." />
          </div>
        ) : query.isError ? (
          <p className="p-6 text-center text-sm text-ink-600">
            The conversation could not be loaded.{' '}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="cursor-pointer font-semibold text-primary-700 hover:underline"
            >
              Try again
            </button>
          </p>
        ) : (
          <>
            {query.hasNextPage && (
              <div className="mb-3 text-center">
                <button
                  type="button"
                  onClick={loadOlder}
                  disabled={query.isFetchingNextPage}
                  className="cursor-pointer rounded-full px-3 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-wait"
                >
                  {query.isFetchingNextPage ? 'Loading older messages...' : 'Load older messages'}
                </button>
              </div>
            )}
            {messages.length === 0 && inFlight.length === 0 ? (
              <p className="p-6 text-center text-sm text-ink-600">
                No messages yet. Write the first one below.
              </p>
            ) : (
              <ol aria-label="Messages" className="space-y-3">
                {messages.map((message) => (
                  <MessageRow key={message._id} message={message} fromUser={message.sender._id === userId} />
                ))}
                {inFlight.map((item) => (
                  <li key={item.key} className="flex flex-col items-end gap-1 opacity-70">
                    <Bubble fromUser={false}>{item.text}</Bubble>
                    <span className="px-1 text-xs text-ink-600">Sending...</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>

      {error && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 border-t border-danger-50 bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          <span>{error}</span>
          <button
            type="button"
            onClick={() => inboxStore.clearError()}
            className="shrink-0 cursor-pointer font-semibold hover:underline"
          >
            Dismiss
          </button>
        </div>
      )}
      <ReplyBox key={userId} userId={userId} connected={connected} />
    </section>
  );
}

function Bubble({ fromUser, children }: { fromUser: boolean; children: React.ReactNode }) {
  return (
    <p
      className={cn(
        'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap',
        fromUser ? 'rounded-bl-md bg-sand-100 text-ink-900' : 'rounded-br-md bg-primary-600 text-white',
      )}
    >
      {children}
    </p>
  );
}

function MessageRow({ message, fromUser }: { message: ChatMessage; fromUser: boolean }) {
  return (
    <li className={cn('flex flex-col gap-1', fromUser ? 'items-start' : 'items-end')}>
      <span className="sr-only">
        {fromUser ? `${message.sender.name}:` : `Support (${message.sender.name}):`}
      </span>
      <Bubble fromUser={fromUser}>{message.message}</Bubble>
      <time className="px-1 text-xs text-ink-600" dateTime={message.createdAt}>
        {!fromUser && `${message.sender.name} · `}
        {formatChatTime(message.createdAt)}
      </time>
    </li>
  );
}
