import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { resolveBillingSetup } from './billing-setup';
import { testVapidEnv } from '../../../test/vapid';

const setup = (env: Record<string, string>) => resolveBillingSetup(loadConfig(env));
/** Production refuses to boot without mail and an auth secret; those are not what these tests are about. */
const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', BETTER_AUTH_SECRET: 'a'.repeat(32), ...testVapidEnv };
const keys = { test: 'sk_test_abc123', live: 'sk_live_abc123', hook: 'whsec_abc123' };

describe('resolveBillingSetup: which billing provider runs', () => {
  it('no Stripe key outside production → the embedded test-mode checkout', () => {
    expect(setup({})).toEqual({ mode: 'test' });
    expect(setup({ NODE_ENV: 'test' })).toEqual({ mode: 'test' });
  });

  it('NODE_ENV=production without a key → PROVIDER_NOT_CONFIGURED; the test checkout is never offered', () => {
    expect(setup({ ...production, APP_URL: 'https://app.example.com' })).toMatchObject({ mode: 'unavailable', code: 'PROVIDER_NOT_CONFIGURED' });
  });

  it('a test key in development with a webhook secret → Stripe in test mode', () => {
    expect(setup({ STRIPE_SECRET_KEY: keys.test, STRIPE_WEBHOOK_SECRET: keys.hook })).toEqual({
      mode: 'stripe',
      secretKey: keys.test,
      webhookSecret: keys.hook,
      keyMode: 'test',
    });
  });

  it('a live key in production on a real domain → Stripe in live mode', () => {
    const s = setup({ ...production, APP_URL: 'https://app.example.com', STRIPE_SECRET_KEY: keys.live, STRIPE_WEBHOOK_SECRET: keys.hook });
    expect(s).toMatchObject({ mode: 'stripe', keyMode: 'live' });
  });

  it('a key without STRIPE_WEBHOOK_SECRET → PROVIDER_NOT_CONFIGURED (payments would never be recorded)', () => {
    expect(setup({ STRIPE_SECRET_KEY: keys.test })).toMatchObject({ mode: 'unavailable', code: 'PROVIDER_NOT_CONFIGURED' });
  });

  it.each([
    ['a live key with APP_URL on localhost', { STRIPE_SECRET_KEY: keys.live, APP_URL: 'http://localhost:3000' }],
    ['a live key with APP_URL on 127.0.0.1, even in production', { ...production, STRIPE_SECRET_KEY: keys.live, APP_URL: 'http://127.0.0.1:3000' }],
    ['a live key with STRIPE_MODE=live on localhost', { STRIPE_SECRET_KEY: keys.live, STRIPE_MODE: 'live' }],
    ['a test key in production', { ...production, APP_URL: 'https://app.example.com', STRIPE_SECRET_KEY: keys.test }],
    ['a live key in development on a real domain', { APP_URL: 'https://dev.example.com', STRIPE_SECRET_KEY: keys.live }],
    ['a test key when STRIPE_MODE=live', { APP_URL: 'https://app.example.com', STRIPE_MODE: 'live', STRIPE_SECRET_KEY: keys.test }],
  ])('%s → MODE_MISMATCH', (_name, env) => {
    expect(setup({ ...env, STRIPE_WEBHOOK_SECRET: keys.hook })).toMatchObject({ mode: 'unavailable', code: 'MODE_MISMATCH' });
  });

  it('STRIPE_MODE=test lets a staging server run NODE_ENV=production on test keys', () => {
    const s = setup({ ...production, APP_URL: 'https://staging.example.com', STRIPE_MODE: 'test', STRIPE_SECRET_KEY: keys.test, STRIPE_WEBHOOK_SECRET: keys.hook });
    expect(s).toMatchObject({ mode: 'stripe', keyMode: 'test' });
  });

  it('restricted keys (rk_) are read the same way', () => {
    expect(setup({ STRIPE_SECRET_KEY: 'rk_test_abc', STRIPE_WEBHOOK_SECRET: keys.hook })).toMatchObject({ mode: 'stripe', keyMode: 'test' });
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_publishable'],
    ['STRIPE_SECRET_KEY', 'sk_whatever'],
    ['STRIPE_WEBHOOK_SECRET', 'secret123'],
    ['STRIPE_MODE', 'sandbox'],
    ['STRIPE_API_BASE', 'not a url'],
  ])('a malformed %s stops the server at boot with a clear message', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
