import { Sparkles } from 'lucide-react';
import { cn } from '../../../ui/cn.ts';
import { MessageTime } from '../../../ui/message-time.tsx';
import type { AssistantMessage } from '../api/get-assistant-history.ts';
import { assistantTexts } from '../lib/assistant-texts.ts';
import { MessageText } from '../lib/message-text.tsx';

type AssistantMessageRowProps = {
  /** `timestamp` null: a message the panel opens with (the greeting), which has no time. */
  message: Omit<AssistantMessage, 'timestamp'> & { timestamp: string | null };
  onNavigate: () => void;
};

/** One bubble of the conversation: the traveller's on the right, the assistant's on the left. */
export function AssistantMessageRow({ message, onNavigate }: AssistantMessageRowProps) {
  const own = message.role === 'user';
  return (
    <li data-role={message.role} className={cn('flex items-end gap-2', own && 'flex-row-reverse')}>
      {!own && (
        <span
          aria-hidden
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600',
            // Level with the bubble's foot, above its time.
            message.timestamp && 'mb-5',
          )}
        >
          <Sparkles className="size-4" />
        </span>
      )}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', own ? 'items-end' : 'items-start')}>
        <span className="sr-only">{own ? 'You:' : 'Assistant:'}</span>
        <div
          className={cn(
            'space-y-1.5 rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed break-words',
            own
              ? 'max-w-[85%] rounded-br-md bg-primary-600 whitespace-pre-wrap text-white'
              : 'max-w-full rounded-bl-md bg-sand-100 text-ink-900',
          )}
        >
          {own ? message.content : <MessageText text={message.content} onNavigate={onNavigate} />}
          {message.helpUrl && (
            <p>
              {assistantTexts.helpUrlLead}{' '}
              <a
                href={message.helpUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all text-primary-700 underline underline-offset-2 hover:text-primary-800"
              >
                {message.helpUrl}
              </a>
            </p>
          )}
        </div>
        {message.timestamp && <MessageTime iso={message.timestamp} />}
      </div>
    </li>
  );
}
