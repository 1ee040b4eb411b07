import { type ChatMessage, chatTextSchema, limits } from '@tabi/contracts';
import { Check, CheckCheck, Clock, MessageCircle, RotateCcw, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSession } from '../../../session/session-context.ts';
import { cn } from '../../../ui/cn.ts';
import { MessageComposer } from '../../../ui/message-composer.tsx';
import { MessageTime } from '../../../ui/message-time.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useChatMessages } from '../api/get-chat-messages.ts';
import { isOwnMessage, mergeMessages } from '../lib/chat-messages.ts';
import { chatStore, type PendingMessage, useChatState } from '../lib/chat-store.ts';
import { replyExpectation } from '../lib/reply-expectation.ts';

/**
 * The live support chat (spec section 4, "Live chat"): the connection's status, the conversation with
 * older messages as the user scrolls up, support typing, and the box to write in. Mounted while the
 * dialog is open, which clears the unread count.
 */
export function LiveChatPanel() {
  const connected = useChatState((s) => s.connected);
  useEffect(() => {
    chatStore.setOpen(true);
    return () => chatStore.setOpen(false);
  }, []);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <StatusBar connected={connected} />
      <Conversation connected={connected} />
      <Composer connected={connected} />
    </div>
  );
}

function StatusBar({ connected }: { connected: boolean }) {
  const muted = useChatState((s) => s.muted);
  return (
    <div className="flex items-center gap-2 border-b border-sand-200 bg-sand-50 px-5 py-2 text-sm">
      <span
        aria-hidden
        className={cn('size-2 rounded-full', connected ? 'bg-success-600' : 'animate-pulse bg-ink-400')}
      />
      <p
        role="status"
        className={cn('flex-1 font-semibold', connected ? 'text-success-700' : 'text-ink-600')}
      >
        {connected ? "Online - We're here to help!" : 'Offline - Connecting...'}
      </p>
      <button
        type="button"
        aria-pressed={muted}
        aria-label="Mute notification sound"
        title={muted ? 'Sound off' : 'Sound on'}
        onClick={() => chatStore.toggleMuted()}
        className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-ink-600 transition-colors duration-150 hover:bg-sand-100 hover:text-ink-900"
      >
        {muted ? <VolumeX className="size-4" aria-hidden /> : <Volume2 className="size-4" aria-hidden />}
      </button>
    </div>
  );
}

function Conversation({ connected }: { connected: boolean }) {
  const { user } = useSession();
  const live = useChatState((s) => s.live);
  const pending = useChatState((s) => s.pending);
  const adminTyping = useChatState((s) => s.adminTyping);
  const supportReadAt = useChatState((s) => s.supportReadAt);
  const history = useChatMessages({ enabled: connected });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  const loaded = useMemo(() => (data ? [...data.pages].reverse().flat() : []), [data]);
  const messages = useMemo(() => mergeMessages(loaded, live), [loaded, live]);

  useEffect(() => {
    if (loaded.length > 0) chatStore.reconcile(loaded);
  }, [loaded]);

  const list = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const restore = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what is shown changing is the trigger
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (restore.current !== null) {
      el.scrollTop = el.scrollHeight - restore.current;
      restore.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, pending, adminTyping]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop < 48 && hasNextPage && !isFetchingNextPage) {
      restore.current = el.scrollHeight - el.scrollTop;
      void fetchNextPage();
    }
  };

  if (!data) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner className="size-6 text-primary-600" label="Loading messages..." />
      </div>
    );
  }

  const empty = messages.length === 0 && pending.length === 0;
  const isOwn = (message: ChatMessage) => !!user && isOwnMessage(message, user);
  const last = messages.at(-1);
  // The user's latest message carries its receipt; while support has not answered it, a note says when
  // they may expect an answer.
  const lastOwn = messages.findLast(isOwn);
  const awaitingReply = last !== undefined && last === lastOwn && pending.length === 0;
  const receiptOf = (message: ChatMessage) =>
    message !== lastOwn
      ? undefined
      : message.readAt || (supportReadAt !== null && message.createdAt <= supportReadAt)
        ? 'read'
        : 'delivered';
  return (
    <div
      ref={list}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
      aria-label="Conversation with support"
      role="log"
    >
      {empty ? (
        <div className="flex h-full flex-col items-center justify-center text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
            <MessageCircle className="size-6" aria-hidden />
          </span>
          <p className="mt-3 font-bold text-ink-900">Start a Conversation</p>
          <p className="mt-1 text-sm text-ink-600">No messages yet...</p>
          <p className="mt-3 max-w-xs text-sm text-ink-700">
            Ask about a tour, a booking or your trip: a person from our team in Kyoto answers here.{' '}
            {replyExpectation(new Date())}
          </p>
        </div>
      ) : (
        <ol className="flex flex-col gap-3">
          {isFetchingNextPage && (
            <li className="flex justify-center">
              <Spinner className="size-5 text-primary-600" label="Loading earlier messages..." />
            </li>
          )}
          {messages.map((message) => (
            <MessageRow
              key={message._id}
              message={message}
              own={isOwn(message)}
              receipt={receiptOf(message)}
            />
          ))}
          {pending.map((item) => (
            <PendingRow key={item.id} item={item} />
          ))}
          {awaitingReply && (
            <li className="flex items-start gap-2 self-center rounded-xl bg-primary-50 px-3 py-2 text-sm text-ink-800">
              <Clock className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden />
              <span>
                Thanks, your message reached our team. {replyExpectation(new Date())} The answer also comes by
                e-mail if you have left.
              </span>
            </li>
          )}
        </ol>
      )}
      {adminTyping && (
        <p className="mt-3 text-sm text-ink-600 italic" aria-live="polite">
          Agent is typing...
        </p>
      )}
    </div>
  );
}

