import type Stripe from 'stripe';
import { checkoutErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { AppError } from '../../errors';
import type { BillingProvider, CancelSubscriptionInput, CheckoutInput, PortalInput } from './billing-provider';
import type { StripeKeyMode } from './billing-setup';
import { toProviderEvent, type ProviderEvent } from './stripe-events';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  keyMode: StripeKeyMode;
  /** Another API origin (stripe-mock, or a local fake in tests); Stripe's own by default. */
  apiBase?: string;
}

export interface StripeBillingProvider extends BillingProvider {
  readonly kind: 'stripe';
  /**
   * Verifies a webhook delivery against STRIPE_WEBHOOK_SECRET (the raw bytes, exactly as
   * received) and turns the events we act on into a ProviderEvent; null for the rest.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent | null>;
}

const notConfigured = () => new AppError('PROVIDER_NOT_CONFIGURED', checkoutErrorMessage('PROVIDER_NOT_CONFIGURED'), 503);

/** Stripe rejected our key itself: that is a configuration problem, not a failed checkout. */
function isKeyProblem(err: unknown): boolean {
  const type = (err as { type?: unknown } | null)?.type;
  return type === 'StripeAuthenticationError' || type === 'StripePermissionError';
}

/** Stripe no longer has the object (deleted, or never existed in this key's mode). */
function isMissing(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'resource_missing';
}

/** Statuses after which Stripe never charges the subscription again. */
const endedStatuses: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiBase) return base;
  const url = new URL(apiBase);
  return { ...base, host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** Checkout Session from a price lookup key, Customer Portal and signed webhooks (stripe SDK). */
export async function createStripeProvider(options: StripeProviderOptions): Promise<StripeBillingProvider> {
  // Loaded only when Stripe is configured, so the embedded default starts without it.
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(options.secretKey, clientOptions(options.apiBase));

  async function priceFor(lookupKey: string): Promise<Stripe.Price> {
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    // P1-PLAN-16: a paid plan without a price fails checkout setup.
    if (!price) throw notConfigured();
    return price;
  }

  return {
    kind: 'stripe',

    async createCheckout(input: CheckoutInput) {
      try {
        const price = await priceFor(input.lookupKey);
        const metadata = { user_id: input.user.id, lookup_key: input.lookupKey };
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: price.id, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.user.id,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.user.email }),
          metadata,
          // On the subscription too, so its own events name the user even before checkout completes.
          subscription_data: { metadata },
        });
        if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
        return { url: session.url };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (isKeyProblem(err)) throw notConfigured();
        throw new AppError('CHECKOUT_FAILED', checkoutErrorMessage(null), 502);
      }
    },

    async createPortal(input: PortalInput) {
      if (!input.customerId) throw new AppError('NO_SUBSCRIPTION', 'There is no subscription to manage yet.', 409);
      try {
        const session = await stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl });
        return { url: session.url };
      } catch (err) {
        if (isKeyProblem(err)) throw notConfigured();
        throw new AppError('PORTAL_FAILED', 'Failed to open customer portal', 502);
      }
    },

    async cancelSubscription(input: CancelSubscriptionInput) {
      try {
        await stripe.subscriptions.cancel(input.subscriptionId);
        return;
      } catch (err) {
        if (isMissing(err)) return;
        // Stripe refuses to cancel a subscription that has already ended; ask how it stands,
        // and only an ended one counts as done. Anything else (Stripe unreachable, bad key)
        // leaves the original error to the caller.
        const current = await stripe.subscriptions.retrieve(input.subscriptionId).catch((e: unknown) => (isMissing(e) ? null : undefined));
        if (current === null || (current && endedStatuses.has(current.status))) return;
        throw err;
      }
    },

    async parseWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!signature) throw new AppError('INVALID_SIGNATURE', 'Missing Stripe-Signature header.', 400);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new AppError('INVALID_SIGNATURE', 'Invalid webhook signature.', 400);
      }
      if (event.livemode !== (options.keyMode === 'live')) {
        throw new AppError('MODE_MISMATCH', `A ${event.livemode ? 'live' : 'test'} mode event reached a ${options.keyMode} mode server.`, 400);
      }
      try {
        return await toProviderEvent(event, (id) => stripe.subscriptions.retrieve(id));
      } catch {
        // A 5xx makes Stripe deliver the event again later; Stripe's own error text stays here.
        throw new AppError('PROVIDER_UNAVAILABLE', 'Could not read the subscription from Stripe; the event will be retried.', 502);
      }
    },
  };
}
