import {
  assistantChatInputSchema,
  assistantChatResponseSchema,
  assistantClearInputSchema,
  assistantClearResponseSchema,
  assistantHistoryResponseSchema,
  assistantSessionParamsSchema,
  errorResponseSchema,
  limits,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import { perAddress, perKey } from '../../platform/rate-limit.ts';
import type { AssistantService } from './assistant.service.ts';

const error = errorResponseSchema;

/** Questions per window (RATE_LIMIT_WINDOW_MINUTES): per client address, and per conversation. */
export type AssistantLimits = { perAddress: number; perSession: number; windowMs: number };

/**
 * The spec's `/api/gemini/*`, whoever answers (built-in, Gemini or OpenAI-compatible). Open to everyone:
 * a signed-in caller's conversations are bound to them. A provider's failure answers 429 (its quota),
 * 502 (it failed), 503 (its key refused or missing) or 504 (too slow), with `details.aiError`.
 */
export function assistantRoutes(service: AssistantService, questions: AssistantLimits) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const { windowMs } = questions;
    // Checked after the body is validated: a conversation is the body's session id.
    const perSession = perKey(fastify, 'assistant-session', {
      max: questions.perSession,
      windowMs,
      key: (request) => assistantClearInputSchema.parse(request.body).sessionId,
    });

    app.get(
      '/gemini/history/:sessionId',
      {
        onRequest: allow('visitor'),
        schema: {
          tags: ['assistant'],
          summary: `A conversation with the travel assistant, oldest first (its last ${limits.assistantHistoryMax} messages); empty for a session never used or someone else's`,
          params: assistantSessionParamsSchema,
          response: { 200: assistantHistoryResponseSchema, 400: error },
        },
      },
      async (request) => ({
        success: true as const,
        history: await service.history(await request.viewer(), request.params.sessionId),
      }),
    );

    app.post(
      '/gemini/chat',
      {
        onRequest: allow('visitor'),
        preHandler: perSession,
        config: perAddress({ max: questions.perAddress, windowMs }),
        schema: {
          tags: ['assistant'],
          summary:
            "Ask the travel assistant; the question and its answer are stored together once it answers. 403 in someone else's conversation; a provider's failure is 429/502/503/504 with `details.aiError`",
          body: assistantChatInputSchema,
          response: {
            200: assistantChatResponseSchema,
            400: error,
            403: error,
            429: error,
            502: error,
            503: error,
            504: error,
          },
        },
      },
      async (request) => {
        const { sessionId, message } = request.body;
        return {
          success: true as const,
          response: await service.chat(await request.viewer(), sessionId, message),
        };
      },
    );

    app.post(
      '/gemini/clear-history',
      {
        onRequest: allow('visitor'),
        schema: {
          tags: ['assistant'],
          summary: "Empty a conversation (and what the assistant remembered of it); 403 in someone else's",
          body: assistantClearInputSchema,
          response: { 200: assistantClearResponseSchema, 400: error, 403: error },
        },
      },
      async (request) => {
        await service.clear(await request.viewer(), request.body.sessionId);
        return { success: true as const };
      },
    );
  };
}
