import { chatTextSchema, limits } from '@tabi/contracts';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '../../../../ui/cn.ts';
import { inboxStore } from '../lib/inbox-store.ts';

/** How long after the last key the user is told the agent stopped typing. */
const typingIdleMs = 3000;

/**
 * The agent's reply to one user: x/500 (more is refused with the contracts' message), Enter sends,
 * Shift+Enter starts a new line, whitespace alone is not sent. Typing is announced while the agent types
 * and withdrawn after a pause, on leaving the box, on sending and on leaving the thread.
 */
export function ReplyBox({ userId, connected }: { userId: string; connected: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = () => {
    clearTimeout(idle.current);
    if (!typing.current) return;
    typing.current = false;
    inboxStore.typing(userId, false);
  };
  const stopRef = useRef(stopTyping);
  stopRef.current = stopTyping;
  useEffect(() => () => stopRef.current(), []);

  const typed = (value: string) => {
    setText(value);
    if (error && value.length <= limits.liveChatMessageMax) setError(null);
    if (value.trim() === '') return stopTyping();
    if (!typing.current) {
      typing.current = true;
      inboxStore.typing(userId, true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, typingIdleMs);
  };

  const send = () => {
    if (text.trim() === '') return;
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'This message cannot be sent.');
      return;
    }
    if (!inboxStore.send(userId, parsed.data)) return;
    stopTyping();
    setText('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const over = text.length > limits.liveChatMessageMax;
  return (
    <form
      className="border-t border-sand-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="admin-chat-reply" className="sr-only">
          Reply
        </label>
        <textarea
          id="admin-chat-reply"
          rows={2}
          value={text}
          aria-invalid={over || undefined}
          aria-describedby="admin-chat-reply-hint"
          placeholder={
            connected ? 'Write a reply... (Enter sends, Shift+Enter for a new line)' : 'Connecting...'
          }
          onChange={(event) => typed(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-sand-300 bg-white px-3 py-2 text-[0.9375rem] text-ink-900 placeholder:text-ink-500 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
        <button
          type="submit"
          disabled={!connected}
          aria-label="Send reply"
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl bg-primary-600 text-white transition-colors duration-150 hover:bg-primary-700 disabled:cursor-not-allowed disabled:bg-sand-300"
        >
          <Send className="size-5" aria-hidden />
        </button>
      </div>
      <div id="admin-chat-reply-hint" className="mt-1.5 flex items-start justify-between gap-3 text-xs">
        <p role="alert" className="font-semibold text-danger-600">
          {error}
        </p>
        <span
          className={cn('shrink-0 tabular-nums', over ? 'font-semibold text-danger-600' : 'text-ink-600')}
        >
          {text.length}/{limits.liveChatMessageMax}
        </span>
      </div>
    </form>
  );
}
