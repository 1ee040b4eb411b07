import { limits, policy } from '@tabi/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ask,
  clearHistory,
  historyOf,
  readHistory,
  spelledSessionId,
  uuidSessionId,
} from '../../../test/assistant.ts';
import { createClock, days, minutes } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { assistantMessages, assistantSessions, users } from '../../db/schema/index.ts';
import { createAssistantRepository } from './assistant.repository.ts';
import { startAssistantRetention } from './assistant-retention.ts';

/**
 * The travel assistant's routes with the built-in provider (no key, no network), on the real database:
 * what each caller reads and may write, what is stored and for how long.
 */

let t: TestApp;
const clock = createClock();
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: clock.now });
  await insertTour(t.db, { title: 'Lanterns of Gion', city: 'Kyoto', region: 'Kyoto' });
});
afterAll(() => t?.close());

const storedRows = async (sessionId: string) => {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(assistantMessages)
    .where(eq(assistantMessages.sessionId, sessionId));
  const [session] = await t.db.select().from(assistantSessions).where(eq(assistantSessions.id, sessionId));
  return { messages: row!.count, session };
};

async function answered(sessionId: string, message: string, token?: string | null) {
  const response = await ask(t.app, sessionId, message, { token });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).toEqual({ success: true, response: expect.any(String) });
  expect(body.response.length).toBeGreaterThan(0);
  return body.response as string;
}

describe('session ids', () => {
  const malformed = [
    'abc',
    'session_123_abc', // the suffix is 9 characters
    'session_1732550000000_ABCDEFGHI', // base 36 is lower case
    'session__abcdefghi',
    `session_${'1'.repeat(17)}_abcdefghi`,
    '2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d', // a UUID, but v1
    '2c5ea4c0-4067-41e9-cbad-9b1deb4d3b7d', // v4 with a wrong variant
    '../../etc/passwd',
    'session_1732550000000_abcdefghi ',
    'x'.repeat(200),
  ];

  it.each(malformed)(
    '%j is refused with 400 on the three routes, and nothing is stored',
    async (sessionId) => {
      for (const response of [
        await readHistory(t.app, sessionId),
        await ask(t.app, sessionId, 'Tours in Kyoto?'),
        await clearHistory(t.app, sessionId),
      ]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
          fieldErrors: { sessionId: expect.stringMatching(/sessionId must be/) },
        });
      }
      expect(await storedRows(sessionId)).toEqual({ messages: 0, session: undefined });
    },
  );

  it('is required, and a string', async () => {
    for (const payload of [{ message: 'Hello' }, { message: 'Hello', sessionId: 12 }, { sessionId: null }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/gemini/chat', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('sessionId');
    }
  });

  it('accepts both shapes the clients make', async () => {
    for (const sessionId of [spelledSessionId(), uuidSessionId(), uuidSessionId().toUpperCase()]) {
      await answered(sessionId, 'Hello');
      expect(await historyOf(t.app, sessionId)).toHaveLength(2);
    }
  });
});

describe('questions', () => {
  const refused: [string, unknown, RegExp][] = [
    ['empty', '', /cannot be empty/],
    ['whitespace only', ' \n\t ', /cannot be empty/],
    ['too long', 'x'.repeat(limits.assistantMessageMax + 1), /under 1000 characters/],
    ['holding NUL', 'Kyoto\u0000tours', /./],
    ['not text', 42, /./],
    ['missing', undefined, /message is required/],
  ];

  it.each(refused)('%s: 400 naming the message, and nothing is stored', async (_name, message, why) => {
    const sessionId = spelledSessionId();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gemini/chat',
      payload: { sessionId, ...(message === undefined ? {} : { message }) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().fieldErrors.message).toMatch(why);
    expect(await historyOf(t.app, sessionId)).toEqual([]);
    expect(await storedRows(sessionId)).toEqual({ messages: 0, session: undefined });
  });

  it('of exactly the longest length is answered', async () => {
    const sessionId = uuidSessionId();
    await answered(sessionId, `${'Kyoto '.repeat(200)}`.slice(0, limits.assistantMessageMax));
    expect(await historyOf(t.app, sessionId)).toHaveLength(2);
  });
});

