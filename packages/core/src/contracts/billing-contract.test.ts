import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema, redirectResponseSchema, subscriptionResponseSchema } from './billing-contract';
import { deriveSubscriptionStatus } from '../rules/plans';

describe('HTTP contract', () => {
  const body = { lookup_key: 'wellness_plus_monthly', success_url: 'https://thrivewell.app/subscription-success', cancel_url: 'https://thrivewell.app/pricing' };

  it('P1-PLAN-17 checkout body: lookup_key, success_url, cancel_url', () => {
    expect(checkoutRequestSchema.parse(body)).toEqual(body);
    expect(checkoutRequestSchema.safeParse({ ...body, lookup_key: 'premium_monthly' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...body, success_url: ' ' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ lookup_key: 'wellness_plus_yearly' }).success).toBe(false);
  });

  it('checkout and portal responses carry a url', () => {
    expect(redirectResponseSchema.parse({ url: 'https://checkout.stripe.com/c/pay/cs_test' })).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test' });
    expect(redirectResponseSchema.safeParse({ url: 'nope' }).success).toBe(false);
  });

  it('subscription response has isSubscribed, tier, simplifiedTier, subscriptionEnd', () => {
    const parsed = subscriptionResponseSchema.parse(deriveSubscriptionStatus(null));
    expect(parsed).toEqual({ isSubscribed: false, tier: 'free', simplifiedTier: 'free', subscriptionEnd: null });
    expect(subscriptionResponseSchema.safeParse({ ...parsed, simplifiedTier: 'gold' }).success).toBe(false);
  });
});
