import { z } from 'zod';
import { isoDateTime, nulMessage, withoutNul } from './common.ts';
import { limits } from './constants.ts';

/**
 * The AI travel assistant, at the spec's paths (`/api/gemini/*`) whatever the provider answering.
 * A conversation is named by a session id the client makes each time the panel opens: the spec's client
 * makes `session_<milliseconds>_<9 base-36 characters>`, our web app a UUID v4; nothing else is accepted.
 */
const spelledSessionId = /^session_\d{1,16}_[0-9a-z]{9}$/;
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const assistantSessionIdSchema = z
  .string({ message: 'sessionId is required' })
  .refine((value) => spelledSessionId.test(value) || uuidV4.test(value), {
    message: 'sessionId must be session_<milliseconds>_<9 characters> or a UUID v4',
  });

export const assistantSessionParamsSchema = z.object({ sessionId: assistantSessionIdSchema });

export const assistantTextSchema = z
  .string({ message: 'message is required' })
  .max(limits.assistantMessageMax, {
    message: `Keep your question under ${limits.assistantMessageMax} characters`,
  })
  .refine((value) => value.trim().length > 0, { message: 'message cannot be empty' })
  .refine(withoutNul, nulMessage)
  .transform((value) => value.trim());

export const assistantChatInputSchema = z.object({
  message: assistantTextSchema,
  sessionId: assistantSessionIdSchema,
});
export type AssistantChatInput = z.input<typeof assistantChatInputSchema>;

export const assistantClearInputSchema = z.object({ sessionId: assistantSessionIdSchema });

export const assistantRoles = ['user', 'model'] as const;
export type AssistantRole = (typeof assistantRoles)[number];

/** One message of a conversation, as the spec names it ("AI chat message"). */
export const assistantTurnSchema = z.object({
  role: z.enum(assistantRoles),
  content: z.string(),
  timestamp: isoDateTime,
});
export type AssistantTurn = z.infer<typeof assistantTurnSchema>;

export const assistantHistoryResponseSchema = z.object({
  success: z.literal(true),
  history: z.array(assistantTurnSchema),
});
export type AssistantHistoryResponse = z.infer<typeof assistantHistoryResponseSchema>;

export const assistantChatResponseSchema = z.object({
  success: z.literal(true),
  /** Plain text; tour links are written `[title](/tours/<id>)` and are the only markup. */
  response: z.string(),
});
export type AssistantChatResponse = z.infer<typeof assistantChatResponseSchema>;

export const assistantClearResponseSchema = z.object({ success: z.literal(true) });

/**
 * Why a language model did not answer; an error answer carries it in `details.aiError` (with
 * `details.helpUrl` where a key can be had) so the client shows the spec's text for it:
 * - `invalid-key` (503): the provider refused our key: 'Invalid API Key...'
 * - `not-configured` (503): the chosen provider has no key: the server's message and the help URL
 * - `quota` (429): the provider's quota is spent: 'API quota exceeded. Please wait and try again later.'
 * - `service` (502): the provider failed: 'AI service error...'
 * - `timeout` (504): no answer in time: the spec's timeout text
 * 401 is never used for these: it means only that the caller's own session has ended.
 */
export const aiErrorKinds = ['invalid-key', 'not-configured', 'quota', 'service', 'timeout'] as const;
export type AiErrorKind = (typeof aiErrorKinds)[number];
