import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { StripeBillingProvider } from '../../providers/billing/stripe-provider';
import { applySubscriptionChange, type ChangeOutcome } from './subscription-update';
import { findUserIdByCustomer } from './subscription.repo';

export interface WebhookDeps {
  db: Database;
  stripe: StripeBillingProvider | null;
}

/**
 * One signed Stripe delivery: the signature is checked over the raw bytes, the event's user is
 * found (by metadata, else by the customer id we stored), and the change goes through
 * applySubscriptionChange, which makes a replay or a late event a no-op.
 */
export async function receiveStripeEvent(
  deps: WebhookDeps,
  body: unknown,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ received: true; outcome: ChangeOutcome | 'ignored' }> {
  if (!deps.stripe) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Stripe webhooks are not configured on this server.', 503);
  if (!Buffer.isBuffer(body)) throw new AppError('VALIDATION_ERROR', 'Expected a JSON webhook body.', 400);
  const event = await deps.stripe.parseWebhook(body, signature);
  if (!event) return { received: true, outcome: 'ignored' };

  const { subscription } = event;
  const userId = event.userId ?? (subscription.customerId ? await findUserIdByCustomer(deps.db, 'stripe', subscription.customerId) : null);
  if (!userId) {
    log.warn({ eventId: event.eventId, subscriptionId: subscription.id }, 'stripe event for a subscription of no known user; ignored');
    return { received: true, outcome: 'ignored' };
  }
  const outcome = await applySubscriptionChange(deps.db, {
    userId,
    provider: 'stripe',
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    status: subscription.status,
    plan: subscription.plan,
    currentPeriodEnd: subscription.currentPeriodEnd,
    endedAt: subscription.endedAt,
    eventId: event.eventId,
    eventAt: event.eventAt,
  });
  log.info({ eventId: event.eventId, outcome }, 'stripe event applied');
  return { received: true, outcome };
}
