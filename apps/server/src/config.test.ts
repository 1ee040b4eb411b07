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
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseKind).toBe('embedded');
  });
});

describe('TRUST_PROXY', () => {
  it('believes only a proxy on this machine by default, so a client cannot pick its own address', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });
});
