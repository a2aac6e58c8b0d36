import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { findSubscriber } from './subscription.repo';

export const subscriptionCancelFailedMessage =
  'We could not cancel your subscription, so your account was not deleted. Please try again in a few minutes or contact support.';

/** Provider statuses after which nothing is billed any more. */
const endedStatuses: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/**
 * Stops the user's subscription at its provider before their account is deleted: once the
 * subscribers row is gone nothing links the provider's subscription to anyone, and it would
 * go on charging the card. Throws 502 SUBSCRIPTION_CANCEL_FAILED when it cannot be stopped,
 * so the caller keeps the account and the user can try again.
 */
export async function cancelSubscriptionForDeletion(
  deps: { db: Database; provider: BillingProvider | null; log: FastifyBaseLogger },
  userId: string,
): Promise<void> {
  const row = await findSubscriber(deps.db, userId);
  if (!row?.providerSubscriptionId || !row.provider) return;
  if (row.providerStatus && endedStatuses.has(row.providerStatus)) return;

  const { provider } = deps;
  if (!provider || provider.kind !== row.provider) {
    // A test-mode subscription lives only in our rows; nothing outside can go on charging.
    if (row.provider === 'test') return;
    // A Stripe subscription but no Stripe configured any more: we cannot stop the charges.
    deps.log.error({ provider: row.provider }, 'account deletion: subscription provider not configured; subscription not cancelled');
    throw cancelFailed();
  }
  try {
    await provider.cancelSubscription({ subscriptionId: row.providerSubscriptionId });
  } catch (err) {
    // Only the error's kind: provider errors can carry request details we do not want in logs.
    const e = err as { type?: unknown; code?: unknown; statusCode?: unknown } | null;
    deps.log.error({ provider: row.provider, type: e?.type, code: e?.code, statusCode: e?.statusCode }, 'account deletion: subscription cancel failed');
    throw cancelFailed();
  }
  deps.log.info({ provider: row.provider }, 'account deletion: subscription cancelled');
}

function cancelFailed(): AppError {
  return new AppError('SUBSCRIPTION_CANCEL_FAILED', subscriptionCancelFailedMessage, 502);
}
