import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { signedStripeEvent, startFakeStripe, stripeError, stripeList, stripePrice, stripeSubscription, type FakeStripe } from '../../../test/fake-stripe';
import { createStripeProvider, type StripeBillingProvider } from './stripe-provider';

const webhookSecret = 'whsec_adapter_test_secret';
const user = { id: 'user_42', email: 'ada@example.com' };
let fake: FakeStripe;
let provider: StripeBillingProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = await createStripeProvider({ secretKey: 'sk_test_adapter', webhookSecret, keyMode: 'test', apiBase: fake.url });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const checkoutInput = {
  user,
  lookupKey: 'wellness_plus_yearly' as const,
  successUrl: 'http://localhost:3000/subscription-success',
  cancelUrl: 'http://localhost:3000/pricing',
  customerId: null,
};

describe('Stripe checkout from a price lookup key (P1-PLAN-12, P1-PLAN-16, P1-PLAN-17)', () => {
  it('finds the price by lookup key, then creates a subscription Checkout Session naming the user', async () => {
    fake.on('GET /v1/prices', { body: stripeList([stripePrice('wellness_plus_yearly', 'price_yearly')], '/v1/prices') });
    fake.on('POST /v1/checkout/sessions', { body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });

    await expect(provider.createCheckout(checkoutInput)).resolves.toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });

    const [prices, session] = fake.requests;
    expect(prices!.headers.authorization).toBe('Bearer sk_test_adapter');
    expect(prices!.query.get('lookup_keys[0]')).toBe('wellness_plus_yearly');
    expect(prices!.query.get('active')).toBe('true');
    const form = Object.fromEntries(session!.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_yearly',
      'line_items[0][quantity]': '1',
      success_url: checkoutInput.successUrl,
      cancel_url: checkoutInput.cancelUrl,
      client_reference_id: 'user_42',
      customer_email: 'ada@example.com',
      'metadata[user_id]': 'user_42',
      'subscription_data[metadata][user_id]': 'user_42',
      'subscription_data[metadata][lookup_key]': 'wellness_plus_yearly',
    });
    expect(form.customer).toBeUndefined();
  });

  it('reuses the known customer instead of the e-mail', async () => {
    fake.on('GET /v1/prices', { body: stripeList([stripePrice('wellness_plus_yearly')], '/v1/prices') });
    fake.on('POST /v1/checkout/sessions', { body: { id: 'cs_2', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_2' } });
    await provider.createCheckout({ ...checkoutInput, customerId: 'cus_known' });
    const form = fake.requests[1]!.form;
    expect(form.get('customer')).toBe('cus_known');
    expect(form.get('customer_email')).toBeNull();
  });

  it('a lookup key with no price in Stripe → PROVIDER_NOT_CONFIGURED, no session created', async () => {
    fake.on('GET /v1/prices', { body: stripeList([], '/v1/prices') });
    const err = await appErrorOf(provider.createCheckout(checkoutInput));
    expect(err).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', status: 503, message: 'Payment system not configured. Please contact support.' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/prices']);
  });

  it('a key Stripe rejects (401) → PROVIDER_NOT_CONFIGURED', async () => {
    fake.on('GET /v1/prices', stripeError(401, 'invalid_request_error', 'Invalid API Key provided'));
    expect((await appErrorOf(provider.createCheckout(checkoutInput))).code).toBe('PROVIDER_NOT_CONFIGURED');
  });

  it('any other Stripe failure → CHECKOUT_FAILED with the spec text', async () => {
    fake.on('GET /v1/prices', { body: stripeList([stripePrice('wellness_plus_yearly')], '/v1/prices') });
    fake.on('POST /v1/checkout/sessions', stripeError(400, 'invalid_request_error', 'Not a valid URL'));
    expect(await appErrorOf(provider.createCheckout(checkoutInput))).toMatchObject({
      code: 'CHECKOUT_FAILED',
      status: 502,
      message: 'Failed to create checkout session',
    });
  });
});

