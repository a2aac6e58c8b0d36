import { describe, expect, it } from 'vitest';
import {
  allFeatures,
  canUpgrade,
  chatAllowance,
  dailyChatLimitMessage,
  deriveSubscriptionStatus,
  freeChatDailyLimit,
  gatingPlanOf,
  hasFeatureAccess,
  isFeature,
  isLookupKey,
  lookupKeyFor,
  lookupKeys,
  needsUpgrade,
  parseLookupKey,
  planCardDailyAiQueries,
  planIds,
  planLevelForUpgrade,
  planLevels,
  requiredPlanFor,
  utcDayBounds,
  wellnessFeatures,
  wellnessPlusFeatures,
  type SubscriptionStatus,
} from './plans';
import { planCards } from '../copy/plans-display';

const free: SubscriptionStatus = { isSubscribed: false, tier: 'free', simplifiedTier: 'free', trialEnd: null, subscriptionEnd: null };

describe('plans and lookup keys', () => {
  it('P1-PLAN-11 plan ids are free, wellness_plus and health_pro, matching the plan cards', () => {
    expect(planIds).toEqual(['free', 'wellness_plus', 'health_pro']);
    expect(planCards.map((c) => c.id)).toEqual([...planIds]);
  });

  it('P1-PLAN-12 lookup keys', () => {
    expect(lookupKeys).toEqual(['wellness_plus_monthly', 'wellness_plus_yearly', 'health_pro_monthly', 'health_pro_yearly']);
    expect(lookupKeyFor('wellness_plus', 'monthly')).toBe('wellness_plus_monthly');
    expect(lookupKeyFor('health_pro', 'yearly')).toBe('health_pro_yearly');
  });

  it('parses a lookup key back into plan and cycle, and rejects anything else', () => {
    expect(parseLookupKey('wellness_plus_yearly')).toEqual({ plan: 'wellness_plus', cycle: 'yearly' });
    expect(parseLookupKey('health_pro_monthly')).toEqual({ plan: 'health_pro', cycle: 'monthly' });
    for (const bad of ['free_monthly', 'premium_monthly', 'WELLNESS_PLUS_MONTHLY', '', null, 3]) {
      expect(parseLookupKey(bad)).toBeNull();
      expect(isLookupKey(bad)).toBe(false);
    }
  });
});

describe('deriveSubscriptionStatus', () => {
  const paidRow = { subscribed: true, simplified_tier: 'paid', subscription_tier: 'wellness_plus', subscription_end: '2025-07-01T00:00:00.000Z' };

  it('P1-SUB-02 paid when subscribed is true and simplified_tier is "paid"', () => {
    expect(deriveSubscriptionStatus(paidRow)).toEqual({
      isSubscribed: true,
      tier: 'wellness_plus',
      simplifiedTier: 'paid',
      trialEnd: null,
      subscriptionEnd: '2025-07-01T00:00:00.000Z',
    });
  });

  it('P1-SUB-03 no record: free with tier "free"', () => {
    expect(deriveSubscriptionStatus(null)).toEqual(free);
    expect(deriveSubscriptionStatus(undefined)).toEqual(free);
  });

  it.each([
    { subscribed: false, simplified_tier: 'paid' },
    { subscribed: null, simplified_tier: 'paid' },
    { subscribed: true, simplified_tier: 'free' },
    { subscribed: true, simplified_tier: null },
    { subscribed: true, simplified_tier: 'PAID' },
  ])('P1-SUB-03 %o is free with tier "free"', (partial) => {
    const status = deriveSubscriptionStatus({ ...paidRow, ...partial });
    expect(status).toMatchObject({ isSubscribed: false, tier: 'free', simplifiedTier: 'free', trialEnd: null });
  });

  it('P1-SUB-04 trialEnd is always null; subscriptionEnd is the row’s date as ISO text', () => {
    const status = deriveSubscriptionStatus({ ...paidRow, subscription_end: new Date(Date.UTC(2026, 0, 2)) });
    expect(status.trialEnd).toBeNull();
    expect(status.subscriptionEnd).toBe('2026-01-02T00:00:00.000Z');
    expect(deriveSubscriptionStatus({ ...paidRow, subscription_end: new Date(NaN) }).subscriptionEnd).toBeNull();
    expect(deriveSubscriptionStatus({ ...paidRow, subscription_end: null }).subscriptionEnd).toBeNull();
  });

  it('a cancelled (no longer paid) row keeps its end date', () => {
    expect(deriveSubscriptionStatus({ ...paidRow, subscribed: false })).toEqual({ ...free, subscriptionEnd: '2025-07-01T00:00:00.000Z' });
  });

  it('a paid row without subscription_tier is on wellness_plus', () => {
    expect(deriveSubscriptionStatus({ ...paidRow, subscription_tier: null }).tier).toBe('wellness_plus');
  });
});

