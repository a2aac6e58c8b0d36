import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { subscribers, users } from '../../db/schema';
import { sessionUserId, signUpVerifiedUser } from '../../../test/auth-helpers';
import { call, checkoutBody } from '../../../test/billing-helpers';
import { signedStripeEvent, startFakeStripe, stripeList, stripePrice, stripeSubscription, type FakeStripe } from '../../../test/fake-stripe';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/test-db';

/**
 * The app in Stripe mode, with Stripe faked at the network edge (a local HTTP server the real
 * SDK talks to) and webhooks signed by the SDK's own generateTestHeaderString.
 */
const webhookSecret = 'whsec_integration_secret';
let database: DatabaseHandle;
let fake: FakeStripe;
let t: TestApp;
let alice: string;
let bob: string;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  database = await createTestDatabase();
  t = await startTestApp({
    database,
    env: { STRIPE_SECRET_KEY: 'sk_test_integration', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.url },
  });
  alice = await signUpVerifiedUser(t.app, { email: 'alice@example.com', password: 'Calm-River-42!' });
  bob = await signUpVerifiedUser(t.app, { email: 'bob@example.com', password: 'Quiet-Forest-17!' });
  aliceId = await sessionUserId(t.app, alice);
  bobId = await sessionUserId(t.app, bob);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  await database.db.delete(subscribers);
});

const now = Math.floor(Date.now() / 1000);
const periodEnd = now + 30 * 86400;

function deliver(o: Parameters<typeof signedStripeEvent>[1], tamper?: (sig: string) => string) {
  const { payload, signature } = signedStripeEvent(webhookSecret, o);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': tamper ? tamper(signature) : signature },
    payload,
  });
}

const status = async (cookie: string) => (await call(t.app, 'GET', '/api/subscription', { cookie })).json();

function checkoutCompleted(userId: string, o: { id?: string; created?: number; sub?: string; customer?: string } = {}) {
  const sub = o.sub ?? 'sub_A';
  fake.on(`GET /v1/subscriptions/${sub}`, { body: stripeSubscription({ id: sub, customer: o.customer ?? 'cus_A', userId, periodEnd }) });
  return deliver({
    id: o.id,
    created: o.created ?? now,
    type: 'checkout.session.completed',
    object: { id: 'cs_1', object: 'checkout.session', mode: 'subscription', client_reference_id: userId, customer: o.customer ?? 'cus_A', subscription: sub, metadata: { user_id: userId } },
  });
}

function subscriptionEvent(type: string, o: { id?: string; created: number; status: string; userId?: string; customer?: string; endedAt?: number }) {
  return deliver({
    id: o.id,
    created: o.created,
    type,
    object: stripeSubscription({ id: 'sub_A', customer: o.customer ?? 'cus_A', status: o.status, userId: o.userId, periodEnd, endedAt: o.endedAt }),
  });
}