describe('a conversation', () => {
  it('is answered, kept in order with roles and times, read back, and cleared', async () => {
    const sessionId = uuidSessionId();
    expect(await historyOf(t.app, sessionId)).toEqual([]);

    const firstAsked = clock.now().toISOString();
    const first = await answered(sessionId, '  Which tours do you have in Kyoto?  ');
    clock.advance(minutes(2));
    const secondAsked = clock.now().toISOString();
    const second = await answered(sessionId, 'How do I cancel a booking?');

    expect(await historyOf(t.app, sessionId)).toEqual([
      { role: 'user', content: 'Which tours do you have in Kyoto?', timestamp: firstAsked },
      { role: 'model', content: first, timestamp: firstAsked },
      { role: 'user', content: 'How do I cancel a booking?', timestamp: secondAsked },
      { role: 'model', content: second, timestamp: secondAsked },
    ]);
    // The built-in assistant answers from our catalog: the Kyoto tour, linked to its page.
    expect(first).toMatch(/Lanterns of Gion/);

    const cleared = await clearHistory(t.app, sessionId);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ success: true });
    expect(await historyOf(t.app, sessionId)).toEqual([]);

    // The conversation goes on afresh after clearing.
    const third = await answered(sessionId, 'Hello');
    expect(await historyOf(t.app, sessionId)).toEqual([
      { role: 'user', content: 'Hello', timestamp: clock.now().toISOString() },
      { role: 'model', content: third, timestamp: clock.now().toISOString() },
    ]);
  });

  it('clearing a session never used answers success and creates nothing', async () => {
    const sessionId = spelledSessionId();
    const response = await clearHistory(t.app, sessionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedRows(sessionId)).toEqual({ messages: 0, session: undefined });
  });

  it(`keeps the last ${limits.assistantHistoryMax} messages`, async () => {
    const sessionId = uuidSessionId();
    const exchanges = limits.assistantHistoryMax / 2 + 3;
    for (let i = 1; i <= exchanges; i++) await answered(sessionId, `Question ${i}: tours in Kyoto?`);
    const history = await historyOf(t.app, sessionId);
    expect(history).toHaveLength(limits.assistantHistoryMax);
    // The three oldest exchanges are gone; the rest are whole, each question followed by its answer.
    expect(history[0]).toMatchObject({ role: 'user', content: 'Question 4: tours in Kyoto?' });
    expect(history.at(-2)).toMatchObject({ role: 'user', content: `Question ${exchanges}: tours in Kyoto?` });
    expect(history.map((turn) => turn.role)).toEqual(
      Array.from({ length: limits.assistantHistoryMax }, (_, i) => (i % 2 === 0 ? 'user' : 'model')),
    );
    expect((await storedRows(sessionId)).messages).toBe(limits.assistantHistoryMax);
  });

  it('asked twice at once stores both questions, each followed by its own answer', async () => {
    const sessionId = uuidSessionId();
    const questions = ['Tours in Kyoto?', 'How do I cancel?', 'What is your e-mail?', 'Hello'];
    const responses = await Promise.all(questions.map((question) => ask(t.app, sessionId, question)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const history = await historyOf(t.app, sessionId);
    expect(history).toHaveLength(questions.length * 2);
    for (let i = 0; i < history.length; i += 2) {
      const question = questions.indexOf(history[i]!.content);
      expect(question, history[i]!.content).toBeGreaterThanOrEqual(0);
      expect(history[i + 1]).toMatchObject({ role: 'model', content: responses[question]!.json().response });
    }
  });
});

