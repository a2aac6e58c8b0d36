import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectResponseSchema, subscriptionResponseSchema } from '@thrivewell/core/contracts/billing-contract';
import type { DatabaseHandle } from '../../db/client';
import { billingTestSessions, subscribers } from '../../db/schema';
import { sessionUserId, signUpVerifiedUser } from '../../../test/auth-helpers';
import { appUrl, call, checkoutBody, sessionIdOf, type CallOptions } from '../../../test/billing-helpers';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/test-db';

let database: DatabaseHandle;
let t: TestApp;
let alice: string;
let bob: string;
let aliceId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ database, env: { TRUST_PROXY: '1' } }); // helpers vary X-Forwarded-For per request
  alice = await signUpVerifiedUser(t.app, { email: 'alice@example.com', password: 'Calm-River-42!' });
  bob = await signUpVerifiedUser(t.app, { email: 'bob@example.com', password: 'Quiet-Forest-17!' });
  aliceId = await sessionUserId(t.app, alice);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const api = (method: 'GET' | 'POST', url: string, o?: CallOptions) => call(t.app, method, url, o);
const subscription = async (cookie: string) => (await api('GET', '/api/subscription', { cookie })).json();
const free = { isSubscribed: false, tier: 'free', simplifiedTier: 'free' };

async function newSession(cookie: string, body: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/billing/checkout', { cookie, body: checkoutBody(body) });
  expect(res.statusCode).toBe(200);
  return sessionIdOf(res.json().url);
}

async function resetAlice() {
  await database.db.delete(subscribers).where(eq(subscribers.userId, aliceId));
}

describe('GET /api/subscription (P1-SUB-02..05)', () => {
  it('signed out → 401 with the sign-in message', async () => {
    const res = await api('GET', '/api/subscription');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
  });

  it('a forged session cookie → 401', async () => {
    const res = await api('GET', '/api/subscription', { cookie: 'better-auth.session_token=forged.value' });
    expect(res.statusCode).toBe(401);
  });

  it('a user without a subscribers row is free, in the shared contract’s shape, never cached', async () => {
    const res = await api('GET', '/api/subscription', { cookie: bob });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ...free, subscriptionEnd: null });
    expect(subscriptionResponseSchema.parse(res.json())).toEqual(res.json());
  });
});

