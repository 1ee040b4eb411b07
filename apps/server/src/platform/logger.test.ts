import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger, redactUrl } from './logger.ts';

/** What the server writes, line by line, through the real Fastify and pino. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).trim().split('\n'));
    done();
  },
});
const app = createHttpServer(loadConfig({ SEED_DEMO: 'false' }), createLogger('info', capture));
app.put('/api/auth/resetpassword/:token', async () => ({ ok: true }));
app.get('/verify-email/:token', async () => 'page');
afterAll(() => app.close());

describe('the request log', () => {
  it('never holds the secret of a reset or e-mail link', async () => {
    const secret = 'Zx9-live-reset-token-of-a-traveller';
    await app.inject({ method: 'PUT', url: `/api/auth/resetpassword/${secret}`, payload: {} });
    await app.inject({ method: 'GET', url: `/verify-email/${secret}?from=mail` });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(secret);
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(['/api/auth/resetpassword/[redacted]', '/verify-email/[redacted]?from=mail']);
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/posts/abc?search=kyoto')).toBe('/api/posts/abc?search=kyoto');
    expect(redactUrl('/email-change/undo/t0k')).toBe('/email-change/undo/[redacted]');
  });
});