describe('plan levels and upgrades', () => {
  it('P1-SUB-09 gating levels: wellness 0, wellness_plus 1', () => {
    expect(planLevels).toEqual({ wellness: 0, wellness_plus: 1 });
  });

  it('P1-SUB-07 the gating plan is wellness_plus only when paid; unknown status falls back to wellness', () => {
    expect(gatingPlanOf({ simplifiedTier: 'paid' })).toBe('wellness_plus');
    expect(gatingPlanOf({ simplifiedTier: 'free' })).toBe('wellness');
    expect(gatingPlanOf(null)).toBe('wellness');
    expect(gatingPlanOf(undefined)).toBe('wellness');
  });

  it('P1-SUB-10 numbers pass through', () => {
    expect(planLevelForUpgrade(0)).toBe(0);
    expect(planLevelForUpgrade(1)).toBe(1);
    expect(planLevelForUpgrade(7)).toBe(7);
  });

  it.each(['paid', 'health', 'premium', 'pro', 'basic', 'starter', 'Premium', ' PRO '])('P1-SUB-10 %j counts as 1', (name) => {
    expect(planLevelForUpgrade(name)).toBe(1);
  });

  it.each(['free', 'wellness', 'enterprise', '', 'plus', null, undefined, {}, true])('P1-SUB-10 %j counts as 0', (name) => {
    expect(planLevelForUpgrade(name)).toBe(0);
  });

  it('our own paid plan ids count as 1 (so upgrading free → wellness_plus is possible)', () => {
    expect(planLevelForUpgrade('wellness_plus')).toBe(1);
    expect(planLevelForUpgrade('health_pro')).toBe(1);
  });

  it('P1-SUB-11 upgrade only to a higher level', () => {
    expect(canUpgrade('wellness', 'wellness_plus')).toBe(true);
    expect(canUpgrade('free', 'premium')).toBe(true);
    expect(canUpgrade(0, 1)).toBe(true);
    expect(canUpgrade('wellness_plus', 'wellness_plus')).toBe(false);
    expect(canUpgrade('pro', 'premium')).toBe(false);
    expect(canUpgrade('wellness_plus', 'wellness')).toBe(false);
    expect(canUpgrade(1, 0)).toBe(false);
  });
});