function Bubble({ own, children }: { own: boolean; children: React.ReactNode }) {
  return (
    <p
      className={cn(
        'max-w-[80%] rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap',
        own ? 'rounded-br-md bg-primary-600 text-white' : 'rounded-bl-md bg-sand-100 text-ink-900',
      )}
    >
      {children}
    </p>
  );
}

type Receipt = 'delivered' | 'read';

function MessageRow({ message, own, receipt }: { message: ChatMessage; own: boolean; receipt?: Receipt }) {
  return (
    <li className={cn('flex items-end gap-2', own && 'flex-row-reverse')}>
      {!own && <UserAvatar user={message.sender} className="size-7 ring-0" size={28} />}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', own ? 'items-end' : 'items-start')}>
        <span className="sr-only">{own ? 'You' : message.sender.name || 'Support'}:</span>
        <Bubble own={own}>{message.message}</Bubble>
        <span className="flex items-center gap-1.5">
          <MessageTime iso={message.createdAt} />
          {receipt && <ReceiptMark receipt={receipt} />}
        </span>
      </div>
    </li>
  );
}

/** Under the user's latest message: it reached support (stored), then support read it. */
function ReceiptMark({ receipt }: { receipt: Receipt }) {
  const Icon = receipt === 'read' ? CheckCheck : Check;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs',
        receipt === 'read' ? 'text-primary-700' : 'text-ink-600',
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {receipt === 'read' ? 'Read' : 'Delivered'}
    </span>
  );
}

function PendingRow({ item }: { item: PendingMessage }) {
  return (
    <li className="flex flex-col items-end gap-1">
      <span className="sr-only">You:</span>
      <div className={cn('flex max-w-full justify-end', item.status !== 'failed' && 'opacity-70')}>
        <Bubble own>{item.text}</Bubble>
      </div>
      {item.status === 'failed' ? (
        <span className="flex items-center gap-2 px-1 text-xs">
          <span className="font-semibold text-danger-600">{item.error ?? 'Not sent.'}</span>
          <button
            type="button"
            onClick={() => chatStore.retry(item.id)}
            className="inline-flex cursor-pointer items-center gap-1 font-semibold text-primary-700 hover:underline"
          >
            <RotateCcw className="size-3" aria-hidden />
            Retry
          </button>
        </span>
      ) : (
        <span className="px-1 text-xs text-ink-600">
          {item.status === 'queued' ? 'Waiting for the connection...' : 'Sending...'}
        </span>
      )}
    </li>
  );
}

function Composer({ connected }: { connected: boolean }) {
  const typing = useRef(false);
  useEffect(
    () => () => {
      if (typing.current) chatStore.typing(false);
    },
    [],
  );

  return (
    <MessageComposer
      id="live-chat-message"
      label="Message"
      placeholder="Type your message..."
      max={limits.liveChatMessageMax}
      schema={chatTextSchema}
      disabled={!connected}
      onSend={(text) => {
        chatStore.send(text);
        return true;
      }}
      onFocus={() => {
        typing.current = true;
        chatStore.typing(true);
      }}
      onBlur={() => {
        typing.current = false;
        chatStore.typing(false);
      }}
    />
  );
}
