import type { FastifyBaseLogger } from 'fastify';
import { deriveSubscriptionStatus, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import type { SubscriptionResponse } from '@thrivewell/core/contracts/billing-contract';
import type { Database } from '../../db/client';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { cancelSubscriptionForDeletion } from './subscription-cancel';
import { findSubscriber } from './subscription.repo';

/**
 * What other modules know of billing: the user's plan and, before an account is deleted, the
 * cancellation of its live subscription (without knowing which provider is behind it).
 * buildApp creates one and passes it to the modules that need it.
 */
export interface SubscriptionService {
  /** The user's plan, read fresh from subscribers. */
  statusFor(userId: string): Promise<SubscriptionStatus>;
  /** Cancels the user's live subscription at its provider; throws 502 SUBSCRIPTION_CANCEL_FAILED if it cannot. */
  cancelForDeletion(userId: string): Promise<void>;
}

export function createSubscriptionService(deps: { db: Database; provider: BillingProvider | null; log: FastifyBaseLogger }): SubscriptionService {
  return {
    statusFor: (userId) => getSubscriptionStatus(deps.db, userId),
    cancelForDeletion: (userId) => cancelSubscriptionForDeletion(deps, userId),
  };
}

/** The derived status of §3/§4: paid only when subscribed and simplified_tier = 'paid'; no row → free. */
export async function getSubscriptionStatus(db: Database, userId: string): Promise<SubscriptionStatus> {
  const row = await findSubscriber(db, userId);
  return deriveSubscriptionStatus(
    row && {
      subscribed: row.subscribed,
      simplified_tier: row.simplifiedTier,
      subscription_tier: row.subscriptionTier,
      subscription_end: row.subscriptionEnd,
    },
  );
}

/** GET /api/subscription's body (core billing-contract). */
export function toSubscriptionResponse(status: SubscriptionStatus): SubscriptionResponse {
  return {
    isSubscribed: status.isSubscribed,
    tier: status.tier,
    simplifiedTier: status.simplifiedTier,
    subscriptionEnd: status.subscriptionEnd,
  };
}
