import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { markStopping } from './health.module.ts';

describe('GET /api/health', () => {
  let test: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers 200 while the process runs, and 503 once it is stopping, while other routes still answer', async () => {
    const running = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(running.statusCode).toBe(200);
    expect(running.json()).toMatchObject({ success: true, status: 'ok', database: 'external' });

    markStopping(test.app);
    const stopping = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'This server is shutting down.',
    });
    // Draining: what still reaches the process is served.
    expect((await test.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});
