import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { cookiesFrom, signUpVerifiedUser } from '../../../test/auth-helpers';
import { call, checkoutBody } from '../../../test/billing-helpers';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/test-db';
import { testVapidEnv } from '../../../test/vapid';

/**
 * Billing that is not (correctly) set up: the server still runs, the free product works, and
 * checkout / portal answer the spec's codes so the web can show its toasts (P1-PLAN-19, -20).
 */
const secret = { BETTER_AUTH_SECRET: 's'.repeat(40) };
const email = 'dana@example.com';
const password = 'Silver-Lake-31!';
let database: DatabaseHandle;
let dev: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  dev = await startTestApp({ database, env: secret });
  await signUpVerifiedUser(dev.app, { email, password });
});
afterAll(async () => {
  await dev?.close();
  await database?.close();
});

async function signInOn(app: TestApp, origin: string): Promise<string> {
  const res = await app.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res);
}

async function expectUnavailable(app: TestApp, cookie: string, code: string, message: string, origin = 'http://localhost:3000') {
  const body = checkoutBody({ success_url: `${origin}/subscription-success`, cancel_url: `${origin}/pricing` });
  const checkout = await call(app.app, 'POST', '/api/billing/checkout', { cookie, body });
  expect(checkout.statusCode).toBe(503);
  expect(checkout.json()).toEqual({ error: { code, message } });
  const portal = await call(app.app, 'POST', '/api/billing/portal', { cookie });
  expect(portal.statusCode).toBe(503);
  expect(portal.json().error.code).toBe(code);
  // Signed-out callers still hear that they should sign in first.
  expect((await call(app.app, 'POST', '/api/billing/checkout', { body: checkoutBody() })).statusCode).toBe(401);
  // The plan read keeps working: everyone is simply free.
  expect((await call(app.app, 'GET', '/api/subscription', { cookie })).json()).toMatchObject({ simplifiedTier: 'free' });
  // No test checkout behind it, and no webhook processing.
  expect((await call(app.app, 'POST', '/api/billing/test/portal/cancel-subscription', { cookie })).statusCode).toBe(404);
  const hook = await call(app.app, 'POST', '/api/billing/webhook', { body: {}, headers: { 'stripe-signature': 't=1,v1=x' } });
  expect(hook.statusCode).toBe(503);
}

describe('MODE_MISMATCH (P1-PLAN-20)', () => {
  it('a live Stripe key with APP_URL on localhost → 503 MODE_MISMATCH with the spec toast text', async () => {
    const app = await startTestApp({ database, env: { ...secret, STRIPE_SECRET_KEY: 'sk_live_realmoney', STRIPE_WEBHOOK_SECRET: 'whsec_x' } });
    try {
      const cookie = await signInOn(app, 'http://localhost:3000');
      await expectUnavailable(app, cookie, 'MODE_MISMATCH', 'Configuration error. Please contact support.');
    } finally {
      await app.close();
    }
  });
});

describe('PROVIDER_NOT_CONFIGURED (P1-PLAN-19)', () => {
  const production = {
    ...secret,
    NODE_ENV: 'production',
    APP_URL: 'https://app.example.com',
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...testVapidEnv,
  };

  it('NODE_ENV=production without STRIPE_SECRET_KEY: no test checkout, 503 PROVIDER_NOT_CONFIGURED', async () => {
    const app = await startTestApp({ database, env: production });
    try {
      const cookie = await signInOn(app, production.APP_URL);
      await expectUnavailable(app, cookie, 'PROVIDER_NOT_CONFIGURED', 'Payment system not configured. Please contact support.', production.APP_URL);
    } finally {
      await app.close();
    }
  });

  it('redirect URLs are checked against APP_URL’s host (https only off localhost, sub-domains allowed)', async () => {
    const app = await startTestApp({ database, env: production });
    try {
      const cookie = await signInOn(app, production.APP_URL);
      const attempt = (success_url: string) => call(app.app, 'POST', '/api/billing/checkout', { cookie, body: checkoutBody({ success_url, cancel_url: `${production.APP_URL}/pricing` }) });
      expect((await attempt('http://app.example.com/ok')).json().error.message).toBe('Only HTTPS URLs are allowed');
      expect((await attempt('http://localhost:3000/ok')).json().error.message).toBe('Redirect URL domain is not allowed');
      expect((await attempt('https://example.com/ok')).json().error.message).toBe('Redirect URL domain is not allowed');
      expect((await attempt('https://app.example.com.evil.io/ok')).json().error.message).toBe('Redirect URL domain is not allowed');
      // Past the URL rules, the request reaches the (unconfigured) provider.
      expect((await attempt('https://www.app.example.com/ok')).json().error.code).toBe('PROVIDER_NOT_CONFIGURED');
      expect((await attempt('https://app.example.com/subscription-success?pending=true')).json().error.code).toBe('PROVIDER_NOT_CONFIGURED');
    } finally {
      await app.close();
    }
  });

  it('a test key in production → MODE_MISMATCH', async () => {
    const app = await startTestApp({ database, env: { ...production, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' } });
    try {
      const cookie = await signInOn(app, production.APP_URL);
      await expectUnavailable(app, cookie, 'MODE_MISMATCH', 'Configuration error. Please contact support.', production.APP_URL);
    } finally {
      await app.close();
    }
  });

  it('STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET → PROVIDER_NOT_CONFIGURED', async () => {
    const app = await startTestApp({ database, env: { ...secret, STRIPE_SECRET_KEY: 'sk_test_x' } });
    try {
      const cookie = await signInOn(app, 'http://localhost:3000');
      await expectUnavailable(app, cookie, 'PROVIDER_NOT_CONFIGURED', 'Payment system not configured. Please contact support.');
    } finally {
      await app.close();
    }
  });
});
