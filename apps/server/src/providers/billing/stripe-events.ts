import type Stripe from 'stripe';
import { parseLookupKey, type PaidPlanId } from '@thrivewell/core/rules/plans';
import { providerStatuses, type ProviderStatus } from './billing-provider';

/** A subscription as the webhook reports it, before we know which of our users it belongs to. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: ProviderStatus;
  plan: PaidPlanId | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
}

export interface ProviderEvent {
  eventId: string;
  eventAt: Date;
  /** Our user id, from client_reference_id or the metadata we set at checkout; null when absent. */
  userId: string | null;
  subscription: ProviderSubscription;
}

const seconds = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

function asStatus(status: string): ProviderStatus {
  // An unknown future status grants nothing: 'incomplete' maps to the free plan.
  return (providerStatuses as readonly string[]).includes(status) ? (status as ProviderStatus) : 'incomplete';
}

export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const items = sub.items?.data ?? [];
  // Newer API versions keep the period on each item; older payloads had it on the subscription.
  const itemEnds = items.map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
  const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = itemEnds.length > 0 ? Math.max(...itemEnds) : legacyEnd;
  const lookupKey = items[0]?.price?.lookup_key ?? sub.metadata?.lookup_key;
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: asStatus(sub.status),
    plan: parseLookupKey(lookupKey)?.plan ?? null,
    currentPeriodEnd: seconds(periodEnd),
    endedAt: seconds(sub.ended_at),
  };
}

const subscriptionEvents = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

/**
 * The events that change a plan: checkout completed (the subscription is fetched, since the
 * session only names it), and subscription created / updated / deleted (the event carries the
 * subscription as it was when the event happened). Anything else is acknowledged and ignored.
 */
export async function toProviderEvent(
  event: Stripe.Event,
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>,
): Promise<ProviderEvent | null> {
  const base = { eventId: event.id, eventAt: new Date(event.created * 1000) };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const subscriptionId = idOf(session.subscription);
    if (session.mode !== 'subscription' || !subscriptionId) return null;
    const subscription = await retrieveSubscription(subscriptionId);
    const userId = session.client_reference_id ?? session.metadata?.user_id ?? subscription.metadata?.user_id ?? null;
    const normalized = toProviderSubscription(subscription);
    return { ...base, userId, subscription: { ...normalized, customerId: normalized.customerId ?? idOf(session.customer) } };
  }
  if (subscriptionEvents.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return { ...base, userId: subscription.metadata?.user_id ?? null, subscription: toProviderSubscription(subscription) };
  }
  return null;
}
