import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ask, clearHistory, historyOf, uuidSessionId } from '../../../test/assistant.ts';
import { type FakeAiServer, startFakeGemini, startFakeOpenAi } from '../../../test/fake-ai-servers.ts';

/**
 * The assistant's routes answered by a language model: Gemini and an OpenAI-compatible server, each a
 * fake on loopback speaking its real REST shape, reached through the real SDKs. What the client
 * receives when the model fails (status, message, `details.aiError`), that nothing is stored then, and
 * that the key never shows; and a chosen provider missing its settings.
 */

const secretKey = 'sk-test-the-real-key-0123456789abcdef';
const wrongKey = 'sk-test-a-wrong-key-9876543210fedcba';
const timeoutMs = 1500;

type Provider = {
  name: 'openai' | 'gemini';
  start: (options: { apiKey: string }) => Promise<FakeAiServer>;
  env: (baseUrl: string, key: string) => Record<string, string>;
  /** Where the invalid-key answer sends the operator for a key, if anywhere. */
  helpUrl?: string;
};

const providers: Provider[] = [
  {
    name: 'openai',
    start: startFakeOpenAi,
    env: (baseUrl, key) => ({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: baseUrl,
      AI_MODEL: 'llama3.1',
      AI_API_KEY: key,
    }),
  },
  {
    name: 'gemini',
    start: startFakeGemini,
    // AI_PROVIDER unset: a Gemini key alone chooses Gemini.
    env: (baseUrl, key) => ({
      GEMINI_API_KEY: key,
      GEMINI_BASE_URL: baseUrl,
      GEMINI_MODEL: 'gemini-2.5-flash',
    }),
    helpUrl: 'https://aistudio.google.com/app/apikey',
  },
];

describe.each(providers)('$name', (provider) => {
  let fake: FakeAiServer;
  let t: TestApp;
  let wronglyKeyed: TestApp;

  beforeAll(async () => {
    fake = await provider.start({ apiKey: secretKey });
    const timeout = { AI_TIMEOUT_MS: String(timeoutMs) };
    t = await createTestApp({ ...provider.env(fake.baseUrl, secretKey), ...timeout });
    wronglyKeyed = await createTestApp({ ...provider.env(fake.baseUrl, wrongKey), ...timeout });
  });
  afterAll(async () => {
    await t?.close();
    await wronglyKeyed?.close();
    await fake?.close();
  });

  it("answers with the model's text and keeps the conversation", async () => {
    const sessionId = uuidSessionId();
    fake.answer({ text: 'The Lanterns of Gion walk starts at 18:00.' });
    const response = await ask(t.app, sessionId, 'When does the Gion walk start?');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      response: 'The Lanterns of Gion walk starts at 18:00.',
    });

    // The next question carries the conversation so far.
    fake.answer({ text: 'It lasts three hours.' });
    expect((await ask(t.app, sessionId, 'How long is it?')).statusCode).toBe(200);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain('When does the Gion walk start?');
    expect(sent).toContain('The Lanterns of Gion walk starts at 18:00.');
    expect((await historyOf(t.app, sessionId)).map((turn) => [turn.role, turn.content])).toEqual([
      ['user', 'When does the Gion walk start?'],
      ['model', 'The Lanterns of Gion walk starts at 18:00.'],
      ['user', 'How long is it?'],
      ['model', 'It lasts three hours.'],
    ]);
  });

  /** The failed question's answer, after checking nothing of it was stored and no key shows. */
  async function failure(app: TestApp, question = 'Any tours in Osaka?') {
    const sessionId = uuidSessionId();
    const response = await ask(app.app, sessionId, question);
    expect(response.body).not.toContain(secretKey);
    expect(response.body).not.toContain(wrongKey);
    expect(await historyOf(app.app, sessionId)).toEqual([]);
    return { status: response.statusCode, body: response.json() };
  }

  it('a key the provider refuses: 503 invalid-key (never 401, which would sign the traveller out)', async () => {
    const { status, body } = await failure(wronglyKeyed);
    expect(status).toBe(503);
    expect(body).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Invalid API Key...',
      details: { aiError: 'invalid-key', ...(provider.helpUrl ? { helpUrl: provider.helpUrl } : {}) },
    });
  });

  it('upstream 401: 503 invalid-key', async () => {
    fake.answer({ status: 401 });
    const { status, body } = await failure(t);
    expect(status).toBe(503);
    expect(body).toMatchObject({ message: 'Invalid API Key...', details: { aiError: 'invalid-key' } });
  });

  it('upstream 429: 429 quota', async () => {
    fake.answer({ status: 429 });
    const { status, body } = await failure(t);
    expect(status).toBe(429);
    expect(body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'API quota exceeded. Please wait and try again later.',
      details: { aiError: 'quota' },
    });
  });

  it('upstream 500: 502 service', async () => {
    fake.answer({ status: 500 });
    const { status, body } = await failure(t);
    expect(status).toBe(502);
    expect(body).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'AI service error...',
      details: { aiError: 'service' },
    });
  });

  it(`an answer slower than AI_TIMEOUT_MS: 504 timeout, at the deadline`, async () => {
    fake.answer({ text: 'Too late.', delayMs: 20_000 });
    const started = Date.now();
    const { status, body } = await failure(t);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(status).toBe(504);
    expect(body).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message:
        'Request timeout. The AI is taking too long to respond. Please try again with a shorter message.',
      details: { aiError: 'timeout' },
    });
  });
});

describe('a provider chosen without its settings', () => {
  const cases: { name: string; env: Record<string, string>; variable: string; helpUrl?: string }[] = [
    {
      name: 'gemini without GEMINI_API_KEY',
      env: { AI_PROVIDER: 'gemini' },
      variable: 'GEMINI_API_KEY',
      helpUrl: 'https://aistudio.google.com/app/apikey',
    },
    {
      name: 'openai without AI_BASE_URL',
      env: { AI_PROVIDER: 'openai', AI_MODEL: 'llama3.1' },
      variable: 'AI_BASE_URL',
    },
    {
      name: 'openai without AI_MODEL',
      env: { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1' },
      variable: 'AI_MODEL',
    },
  ];

  it.each(cases)(
    '$name: the server starts; a question answers 503 not-configured naming $variable',
    async ({ env, variable, helpUrl }) => {
      const t = await createTestApp(env);
      try {
        const sessionId = uuidSessionId();
        const response = await ask(t.app, sessionId, 'Tours in Kyoto?');
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual({
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: expect.stringContaining(variable),
          details: { aiError: 'not-configured', ...(helpUrl ? { helpUrl } : {}) },
        });
        // Reading and clearing need no provider.
        expect(await historyOf(t.app, sessionId)).toEqual([]);
        expect((await clearHistory(t.app, sessionId)).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});
