import type { AssistantChatResponse } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { replyErrorNotice } from '../lib/assistant-errors.ts';
import { withTimeout } from '../lib/request-timeout.ts';
import { type AssistantMessage, appendMessages, assistantHistoryKey } from './get-assistant-history.ts';

/** Spec section 9: a reply comes within 30 s or is given up on. */
export const replyTimeoutMs = 30_000;

export const sendAssistantMessageKey = (sessionId: string) => ['assistant', sessionId, 'chat'] as const;

/** POST /api/gemini/chat: the model's answer to `message`, as text. */
export async function sendAssistantMessage(sessionId: string, message: string) {
  const answer = await withTimeout(replyTimeoutMs, undefined, (signal) =>
    api.post<AssistantChatResponse>('/gemini/chat', { message, sessionId }, { signal }),
  );
  return answer.response;
}

type Question = { message: string; sentAt: string };

/**
 * Asks the assistant. The question shows at once; the answer, or the spec's text for the failure, is
 * added as the model's message when it comes, even if the panel was closed meanwhile (the question is
 * added again if the history was reloaded in between, without it).
 */
export function useSendAssistantMessage(sessionId: string) {
  const client = useQueryClient();
  const question = ({ message, sentAt }: Question): AssistantMessage => ({
    role: 'user',
    content: message,
    timestamp: sentAt,
  });
  const answerWith = (asked: Question, answer: AssistantMessage) => {
    const shown = client.getQueryData<AssistantMessage[]>(assistantHistoryKey(sessionId)) ?? [];
    const stillShown = shown.some((m) => m.role === 'user' && m.timestamp === asked.sentAt);
    appendMessages(client, sessionId, stillShown ? [answer] : [question(asked), answer]);
  };
  return useMutation({
    mutationKey: sendAssistantMessageKey(sessionId),
    mutationFn: ({ message }: Question) => sendAssistantMessage(sessionId, message),
    onMutate: (asked) => appendMessages(client, sessionId, [question(asked)]),
    onSuccess: (response, asked) =>
      answerWith(asked, { role: 'model', content: response, timestamp: new Date().toISOString() }),
    onError: (error, asked) =>
      answerWith(asked, { role: 'model', ...replyErrorNotice(error), timestamp: new Date().toISOString() }),
  });
}
