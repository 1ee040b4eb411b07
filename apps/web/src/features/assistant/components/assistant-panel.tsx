import { assistantTextSchema, limits } from '@tabi/contracts';
import { assistantSuggestions } from '@tabi/site-content';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSession } from '../../../session/session-context.ts';
import { MessageComposer } from '../../../ui/message-composer.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useClearAssistantHistory } from '../api/clear-assistant-history.ts';
import {
  type AssistantMessage,
  assistantHistoryKey,
  useAssistantHistory,
} from '../api/get-assistant-history.ts';
import { sendAssistantMessageKey, useSendAssistantMessage } from '../api/send-assistant-message.ts';
import { historyErrorNotice } from '../lib/assistant-errors.ts';
import { assistantTexts } from '../lib/assistant-texts.ts';
import { messagePlainText } from '../lib/message-text.tsx';
import { currentSessionId } from '../lib/session-id.ts';
import { AssistantMessageRow } from './assistant-message.tsx';

/**
 * The travel assistant's conversation (spec section 4, "AI chat"): it opens with the greeting, or the
 * history of this tab's conversation, and the suggested questions while nothing was asked; a question
 * shows at once and a spinner until the reply; errors are the model's messages (spec section 8). Replies
 * are announced to screen readers; following a tour link closes the panel (`onNavigate`).
 */
export function AssistantPanel({
  onNavigate,
  headerActions,
}: {
  /** A link of the conversation was followed: the panel closes. */
  onNavigate: () => void;
  /** The place in the panel's header for its clear button. */
  headerActions: HTMLElement | null;
}) {
  const { user } = useSession();
  const owner = user?.id ?? null;
  const [sessionId, setSessionId] = useState(() => currentSessionId(owner));
  const client = useQueryClient();
  const history = useAssistantHistory(sessionId);
  const send = useSendAssistantMessage(sessionId);
  const clear = useClearAssistantHistory(sessionId, owner);
  // Counted across openings: a question asked before the panel was closed may still be on its way.
  const replying = useIsMutating({ mutationKey: sendAssistantMessageKey(sessionId) }) > 0;
  const [announcement, setAnnouncement] = useState('');

  const messages = history.data ?? [];
  const asked = messages.some((m) => m.role === 'user');
  const opening = (history.error && historyErrorNotice(history.error)) || {
    content: assistantTexts.greeting,
  };

  /** Tells screen readers the newest message of the assistant, as the text it shows. */
  const announceLatest = (id: string) => {
    const shown = client.getQueryData<AssistantMessage[]>(assistantHistoryKey(id)) ?? [];
    const latest = shown.findLast((m) => m.role === 'model');
    if (latest) setAnnouncement(messagePlainText(latest.content));
  };

  const ask = (message: string) => {
    if (replying || history.isPending) return false;
    send.mutate(
      { message, sentAt: new Date().toISOString() },
      { onSettled: () => announceLatest(sessionId) },
    );
    return true;
  };

  const list = useRef<HTMLElement>(null);
  // A new reply shows from its first line (it may be taller than the panel); anything else, the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the spinner is the trigger
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const last = Array.from(el.querySelectorAll<HTMLElement>('li[data-role]')).at(-1);
    el.scrollTop = !replying && last?.dataset.role === 'model' ? last.offsetTop - 16 : el.scrollHeight;
  }, [messages.length, replying]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {headerActions &&
        createPortal(
          <button
            type="button"
            aria-label="Clear conversation"
            title="Clear conversation"
            disabled={replying || clear.isPending || messages.length === 0}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: (next) => {
                  setSessionId(next);
                  setAnnouncement(assistantTexts.cleared);
                },
                onError: () => announceLatest(sessionId),
              })
            }
            className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-white transition-colors duration-150 hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {clear.isPending ? <Spinner className="size-5" /> : <RotateCcw className="size-5" aria-hidden />}
          </button>,
          headerActions,
        )}

      <section
        ref={list}
        aria-label="Conversation with the travel assistant"
        // Scrollable: keyboard users reach it to scroll through a long answer.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
        tabIndex={0}
        className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-500"
      >
        {history.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner className="size-6 text-primary-600" label="Loading the conversation..." />
          </div>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.length === 0 && (
              <AssistantMessageRow
                message={{ role: 'model', timestamp: null, ...opening }}
                onNavigate={onNavigate}
              />
            )}
            {messages.map((message, i) => (
              <AssistantMessageRow
                // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever added at the end
                key={`${i}-${message.timestamp}`}
                message={message}
                onNavigate={onNavigate}
              />
            ))}
            {replying && (
              <li className="flex items-center gap-2 pl-9 text-sm text-ink-600">
                <Spinner className="size-4 text-primary-600" />
                The assistant is writing...
              </li>
            )}
          </ol>
        )}
        {!history.isPending && !asked && !replying && (
          <div className="mt-4 pl-9">
            <p id="assistant-suggestions" className="mb-2 text-xs font-semibold text-ink-600">
              Try asking
            </p>
            <ul aria-labelledby="assistant-suggestions" className="flex flex-wrap gap-2">
              {assistantSuggestions.panel.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    onClick={() => ask(question)}
                    className="cursor-pointer rounded-full border border-primary-200 bg-white px-3 py-1.5 text-left text-sm font-semibold text-primary-700 transition-colors duration-150 hover:border-primary-300 hover:bg-primary-50"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>

      <MessageComposer
        id="assistant-message"
        label="Your question"
        placeholder="Ask about tours, dates, prices..."
        max={limits.assistantMessageMax}
        showCountFrom={limits.assistantMessageMax * 0.9}
        schema={assistantTextSchema}
        pending={replying || history.isPending}
        onSend={ask}
        focusOnMount
      />
    </div>
  );
}
