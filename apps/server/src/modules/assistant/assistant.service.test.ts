import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { uuidSessionId } from '../../../test/assistant.ts';
import type { AssistantTools } from '../../platform/ai/assistant-tools.ts';
import type { AssistantProvider } from '../../platform/ai/provider.ts';
import { AppError } from '../../platform/errors.ts';
import { createAssistantRepository } from './assistant.repository.ts';
import { createAssistantService } from './assistant.service.ts';

/**
 * What the routes' tests cannot reach through a real provider: one that throws something that is not
 * an `AiProviderError` (a bug of ours or an SDK's), and one that ignores its abort signal. The
 * conversation is stored in the real database.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function serviceWith(provider: AssistantProvider, timeoutMs = 1000) {
  const logged: object[] = [];
  const service = createAssistantService({
    assistants: createAssistantRepository(t.db),
    provider,
    // Neither provider here asks for our data.
    toolsFor: () => ({}) as AssistantTools,
    timeoutMs,
    now: () => new Date(),
    log: { error: (obj) => logged.push(obj) },
  });
  return { service, logged };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the assistant service', () => {
  it('turns an unexpected exception into 502 service, logged, with nothing of it in the answer', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'secret-internal')");
    const { service, logged } = serviceWith({ name: 'gemini', reply: () => Promise.reject(bug) });
    const sessionId = uuidSessionId();
    const error = await refusal(service.chat(null, sessionId, 'Hello'));
    expect(error).toMatchObject({
      statusCode: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'AI service error...',
      extra: { details: { aiError: 'service' } },
    });
    expect(logged).toEqual([expect.objectContaining({ err: bug, provider: 'gemini' })]);
    expect(await service.history(null, sessionId)).toEqual([]);
  });

  it('answers the timeout at the deadline even when the provider ignores its signal', async () => {
    let signal: AbortSignal | undefined;
    const { service } = serviceWith(
      {
        name: 'openai',
        reply: (request) => {
          signal = request.signal;
          return new Promise((resolve) => setTimeout(() => resolve({ text: 'Too late' }), 5000));
        },
      },
      200,
    );
    const sessionId = uuidSessionId();
    const started = Date.now();
    const error = await refusal(service.chat(null, sessionId, 'Hello'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ statusCode: 504, extra: { details: { aiError: 'timeout' } } });
    expect(signal?.aborted).toBe(true);
    expect(await service.history(null, sessionId)).toEqual([]);
  });

  it("hands a provider back only its own state: another provider's starts afresh", async () => {
    const seen: unknown[] = [];
    const remembering = (name: AssistantProvider['name']): AssistantProvider => ({
      name,
      reply: async ({ state }) => {
        seen.push(state);
        return { text: 'Noted', state: { by: name } };
      },
    });
    const sessionId = uuidSessionId();
    await serviceWith(remembering('builtin')).service.chat(null, sessionId, 'Tours in Kyoto?');
    await serviceWith(remembering('builtin')).service.chat(null, sessionId, 'The second one');
    await serviceWith(remembering('gemini')).service.chat(null, sessionId, 'Cheaper?');
    expect(seen).toEqual([null, { by: 'builtin' }, null]);
  });
});
