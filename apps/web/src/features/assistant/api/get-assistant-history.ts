import type { AssistantHistoryResponse, AssistantTurn } from '@tabi/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { withTimeout } from '../lib/request-timeout.ts';

/** Spec section 9: the history answers within 5 s or is given up on. */
export const historyTimeoutMs = 5000;

/**
 * One message as the panel shows it: a stored turn, or one the panel wrote (an error as the model's
 * message, with the URL where an API key can be had when the server gave one).
 */
export type AssistantMessage = AssistantTurn & { helpUrl?: string };

export const assistantHistoryKey = (sessionId: string) => ['assistant', sessionId, 'history'] as const;

/** GET /api/gemini/history/:sessionId: the conversation so far, oldest first (empty for a new one). */
export async function getAssistantHistory(
  sessionId: string,
  signal?: AbortSignal,
): Promise<AssistantMessage[]> {
  const answer = await withTimeout(historyTimeoutMs, signal, (withLimit) =>
    api.get<AssistantHistoryResponse>(`/gemini/history/${encodeURIComponent(sessionId)}`, {
      signal: withLimit,
    }),
  );
  return answer.history;
}

export function assistantHistoryQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: assistantHistoryKey(sessionId),
    queryFn: ({ signal }) => getAssistantHistory(sessionId, signal),
    // The panel adds what is asked and answered here itself; the stored history is read again each time
    // the panel opens (and only then), the spec's "loaded history". A failure is not retried: it shows.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    retry: false,
  });
}

export function useAssistantHistory(sessionId: string) {
  return useQuery(assistantHistoryQueryOptions(sessionId));
}

/** Adds messages at the end of a conversation as the panel shows it. */
export function appendMessages(client: QueryClient, sessionId: string, messages: AssistantMessage[]) {
  client.setQueryData<AssistantMessage[]>(assistantHistoryKey(sessionId), (shown = []) => [
    ...shown,
    ...messages,
  ]);
}
