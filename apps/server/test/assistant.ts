import { randomUUID } from 'node:crypto';
import type { App } from '../src/app.ts';
import { bearer } from './accounts.ts';

/** Talking to the travel assistant through its routes, as its clients do. */

let sequence = 0;

/** A session id as the spec's client makes it: `session_<milliseconds>_<9 base-36 characters>`. */
export const spelledSessionId = () =>
  `session_${Date.now()}_${(sequence++).toString(36).padStart(4, '0')}${Math.random().toString(36).slice(2, 7).padEnd(5, '0')}`;

/** A session id as our web app makes it: a UUID v4. */
export const uuidSessionId = () => randomUUID();

type Caller = { token?: string | null; remoteAddress?: string };

const headersOf = (token?: string | null) => (token ? bearer(token) : {});

export function ask(app: App, sessionId: string, message: string, as: Caller = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/gemini/chat',
    headers: headersOf(as.token),
    payload: { sessionId, message },
    ...(as.remoteAddress ? { remoteAddress: as.remoteAddress } : {}),
  });
}

export function readHistory(app: App, sessionId: string, as: Caller = {}) {
  return app.inject({
    method: 'GET',
    url: `/api/gemini/history/${encodeURIComponent(sessionId)}`,
    headers: headersOf(as.token),
  });
}

/** The history's messages, after checking the answer is a successful one. */
export async function historyOf(app: App, sessionId: string, as: Caller = {}) {
  const response = await readHistory(app, sessionId, as);
  if (response.statusCode !== 200)
    throw new Error(`history answered ${response.statusCode}: ${response.body}`);
  return response.json().history as { role: 'user' | 'model'; content: string; timestamp: string }[];
}

export function clearHistory(app: App, sessionId: string, as: Caller = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/gemini/clear-history',
    headers: headersOf(as.token),
    payload: { sessionId },
  });
}
