import type { LookupKey, PaidPlanId } from '@thrivewell/core/rules/plans';

/**
 * The billing provider behind POST /api/billing/checkout and /portal (spec part 1 §7). Two
 * implementations: the embedded test-mode checkout (no keys, never in production) and Stripe.
 * Providers throw AppError with the spec's codes (PROVIDER_NOT_CONFIGURED, MODE_MISMATCH, …).
 */
export interface BillingProvider {
  readonly kind: 'test' | 'stripe';
  /** A hosted checkout for one paid plan; the browser is sent to the returned URL. */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** A page where the user manages (and can cancel) their subscription. */
  createPortal(input: PortalInput): Promise<{ url: string }>;
  /**
   * Ends a subscription at once (the account is being deleted, so nobody is left to bill).
   * A subscription the provider no longer has, or has already ended, counts as cancelled;
   * any other failure throws, so the caller can keep the account until the charge is stopped.
   */
  cancelSubscription(input: CancelSubscriptionInput): Promise<void>;
}

export interface BillingUser {
  id: string;
  email: string;
}

export interface CheckoutInput {
  user: BillingUser;
  lookupKey: LookupKey;
  /** Already checked against APP_URL's host. */
  successUrl: string;
  cancelUrl: string;
  /** The provider's customer id from an earlier checkout, reused so one user stays one customer. */
  customerId: string | null;
}

export interface CancelSubscriptionInput {
  /** The provider's subscription id (subscribers.provider_subscription_id). */
  subscriptionId: string;
}

export interface PortalInput {
  user: BillingUser;
  customerId: string | null;
  returnUrl: string;
}

/**
 * Stripe's subscription status vocabulary; the test-mode provider speaks it too so that both
 * go through one mapping (subscription-update.ts).
 */
export const providerStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type ProviderStatus = (typeof providerStatuses)[number];

/**
 * One change of a user's subscription, as the provider reported it. Everything that touches
 * the subscribers table — test-mode payment, test-portal cancellation, Stripe webhooks — is
 * turned into one of these and applied by applySubscriptionChange.
 */
export interface SubscriptionChange {
  userId: string;
  provider: 'test' | 'stripe';
  customerId: string | null;
  subscriptionId: string;
  status: ProviderStatus;
  /** The plan the subscription is for; null when the provider did not say. */
  plan: PaidPlanId | null;
  currentPeriodEnd: Date | null;
  /** When the subscription ended, for ended ones. */
  endedAt: Date | null;
  /** Unique per event: a replay of the same id is a no-op. */
  eventId: string;
  /** When the provider created the event: an event older than the last applied one is skipped. */
  eventAt: Date;
}
