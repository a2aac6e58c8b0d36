import { and, eq } from 'drizzle-orm';
import { deriveSubscriptionStatus, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import type { SubscriptionResponse } from '@thrivewell/core/contracts/billing-contract';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';

export type SubscriberRecord = typeof subscribers.$inferSelect;

export async function findSubscriber(db: Database, userId: string): Promise<SubscriberRecord | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  return row ?? null;
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

/** Whose provider customer this is; webhooks for subscriptions made outside our checkout carry no user id. */
export async function findUserIdByCustomer(db: Database, provider: 'test' | 'stripe', customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscribers.userId })
    .from(subscribers)
    .where(and(eq(subscribers.provider, provider), eq(subscribers.providerCustomerId, customerId)))
    .limit(1);
  return row?.userId ?? null;
}
