import type { Database } from '../../db/client';
import type { ProviderStatus, SubscriptionChange } from '../../providers/billing/billing-provider';
import { userExists } from '../auth/users.service';
import { updateSubscriberLocked } from './subscription.repo';

/**
 * THE code path that changes a user's plan: the Stripe webhook, the test-mode "Pay" button and
 * the test portal's cancel all end here, so they cannot drift apart.
 *
 * Providers deliver events at least once and in no guaranteed order, so every change carries
 * its event id and creation time: a replayed id is a no-op, an event older than the last one
 * applied is skipped, and the end of one subscription never downgrades a user who already
 * lives on another one.
 */

/** Which provider statuses grant the paid plan. past_due keeps access while the provider retries the payment. */
const paidStatuses: ReadonlySet<ProviderStatus> = new Set(['active', 'trialing', 'past_due']);

export function grantsPaidPlan(status: ProviderStatus): boolean {
  return paidStatuses.has(status);
}

/**
 * How far along its life a subscription is. Stripe stamps events in whole seconds, so two
 * events of one subscription can share a timestamp; the later stage wins such a tie.
 */
const lifecycleStage: Record<ProviderStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 3,
  unpaid: 4,
  incomplete_expired: 5,
  canceled: 5,
};

function stageOf(status: string | null): number {
  return status && status in lifecycleStage ? lifecycleStage[status as ProviderStatus] : -1;
}

/** The part of a subscribers row the ordering rules look at. */
export interface AppliedState {
  subscribed: boolean;
  providerSubscriptionId: string | null;
  providerStatus: string | null;
  lastEventId: string | null;
  lastEventAt: Date | null;
}

/** 'unknown_user': the user was deleted (or never existed); the change is dropped. */
export type ChangeOutcome = 'applied' | 'duplicate' | 'stale' | 'superseded' | 'unknown_user';

/** Pure decision: should `change` be applied on top of `current`? */
export function decideChange(current: AppliedState | null, change: SubscriptionChange): ChangeOutcome {
  if (!current) return 'applied';
  if (current.lastEventId === change.eventId) return 'duplicate';
  const sameSubscription = current.providerSubscriptionId === change.subscriptionId;
  // A late "ended" event of an old subscription must not cancel the one the user pays for now.
  if (current.subscribed && !sameSubscription && !grantsPaidPlan(change.status)) return 'superseded';
  if (current.lastEventAt) {
    const delta = change.eventAt.getTime() - current.lastEventAt.getTime();
    if (delta < 0) return 'stale';
    if (delta === 0 && (!sameSubscription || stageOf(change.status) <= stageOf(current.providerStatus))) return 'stale';
  }
  return 'applied';
}

/** Applies one provider change to the user's subscribers row, atomically and at most once. */
export async function applySubscriptionChange(db: Database, change: SubscriptionChange): Promise<ChangeOutcome> {
  if (!(await userExists(db, change.userId))) return 'unknown_user';
  return updateSubscriberLocked(db, change.userId, (current) => {
    const outcome = decideChange(current, change);
    if (outcome !== 'applied') return { result: outcome };
    const paid = grantsPaidPlan(change.status);
    return {
      result: outcome,
      update: {
        subscribed: paid,
        simplifiedTier: paid ? 'paid' : 'free',
        subscriptionTier: change.plan ?? current?.subscriptionTier ?? 'wellness_plus',
        subscriptionEnd: paid ? change.currentPeriodEnd : (change.endedAt ?? change.currentPeriodEnd),
        provider: change.provider,
        providerCustomerId: change.customerId ?? current?.providerCustomerId ?? null,
        providerSubscriptionId: change.subscriptionId,
        providerStatus: change.status,
        lastEventId: change.eventId,
        lastEventAt: change.eventAt,
        updatedAt: new Date(),
      },
    };
  });
}
