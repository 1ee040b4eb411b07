import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Stand-ins for Gemini and for an OpenAI-compatible server on loopback, speaking their real REST shapes,
 * so the providers are tested through their real SDKs and HTTP. Each test scripts what the model
 * answers, one queued answer per request, and reads back every request received (the system part, the
 * history, the function results sent back).
 */

/** A function call the fake model asks for; `args` as a string is sent raw (OpenAI's `arguments`). */
export type FakeFunctionCall = { name: string; args: Record<string, unknown> | string };

export type FakeAnswer = (
  | { text: string }
  | { functionCalls: FakeFunctionCall[]; text?: string }
  /** The provider's error answer for this status, or `body` as given. */
  | { status: number; body?: unknown }
  /** A 200 whose body is not the provider's shape. */
  | { malformed: true }
) & {
  /** Wait this long before answering (a slow model). */
  delayMs?: number;
};

export type RecordedRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
};

export type FakeAiServer = {
  /** What the provider takes as its base URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order. */
  answer(...answers: FakeAnswer[]): void;
  /** Answers still queued (a test can check that every scripted answer was asked for). */
  pending(): number;
  close(): Promise<void>;
};

type FakeOptions = {
  /** The key the fake accepts; any other key gets the provider's invalid-key answer. */
  apiKey?: string;
  /** What an unscripted request answers. */
  defaultAnswer?: FakeAnswer;
};

type Protocol = {
  /** The one request the fake serves (others answer Fastify's 404). */
  route: { method: 'POST'; url: string };
  keyOf(headers: IncomingHttpHeaders): string | undefined;
  /** The provider's own answer to a wrong key (OpenAI's quotes part of it back). */
  invalidKey(key: string | undefined): { status: number; body: unknown };
  errorBody(status: number): unknown;
  success(answer: { text?: string; functionCalls?: FakeFunctionCall[] }, request: FastifyRequest): unknown;
};

async function startFake(protocol: Protocol, options: FakeOptions, basePath: string): Promise<FakeAiServer> {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 10 * 1024 * 1024 });

  app.route({
    ...protocol.route,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      requests.push({
        path: request.url,
        headers: request.headers,
        body: request.body as Record<string, unknown>,
      });
      if (options.apiKey !== undefined && protocol.keyOf(request.headers) !== options.apiKey) {
        const refusal = protocol.invalidKey(protocol.keyOf(request.headers));
        return reply.code(refusal.status).send(refusal.body);
      }
      const answer = queue.shift() ??
        options.defaultAnswer ?? { text: 'The fake model has nothing scripted.' };
      if (answer.delayMs && !(await waitUnlessGone(reply, answer.delayMs))) return reply;
      if ('status' in answer)
        return reply.code(answer.status).send(answer.body ?? protocol.errorBody(answer.status));
      if ('malformed' in answer) return reply.code(200).send({ unexpected: true });
      return reply.code(200).send(protocol.success(answer, request));
    },
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    answer: (...answers) => queue.push(...answers),
    pending: () => queue.length,
    close: () => app.close(),
  };
}

/** Waits like a slow model; false when the client hung up meanwhile (nobody left to answer). */
async function waitUnlessGone(reply: FastifyReply, ms: number) {
  const gone = new AbortController();
  reply.raw.once('close', () => gone.abort());
  try {
    await sleep(ms, undefined, { signal: gone.signal });
    return true;
  } catch {
    return false;
  }
}

const geminiStatusNames: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const geminiMessages: Record<number, string> = {
  401: 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  403: "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
  429: 'You exceeded your current quota, please check your plan and billing details.',
  500: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
  503: 'The model is overloaded. Please try again later.',
};

/**
 * Gemini's REST API as `@google/genai` calls it: `POST /v1beta/models/{model}:generateContent` with the
 * key in `x-goog-api-key`; answers `candidates[0].content.parts[]` with `text` or `functionCall` parts.
 * A wrong key answers 400 INVALID_ARGUMENT with reason API_KEY_INVALID, as Google does.
 */
export function startFakeGemini(options: FakeOptions = {}) {
  return startFake(
    {
      route: { method: 'POST', url: '/v1beta/models/*' },
      keyOf: (headers) => headers['x-goog-api-key'] as string | undefined,
      invalidKey: () => ({
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'API_KEY_INVALID',
                domain: 'googleapis.com',
                metadata: { service: 'generativelanguage.googleapis.com' },
              },
            ],
          },
        },
      }),
      errorBody: (status) => ({
        error: {
          code: status,
          message: geminiMessages[status] ?? 'Request failed.',
          status: geminiStatusNames[status] ?? 'UNKNOWN',
        },
      }),
      success: (answer, request) => {
        const [model = 'unknown'] = String((request.params as { '*': string })['*']).split(':');
        const parts: Record<string, unknown>[] = [];
        if (answer.text) parts.push({ text: answer.text });
        for (const [index, call] of (answer.functionCalls ?? []).entries()) {
          // Gemini 3 signs its calls; the signature must come back with the model's turn.
          parts.push({
            functionCall: { name: call.name, args: call.args },
            thoughtSignature: `sig-${index}`,
          });
        }
        return {
          candidates: [
            {
              content: { role: 'model', parts },
              finishReason: 'STOP',
              index: 0,
            },
          ],
          usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
          modelVersion: model,
          responseId: `fake-${Date.now()}`,
        };
      },
    },
    options,
    '',
  );
}

const openAiErrors: Record<number, { message: string; type: string; code: string | null }> = {
  401: {
    message:
      'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  403: { message: 'You are not allowed to use this model.', type: 'invalid_request_error', code: null },
  429: {
    message: 'Rate limit reached for requests. Please try again later.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  },
};

/**
 * An OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, llama.cpp): `POST /v1/chat/completions`
 * with `Authorization: Bearer <key>`; answers `choices[0].message` with `content` or `tool_calls`.
 */
export function startFakeOpenAi(options: FakeOptions = {}) {
  return startFake(
    {
      route: { method: 'POST', url: '/v1/chat/completions' },
      keyOf: (headers) => headers.authorization?.replace(/^Bearer /, ''),
      invalidKey: (key = '') => ({
        status: 401,
        body: {
          error: {
            ...openAiErrors[401],
            // As OpenAI does: the start and end of the refused key, which must never reach a traveller.
            message: `Incorrect API key provided: ${key.slice(0, 3)}*****${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            param: null,
          },
        },
      }),
      errorBody: (status) => ({
        error: {
          ...(openAiErrors[status] ?? { message: 'Request failed.', type: 'server_error', code: null }),
          param: null,
        },
      }),
      success: (answer, request) => {
        const calls = answer.functionCalls ?? [];
        return {
          id: `chatcmpl-fake-${Date.now()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: (request.body as { model?: string }).model ?? 'unknown',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: answer.text ?? null,
                refusal: null,
                ...(calls.length > 0
                  ? {
                      tool_calls: calls.map((call, index) => ({
                        id: `call_${index}_${Math.random().toString(36).slice(2, 10)}`,
                        type: 'function',
                        function: {
                          name: call.name,
                          arguments: typeof call.args === 'string' ? call.args : JSON.stringify(call.args),
                        },
                      })),
                    }
                  : {}),
              },
              finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        };
      },
    },
    options,
    '/v1',
  );
}
