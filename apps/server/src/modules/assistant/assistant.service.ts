import { type AssistantTurn, limits } from '@tabi/contracts';
import type { AssistantTools } from '../../platform/ai/assistant-tools.ts';
import {
  AiProviderError,
  type AssistantProvider,
  type AssistantReply,
  type AssistantRequest,
} from '../../platform/ai/provider.ts';
import { aiErrorMessages, providerError } from '../../platform/ai/provider-errors.ts';
import type { Viewer } from '../../platform/auth/guard.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AssistantRepository, AssistantSession } from './assistant.repository.ts';

type Deps = {
  assistants: AssistantRepository;
  provider: AssistantProvider;
  /** Our data for the provider, bound to the caller (their own bookings only). */
  toolsFor: (viewer: Viewer | null) => AssistantTools;
  /** How long the provider may take over one answer (AI_TIMEOUT_MS). */
  timeoutMs: number;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
};

/** The status of each way a provider fails (see `aiErrorKinds` in the contracts); never 401. */
const failureStatus = {
  'invalid-key': 503,
  'not-configured': 503,
  quota: 429,
  service: 502,
  timeout: 504,
} as const;

function failureAnswer({ kind, message, helpUrl }: AiProviderError): AppError {
  return new AppError(
    failureStatus[kind],
    kind === 'quota' ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE',
    message,
    {
      details: { aiError: kind, ...(helpUrl ? { helpUrl } : {}) },
    },
  );
}

/**
 * A conversation someone else holds: a signed-in user's, or a visitor's that a user went on with. A
 * visitor holding its id (the user who signed out, say) cannot write to it either.
 */
const notYours = () =>
  forbidden('This conversation belongs to another account. Sign in to it, or start a new conversation.');

const isOpenTo = (session: AssistantSession, viewer: Viewer | null) =>
  session.userId === null || session.userId === viewer?.userId;

/** Rejects when `signal` aborts: a provider that ignores its signal is not waited for. */
const abortion = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(providerError('timeout')), { once: true });
  });

/**
 * The travel assistant's conversations. A session is the client's random id; the first signed-in user
 * to write to it holds it from then on, a visitor's is open to whoever has its id. Reading a session one
 * may not read answers an empty history, as for an id never used, so nothing tells the two apart.
 */
export function createAssistantService({ assistants, provider, toolsFor, timeoutMs, now, log }: Deps) {
  async function ask(request: AssistantRequest): Promise<AssistantReply> {
    try {
      return await Promise.race([provider.reply(request), abortion(request.signal)]);
    } catch (error) {
      if (error instanceof AiProviderError) throw failureAnswer(error);
      log.error({ err: error, provider: provider.name }, 'the assistant provider failed');
      throw failureAnswer(new AiProviderError('service', aiErrorMessages.service));
    }
  }

  return {
    async history(viewer: Viewer | null, sessionId: string): Promise<AssistantTurn[]> {
      const session = await assistants.session(sessionId);
      if (!session || !isOpenTo(session, viewer)) return [];
      const messages = await assistants.messages(sessionId);
      return messages.map(({ role, content, createdAt }) => ({
        role,
        content,
        timestamp: createdAt.toISOString(),
      }));
    },

    /**
     * Asks the provider and stores the question with its answer; a question left unanswered (a failure,
     * the timeout) stores nothing, so the traveller simply asks again.
     */
    async chat(viewer: Viewer | null, sessionId: string, message: string): Promise<string> {
      const session = await assistants.session(sessionId);
      if (session && !isOpenTo(session, viewer)) throw notYours();
      const history = session ? await assistants.messages(sessionId) : [];
      const askedAt = now();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let reply: AssistantReply;
      try {
        reply = await ask({
          message,
          history: history.map(({ role, content }) => ({ role, content })),
          // What another provider remembered means nothing to this one.
          state: session?.provider === provider.name ? session.providerState : null,
          tools: toolsFor(viewer),
          signal: controller.signal,
        });
      } finally {
        clearTimeout(timer);
        // Work the provider left running (a tool call, a request) is no longer wanted.
        controller.abort();
      }
      const stored = await assistants.saveExchange({
        sessionId,
        userId: viewer?.userId ?? null,
        question: { content: message, at: askedAt },
        answer: { content: reply.text, at: now() },
        provider: provider.name,
        providerState: reply.state ?? null,
        keep: limits.assistantHistoryMax,
      });
      if (!stored) throw notYours();
      return reply.text;
    },

    async clear(viewer: Viewer | null, sessionId: string): Promise<void> {
      if (!(await assistants.clear(sessionId, viewer?.userId ?? null))) throw notYours();
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
