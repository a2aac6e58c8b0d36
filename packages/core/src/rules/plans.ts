/**
 * Plans, subscription status and feature gating (spec part 1 §3, §4, §6, §9; P1-SUB, P1-PLAN,
 * P1-CHAT-13). The server enforces these rules; the web mirrors them for a good experience.
 * Plan card texts and prices live in plans-display.ts, the HTTP schemas in billing-contract.ts
 * (kept apart so that importing these rules never pulls zod into the landing bundle).
 */
import type { BillingCycle, PlanCardId } from '../copy/plans-display';
import type { SimplifiedTier } from './tier';

// ---------------------------------------------------------------- plans and lookup keys

/** P1-PLAN-11. health_pro is shown but cannot be bought yet. */
export const planIds = ['free', 'wellness_plus', 'health_pro'] as const satisfies readonly PlanCardId[];
export type PlanId = (typeof planIds)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;
export const comingSoonPlanIds: readonly PlanId[] = ['health_pro'];

/** Billing price lookup keys (P1-PLAN-12). */
export const lookupKeys = ['wellness_plus_monthly', 'wellness_plus_yearly', 'health_pro_monthly', 'health_pro_yearly'] as const;
export type LookupKey = (typeof lookupKeys)[number];

export function lookupKeyFor(plan: PaidPlanId, cycle: BillingCycle): LookupKey {
  return `${plan}_${cycle}`;
}

export function isLookupKey(value: unknown): value is LookupKey {
  return typeof value === 'string' && (lookupKeys as readonly string[]).includes(value);
}

/** 'wellness_plus_yearly' → { plan: 'wellness_plus', cycle: 'yearly' }; null for anything else. */
export function parseLookupKey(value: unknown): { plan: PaidPlanId; cycle: BillingCycle } | null {
  if (!isLookupKey(value)) return null;
  const cycle: BillingCycle = value.endsWith('_yearly') ? 'yearly' : 'monthly';
  return { plan: value.slice(0, -`_${cycle}`.length) as PaidPlanId, cycle };
}

// ---------------------------------------------------------------- subscription status

/** One subscribers row (P1-SUB-01) as read from the database. */
export interface SubscriberRow {
  subscribed: boolean | null;
  simplified_tier: string | null;
  subscription_tier: string | null;
  subscription_end: string | Date | null;
}

/** The derived status (P1-SUB-04; loading and error are the client hook's own state). */
export interface SubscriptionStatus {
  isSubscribed: boolean;
  tier: string;
  simplifiedTier: SimplifiedTier;
  trialEnd: null;
  subscriptionEnd: string | null;
}

export const freeSubscriptionStatus: SubscriptionStatus = {
  isSubscribed: false,
  tier: 'free',
  simplifiedTier: 'free',
  trialEnd: null,
  subscriptionEnd: null,
};

function isoOrNull(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  return Number.isNaN(value.getTime()) ? null : value.toISOString();
}

/**
 * Paid only when subscribed is true AND simplified_tier is 'paid' (P1-SUB-02); otherwise, or
 * with no row, free with tier 'free' (P1-SUB-03). A paid row without a subscription_tier is
 * on wellness_plus, the only plan sold. subscriptionEnd is the row's date even when the row is
 * no longer paid, so a cancelled plan can say when it ended.
 */
export function deriveSubscriptionStatus(row: SubscriberRow | null | undefined): SubscriptionStatus {
  if (!row) return freeSubscriptionStatus;
  const subscriptionEnd = isoOrNull(row.subscription_end);
  if (row.subscribed === true && row.simplified_tier === 'paid') {
    return { isSubscribed: true, tier: row.subscription_tier || 'wellness_plus', simplifiedTier: 'paid', trialEnd: null, subscriptionEnd };
  }
  return { ...freeSubscriptionStatus, subscriptionEnd };
}

// ---------------------------------------------------------------- levels and upgrades

/** The plan names used for gating (P1-SUB-09). */
export const planLevels = { wellness: 0, wellness_plus: 1 } as const;
export type GatingPlan = keyof typeof planLevels;

/** The gating plan of a status: paid → wellness_plus, anything else → wellness. */
export function gatingPlanOf(status: Pick<SubscriptionStatus, 'simplifiedTier'> | null | undefined): GatingPlan {
  return status?.simplifiedTier === 'paid' ? 'wellness_plus' : 'wellness';
}

