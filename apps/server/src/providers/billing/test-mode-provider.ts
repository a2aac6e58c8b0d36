import { randomBytes } from 'node:crypto';
import type { BillingProvider, CancelSubscriptionInput, CheckoutInput, PortalInput } from './billing-provider';

/** Like Stripe's, a test checkout session can be completed for 24 hours. */
export const testSessionLifetimeMs = 24 * 60 * 60 * 1000;

/** Unguessable, URL-safe; the id in the checkout URL is the only handle a browser gets. */
export function newTestSessionId(): string {
  return `tcs_${randomBytes(24).toString('base64url')}`;
}

/** Where test checkout sessions are kept (the billing module's table, handed in by it). */
export interface TestSessionStore {
  /** Forgets the user's sessions that expired before `at`. */
  forgetExpired(userId: string, at: Date): Promise<void>;
  open(session: { id: string; userId: string; lookupKey: string; successUrl: string; cancelUrl: string; createdAt: Date; expiresAt: Date }): Promise<void>;
}

/**
 * The embedded billing provider: no keys, no network. Checkout opens the app's own
 * /billing/test-checkout page (clearly labelled TEST MODE), whose Pay button completes the
 * session through the same subscription-update code as a Stripe webhook; the portal is the
 * app's /billing/test-portal page, where the subscription can be cancelled. Never used with
 * NODE_ENV=production (see billing-setup.ts).
 */
export function createTestModeProvider(deps: { sessions: TestSessionStore; appUrl: string; now?: () => Date }): BillingProvider {
  const now = deps.now ?? (() => new Date());
  return {
    kind: 'test',
    async createCheckout(input: CheckoutInput) {
      const at = now();
      // Forget this user's expired sessions so that abandoned checkouts do not pile up.
      await deps.sessions.forgetExpired(input.user.id, at);
      const id = newTestSessionId();
      await deps.sessions.open({
        id,
        userId: input.user.id,
        lookupKey: input.lookupKey,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        createdAt: at,
        expiresAt: new Date(at.getTime() + testSessionLifetimeMs),
      });
      return { url: `${deps.appUrl}/billing/test-checkout?session=${encodeURIComponent(id)}` };
    },
    async createPortal(_input: PortalInput) {
      return { url: `${deps.appUrl}/billing/test-portal` };
    },
    async cancelSubscription(_input: CancelSubscriptionInput) {
      // A test-mode subscription exists only in our own subscribers row and never charges
      // anyone: there is nothing outside the database to stop.
    },
  };
}
