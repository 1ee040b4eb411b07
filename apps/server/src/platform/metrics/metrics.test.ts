import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, register, registerConfirmed } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { uuidSessionId } from '../../../test/assistant.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { payOnline, startOnlineApp } from '../../../test/online-bookings.ts';
import { closeClients, connect, listen } from '../../../test/sockets.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

const token = 'metrics-token-0123456789';
const prometheusText = 'text/plain; version=0.0.4; charset=utf-8';

/** The value of the sample `name` whose labels include `labels`, as a scraper reads it (undefined: absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const given = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** A port nobody listens on now (the listener under test takes it right after). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('configuration', () => {
  it('is off by default, and refuses a short token or a port that is not one', () => {
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT: must be a port number/);
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  // With a web build, whose catch-all answers every other address with the page.
  beforeAll(async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-metrics-web-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Tabi Tours</title>');
    const database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, webDistDir: dist });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await fs.rm(dist, { recursive: true, force: true });
    };
  });
  afterAll(() => close?.());

  it("answers /metrics with the app's ordinary JSON 404, not the web app's page", async () => {
    const page = await app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);

    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    const withToken = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
    expect(withToken.statusCode).toBe(404);
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    closeClients();
    await t?.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('answers 401 with WWW-Authenticate: Bearer without the token or with a wrong one', async () => {
    for (const headers of [{}, bearer('metrics-token-9876543210'), { authorization: token }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("answers Prometheus' text format with the token, and is not in the API document", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(prometheusText);
    expect(response.body).toMatch(/^# HELP /m);
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(document.json().paths)).not.toContain('/metrics');
  });

  it('counts requests by route template, method and status; unknown paths under one label', async () => {
    const tourId = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}` });
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/endpoint' });

    const text = await scrape();
    const requests = 'tabi_http_request_duration_seconds_count';
    expect(sample(text, requests, { route: '/api/posts/:id', method: 'GET', status_code: '404' })).toBe(2);
    expect(sample(text, requests, { route: 'unmatched', method: 'GET', status_code: '404' })).toBe(2);
    expect(
      sample(text, 'tabi_http_request_duration_seconds_bucket', { route: '/api/posts/:id', le: '+Inf' }),
    ).toBe(2);
    expect(text).not.toContain(tourId);
    expect(text).not.toContain('/no/such/path');
  });

  it('counts a booking made and cancelled', async () => {
    const traveller = await register(t.app);
    const tour = await insertTour(t.db);
    const booking = await booked(t.app, traveller.token, { tourId: tour.id, date: tokyoDate(20) });
    expect(sample(await scrape(), 'tabi_bookings_created_total', { payment: 'on_site' })).toBe(1);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/cancel`,
      payload: { reason: 'Plans changed' },
      headers: bearer(traveller.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(sample(await scrape(), 'tabi_bookings_cancelled_total', { by: 'traveller' })).toBe(1);
  });

  it('counts the assistant answers by provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gemini/chat',
      payload: { sessionId: uuidSessionId(), message: 'Tours in Kyoto?' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      sample(await scrape(), 'tabi_assistant_answers_total', { provider: 'builtin', outcome: 'answered' }),
    ).toBe(1);
  });

  it('reads the database pool, the queues and the event loop at the scrape', async () => {
    const text = await scrape();
    expect(sample(text, 'tabi_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tabi_db_pool_idle_connections')).toEqual(expect.any(Number));
    expect(sample(text, 'tabi_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'tabi_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tabi_queue_depth', { queue: 'stripe_events' })).toBe(0);
    expect(sample(text, 'tabi_queue_depth', { queue: 'mail_outbox' })).toEqual(expect.any(Number));
    expect(sample(text, 'tabi_queue_depth', { queue: 'mail_held' })).toEqual(expect.any(Number));
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
  });

  it('counts the signed-in sockets open on this process', async () => {
    const url = await listen(t.app);
    const { token: session } = await register(t.app);
    expect(sample(await scrape(), 'tabi_socket_connections')).toBe(0);
    const socket = await connect(url, { token: session });
    expect(sample(await scrape(), 'tabi_socket_connections')).toBe(1);
    socket.disconnect();
    await vi.waitFor(async () => expect(sample(await scrape(), 'tabi_socket_connections')).toBe(0));
  });
});

describe('paying online', () => {
  it('counts a booking when its seats are held for the payment, and the payment once Stripe says so', async () => {
    const online = await startOnlineApp({ METRICS_TOKEN: token });
    const { t, fake } = online;
    const scrape = async () =>
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) })).body;
    try {
      const traveller = await registerConfirmed(t.app, t.db);
      const tour = await insertTour(t.db);
      const booking = await booked(t.app, traveller.token, { tourId: tour.id, date: tokyoDate(20) });
      expect(sample(await scrape(), 'tabi_bookings_created_total', { payment: 'online' })).toBe(1);
      expect(sample(await scrape(), 'tabi_payments_total', { outcome: 'succeeded' })).toBeUndefined();

      await payOnline(t, fake, booking);
      const text = await scrape();
      expect(sample(text, 'tabi_payments_total', { outcome: 'succeeded' })).toBe(1);
      expect(sample(text, 'tabi_bookings_created_total', { payment: 'on_site' })).toBeUndefined();
    } finally {
      await online.close();
    }
  });
});

describe('with METRICS_PORT', () => {
  it('serves /metrics on its own port without a token, not on the public one, and closes with the app', async () => {
    const port = await freePort();
    const t = await createTestApp({ METRICS_PORT: String(port) });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(prometheusText);
      expect(sample(await response.text(), 'tabi_db_pool_connections')).toEqual(expect.any(Number));
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
