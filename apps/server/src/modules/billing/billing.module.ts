import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { resolveBillingSetup, type BillingSetup } from '../../providers/billing/billing-setup';
import { createStripeProvider, type StripeBillingProvider } from '../../providers/billing/stripe-provider';
import { createTestModeProvider } from '../../providers/billing/test-mode-provider';
import { createSubscriptionService, type SubscriptionService } from './subscription.service';
import { testSessionStore } from './test-session.repo';

export interface Billing {
  setup: BillingSetup;
  /** Null when the setup is unavailable. */
  provider: BillingProvider | null;
  /** The Stripe provider when Stripe is configured (webhooks need it). */
  stripe: StripeBillingProvider | null;
  /** The plan and the cancellation before deletion, for the other modules. */
  subscriptions: SubscriptionService;
}

/**
 * Billing's parts, built once by buildApp: the provider picked from the config
 * (billing-setup.ts) and the subscription service the other modules are handed (plan gating,
 * account deletion) — nothing is hung on the Fastify instance.
 */
export async function createBilling(deps: { config: AppConfig; db: Database; log: FastifyBaseLogger }): Promise<Billing> {
  const { config, db, log } = deps;
  const setup = resolveBillingSetup(config);
  let provider: BillingProvider | null = null;
  let stripe: StripeBillingProvider | null = null;
  if (setup.mode === 'stripe') {
    stripe = await createStripeProvider({ secretKey: setup.secretKey, webhookSecret: setup.webhookSecret, keyMode: setup.keyMode, apiBase: setup.apiBase });
    provider = stripe;
    log.info({ keyMode: setup.keyMode }, 'billing: Stripe');
  } else if (setup.mode === 'test') {
    provider = createTestModeProvider({ sessions: testSessionStore(db), appUrl: config.appUrl });
    log.info('billing: embedded test-mode checkout (no real payments; set STRIPE_SECRET_KEY for Stripe)');
  } else {
    // Not fatal: the product works on the free plan; checkout answers the spec's error code.
    log.error({ code: setup.code }, `billing unavailable: ${setup.reason}`);
  }
  return { setup, provider, stripe, subscriptions: createSubscriptionService({ db, provider, log }) };
}
