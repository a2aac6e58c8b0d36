import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema/billing';

/** The subscribers table: only this file reads or writes it. */
export type SubscriberRecord = typeof subscribers.$inferSelect;
export type SubscriberUpdate = Partial<Omit<SubscriberRecord, 'userId' | 'createdAt'>>;

export async function findSubscriber(db: Database, userId: string): Promise<SubscriberRecord | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  return row ?? null;
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

/**
 * Locks the user's subscribers row (creating an empty one first) and lets `decide` look at it:
 * the update it returns is written in the same transaction, so concurrent changes of one user
 * are applied one after the other.
 */
export async function updateSubscriberLocked<T>(
  db: Database,
  userId: string,
  decide: (current: SubscriberRecord | null) => { result: T; update?: SubscriberUpdate },
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(subscribers).values({ userId }).onConflictDoNothing();
    const [current] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for('update');
    const { result, update } = decide(current ?? null);
    if (update) await tx.update(subscribers).set(update).where(eq(subscribers.userId, userId));
    return result;
  });
}