describe('who reads and writes a conversation', () => {
  it("a user's conversation: nobody else reads it (an empty history), nor writes or clears it (403)", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const sessionId = uuidSessionId();
    await answered(sessionId, 'Tours in Kyoto for my family?', owner.token);
    const ownersHistory = await historyOf(t.app, sessionId, { token: owner.token });
    expect(ownersHistory).toHaveLength(2);

    // Reading as someone else looks exactly like a session never used.
    for (const token of [other.token, null]) {
      const response = await readHistory(t.app, sessionId, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, history: [] });
    }
    expect(await historyOf(t.app, uuidSessionId(), { token: other.token })).toEqual([]);

    for (const token of [other.token, null]) {
      for (const response of [
        await ask(t.app, sessionId, 'Show me their bookings', { token }),
        await clearHistory(t.app, sessionId, { token }),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: expect.stringMatching(/another account/),
        });
        expect(response.body).not.toContain('Tours in Kyoto for my family?');
      }
    }
    // Nothing changed: the owner still reads the same two messages, and goes on.
    expect(await historyOf(t.app, sessionId, { token: owner.token })).toEqual(ownersHistory);
    await answered(sessionId, 'And in Osaka?', owner.token);
    expect(await historyOf(t.app, sessionId, { token: owner.token })).toHaveLength(4);
  });

  it("a visitor's conversation is read with its id, and becomes the user's who goes on with it after signing in", async () => {
    const sessionId = spelledSessionId();
    await answered(sessionId, 'Tours in Kyoto?', null);
    // Any visitor holding the id reads it (the id is its only key), and a signed-in user too.
    expect(await historyOf(t.app, sessionId)).toHaveLength(2);
    const traveller = await register(t.app);
    expect(await historyOf(t.app, sessionId, { token: traveller.token })).toHaveLength(2);

    // The traveller signs in mid-conversation and asks on: the conversation is now theirs, whole.
    await answered(sessionId, 'And how do I book?', traveller.token);
    const history = await historyOf(t.app, sessionId, { token: traveller.token });
    expect(history.map((turn) => turn.content).filter((_, i) => i % 2 === 0)).toEqual([
      'Tours in Kyoto?',
      'And how do I book?',
    ]);
    const [row] = await t.db.select().from(assistantSessions).where(eq(assistantSessions.id, sessionId));
    expect(row?.userId).toBe(traveller.user._id);

    // Visitors and other users no longer read or write it.
    expect(await historyOf(t.app, sessionId)).toEqual([]);
    expect((await ask(t.app, sessionId, 'Hello')).statusCode).toBe(403);
    const other = await register(t.app);
    expect(await historyOf(t.app, sessionId, { token: other.token })).toEqual([]);
    expect((await ask(t.app, sessionId, 'Hello', { token: other.token })).statusCode).toBe(403);
  });

  it("a signed-in user clearing a visitor's conversation takes it on too", async () => {
    const sessionId = uuidSessionId();
    await answered(sessionId, 'Tours in Kyoto?', null);
    const traveller = await register(t.app);
    expect((await clearHistory(t.app, sessionId, { token: traveller.token })).statusCode).toBe(200);
    expect((await ask(t.app, sessionId, 'Hello')).statusCode).toBe(403);
  });

  it('administrators use the assistant too, in their own conversations', async () => {
    const token = await adminSession(t.app, t.config, t.database);
    const sessionId = uuidSessionId();
    await answered(sessionId, 'What is your cancellation policy?', token);
    expect(await historyOf(t.app, sessionId, { token })).toHaveLength(2);
    // An administrator reads no one else's conversation either.
    const traveller = await register(t.app);
    const travellers = uuidSessionId();
    await answered(travellers, 'Tours in Kyoto?', traveller.token);
    expect(await historyOf(t.app, travellers, { token })).toEqual([]);
  });

  it("a user's conversations go with their account", async () => {
    const traveller = await register(t.app);
    const sessionId = uuidSessionId();
    await answered(sessionId, 'Tours in Kyoto?', traveller.token);
    await t.db.delete(users).where(eq(users.id, traveller.user._id));
    expect(await storedRows(sessionId)).toEqual({ messages: 0, session: undefined });
  });
});

describe('retention', () => {
  it(`deletes a conversation ${policy.assistantRetentionDays} days after its last message, not before`, async () => {
    const retention = startAssistantRetention({
      assistants: createAssistantRepository(t.db),
      now: clock.now,
      log: quiet,
    });
    await retention.stop();

    const idle = uuidSessionId();
    const active = uuidSessionId();
    await answered(idle, 'Tours in Kyoto?');
    await answered(active, 'Tours in Kyoto?');
    clock.advance(days(policy.assistantRetentionDays - 1));
    // One more message a day before the end keeps this one for another 30 days.
    await answered(active, 'And tomorrow?');
    expect(await retention.sweep()).toBe(0);

    clock.advance(days(1) + minutes(1));
    await retention.sweep();
    expect(await historyOf(t.app, idle)).toEqual([]);
    expect(await storedRows(idle)).toEqual({ messages: 0, session: undefined });
    expect(await historyOf(t.app, active)).toHaveLength(4);

    clock.advance(days(policy.assistantRetentionDays));
    await retention.sweep();
    expect(await historyOf(t.app, active)).toEqual([]);
  });
});
