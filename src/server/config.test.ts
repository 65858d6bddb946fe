import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      seedProducts: 640,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionIdleMs).toBe(30 * 24 * 60 * 60 * 1000);
    expect(config.rateLimits).toEqual({
      sessions: 120,
      search: 1200,
      events: 600,
      writes: 600,
      orderLookup: 30,
    });
    expect(config.trustProxy).toBeUndefined();
  });

  it('reads the session idle time in days and the rate limits per minute (0 = off)', () => {
    const config = loadConfig({
      SESSION_IDLE_DAYS: '2',
      RATE_LIMIT_SESSIONS: '5',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_EVENTS: '7',
      RATE_LIMIT_WRITES: '9',
      RATE_LIMIT_ORDER_LOOKUP: '4',
    });
    expect(config.sessionIdleMs).toBe(2 * 24 * 60 * 60 * 1000);
    expect(config.rateLimits).toEqual({
      sessions: 5,
      search: 0,
      events: 7,
      writes: 9,
      orderLookup: 4,
    });
  });

  it('keeps the test hooks off unless VITRINE_TEST_HOOKS=1, and reads the demo campaign minutes', () => {
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ VITRINE_TEST_HOOKS: '0' }).testHooks).toBe(false);
    expect(loadConfig({ VITRINE_TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(() => loadConfig({ VITRINE_TEST_HOOKS: 'yes' })).toThrow(ConfigError);
    expect(loadConfig({}).demoCampaignMs).toBe(5 * 60_000);
    expect(loadConfig({ DEMO_CAMPAIGN_MINUTES: '2' }).demoCampaignMs).toBe(2 * 60_000);
    expect(() => loadConfig({ DEMO_CAMPAIGN_MINUTES: '0' })).toThrow(ConfigError);
  });

  it('reads the order reconciliation times, in minutes', () => {
    expect(loadConfig({}).orderReconcile).toEqual({ graceMs: 5 * 60_000, abandonMs: 30 * 60_000 });
    const set = { ORDER_RECONCILE_GRACE_MINUTES: '2', ORDER_CHALLENGE_ABANDON_MINUTES: '60' };
    expect(loadConfig(set).orderReconcile).toEqual({ graceMs: 2 * 60_000, abandonMs: 60 * 60_000 });
    expect(() => loadConfig({ ORDER_RECONCILE_GRACE_MINUTES: '0' })).toThrow(ConfigError);
  });

  it('reads the captcha bars, window and work (0 turns a bar off)', () => {
    expect(loadConfig({}).captcha).toEqual({
      sessionRefusals: 3,
      addressRefusals: 10,
      windowMs: 60 * 60_000,
      v2: { maxNumber: 50_000, ttlMs: 10 * 60_000 },
      v3: { maxNumber: 5_000, ttlMs: 2 * 60_000 },
    });
    const set = {
      CAPTCHA_SESSION_REFUSALS: '0',
      CAPTCHA_ADDRESS_REFUSALS: '25',
      CAPTCHA_WINDOW_MINUTES: '15',
      CAPTCHA_V2_MAX_NUMBER: '500',
      CAPTCHA_V3_MAX_NUMBER: '50',
    };
    expect(loadConfig(set).captcha).toMatchObject({
      sessionRefusals: 0,
      addressRefusals: 25,
      windowMs: 15 * 60_000,
      v2: { maxNumber: 500 },
      v3: { maxNumber: 50 },
    });
    expect(() => loadConfig({ CAPTCHA_V2_MAX_NUMBER: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_WINDOW_MINUTES: '1.5' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as the list of trusted proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
  });

  it('reads PAYMENTS_PROVIDER_URL, an http(s) URL, and leaves it unset by default', () => {
    expect(loadConfig({}).paymentsProviderUrl).toBeUndefined();
    expect(loadConfig({ PAYMENTS_PROVIDER_URL: 'https://pay.example/' }).paymentsProviderUrl).toBe(
      'https://pay.example/',
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER_URL: 'pay.example' })).toThrow(ConfigError);
  });

  it('reads PAYMENTS_API_KEY, of at least 16 characters', () => {
    expect(loadConfig({}).paymentsApiKey).toBeUndefined();
    expect(loadConfig({ PAYMENTS_API_KEY: 'k'.repeat(16) }).paymentsApiKey).toBe('k'.repeat(16));
    expect(() => loadConfig({ PAYMENTS_API_KEY: 'short' })).toThrow(ConfigError);
  });

  it('trusts the local user pool by default, and a hosted one named by IDENTITY_ISSUER', () => {
    expect(loadConfig({}).identity).toEqual({
      trust: { kind: 'local' },
      addressLimit: 30,
      accountLimit: 10,
      refreshGraceMs: 10_000,
    });
    const issuer = 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbCdEf123';
    expect(
      loadConfig({ IDENTITY_ISSUER: issuer, IDENTITY_CLIENT_ID: 'client1' }).identity.trust,
    ).toEqual({
      kind: 'hosted',
      issuer,
      clientId: 'client1',
      jwksUrl: `${issuer}/.well-known/jwks.json`,
    });
    expect(
      loadConfig({
        IDENTITY_ISSUER: `${issuer}/`,
        IDENTITY_CLIENT_ID: 'client1',
        IDENTITY_JWKS_URL: 'https://keys.example/jwks.json',
      }).identity.trust,
    ).toMatchObject({ issuer, jwksUrl: 'https://keys.example/jwks.json' });
    expect(() => loadConfig({ IDENTITY_ISSUER: issuer })).toThrow(/IDENTITY_CLIENT_ID/);
    expect(() => loadConfig({ IDENTITY_CLIENT_ID: 'client1' })).toThrow(/IDENTITY_ISSUER/);
    expect(() => loadConfig({ IDENTITY_ISSUER: 'http://plain.example' })).toThrow(
      /IDENTITY_ISSUER/,
    );
    expect(() => loadConfig({ IDENTITY_REFRESH_GRACE_SECONDS: '61' })).toThrow(ConfigError);
  });

  it('reads and converts the environment', () => {
    const config = loadConfig({
      PORT: '18080',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '5000',
      DIST_DIR: '/srv/dist',
    });
    expect(config).toMatchObject({
      port: 18080,
      databaseUrl: 'postgres://u:p@db:5432/shop',
      logLevel: 'warn',
      seedProducts: 5000,
      distDir: '/srv/dist',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED_PRODUCTS: '1.5' }, 'SEED_PRODUCTS'],
    [{ SEED_PRODUCTS: '0' }, 'SEED_PRODUCTS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_URL: 'mysql://db/shop' }, 'DATABASE_URL'],
    [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS'],
    [{ RATE_LIMIT_WRITES: '-1' }, 'RATE_LIMIT_WRITES'],
    [{ RATE_LIMIT_SEARCH: 'lots' }, 'RATE_LIMIT_SEARCH'],
  ])('rejects %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('lists every bad value at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
