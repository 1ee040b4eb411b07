import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 5200, embedded database, demo data, Tokyo time, US dollars, 8 MiB uploads', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5200,
      databaseKind: 'embedded',
      SEED_DEMO: true,
      TIMEZONE: 'Asia/Tokyo',
      CURRENCY: 'USD',
      ADMIN_EMAIL: 'admin@example.com',
      PUBLIC_URL: 'http://localhost:5200',
      UPLOAD_MAX_BYTES: 8 * 1024 * 1024,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('uses an external database when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db.internal:5432/tabi' }).databaseKind).toBe('external');
  });

  it('loads the demo catalog (customers with a published password) on a configured database only when asked', () => {
    const url = 'postgres://u@db.internal:5432/tabi';
    expect(loadConfig({ DATABASE_URL: url }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'not a url'],
    ['SEED_DEMO', 'perhaps'],
    ['ADMIN_EMAIL', 'admin'],
    ['ADMIN_PASSWORD', 'short'],
    ['TIMEZONE', 'Mars/Olympus'],
    ['CURRENCY', 'dollars'],
    ['RATE_LIMIT_LOGIN', '-3'],
    ['RATE_LIMIT_AUTH_CEILING', '0'],
    ['RATE_LIMIT_REGISTER_WINDOW_MINUTES', '1.5'],
    ['PUBLIC_URL', 'localhost'],
    ['UPLOAD_MAX_BYTES', '8MB'],
    ['AI_PROVIDER', 'claude'],
    ['AI_BASE_URL', 'localhost:11434'],
    ['AI_TIMEOUT_MS', '30000'],
    ['AI_TIMEOUT_MS', 'soon'],
    ['RATE_LIMIT_ASSISTANT', '0'],
    ['RATE_LIMIT_ASSISTANT_PER_SESSION', '-1'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('allows no other origin by default, and reads CORS_ORIGINS as exact origins', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: ' http://localhost:8080, https://tours.example.com ' }).CORS_ORIGINS,
    ).toEqual(['http://localhost:8080', 'https://tours.example.com']);
    // A path, a wildcard or a bare host is not an origin: refused at start rather than half applied.
    for (const bad of ['https://tours.example.com/app', '*', 'tours.example.com'])
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseKind).toBe('embedded');
    const ai = loadConfig({ AI_PROVIDER: '', AI_BASE_URL: ' ' });
    expect([ai.AI_PROVIDER, ai.AI_BASE_URL]).toEqual([undefined, undefined]);
  });
});

describe('the travel assistant', () => {
  it('chooses no provider itself, answers within 25 s (under the web app 30 s) and limits questions', () => {
    const config = loadConfig({});
    expect(config.AI_PROVIDER).toBeUndefined();
    expect(config).toMatchObject({
      AI_TIMEOUT_MS: 25_000,
      RATE_LIMIT_ASSISTANT: 120,
      RATE_LIMIT_ASSISTANT_PER_SESSION: 30,
    });
  });

  it('reads the provider and an OpenAI-compatible server', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '20000',
    });
    expect(config).toMatchObject({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: 20_000,
    });
    expect(config.AI_API_KEY).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('believes only a proxy on this machine by default, so a client cannot pick its own address', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });
});

describe('online payment with Stripe', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_config_secret_value',
    STRIPE_WEBHOOK_SECRET: 'whsec_config_secret_value',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_config_value',
  };

  it('is off without a key: nothing Stripe is set', () => {
    const config = loadConfig({});
    expect([config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET, config.STRIPE_API_BASE]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads the keys and a fake API base', () => {
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:4010' })).toMatchObject({
      ...stripe,
      STRIPE_API_BASE: 'http://127.0.0.1:4010',
    });
  });

  it.each(['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'])(
    'refuses a secret key without %s, naming the variable and never a secret',
    (missing) => {
      const env = { ...stripe, [missing]: '' };
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`${missing}: is required when STRIPE_SECRET_KEY is set`),
      );
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        for (const value of Object.values(stripe)) expect(String(error)).not.toContain(value);
      }
    },
  );

  it('refuses an API base that is not an http(s) URL', () => {
    expect(() => loadConfig({ ...stripe, STRIPE_API_BASE: 'api.stripe.com' })).toThrow(/STRIPE_API_BASE:/);
  });
});