describe('Stripe checkout and portal through the app', () => {
  it('checkout creates a Stripe Checkout Session for the signed-in user and answers its URL', async () => {
    fake.on('GET /v1/prices', { body: stripeList([stripePrice('wellness_plus_monthly', 'price_m')], '/v1/prices') });
    fake.on('POST /v1/checkout/sessions', { body: { id: 'cs_x', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_x' } });
    const res = await call(t.app, 'POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_x' });
    const form = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.form;
    expect(form.get('client_reference_id')).toBe(aliceId);
    expect(form.get('customer_email')).toBe('alice@example.com');
    expect(form.get('success_url')).toBe('http://localhost:3000/subscription-success?pending=true');
  });

  it('a lookup key without a Stripe price → 503 PROVIDER_NOT_CONFIGURED with the spec toast text (P1-PLAN-19)', async () => {
    fake.on('GET /v1/prices', { body: stripeList([], '/v1/prices') });
    const res = await call(t.app, 'POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'PROVIDER_NOT_CONFIGURED', message: 'Payment system not configured. Please contact support.' } });
  });

  it('portal: 409 before any checkout; afterwards a portal session for the user’s own Stripe customer', async () => {
    const before = await call(t.app, 'POST', '/api/billing/portal', { cookie: alice });
    expect(before.statusCode).toBe(409);
    expect(before.json().error.code).toBe('NO_SUBSCRIPTION');

    await checkoutCompleted(aliceId, { customer: 'cus_alice' });
    fake.on('POST /v1/billing_portal/sessions', { body: { id: 'bps', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/a' } });
    const res = await call(t.app, 'POST', '/api/billing/portal', { cookie: alice });
    expect(res.json()).toEqual({ url: 'https://billing.stripe.com/p/session/a' });
    expect(Object.fromEntries(fake.requests.at(-1)!.form)).toEqual({ customer: 'cus_alice', return_url: 'http://localhost:3000/subscription' });

    // Bob never paid: he gets no portal, and certainly not Alice's.
    expect((await call(t.app, 'POST', '/api/billing/portal', { cookie: bob })).statusCode).toBe(409);
  });

  it('the test-mode endpoints do not exist next to Stripe', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing/test/sessions/tcs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['POST', '/api/billing/test/sessions/tcs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pay'],
      ['POST', '/api/billing/test/portal/cancel-subscription'],
    ] as const) {
      expect((await call(t.app, method, url, { cookie: alice })).statusCode).toBe(404);
    }
  });
});

describe('POST /api/billing/webhook updates subscribers', () => {
  it('checkout.session.completed → the user is paid until the period end; nobody else changes', async () => {
    const res = await checkoutCompleted(aliceId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await status(alice)).toEqual({ isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', subscriptionEnd: new Date(periodEnd * 1000).toISOString() });
    expect(await status(bob)).toMatchObject({ simplifiedTier: 'free' });
  });

  it('the same delivery twice: the second is a no-op', async () => {
    await checkoutCompleted(aliceId, { id: 'evt_same' });
    const [before] = await database.db.select().from(subscribers).where(eq(subscribers.userId, aliceId));
    const again = await checkoutCompleted(aliceId, { id: 'evt_same' });
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    const [after] = await database.db.select().from(subscribers).where(eq(subscribers.userId, aliceId));
    expect(after).toEqual(before);
  });

  it('customer.subscription.deleted → free; a late replay of the older activation keeps it free', async () => {
    await checkoutCompleted(aliceId, { id: 'evt_paid', created: now });
    const deleted = await subscriptionEvent('customer.subscription.deleted', { created: now + 60, status: 'canceled', userId: aliceId, endedAt: now + 60 });
    expect(deleted.json().outcome).toBe('applied');
    expect(await status(alice)).toMatchObject({ isSubscribed: false, tier: 'free', simplifiedTier: 'free', subscriptionEnd: new Date((now + 60) * 1000).toISOString() });

    const replay = await checkoutCompleted(aliceId, { id: 'evt_paid', created: now });
    expect(replay.json().outcome).toBe('stale');
    expect(await status(alice)).toMatchObject({ simplifiedTier: 'free' });
  });

  it('out of order: the deletion arrives before the update that preceded it → the user ends free', async () => {
    await subscriptionEvent('customer.subscription.deleted', { created: now + 20, status: 'canceled', userId: aliceId });
    const late = await subscriptionEvent('customer.subscription.updated', { created: now + 10, status: 'active', userId: aliceId });
    expect(late.json().outcome).toBe('stale');
    expect(await status(alice)).toMatchObject({ simplifiedTier: 'free' });
  });

  it('subscription.updated to past_due keeps access; to unpaid removes it', async () => {
    await checkoutCompleted(aliceId, { created: now });
    await subscriptionEvent('customer.subscription.updated', { created: now + 1, status: 'past_due', userId: aliceId });
    expect(await status(alice)).toMatchObject({ simplifiedTier: 'paid' });
    await subscriptionEvent('customer.subscription.updated', { created: now + 2, status: 'unpaid', userId: aliceId });
    expect(await status(alice)).toMatchObject({ simplifiedTier: 'free' });
  });

  it('an event without our metadata finds its user by the Stripe customer id', async () => {
    await checkoutCompleted(bobId, { customer: 'cus_bob', sub: 'sub_A' });
    const res = await subscriptionEvent('customer.subscription.deleted', { created: now + 30, status: 'canceled', customer: 'cus_bob' });
    expect(res.json().outcome).toBe('applied');
    expect(await status(bob)).toMatchObject({ simplifiedTier: 'free' });
  });

  it('a subscription of no known user is acknowledged (200) and changes nothing', async () => {
    const res = await subscriptionEvent('customer.subscription.updated', { created: now, status: 'active', customer: 'cus_stranger' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
  });

  it('an event naming a user that does not exist (deleted account) is acknowledged and dropped', async () => {
    const res = await subscriptionEvent('customer.subscription.updated', { created: now, status: 'active', userId: 'no-such-user' });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown_user');
    expect(await database.db.select().from(users).where(eq(users.id, 'no-such-user'))).toHaveLength(0);
  });

  it('events we do not act on → 200 ignored', async () => {
    const res = await deliver({ type: 'invoice.paid', object: { id: 'in_1', object: 'invoice' } });
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('POST /api/billing/webhook rejects what Stripe did not sign', () => {
  it.each([
    ['a forged signature', (s: string) => s.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)],
    ['no v1 signature at all', () => `t=${now}`],
    ['an empty header', () => ''],
  ])('%s → 400 INVALID_SIGNATURE and nothing changes', async (_name, tamper) => {
    fake.on('GET /v1/subscriptions/sub_A', { body: stripeSubscription({ userId: aliceId, periodEnd }) });
    const res = await deliver(
      { type: 'checkout.session.completed', object: { id: 'cs', object: 'checkout.session', mode: 'subscription', client_reference_id: aliceId, subscription: 'sub_A' } },
      tamper,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_SIGNATURE');
    expect(await status(alice)).toMatchObject({ simplifiedTier: 'free' });
    expect(fake.requests).toHaveLength(0);
  });

  it('a body re-serialised after signing (what a parsed-JSON route would verify) → 400', async () => {
    const { payload, signature } = signedStripeEvent(webhookSecret, { type: 'customer.subscription.updated', object: stripeSubscription({ userId: aliceId }) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify(JSON.parse(payload), null, 2),
    });
    expect(res.statusCode).toBe(400);
  });

  it('a live-mode event on this test-mode server → 400 MODE_MISMATCH', async () => {
    const res = await deliver({ type: 'customer.subscription.updated', object: stripeSubscription({ userId: aliceId }), livemode: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MODE_MISMATCH');
  });

  it('a non-JSON content type → 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'text/xml', 'stripe-signature': 'x' }, payload: '<x/>' });
    expect(res.statusCode).toBe(415);
  });

  it('other JSON routes still parse JSON normally (the raw parser is scoped to the webhook)', async () => {
    const res = await call(t.app, 'POST', '/api/billing/checkout', { cookie: alice, body: checkoutBody({ lookup_key: 'nope' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('lookup_key');
  });
});
