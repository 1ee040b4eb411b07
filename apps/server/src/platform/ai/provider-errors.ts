import { AiProviderError } from './provider.ts';

/**
 * The spec's texts for a language model's failures (section 8), in one place. The provider's own error
 * text is never passed on: some echo part of the key ('Incorrect API key provided: sk-...').
 */
export const aiErrorMessages = {
  'invalid-key': 'Invalid API Key...',
  quota: 'API quota exceeded. Please wait and try again later.',
  service: 'AI service error...',
  timeout: 'Request timeout. The AI is taking too long to respond. Please try again with a shorter message.',
} as const;

export type ProviderFailureKind = keyof typeof aiErrorMessages;

export const providerError = (kind: ProviderFailureKind, helpUrl?: string) =>
  new AiProviderError(kind, aiErrorMessages[kind], kind === 'invalid-key' ? helpUrl : undefined);

/**
 * The kind of an HTTP failure of a provider: a refused key (401/403, or `keyRejected` for providers that
 * answer a bad key with another status, like Gemini's 400 API_KEY_INVALID), a spent quota or rate limit
 * (429), anything else is the service failing (5xx, a wrong model name, an answer we cannot read).
 */
export function kindOfStatus(status: number | undefined, keyRejected = false): ProviderFailureKind {
  if (keyRejected || status === 401 || status === 403) return 'invalid-key';
  if (status === 429) return 'quota';
  return 'service';
}

/**
 * Turns whatever a provider call threw into an `AiProviderError`. When our signal was aborted the
 * answer is no longer wanted whatever the SDK threw (each SDK throws its own abort error), so it is a
 * timeout; otherwise `classify` reads the SDK's error.
 */
export function toProviderError(
  error: unknown,
  signal: AbortSignal,
  classify: (error: unknown) => ProviderFailureKind,
  helpUrl?: string,
): AiProviderError {
  if (error instanceof AiProviderError) return error;
  return providerError(signal.aborted ? 'timeout' : classify(error), helpUrl);
}
