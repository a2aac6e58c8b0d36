import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribers, users } from '../../db/schema';
import { sessionUserId, signUpVerifiedUser, testOrigin } from '../../../test/auth-helpers';
import { startFakeStripe, stripeError, stripeSubscription, type FakeStripe } from '../../../test/fake-stripe';
import { startTestApp, type TestApp } from '../../../test/test-db';

/**
 * Deleting an account must stop the user's Stripe subscription first: once the rows are gone
 * nothing ties the subscription to anyone and it would keep charging the card. The app runs in
 * Stripe mode with Stripe faked at the network edge.
 */
let fake: FakeStripe;
let t: TestApp;
const password = 'Calm-River-42!';

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await startTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_account_billing', STRIPE_WEBHOOK_SECRET: 'whsec_account_billing', STRIPE_API_BASE: fake.url },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

/** A signed-in user whose subscribers row says they pay through Stripe. */
async function subscribedUser(email: string, o: { subscriptionId: string; status?: string }) {
  const cookie = await signUpVerifiedUser(t.app, { email, password });
  const id = await sessionUserId(t.app, cookie);
  await t.database.db.insert(subscribers).values({
    userId: id,
    subscribed: o.status !== 'canceled',
    simplifiedTier: o.status === 'canceled' ? 'free' : 'paid',
    subscriptionTier: 'wellness_plus',
    subscriptionEnd: new Date(Date.now() + 30 * 86_400_000),
    provider: 'stripe',
    providerCustomerId: `cus_${o.subscriptionId}`,
    providerSubscriptionId: o.subscriptionId,
    providerStatus: o.status ?? 'active',
  });
  return { cookie, id, email };
}

const del = (u: { cookie: string; email: string }) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: u.cookie, origin: testOrigin }, payload: { email: u.email } });

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0] ?? null;
const subscriberRow = async (id: string) => (await t.database.db.select().from(subscribers).where(eq(subscribers.userId, id)))[0] ?? null;
const stripeCalls = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe('DELETE /api/account with a Stripe subscription', () => {
  it('cancels the live subscription at Stripe, then deletes the account', async () => {
    const ann = await subscribedUser('ann@example.com', { subscriptionId: 'sub_ann' });
    fake.on('DELETE /v1/subscriptions/sub_ann', { body: stripeSubscription({ id: 'sub_ann', status: 'canceled' }) });

    const res = await del(ann);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(stripeCalls()).toEqual(['DELETE /v1/subscriptions/sub_ann']);
    expect(await userRow(ann.id)).toBeNull();
    expect(await subscriberRow(ann.id)).toBeNull();
  });

  it('a subscription Stripe no longer has does not block the deletion', async () => {
    const ben = await subscribedUser('ben@example.com', { subscriptionId: 'sub_ben' });
    fake.on('DELETE /v1/subscriptions/sub_ben', stripeError(404, 'invalid_request_error', "No such subscription: 'sub_ben'", 'resource_missing'));

    expect((await del(ben)).statusCode).toBe(200);
    expect(await userRow(ben.id)).toBeNull();
  });

  it('an already cancelled subscription is not sent to Stripe again', async () => {
    const cleo = await subscribedUser('cleo@example.com', { subscriptionId: 'sub_cleo', status: 'canceled' });

    expect((await del(cleo)).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(0);
    expect(await userRow(cleo.id)).toBeNull();
  });

  it('Stripe failing → 502 SUBSCRIPTION_CANCEL_FAILED and the account and its rows stay', async () => {
    const dan = await subscribedUser('dan@example.com', { subscriptionId: 'sub_dan' });
    fake.on('DELETE /v1/subscriptions/sub_dan', stripeError(500, 'api_error', 'Internal error'));
    fake.on('GET /v1/subscriptions/sub_dan', stripeError(500, 'api_error', 'Internal error'));

    const res = await del(dan);

    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'SUBSCRIPTION_CANCEL_FAILED',
        message: 'We could not cancel your subscription, so your account was not deleted. Please try again in a few minutes or contact support.',
      },
    });
    expect(stripeCalls()).toContain('DELETE /v1/subscriptions/sub_dan');
    expect(await userRow(dan.id)).not.toBeNull();
    expect(await subscriberRow(dan.id)).toMatchObject({ providerSubscriptionId: 'sub_dan', subscribed: true });
    // Still signed in: the user can try again once Stripe answers.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: dan.cookie } });
    expect(session.json<{ user?: { id?: string } } | null>()?.user?.id).toBe(dan.id);

    fake.on('DELETE /v1/subscriptions/sub_dan', { body: stripeSubscription({ id: 'sub_dan', status: 'canceled' }) });
    expect((await del(dan)).statusCode).toBe(200);
    expect(await userRow(dan.id)).toBeNull();
  });

  it('a user who never subscribed is deleted without calling Stripe', async () => {
    const cookie = await signUpVerifiedUser(t.app, { email: 'eve@example.com', password });
    const id = await sessionUserId(t.app, cookie);

    expect((await del({ cookie, email: 'eve@example.com' })).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(0);
    expect(await userRow(id)).toBeNull();
  });
});
