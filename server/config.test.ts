import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults outside production', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 5000,
      SEED_DEMO: true,
      SUPPORT_PHONE: '(555) 010-0100',
      WEB_DIST_DIR: 'dist/web',
      STEP_UP_MINUTES: 5,
      STEP_UP_AMOUNT_CENTS: 50_000,
      isProduction: false,
    });
    expect(c.DATA_DIR).toMatch(/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ STEP_UP_MINUTES: '0' }, 'STEP_UP_MINUTES'],
    [
      { GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: 'not json', GOOGLE_PLAY_PACKAGE_NAME: 'a.b' },
      'GOOGLE_PLAY_SERVICE_ACCOUNT_JSON',
    ],
    [
      { GOOGLE_PLAY_PACKAGE_NAME: 'com.pathway.app' },
      'GOOGLE_PLAY_PACKAGE_NAME / GOOGLE_PLAY_SERVICE_ACCOUNT_JSON',
    ],
    [{ GOOGLE_PLAY_RTDN_TOKEN: 'short' }, 'GOOGLE_PLAY_RTDN_TOKEN'],
    [{ VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}` }, 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: 'a'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'ops@pathway.example' }, 'VAPID_SUBJECT'],
  ])('stops on a bad value and names the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('treats empty values as unset and turns demo data off in production', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(5000);
    const prod = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(prod.SEED_DEMO).toBe(false);
  });
});
