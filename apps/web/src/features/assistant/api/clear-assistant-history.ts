import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { replyErrorNotice } from '../lib/assistant-errors.ts';
import { assistantTexts } from '../lib/assistant-texts.ts';
import { newSessionId } from '../lib/session-id.ts';
import { type AssistantMessage, appendMessages, assistantHistoryKey } from './get-assistant-history.ts';

/** POST /api/gemini/clear-history: the server forgets the conversation. */
export async function clearAssistantHistory(sessionId: string) {
  await api.post<{ success: true }>('/gemini/clear-history', { sessionId });
}

/**
 * Clears the conversation and starts a new one under a new session id (kept for the tab), which opens
 * with 'Conversation cleared! How can I help you today?'. Resolves to the new session id. A failure is
 * told as the model's message in the conversation, which stays.
 */
export function useClearAssistantHistory(sessionId: string, owner: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await clearAssistantHistory(sessionId);
      return newSessionId(owner);
    },
    onSuccess: (next) => {
      const cleared: AssistantMessage = {
        role: 'model',
        content: assistantTexts.cleared,
        timestamp: new Date().toISOString(),
      };
      client.setQueryData<AssistantMessage[]>(assistantHistoryKey(next), [cleared]);
      client.removeQueries({ queryKey: assistantHistoryKey(sessionId) });
    },
    onError: (error) =>
      appendMessages(client, sessionId, [
        { role: 'model', ...replyErrorNotice(error), timestamp: new Date().toISOString() },
      ]),
  });
}
