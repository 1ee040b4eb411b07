import { type AiErrorKind, aiErrorKinds } from '@tabi/contracts';
import { type ApiError, isApiError } from '../../../api/api-error.ts';
import { assistantTexts } from './assistant-texts.ts';
import { RequestTimeoutError } from './request-timeout.ts';

/** What the panel shows as the model's message when a call failed (spec section 8). */
export type AssistantNotice = {
  content: string;
  /** Where an API key can be had, from the server's `details.helpUrl` (http or https only). */
  helpUrl?: string;
};

/**
 * Nothing answered: the fetch itself failed (status 0), or a proxy in front of the backend said it
 * could not reach it (502 without our server's own error body).
 */
function backendUnreachable(error: ApiError) {
  return error.status === 0 || (error.status === 502 && !error.fromServer);
}

function aiErrorOf(error: ApiError): AiErrorKind | undefined {
  const kind = error.details.aiError;
  return aiErrorKinds.find((known) => known === kind);
}

function helpUrlOf(error: ApiError): string | undefined {
  const url = error.details.helpUrl;
  if (typeof url !== 'string') return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Loading the history failed: a warning when the backend is not running, else null (the greeting). */
export function historyErrorNotice(error: unknown): AssistantNotice | null {
  return isApiError(error) && backendUnreachable(error)
    ? { content: assistantTexts.backendNotRunning }
    : null;
}

/** Asking a question (or clearing) failed: the spec's text for the failure. */
export function replyErrorNotice(error: unknown): AssistantNotice {
  if (error instanceof RequestTimeoutError) return { content: assistantTexts.timeout };
  if (!isApiError(error)) return { content: assistantTexts.fallback };
  if (backendUnreachable(error)) return { content: assistantTexts.cannotConnect };

  const helpUrl = helpUrlOf(error);
  switch (aiErrorOf(error)) {
    case 'invalid-key':
      return { content: assistantTexts.invalidKey, helpUrl };
    case 'not-configured':
      return { content: error.message, helpUrl };
    case 'quota':
      return { content: assistantTexts.quota };
    case 'service':
      return { content: assistantTexts.service };
    case 'timeout':
      return { content: assistantTexts.timeout };
    case undefined:
      break;
  }
  if (error.status === 500) return { content: assistantTexts.service };
  // Our own refusals (a question too long, too many questions in a minute) say what to do: shown as-is.
  // A 429 that says nothing is taken for the spec's quota.
  if (error.status === 429 && !error.fromServer) return { content: assistantTexts.quota };
  if (error.status >= 400 && error.status < 500 && error.fromServer)
    return { content: error.message, helpUrl };
  return { content: assistantTexts.fallback };
}
