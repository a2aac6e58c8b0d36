import { isLocalDevHost } from '@thrivewell/core/rules/tier';
import type { AppConfig } from '../../config';

/**
 * Which billing provider the server runs, decided once at boot from the config:
 *
 * - no STRIPE_SECRET_KEY outside production → the embedded test-mode checkout;
 * - STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET, key mode matching the deployment → Stripe;
 * - anything else → unavailable: checkout and portal answer the spec's error code, the
 *   rest of the product keeps working.
 *
 * PROVIDER_NOT_CONFIGURED: NODE_ENV=production without STRIPE_SECRET_KEY (a fake checkout
 * must never be offered where real money is expected), or a key without
 * STRIPE_WEBHOOK_SECRET (payments would never reach the subscribers table). At request time
 * Stripe also answers it for a price lookup key that does not exist or a rejected key.
 *
 * MODE_MISMATCH: the key's mode (sk_test_/sk_live_) is not the deployment's. A live key is
 * never accepted with APP_URL on a local host (Stripe would send paying customers back to
 * localhost). Otherwise the expected mode is STRIPE_MODE when set (a staging server running
 * NODE_ENV=production on test keys sets STRIPE_MODE=test), else live under
 * NODE_ENV=production and test everywhere else.
 */
export type BillingSetup =
  | { mode: 'test' }
  | { mode: 'stripe'; secretKey: string; webhookSecret: string; keyMode: StripeKeyMode; apiBase?: string }
  | { mode: 'unavailable'; code: 'PROVIDER_NOT_CONFIGURED' | 'MODE_MISMATCH'; reason: string };

export type StripeKeyMode = 'test' | 'live';

export function stripeKeyMode(secretKey: string): StripeKeyMode {
  return /^(sk|rk)_live_/.test(secretKey) ? 'live' : 'test';
}

export function resolveBillingSetup(config: Pick<AppConfig, 'nodeEnv' | 'appUrl' | 'stripe'>): BillingSetup {
  const { secretKey, webhookSecret, mode, apiBase } = config.stripe;
  if (!secretKey) {
    if (config.nodeEnv === 'production') {
      return { mode: 'unavailable', code: 'PROVIDER_NOT_CONFIGURED', reason: 'NODE_ENV=production needs STRIPE_SECRET_KEY; the test-mode checkout is off in production' };
    }
    return { mode: 'test' };
  }
  const keyMode = stripeKeyMode(secretKey);
  const appHost = new URL(config.appUrl).hostname;
  if (keyMode === 'live' && isLocalDevHost(appHost)) {
    return { mode: 'unavailable', code: 'MODE_MISMATCH', reason: `a live Stripe key cannot be used with APP_URL on ${appHost}` };
  }
  const expected: StripeKeyMode = mode ?? (config.nodeEnv === 'production' ? 'live' : 'test');
  if (keyMode !== expected) {
    const why = mode ? `STRIPE_MODE=${mode}` : `NODE_ENV=${config.nodeEnv}`;
    return { mode: 'unavailable', code: 'MODE_MISMATCH', reason: `a ${keyMode} Stripe key was given but ${why} expects a ${expected} key` };
  }
  if (!webhookSecret) {
    return { mode: 'unavailable', code: 'PROVIDER_NOT_CONFIGURED', reason: 'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not' };
  }
  return { mode: 'stripe', secretKey, webhookSecret, keyMode, ...(apiBase ? { apiBase } : {}) };
}
