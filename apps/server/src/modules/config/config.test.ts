import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_public_config_secret',
  STRIPE_WEBHOOK_SECRET: 'whsec_public_config_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_public_config',
};

describe('GET /api/config: how travellers pay', () => {
  let plain: TestApp;
  let online: TestApp;
  beforeAll(async () => {
    [plain, online] = await Promise.all([createTestApp(), createTestApp(stripe)]);
  });
  afterAll(() => Promise.all([plain?.close(), online?.close()]));

  it('without a Stripe key: at the meeting point, no publishable key', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payments).toEqual({ mode: 'at-meeting-point', publishableKey: null });
  });

  it('with a Stripe key: online, with the publishable key and neither secret', async () => {
    const response = await online.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payments).toEqual({
      mode: 'online',
      publishableKey: stripe.STRIPE_PUBLISHABLE_KEY,
    });
    expect(response.body).not.toContain(stripe.STRIPE_SECRET_KEY);
    expect(response.body).not.toContain(stripe.STRIPE_WEBHOOK_SECRET);
  });
});