const paidAliases = new Set(['paid', 'health', 'premium', 'pro', 'basic', 'starter']);
/** Our own plan ids, so that the upgrade check understands them too (the spec's list alone would rate wellness_plus 0). */
const knownPlanLevels: Record<string, number> = { ...planLevels, free: 0, health_pro: 1 };

/**
 * Level for upgrade checks (P1-SUB-10): numbers pass through; our plan ids use their gating
 * level; paid, health, premium, pro, basic, starter count as 1; anything else 0.
 */
export function planLevelForUpgrade(plan: unknown): number {
  if (typeof plan === 'number') return plan;
  if (typeof plan !== 'string') return 0;
  const name = plan.trim().toLowerCase();
  const known = knownPlanLevels[name];
  if (known !== undefined) return known;
  return paidAliases.has(name) ? 1 : 0;
}

/** Upgrade is possible only to a higher level than the current one (P1-SUB-11). */
export function canUpgrade(current: unknown, target: unknown): boolean {
  return planLevelForUpgrade(target) > planLevelForUpgrade(current);
}

// ---------------------------------------------------------------- features (P1-SUB-12..15)

export const wellnessFeatures = [
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
] as const;

export const wellnessPlusFeatures = [
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
  /** Lab results on one timeline with symptoms and medicine changes (the spec's "blood and urine correlations"). */
  'lab_correlations',
] as const;

export type WellnessFeature = (typeof wellnessFeatures)[number];
export type WellnessPlusFeature = (typeof wellnessPlusFeatures)[number];
export type Feature = WellnessFeature | WellnessPlusFeature;
export const allFeatures: readonly Feature[] = [...wellnessFeatures, ...wellnessPlusFeatures];

export function isFeature(value: unknown): value is Feature {
  return typeof value === 'string' && (allFeatures as readonly string[]).includes(value);
}

function isWellnessFeature(feature: string): boolean {
  return (wellnessFeatures as readonly string[]).includes(feature);
}

type AccessSubject = GatingPlan | Pick<SubscriptionStatus, 'simplifiedTier' | 'isSubscribed'> | null | undefined;

/**
 * wellness_plus has everything; wellness only the wellness features (P1-SUB-14). A status
 * that is paid or subscribed has general access to every feature (P1-SUB-15); a missing
 * status (signed out, or the plan read failed) falls back to wellness (P1-SUB-07).
 */
export function hasFeatureAccess(subject: AccessSubject, feature: string): boolean {
  if (subject === 'wellness_plus') return true;
  if (subject && typeof subject === 'object' && (subject.simplifiedTier === 'paid' || subject.isSubscribed)) return true;
  return isWellnessFeature(feature);
}

export function needsUpgrade(subject: AccessSubject, feature: string): boolean {
  return !hasFeatureAccess(subject, feature);
}

/** The plan that unlocks a feature; unknown features need the paid plan. */
export function requiredPlanFor(feature: string): GatingPlan {
  return isWellnessFeature(feature) ? 'wellness' : 'wellness_plus';
}

// ---------------------------------------------------------------- chat limits

/** The enforced free chat allowance: 20 per UTC day, counted by audit entries (P1-CHAT-13). */
export const freeChatDailyLimit = 20;
/** What the Free plan card promises (P1-PLAN-03). The spec's two numbers disagree; this one is display text only. */
export const planCardDailyAiQueries = 10;
/** The audit action counted as one chat (P1-CHAT-16). */
export const chatAuditAction = 'ai_health_chat';

/** P1-CHAT-14. */
export function dailyChatLimitMessage(limit: number = freeChatDailyLimit): string {
  return `You've reached your daily limit of ${limit} free chats. Upgrade to continue.`;
}

/** How many chats are left today: null means unlimited (paid, P1-CHAT-12). */
export function chatAllowance(
  simplifiedTier: SimplifiedTier,
  dailyCount: number,
): { remainingFree: number | null; canUseChat: boolean } {
  if (simplifiedTier === 'paid') return { remainingFree: null, canUseChat: true };
  const remainingFree = Math.max(0, freeChatDailyLimit - dailyCount);
  return { remainingFree, canUseChat: remainingFree > 0 };
}

/** The current UTC day as [00:00:00.000, 23:59:59.999] (P1-CHAT-16). */
export function utcDayBounds(now: Date): [start: Date, end: Date] {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return [new Date(start), new Date(start + 24 * 60 * 60 * 1000 - 1)];
}
