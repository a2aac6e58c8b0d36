import { randomUUID } from 'node:crypto';
import { parseLookupKey, type LookupKey, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { planCards, type BillingCycle } from '@thrivewell/core/copy/plans-display';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { applySubscriptionChange } from './subscription-update';
import { findSubscriber } from './subscription.repo';
import { getSubscriptionStatus } from './subscription.service';
import { findOwnTestSession, markTestSessionCanceled, markTestSessionPaid, type TestSession } from './test-session.repo';

/**
 * The embedded test-mode checkout and portal (no keys, never in production). Paying and
 * cancelling build the same SubscriptionChange a Stripe webhook would and hand it to
 * applySubscriptionChange, so the test mode exercises the real code path.
 */
export interface TestSessionView {
  id: string;
  plan: string;
  planName: string;
  lookupKey: LookupKey;
  cycle: BillingCycle;
  /** Whole currency units (19 = $19), as the plan cards show prices. */
  amount: number;
  currency: 'usd';
  status: 'open' | 'paid' | 'canceled' | 'expired';
  expiresAt: string;
}

const sessionIdPattern = /^tcs_[A-Za-z0-9_-]{32}$/;
const notFound = () => new AppError('NOT_FOUND', 'Checkout session not found.', 404);

/** Only the owner ever sees a session: another user's id answers exactly like a missing one. */
async function ownSession(db: Database, userId: string, id: string): Promise<TestSession> {
  if (!sessionIdPattern.test(id)) throw notFound();
  const session = await findOwnTestSession(db, userId, id);
  if (!session) throw notFound();
  return session;
}

const isExpired = (s: TestSession, now: Date) => s.status === 'open' && s.expiresAt.getTime() <= now.getTime();

export function addCycle(from: Date, cycle: BillingCycle): Date {
  const end = new Date(from);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export async function viewTestSession(db: Database, userId: string, id: string, now = new Date()): Promise<TestSessionView> {
  const session = await ownSession(db, userId, id);
  const parsed = parseLookupKey(session.lookupKey);
  const card = planCards.find((c) => c.id === parsed?.plan);
  if (!parsed || !card) throw notFound();
  return {
    id: session.id,
    plan: parsed.plan,
    planName: card.name,
    lookupKey: session.lookupKey as LookupKey,
    cycle: parsed.cycle,
    amount: parsed.cycle === 'yearly' ? (card.prices.yearly ?? card.prices.monthly * 12) : card.prices.monthly,
    currency: 'usd',
    status: isExpired(session, now) ? 'expired' : session.status,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** "Pay (test mode)": completes the session and makes the user paid. Safe to press twice. */
export async function payTestSession(db: Database, userId: string, id: string, now = new Date()): Promise<{ url: string }> {
  const session = await ownSession(db, userId, id);
  if (session.status === 'canceled') throw new AppError('SESSION_CLOSED', 'This checkout session was cancelled.', 409);
  if (isExpired(session, now)) throw new AppError('SESSION_EXPIRED', 'This checkout session has expired. Please start again from the pricing page.', 410);
  const parsed = parseLookupKey(session.lookupKey);
  if (!parsed) throw notFound();

  let completedAt = session.completedAt;
  if (session.status === 'open') {
    const subscriber = await findSubscriber(db, userId);
    if (subscriber?.subscribed) throw new AppError('ALREADY_SUBSCRIBED', 'You already have an active subscription.', 409);
    const marked = await markTestSessionPaid(db, id, now);
    // A concurrent press already completed it: apply with that press's time (a no-op replay).
    completedAt = marked?.completedAt ?? (await ownSession(db, userId, id)).completedAt;
  }
  const paidAt = completedAt ?? now;
  // The event id is the session's, so pressing Pay again replays the same event (a no-op).
  const outcome = await applySubscriptionChange(db, {
    userId,
    provider: 'test',
    customerId: `tcus_${userId}`,
    subscriptionId: `tsub_${session.id}`,
    status: 'active',
    plan: parsed.plan,
    currentPeriodEnd: addCycle(paidAt, parsed.cycle),
    endedAt: null,
    eventId: `tevt_paid_${session.id}`,
    eventAt: paidAt,
  });
  // Stale: the subscription this session started was cancelled since; paying again must not revive it.
  if (outcome !== 'applied' && outcome !== 'duplicate') {
    throw new AppError('SESSION_CLOSED', 'This checkout session is already complete.', 409);
  }
  return { url: session.successUrl };
}

/** "Cancel" on the test checkout: the session closes and the browser goes to the cancel URL. */
export async function cancelTestSession(db: Database, userId: string, id: string): Promise<{ url: string }> {
  const session = await ownSession(db, userId, id);
  if (session.status === 'paid') throw new AppError('SESSION_CLOSED', 'This checkout session is already paid.', 409);
  await markTestSessionCanceled(db, id);
  return { url: session.cancelUrl };
}

/** The test portal's "Cancel subscription": ends it now, through the webhook's code path. */
export async function cancelTestSubscription(db: Database, userId: string, now = new Date()): Promise<SubscriptionStatus> {
  const subscriber = await findSubscriber(db, userId);
  if (!subscriber?.subscribed || subscriber.provider !== 'test' || !subscriber.providerSubscriptionId) {
    throw new AppError('NO_SUBSCRIPTION', 'There is no active subscription to cancel.', 409);
  }
  await applySubscriptionChange(db, {
    userId,
    provider: 'test',
    customerId: subscriber.providerCustomerId,
    subscriptionId: subscriber.providerSubscriptionId,
    status: 'canceled',
    plan: null,
    currentPeriodEnd: subscriber.subscriptionEnd,
    endedAt: now,
    eventId: `tevt_canceled_${randomUUID()}`,
    eventAt: now,
  });
  return getSubscriptionStatus(db, userId);
}