describe('Stripe Customer Portal (P1-PLAN-18)', () => {
  it('creates a portal session for the customer with the return URL', async () => {
    fake.on('POST /v1/billing_portal/sessions', { body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/x' } });
    const res = await provider.createPortal({ user, customerId: 'cus_9', returnUrl: 'http://localhost:3000/subscription' });
    expect(res).toEqual({ url: 'https://billing.stripe.com/p/session/x' });
    expect(Object.fromEntries(fake.requests[0]!.form)).toEqual({ customer: 'cus_9', return_url: 'http://localhost:3000/subscription' });
  });

  it('a user who never checked out has nothing to manage: 409 NO_SUBSCRIPTION without calling Stripe', async () => {
    expect(await appErrorOf(provider.createPortal({ user, customerId: null, returnUrl: 'http://localhost:3000/subscription' }))).toMatchObject({
      code: 'NO_SUBSCRIPTION',
      status: 409,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('Stripe failure → PORTAL_FAILED with the spec text', async () => {
    fake.on('POST /v1/billing_portal/sessions', stripeError(400, 'invalid_request_error', 'No configuration provided'));
    expect(await appErrorOf(provider.createPortal({ user, customerId: 'cus_9', returnUrl: 'http://localhost:3000/subscription' }))).toMatchObject({
      code: 'PORTAL_FAILED',
      message: 'Failed to open customer portal',
    });
  });
});

describe('Stripe webhooks: signature and event mapping', () => {
  it('checkout.session.completed: fetches the subscription and reports its state for the session’s user', async () => {
    fake.on('GET /v1/subscriptions/sub_777', { body: stripeSubscription({ id: 'sub_777', customer: 'cus_777', periodEnd: 1_770_000_000, lookupKey: 'wellness_plus_yearly' }) });
    const { payload, signature } = signedStripeEvent(webhookSecret, {
      id: 'evt_checkout',
      created: 1_760_000_000,
      type: 'checkout.session.completed',
      object: { id: 'cs_1', object: 'checkout.session', mode: 'subscription', client_reference_id: 'user_42', customer: 'cus_777', subscription: 'sub_777', metadata: {} },
    });
    const event = await provider.parseWebhook(Buffer.from(payload), signature);
    expect(event).toEqual({
      eventId: 'evt_checkout',
      eventAt: new Date(1_760_000_000 * 1000),
      userId: 'user_42',
      subscription: {
        id: 'sub_777',
        customerId: 'cus_777',
        status: 'active',
        plan: 'wellness_plus',
        currentPeriodEnd: new Date(1_770_000_000 * 1000),
        endedAt: null,
      },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/subscriptions/sub_777']);
  });

  it('Stripe unreachable while fetching the subscription → 502 PROVIDER_UNAVAILABLE, so Stripe retries', async () => {
    fake.on('GET /v1/subscriptions/sub_9', stripeError(500, 'api_error', 'Internal error'));
    const { payload, signature } = signedStripeEvent(webhookSecret, {
      type: 'checkout.session.completed',
      object: { id: 'cs_9', object: 'checkout.session', mode: 'subscription', client_reference_id: 'user_42', subscription: 'sub_9' },
    });
    expect(await appErrorOf(provider.parseWebhook(Buffer.from(payload), signature))).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 502 });
  });

  it('a one-off payment checkout (no subscription) is acknowledged and ignored', async () => {
    const { payload, signature } = signedStripeEvent(webhookSecret, {
      type: 'checkout.session.completed',
      object: { id: 'cs_p', object: 'checkout.session', mode: 'payment', subscription: null },
    });
    await expect(provider.parseWebhook(Buffer.from(payload), signature)).resolves.toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('customer.subscription.deleted: reads the subscription from the event itself, no API call', async () => {
    const { payload, signature } = signedStripeEvent(webhookSecret, {
      type: 'customer.subscription.deleted',
      object: stripeSubscription({ status: 'canceled', userId: 'user_42', endedAt: 1_765_000_000 }),
    });
    const event = await provider.parseWebhook(Buffer.from(payload), signature);
    expect(event).toMatchObject({ userId: 'user_42', subscription: { status: 'canceled', endedAt: new Date(1_765_000_000 * 1000) } });
    expect(fake.requests).toHaveLength(0);
  });

  it('an older payload with current_period_end on the subscription still gives the period end', async () => {
    const legacy = { ...stripeSubscription({}), current_period_end: 1_768_000_000, items: { object: 'list', data: [] } };
    const { payload, signature } = signedStripeEvent(webhookSecret, { type: 'customer.subscription.updated', object: legacy });
    expect((await provider.parseWebhook(Buffer.from(payload), signature))!.subscription.currentPeriodEnd).toEqual(new Date(1_768_000_000 * 1000));
  });

  it('events we do not act on are acknowledged as null', async () => {
    const { payload, signature } = signedStripeEvent(webhookSecret, { type: 'invoice.paid', object: { id: 'in_1', object: 'invoice' } });
    await expect(provider.parseWebhook(Buffer.from(payload), signature)).resolves.toBeNull();
  });

  it.each([
    ['a missing signature header', (p: string) => ({ body: p, sig: undefined })],
    ['a signature made with another secret', (p: string) => ({ body: p, sig: signedStripeEvent('whsec_wrong', { type: 'x', object: {} }).signature })],
    ['a body changed after signing', (p: string, s: string) => ({ body: p.replace('"livemode":false', '"livemode":false ') + ' ', sig: s })],
    ['a garbage header', (p: string) => ({ body: p, sig: 't=abc,v1=def' })],
  ])('%s → 400 INVALID_SIGNATURE', async (_name, tamper) => {
    const { payload, signature } = signedStripeEvent(webhookSecret, { type: 'customer.subscription.updated', object: stripeSubscription({}) });
    const { body, sig } = tamper(payload, signature);
    expect(await appErrorOf(provider.parseWebhook(Buffer.from(body), sig))).toMatchObject({ code: 'INVALID_SIGNATURE', status: 400 });
  });

  it('a correctly signed but replayed-too-late delivery (outside Stripe’s 5 min tolerance) → 400', async () => {
    const { payload, signature } = signedStripeEvent(webhookSecret, {
      type: 'customer.subscription.updated',
      object: stripeSubscription({}),
      signedAt: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await appErrorOf(provider.parseWebhook(Buffer.from(payload), signature))).code).toBe('INVALID_SIGNATURE');
  });

  it('a live-mode event reaching a test-mode server → 400 MODE_MISMATCH', async () => {
    const { payload, signature } = signedStripeEvent(webhookSecret, { type: 'customer.subscription.updated', object: stripeSubscription({}), livemode: true });
    expect(await appErrorOf(provider.parseWebhook(Buffer.from(payload), signature))).toMatchObject({ code: 'MODE_MISMATCH', status: 400 });
  });
});

describe('Stripe subscription cancellation (account deletion)', () => {
  it('cancels the subscription at once with DELETE /v1/subscriptions/:id', async () => {
    fake.on('DELETE /v1/subscriptions/sub_live', { body: stripeSubscription({ id: 'sub_live', status: 'canceled' }) });
    await expect(provider.cancelSubscription({ subscriptionId: 'sub_live' })).resolves.toBeUndefined();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/subscriptions/sub_live']);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk_test_adapter');
  });

  it('a subscription Stripe no longer has (resource_missing) counts as cancelled', async () => {
    fake.on('DELETE /v1/subscriptions/sub_gone', stripeError(404, 'invalid_request_error', "No such subscription: 'sub_gone'", 'resource_missing'));
    await expect(provider.cancelSubscription({ subscriptionId: 'sub_gone' })).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });

  it('a subscription Stripe refuses to cancel because it already ended counts as cancelled', async () => {
    fake.on('DELETE /v1/subscriptions/sub_done', stripeError(400, 'invalid_request_error', 'This subscription is already canceled.'));
    fake.on('GET /v1/subscriptions/sub_done', { body: stripeSubscription({ id: 'sub_done', status: 'canceled', endedAt: 1_765_000_000 }) });
    await expect(provider.cancelSubscription({ subscriptionId: 'sub_done' })).resolves.toBeUndefined();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/subscriptions/sub_done', 'GET /v1/subscriptions/sub_done']);
  });

  it('a refused cancel of a subscription that is still active throws', async () => {
    fake.on('DELETE /v1/subscriptions/sub_odd', stripeError(400, 'invalid_request_error', 'Something else is wrong.'));
    fake.on('GET /v1/subscriptions/sub_odd', { body: stripeSubscription({ id: 'sub_odd', status: 'active' }) });
    await expect(provider.cancelSubscription({ subscriptionId: 'sub_odd' })).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });

  it('Stripe failing (500) throws, so the caller keeps the account', async () => {
    fake.on('DELETE /v1/subscriptions/sub_live', stripeError(500, 'api_error', 'Internal error'));
    fake.on('GET /v1/subscriptions/sub_live', stripeError(500, 'api_error', 'Internal error'));
    await expect(provider.cancelSubscription({ subscriptionId: 'sub_live' })).rejects.toMatchObject({ type: 'StripeAPIError' });
  });
});
