import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deriveSubscriptionStatus } from '@thrivewell/core/rules/plans';
import type { DatabaseHandle } from '../../db/client';
import { subscribers, users } from '../../db/schema';
import type { SubscriptionChange } from '../../providers/billing/billing-provider';
import { createTestDatabase } from '../../../test/test-db';
import { applySubscriptionChange, decideChange } from './subscription-update';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values(['user-a', 'user-b'].map((id) => ({ id, name: id, email: `${id}@example.com` })));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(subscribers);
});

const t0 = new Date('2025-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const periodEnd = new Date('2025-04-01T10:00:00Z');
let eventCounter = 0;

function change(overrides: Partial<SubscriptionChange> = {}): SubscriptionChange {
  return {
    userId: 'user-a',
    provider: 'stripe',
    customerId: 'cus_A',
    subscriptionId: 'sub_1',
    status: 'active',
    plan: 'wellness_plus',
    currentPeriodEnd: periodEnd,
    endedAt: null,
    eventId: `evt_${++eventCounter}`,
    eventAt: t0,
    ...overrides,
  };
}

async function row(userId = 'user-a') {
  const [r] = await database.db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return r;
}

async function status(userId = 'user-a') {
  const r = await row(userId);
  return deriveSubscriptionStatus(
    r ? { subscribed: r.subscribed, simplified_tier: r.simplifiedTier, subscription_tier: r.subscriptionTier, subscription_end: r.subscriptionEnd } : null,
  );
}

describe('applySubscriptionChange maps provider statuses onto subscribers (P1-SUB-01, P1-SUB-02)', () => {
  it('an active subscription creates the row as subscribed + paid with the period end', async () => {
    expect(await applySubscriptionChange(database.db, change())).toBe('applied');
    expect(await row()).toMatchObject({
      subscribed: true,
      simplifiedTier: 'paid',
      subscriptionTier: 'wellness_plus',
      subscriptionEnd: periodEnd,
      provider: 'stripe',
      providerCustomerId: 'cus_A',
      providerSubscriptionId: 'sub_1',
      providerStatus: 'active',
    });
    expect(await status()).toMatchObject({ isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', subscriptionEnd: periodEnd.toISOString() });
  });

  it.each(['active', 'trialing', 'past_due'] as const)('%s → subscribed + paid', async (s) => {
    await applySubscriptionChange(database.db, change({ status: s }));
    expect(await row()).toMatchObject({ subscribed: true, simplifiedTier: 'paid' });
  });

  it.each(['canceled', 'unpaid', 'incomplete_expired', 'incomplete', 'paused'] as const)('%s → not subscribed + free', async (s) => {
    await applySubscriptionChange(database.db, change({ status: s }));
    expect(await row()).toMatchObject({ subscribed: false, simplifiedTier: 'free' });
    expect((await status()).tier).toBe('free');
  });

  it('an ended subscription keeps the date it ended as subscription_end', async () => {
    await applySubscriptionChange(database.db, change({ eventAt: at(0) }));
    const endedAt = new Date('2025-03-15T00:00:00Z');
    await applySubscriptionChange(database.db, change({ status: 'canceled', endedAt, eventAt: at(10) }));
    expect(await row()).toMatchObject({ subscribed: false, simplifiedTier: 'free', subscriptionEnd: endedAt });
  });

  it('keeps the known customer id when a later change does not carry one', async () => {
    await applySubscriptionChange(database.db, change({ eventAt: at(0) }));
    await applySubscriptionChange(database.db, change({ customerId: null, status: 'past_due', eventAt: at(5) }));
    expect((await row())!.providerCustomerId).toBe('cus_A');
  });

  it('touches only the row of the change’s user', async () => {
    await applySubscriptionChange(database.db, change({ userId: 'user-b', customerId: 'cus_B', subscriptionId: 'sub_B' }));
    expect(await row('user-a')).toBeUndefined();
    expect((await status('user-a')).simplifiedTier).toBe('free');
    expect((await status('user-b')).simplifiedTier).toBe('paid');
  });
});

describe('idempotent and order-safe', () => {
  it('a replayed event id is a no-op (duplicate)', async () => {
    const paid = change({ eventAt: at(0) });
    expect(await applySubscriptionChange(database.db, paid)).toBe('applied');
    const before = await row();
    expect(await applySubscriptionChange(database.db, paid)).toBe('duplicate');
    expect(await applySubscriptionChange(database.db, paid)).toBe('duplicate');
    expect(await row()).toEqual(before);
  });

  it('a replay of an older event after a newer one does not undo the newer one', async () => {
    const paid = change({ eventAt: at(0) });
    await applySubscriptionChange(database.db, paid);
    await applySubscriptionChange(database.db, change({ status: 'canceled', endedAt: at(60), eventAt: at(60) }));
    expect(await applySubscriptionChange(database.db, paid)).toBe('stale');
    expect((await status()).simplifiedTier).toBe('free');
  });

  it('deletion delivered before the older activation: the user ends free', async () => {
    expect(await applySubscriptionChange(database.db, change({ status: 'canceled', endedAt: at(60), eventAt: at(60) }))).toBe('applied');
    expect(await applySubscriptionChange(database.db, change({ status: 'active', eventAt: at(0) }))).toBe('stale');
    expect(await row()).toMatchObject({ subscribed: false, simplifiedTier: 'free', providerStatus: 'canceled' });
  });

  it('activation delivered before the older "incomplete" creation: the user stays paid', async () => {
    await applySubscriptionChange(database.db, change({ status: 'active', eventAt: at(3) }));
    expect(await applySubscriptionChange(database.db, change({ status: 'incomplete', eventAt: at(1) }))).toBe('stale');
    expect((await status()).simplifiedTier).toBe('paid');
  });

  it('same-second events of one subscription: the later lifecycle stage wins in either order', async () => {
    await applySubscriptionChange(database.db, change({ status: 'active', eventAt: at(0) }));
    expect(await applySubscriptionChange(database.db, change({ status: 'incomplete', eventAt: at(0) }))).toBe('stale');
    expect((await status()).simplifiedTier).toBe('paid');

    await database.db.delete(subscribers);
    await applySubscriptionChange(database.db, change({ status: 'incomplete', eventAt: at(0) }));
    expect(await applySubscriptionChange(database.db, change({ status: 'active', eventAt: at(0) }))).toBe('applied');
    expect((await status()).simplifiedTier).toBe('paid');

    expect(await applySubscriptionChange(database.db, change({ status: 'canceled', eventAt: at(0) }))).toBe('applied');
    expect((await status()).simplifiedTier).toBe('free');
  });

  it('the late end of an old subscription does not cancel the new one the user pays for', async () => {
    await applySubscriptionChange(database.db, change({ subscriptionId: 'sub_old', eventAt: at(0) }));
    await applySubscriptionChange(database.db, change({ subscriptionId: 'sub_new', eventAt: at(100) }));
    const outcome = await applySubscriptionChange(database.db, change({ subscriptionId: 'sub_old', status: 'canceled', eventAt: at(200) }));
    expect(outcome).toBe('superseded');
    expect(await row()).toMatchObject({ subscribed: true, providerSubscriptionId: 'sub_new' });
  });

  it('concurrent deliveries settle on the newest event whatever the interleaving', async () => {
    const events = [
      change({ status: 'incomplete', eventAt: at(0) }),
      change({ status: 'active', eventAt: at(1) }),
      change({ status: 'past_due', eventAt: at(2) }),
      change({ status: 'canceled', endedAt: at(3), eventAt: at(3) }),
    ];
    for (const order of [[3, 1, 0, 2], [0, 1, 2, 3], [2, 3, 0, 1]]) {
      await database.db.delete(subscribers);
      await Promise.all(order.map((i) => applySubscriptionChange(database.db, { ...events[i]!, eventId: `${events[i]!.eventId}-${order.join('')}` })));
      expect(await row()).toMatchObject({ providerStatus: 'canceled', subscribed: false, lastEventAt: at(3) });
    }
  });
});

describe('users that do not exist', () => {
  it('a change for an unknown (e.g. deleted) user is dropped, not an error', async () => {
    expect(await applySubscriptionChange(database.db, change({ userId: 'user-gone' }))).toBe('unknown_user');
    expect(await row('user-gone')).toBeUndefined();
  });

  it('deleting the user deletes their subscribers row (cascade)', async () => {
    await database.db.insert(users).values({ id: 'user-c', name: 'c', email: 'c@example.com' });
    await applySubscriptionChange(database.db, change({ userId: 'user-c', customerId: 'cus_C', subscriptionId: 'sub_C' }));
    await database.db.delete(users).where(eq(users.id, 'user-c'));
    expect(await row('user-c')).toBeUndefined();
  });
});

describe('decideChange (pure)', () => {
  it('applies anything to a user without a row', () => {
    expect(decideChange(null, change())).toBe('applied');
  });
  it('an "ended" event of another subscription is superseded only while the user is paid', () => {
    const base = { providerSubscriptionId: 'sub_new', providerStatus: 'active', lastEventId: 'e1', lastEventAt: at(0) };
    expect(decideChange({ ...base, subscribed: true }, change({ status: 'canceled', eventAt: at(5) }))).toBe('superseded');
    expect(decideChange({ ...base, subscribed: false }, change({ status: 'canceled', eventAt: at(5) }))).toBe('applied');
  });
});