describe('features', () => {
  it('P1-SUB-12 wellness features', () => {
    expect(wellnessFeatures).toEqual([
      'ai_wellness_analysis',
      'habit_tracker',
      'wellness_reports',
      'secure_private',
      'community_access',
      'mood_monitoring',
      'mood_tracking',
      'wellness_trends',
      'daily_log',
      'aromatherapy_library',
      'meal_planner_lite',
    ]);
  });

  it('P1-SUB-13 wellness_plus features', () => {
    expect(wellnessPlusFeatures).toEqual([
      'advanced_meal_planning',
      'pattern_insights',
      'supplement_interactions',
      'unlimited_queries',
      'premium_content',
      'advanced_analytics',
      'food_drug_timing',
      'reports_analytics',
      'product_fact_checker',
      'ingredient_safety',
      'barcode_scan',
      'automated_reminders',
      'lab_uploads',
      'lab_correlations',
    ]);
    expect(allFeatures).toHaveLength(25);
    expect(isFeature('barcode_scan')).toBe(true);
    expect(isFeature('teleport')).toBe(false);
  });

  it('P1-SUB-14 wellness_plus has every feature (even unknown ones); wellness only wellness features', () => {
    for (const f of allFeatures) expect(hasFeatureAccess('wellness_plus', f)).toBe(true);
    expect(hasFeatureAccess('wellness_plus', 'something_new')).toBe(true);
    for (const f of wellnessFeatures) expect(hasFeatureAccess('wellness', f)).toBe(true);
    for (const f of wellnessPlusFeatures) expect(hasFeatureAccess('wellness', f)).toBe(false);
    expect(hasFeatureAccess('wellness', 'something_new')).toBe(false);
  });

  it('P1-SUB-15 general access for any paid or subscribed status', () => {
    expect(hasFeatureAccess({ simplifiedTier: 'paid', isSubscribed: true }, 'barcode_scan')).toBe(true);
    expect(hasFeatureAccess({ simplifiedTier: 'paid', isSubscribed: false }, 'barcode_scan')).toBe(true);
    expect(hasFeatureAccess({ simplifiedTier: 'free', isSubscribed: true }, 'barcode_scan')).toBe(true);
    expect(hasFeatureAccess({ simplifiedTier: 'free', isSubscribed: false }, 'barcode_scan')).toBe(false);
    expect(hasFeatureAccess({ simplifiedTier: 'free', isSubscribed: false }, 'daily_log')).toBe(true);
    expect(hasFeatureAccess(deriveSubscriptionStatus(null), 'pattern_insights')).toBe(false);
  });

  it('P1-SUB-07 no status at all behaves as wellness', () => {
    expect(hasFeatureAccess(null, 'habit_tracker')).toBe(true);
    expect(hasFeatureAccess(undefined, 'ingredient_safety')).toBe(false);
  });

  it('needsUpgrade is the opposite of access', () => {
    expect(needsUpgrade(free, 'food_drug_timing')).toBe(true);
    expect(needsUpgrade(free, 'mood_tracking')).toBe(false);
    expect(needsUpgrade('wellness_plus', 'food_drug_timing')).toBe(false);
  });

  it('requiredPlanFor names the plan that unlocks a feature', () => {
    expect(requiredPlanFor('daily_log')).toBe('wellness');
    expect(requiredPlanFor('product_fact_checker')).toBe('wellness_plus');
    expect(requiredPlanFor('unknown_feature')).toBe('wellness_plus');
  });
});

describe('chat limits', () => {
  it('P1-CHAT-13 / P1-PLAN-03 both numbers of the spec are exported: 20 enforced, 10 on the plan card', () => {
    expect(freeChatDailyLimit).toBe(20);
    expect(planCardDailyAiQueries).toBe(10);
  });

  it('P1-CHAT-14 the limit message', () => {
    expect(dailyChatLimitMessage()).toBe("You've reached your daily limit of 20 free chats. Upgrade to continue.");
    expect(dailyChatLimitMessage(5)).toBe("You've reached your daily limit of 5 free chats. Upgrade to continue.");
  });

  it('P1-CHAT-11/12 free users have what is left of 20; paid users are unlimited', () => {
    expect(chatAllowance('free', 0)).toEqual({ remainingFree: 20, canUseChat: true });
    expect(chatAllowance('free', 19)).toEqual({ remainingFree: 1, canUseChat: true });
    expect(chatAllowance('free', 20)).toEqual({ remainingFree: 0, canUseChat: false });
    expect(chatAllowance('free', 25)).toEqual({ remainingFree: 0, canUseChat: false });
    expect(chatAllowance('paid', 500)).toEqual({ remainingFree: null, canUseChat: true });
  });

  it('P1-CHAT-16 the current UTC day runs from 00:00:00.000 to 23:59:59.999', () => {
    const [start, end] = utcDayBounds(new Date('2025-03-10T23:30:00-05:00'));
    expect(start.toISOString()).toBe('2025-03-11T00:00:00.000Z');
    expect(end.toISOString()).toBe('2025-03-11T23:59:59.999Z');
    const [s2, e2] = utcDayBounds(new Date('2024-12-31T00:00:00.000Z'));
    expect([s2.toISOString(), e2.toISOString()]).toEqual(['2024-12-31T00:00:00.000Z', '2024-12-31T23:59:59.999Z']);
  });
});
