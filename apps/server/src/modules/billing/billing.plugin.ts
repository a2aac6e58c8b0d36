import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { resolveBillingSetup, type BillingSetup } from '../../providers/billing/billing-setup';
import { createStripeProvider, type StripeBillingProvider } from '../../providers/billing/stripe-provider';
import { createTestModeProvider } from '../../providers/billing/test-mode-provider';
import { billingRoutes } from './billing.routes';
import { cancelSubscriptionForDeletion } from './subscription-cancel';
import { getSubscriptionStatus } from './subscription.service';
import { testModeRoutes } from './test-mode.routes';
import { webhookRoutes } from './webhook.routes';

/**
 * Wires billing into the app: picks the provider from the config (billing-setup.ts), decorates
 * `app.subscriptions` (requireFeature reads the plan; account deletion cancels the
 * subscription first, without knowing which provider is behind it), and registers the subscription, checkout, portal,
 * webhook and — only with the test-mode provider — the test checkout routes.
 */
export async function registerBilling(app: FastifyInstance, opts: { config: AppConfig; db: Database }) {
  const { config, db } = opts;
  const setup: BillingSetup = resolveBillingSetup(config);
  let provider: BillingProvider | null = null;
  let stripe: StripeBillingProvider | null = null;
  if (setup.mode === 'stripe') {
    stripe = await createStripeProvider({ secretKey: setup.secretKey, webhookSecret: setup.webhookSecret, keyMode: setup.keyMode, apiBase: setup.apiBase });
    provider = stripe;
    app.log.info({ keyMode: setup.keyMode }, 'billing: Stripe');
  } else if (setup.mode === 'test') {
    provider = createTestModeProvider({ db, appUrl: config.appUrl });
    app.log.info('billing: embedded test-mode checkout (no real payments; set STRIPE_SECRET_KEY for Stripe)');
  } else {
    // Not fatal: the product works on the free plan; checkout answers the spec's error code.
    app.log.error({ code: setup.code }, `billing unavailable: ${setup.reason}`);
  }

  app.decorate('subscriptions', {
    statusFor: (userId: string) => getSubscriptionStatus(db, userId),
    cancelForDeletion: (userId: string) => cancelSubscriptionForDeletion({ db, provider, log: app.log }, userId),
  });
  await app.register(billingRoutes, { db, appUrl: config.appUrl, setup, provider });
  await app.register(webhookRoutes, { db, stripe });
  if (setup.mode === 'test') await app.register(testModeRoutes, { db });
}