describe('POST /api/billing/checkout (P1-PLAN-14, P1-PLAN-17)', () => {
  it('signed out → 401 "Please sign in to subscribe", whatever the body', async () => {
    for (const body of [checkoutBody(), { nonsense: true }]) {
      const res = await api('POST', '/api/billing/checkout', { body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to subscribe' } });
    }
  });

  it('answers {url} of the test checkout page for a new session stored for the user', async () => {
    const res = await api('POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody() });
    expect(res.statusCode).toBe(200);
    const { url } = redirectResponseSchema.parse(res.json());
    expect(url).toMatch(new RegExp(`^${appUrl}/billing/test-checkout\\?session=tcs_[A-Za-z0-9_-]{32}$`));
    const [row] = await database.db.select().from(billingTestSessions).where(eq(billingTestSessions.id, sessionIdOf(url)));
    expect(row).toMatchObject({ userId: aliceId, lookupKey: 'wellness_plus_monthly', status: 'open', cancelUrl: `${appUrl}/pricing` });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it.each([
    ['a missing lookup_key', { lookup_key: undefined }, 'lookup_key'],
    ['an unknown lookup_key', { lookup_key: 'premium_monthly' }, 'lookup_key'],
    ['a lookup_key of the wrong type', { lookup_key: 42 }, 'lookup_key'],
    ['a missing success_url', { success_url: undefined }, 'success_url'],
    ['an empty cancel_url', { cancel_url: '  ' }, 'cancel_url'],
  ])('%s → 400 VALIDATION_ERROR naming the field', async (_name, overrides, field) => {
    const res = await api('POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(res.json().error.message).toMatch(new RegExp(`^Invalid checkout request: ${field} `));
  });

  it.each([
    ['not JSON', { raw: '{"lookup_key": ' }],
    ['an empty JSON body', { raw: '' }],
    ['a JSON array', { body: [checkoutBody()] }],
    ['a JSON string', { body: 'wellness_plus_monthly' }],
    ['null', { raw: 'null' }],
  ])('%s → 400 with a JSON error, never 500', async (_name, o) => {
    const res = await api('POST', '/api/billing/checkout', { cookie: alice, ...o });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it.each([
    ['a foreign domain', { success_url: 'https://evil.example.com/steal' }, 'success_url', 'Redirect URL domain is not allowed'],
    ['a look-alike domain', { cancel_url: 'https://localhost.evil.com/x' }, 'cancel_url', 'Redirect URL domain is not allowed'],
    ['plain http off localhost', { success_url: 'http://example.com/x' }, 'success_url', 'Only HTTPS URLs are allowed'],
    ['a javascript: URL', { success_url: 'javascript:alert(1)' }, 'success_url', 'Only HTTPS URLs are allowed'],
    ['not a URL', { cancel_url: 'pricing' }, 'cancel_url', 'Invalid URL format'],
  ])('redirect URL rule (§5): %s → 400 with the spec message', async (_name, overrides, field, message) => {
    const res = await api('POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message, field } });
  });

  it('localhost on another port is allowed (the dev server)', async () => {
    const res = await api('POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody({ success_url: 'http://localhost:5173/subscription-success' }) });
    expect(res.statusCode).toBe(200);
  });

  it('Health Pro is coming soon and cannot be bought (P1-PLAN-09)', async () => {
    const res = await api('POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody({ lookup_key: 'health_pro_monthly' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'PLAN_NOT_AVAILABLE', field: 'lookup_key' });
  });
});

describe('test-mode checkout sessions: only the owner can see, pay or cancel', () => {
  it('GET shows the plan, price and cycle to the owner', async () => {
    const monthly = await newSession(alice);
    const res = await api('GET', `/api/billing/test/sessions/${monthly}`, { cookie: alice });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: monthly, plan: 'wellness_plus', planName: 'Wellness Pro', lookupKey: 'wellness_plus_monthly', cycle: 'monthly', amount: 19, currency: 'usd', status: 'open' });

    const yearly = await newSession(alice, { lookup_key: 'wellness_plus_yearly' });
    expect((await api('GET', `/api/billing/test/sessions/${yearly}`, { cookie: alice })).json()).toMatchObject({ cycle: 'yearly', amount: 190 });
  });

  it('signed out → 401 on every session endpoint', async () => {
    const id = await newSession(alice);
    for (const [method, url] of [
      ['GET', `/api/billing/test/sessions/${id}`],
      ['POST', `/api/billing/test/sessions/${id}/pay`],
      ['POST', `/api/billing/test/sessions/${id}/cancel`],
      ['POST', '/api/billing/test/portal/cancel-subscription'],
    ] as const) {
      const res = await api(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('another user gets exactly the answer of a missing session — and paying it changes nothing', async () => {
    const id = await newSession(alice);
    const missing = await api('GET', '/api/billing/test/sessions/tcs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { cookie: bob });
    for (const [method, url] of [
      ['GET', `/api/billing/test/sessions/${id}`],
      ['POST', `/api/billing/test/sessions/${id}/pay`],
      ['POST', `/api/billing/test/sessions/${id}/cancel`],
    ] as const) {
      const res = await api(method, url, { cookie: bob });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(await subscription(bob)).toMatchObject(free);
    expect(await subscription(alice)).toMatchObject(free);
    const [row] = await database.db.select().from(billingTestSessions).where(eq(billingTestSessions.id, id));
    expect(row!.status).toBe('open');
  });

  it.each(['nope', 'tcs_short', '..%2F..%2Fetc', `tcs_${'x'.repeat(60)}`])('a malformed session id (%s) → 404, never 500', async (id) => {
    expect((await api('GET', `/api/billing/test/sessions/${id}`, { cookie: alice })).statusCode).toBe(404);
    expect((await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice })).statusCode).toBe(404);
  });
});

describe('the full test-mode flow flips GET /api/subscription (same code path as the webhook)', () => {
  it('pay → paid on wellness_plus until a month from now; portal cancel → free again', async () => {
    await resetAlice();
    const id = await newSession(alice);
    const before = Date.now();
    const pay = await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice });
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toEqual({ url: `${appUrl}/subscription-success?pending=true` });

    const paid = await subscription(alice);
    expect(paid).toMatchObject({ isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid' });
    const end = new Date(paid.subscriptionEnd).getTime();
    expect(end - before).toBeGreaterThan(27 * 86400_000);
    expect(end - before).toBeLessThan(32 * 86400_000);
    expect(await subscription(bob)).toMatchObject(free);
    expect((await api('GET', `/api/billing/test/sessions/${id}`, { cookie: alice })).json().status).toBe('paid');

    const portal = await api('POST', '/api/billing/portal', { cookie: alice });
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({ url: `${appUrl}/billing/test-portal` });

    const cancel = await api('POST', '/api/billing/test/portal/cancel-subscription', { cookie: alice });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject(free);
    expect(new Date(cancel.json().subscriptionEnd).getTime()).toBeGreaterThanOrEqual(before);
    expect(await subscription(alice)).toMatchObject(free);

    const again = await api('POST', '/api/billing/test/portal/cancel-subscription', { cookie: alice });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NO_SUBSCRIPTION');
  });

  it('a yearly plan runs a year', async () => {
    await resetAlice();
    const id = await newSession(alice, { lookup_key: 'wellness_plus_yearly' });
    await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice });
    const end = new Date((await subscription(alice)).subscriptionEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(364 * 86400_000);
  });

  it('pressing Pay twice (even at once) is safe: one payment, same answer', async () => {
    await resetAlice();
    const id = await newSession(alice);
    const [a, b] = await Promise.all([
      api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice }),
      api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.userId, aliceId));
    expect(row).toMatchObject({ subscribed: true, lastEventId: `tevt_paid_${id}`, providerSubscriptionId: `tsub_${id}` });
    expect((await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice })).statusCode).toBe(200);
  });

  it('paying an old session after cancelling does not revive the subscription', async () => {
    await resetAlice();
    const id = await newSession(alice);
    await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice });
    await api('POST', '/api/billing/test/portal/cancel-subscription', { cookie: alice });
    const replay = await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice });
    expect(replay.statusCode).toBe(409);
    expect(await subscription(alice)).toMatchObject(free);
  });

  it('a paid user cannot start another checkout or pay another open session', async () => {
    await resetAlice();
    const second = await newSession(alice);
    const first = await newSession(alice);
    await api('POST', `/api/billing/test/sessions/${first}/pay`, { cookie: alice });
    const checkout = await api('POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody() });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error.code).toBe('ALREADY_SUBSCRIBED');
    const pay = await api('POST', `/api/billing/test/sessions/${second}/pay`, { cookie: alice });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('Cancel sends the browser to the cancel URL and closes the session; a paid session cannot be cancelled', async () => {
    await resetAlice();
    const id = await newSession(alice);
    const cancel = await api('POST', `/api/billing/test/sessions/${id}/cancel`, { cookie: alice });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ url: `${appUrl}/pricing` });
    const pay = await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('SESSION_CLOSED');
    expect(await subscription(alice)).toMatchObject(free);

    const paidId = await newSession(alice);
    await api('POST', `/api/billing/test/sessions/${paidId}/pay`, { cookie: alice });
    expect((await api('POST', `/api/billing/test/sessions/${paidId}/cancel`, { cookie: alice })).statusCode).toBe(409);
  });

  it('an expired session cannot be paid (410)', async () => {
    await resetAlice();
    const id = await newSession(alice);
    await database.db.update(billingTestSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(billingTestSessions.id, id));
    expect((await api('GET', `/api/billing/test/sessions/${id}`, { cookie: alice })).json().status).toBe('expired');
    const pay = await api('POST', `/api/billing/test/sessions/${id}/pay`, { cookie: alice });
    expect(pay.statusCode).toBe(410);
    expect(pay.json().error.code).toBe('SESSION_EXPIRED');
    expect(await subscription(alice)).toMatchObject(free);
  });
});

describe('POST /api/billing/portal (P1-PLAN-15, P1-PLAN-18)', () => {
  it('signed out → 401 "Please sign in to manage subscription"', async () => {
    const res = await api('POST', '/api/billing/portal');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to manage subscription' } });
  });

  it('takes no body: one is ignored, malformed JSON is a 400', async () => {
    expect((await api('POST', '/api/billing/portal', { cookie: bob, body: { customer: 'cus_someone_else' } })).json()).toEqual({
      url: `${appUrl}/billing/test-portal`,
    });
    expect((await api('POST', '/api/billing/portal', { cookie: bob, raw: '{oops' })).statusCode).toBe(400);
  });
});

describe('sessions live in the database, so any instance can serve them', () => {
  it('a session created on one instance is shown and paid on another', async () => {
    await resetAlice();
    const secret = { BETTER_AUTH_SECRET: 'x'.repeat(40) };
    const one = await startTestApp({ database, env: secret });
    const two = await startTestApp({ database, env: secret });
    try {
      const carol = await signUpVerifiedUser(one.app, { email: 'carol@example.com', password: 'Bright-Meadow-88!' });
      const res = await call(one.app, 'POST', '/api/billing/checkout', { cookie: carol, body: checkoutBody() });
      const id = sessionIdOf(res.json().url);
      expect((await call(two.app, 'GET', `/api/billing/test/sessions/${id}`, { cookie: carol })).statusCode).toBe(200);
      expect((await call(two.app, 'POST', `/api/billing/test/sessions/${id}/pay`, { cookie: carol })).statusCode).toBe(200);
      expect((await call(one.app, 'GET', '/api/subscription', { cookie: carol })).json().simplifiedTier).toBe('paid');
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('POST /api/billing/webhook without Stripe', () => {
  it('answers 503 PROVIDER_NOT_CONFIGURED in test mode', async () => {
    const res = await api('POST', '/api/billing/webhook', { body: { id: 'evt_1', type: 'checkout.session.completed' }, headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('PROVIDER_NOT_CONFIGURED');
  });
});
