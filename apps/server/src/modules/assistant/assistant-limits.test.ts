import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ask, historyOf, uuidSessionId } from '../../../test/assistant.ts';

/**
 * The assistant's questions are limited per client address and per conversation (small limits here),
 * and with REDIS_URL counted by every server process together.
 */

const perAddress = 5;
const perSession = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_ASSISTANT: String(perAddress),
    RATE_LIMIT_ASSISTANT_PER_SESSION: String(perSession),
  });
});
afterAll(() => t?.close());

function expectLimited(response: Awaited<ReturnType<typeof ask>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
  });
  expect(response.json().details).not.toHaveProperty('aiError');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits', () => {
  it(`one conversation gets ${perSession} questions per window, from whichever address`, async () => {
    const sessionId = uuidSessionId();
    for (let i = 0; i < perSession; i++) {
      const response = await ask(t.app, sessionId, `Question ${i}`, { remoteAddress: `10.0.1.${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectLimited(await ask(t.app, sessionId, 'One more', { remoteAddress: '10.0.1.99' }));
    // The refused question was not stored.
    expect(await historyOf(t.app, sessionId)).toHaveLength(perSession * 2);
    // Another conversation from the same address is not held back by that one.
    expect((await ask(t.app, uuidSessionId(), 'Hello', { remoteAddress: '10.0.1.99' })).statusCode).toBe(200);
  });

  it(`one address gets ${perAddress} questions per window, whatever the conversations`, async () => {
    const remoteAddress = '10.0.2.1';
    for (let i = 0; i < perAddress; i++) {
      const response = await ask(t.app, uuidSessionId(), `Question ${i}`, { remoteAddress });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectLimited(await ask(t.app, uuidSessionId(), 'One more', { remoteAddress }));
    // Another address is not held back.
    expect((await ask(t.app, uuidSessionId(), 'Hello', { remoteAddress: '10.0.2.2' })).statusCode).toBe(200);
  });

  it('reading and clearing are not counted', async () => {
    const remoteAddress = '10.0.3.1';
    const sessionId = uuidSessionId();
    for (let i = 0; i < perAddress * 2; i++) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/gemini/history/${sessionId}`,
        remoteAddress,
      });
      expect(read.statusCode).toBe(200);
    }
    expect((await ask(t.app, sessionId, 'Hello', { remoteAddress })).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits with REDIS_URL: two server processes count together', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      RATE_LIMIT_ASSISTANT: String(perAddress),
      RATE_LIMIT_ASSISTANT_PER_SESSION: String(perSession),
    };
    apps.push(await createTestApp(env), await createTestApp(env));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('a conversation asked on both is refused past its limit; so is an address', async () => {
    // Counters outlive the run in Redis: a random address and fresh session ids keep runs apart.
    const address = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    const sessionId = uuidSessionId();
    for (let i = 0; i < perSession; i++) {
      const response = await ask(apps[i % 2]!.app, sessionId, `Question ${i}`, { remoteAddress: address() });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectLimited(await ask(apps[perSession % 2]!.app, sessionId, 'One more', { remoteAddress: address() }));

    const remoteAddress = address();
    for (let i = 0; i < perAddress; i++) {
      const response = await ask(apps[i % 2]!.app, uuidSessionId(), `Question ${i}`, { remoteAddress });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectLimited(await ask(apps[perAddress % 2]!.app, uuidSessionId(), 'One more', { remoteAddress }));
  });
});
