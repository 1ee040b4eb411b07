import type { AiErrorKind, AssistantRole } from '@tabi/contracts';
import type { AssistantTools } from './assistant-tools.ts';

/** What a provider is asked: the new question, the conversation so far, and our data to ground it. */
export type AssistantRequest = {
  /** The traveller's new message, trimmed, within `limits.assistantMessageMax`. */
  message: string;
  /** Earlier messages of this conversation, oldest first, without the new one (bounded). */
  history: { role: AssistantRole; content: string }[];
  /**
   * What this provider remembered of the conversation after its last answer (`AssistantReply.state`),
   * null at first. The built-in assistant keeps its context here ('the second one', 'cheaper?').
   */
  state: unknown;
  /** Bound to the caller: `myBookings` reads only theirs. */
  tools: AssistantTools;
  /** Aborted when the answer is no longer wanted (the server's timeout, under the client's 30 s). */
  signal: AbortSignal;
};

export type AssistantReply = {
  /** Plain text; links to our pages as `[label](/path)` (tours, the FAQ), the only markup the web app renders. */
  text: string;
  /** Kept with the conversation and handed back on the next question (JSON-serialisable). */
  state?: unknown;
};

export interface AssistantProvider {
  readonly name: 'builtin' | 'gemini' | 'openai';
  reply(request: AssistantRequest): Promise<AssistantReply>;
}

/** A provider's failure, by kind (`aiErrorKinds`): the routes turn it into the answer the client maps. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    /** Where to get a key, for `invalid-key` and `not-configured`. */
    readonly helpUrl?: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
