import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { CharacterCount } from './character-count.tsx';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

type MessageComposerProps = {
  /** The textarea's id; its hint and error are named after it. */
  id: string;
  /** What the textarea is called for assistive technology ('Message', 'Reply', ...). */
  label: string;
  /** The send button's accessible name. */
  sendLabel?: string;
  placeholder?: string;
  /** The most characters one message may have: shown as "x/max" and refused past it. */
  max: number;
  /** The length from which "x/max" shows (a long limit need not be counted from the first key). */
  showCountFrom?: number;
  /**
   * The contracts' schema of one message: it enforces `max` (its message is shown on refusal) and gives
   * back what is sent (trimmed).
   */
  schema: ZodType<string, string>;
  /** Nothing can be typed or sent (no connection yet). */
  disabled?: boolean;
  /** A message is on its way: the button spins and nothing more is sent, but the next one may be typed. */
  pending?: boolean;
  /** Sends the checked text; `false` keeps it in the box (it was not sent). */
  onSend: (text: string) => boolean;
  onTextChange?: (text: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** The focus goes to the box as it appears (a panel opened to write in). */
  focusOnMount?: boolean;
};

/**
 * The one box to write a chat message in (the live chat, the support inbox, the travel assistant): it
 * grows with its text, Enter sends, Shift+Enter starts a new line, whitespace alone is not sent, "x/max"
 * counts the characters and more than max is refused with the schema's message.
 */
export function MessageComposer({
  id,
  label,
  sendLabel = 'Send',
  placeholder,
  max,
  showCountFrom = 0,
  schema,
  disabled = false,
  pending = false,
  onSend,
  onTextChange,
  onFocus,
  onBlur,
  focusOnMount = false,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the box appears
  useEffect(() => {
    if (focusOnMount) box.current?.focus();
  }, []);

  // The box grows with its text up to its CSS max-height, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text changing is the trigger
  useLayoutEffect(() => {
    const el = box.current;
    // jsdom lays nothing out.
    if (!el?.scrollHeight) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [text]);

  const send = () => {
    if (disabled || pending || text.trim() === '') return;
    const parsed = schema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'This message cannot be sent.');
      return;
    }
    if (!onSend(parsed.data)) return;
    setText('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word (Japanese, for one) confirms the word, not the message.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const over = text.length > max;
  const counted = text.length >= showCountFrom;
  return (
    <form
      className="border-t border-sand-200 px-4 pt-3 pb-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <textarea
          ref={box}
          id={id}
          rows={1}
          value={text}
          disabled={disabled}
          aria-invalid={over || undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            if (error && event.target.value.length <= max) setError(null);
            onTextChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-[0.9375rem] leading-normal text-ink-900 placeholder:text-ink-500 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-sand-100"
        />
        <button
          type="submit"
          disabled={disabled || pending}
          aria-label={sendLabel}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl bg-primary-600 text-white transition-colors duration-150 hover:bg-primary-700 disabled:cursor-not-allowed disabled:bg-sand-300 disabled:text-ink-700"
        >
          {pending ? <Spinner className="size-5" /> : <Send className="size-5" aria-hidden />}
        </button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        Enter sends, Shift+Enter starts a new line. Up to {max.toLocaleString('en-US')} characters.
      </p>
      <div className={cn('flex items-start justify-between gap-3 text-xs', (error || counted) && 'mt-1.5')}>
        <p id={`${id}-error`} role="alert" className="font-semibold text-danger-600">
          {error}
        </p>
        {counted && <CharacterCount length={text.length} max={max} className="mb-0 shrink-0 text-xs" />}
      </div>
    </form>
  );
}
