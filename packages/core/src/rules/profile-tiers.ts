import type { SimplifiedTier } from './tier';

/**
 * The two user tiers of the health profile (spec part 2 §1; P2-TIER-01..06). The tier is read
 * from the subscription's simplified tier: paid is the health user (a health subscriber),
 * everything else the wellness user. These lists are what the dashboards promise each tier.
 */
export type ProfileTier = 'wellness' | 'health';

export function profileTierOf(simplifiedTier: SimplifiedTier | null | undefined): ProfileTier {
  return simplifiedTier === 'paid' ? 'health' : 'wellness';
}

export function isHealthSubscriber(simplifiedTier: SimplifiedTier | null | undefined): boolean {
  return profileTierOf(simplifiedTier) === 'health';
}

/**
 * P2-TIER-02: what the free wellness user gets. Safety is never paywalled (W2-B): every major
 * and contraindicated interaction of any kind, and every medicine–medicine check, is free; the
 * ingredient and product tools are Wellness Pro (P1-SUB-13), so the free list says exactly that.
 */
export const freeTierFeatures = [
  'Questionnaires',
  'Basic habit tracking',
  'Goal setting',
  'Community access',
  'General recommendations',
  'Every serious interaction (drug, supplement or food) with what to do',
  'Medicine-to-medicine interaction checks',
  'Mood tracking',
  'Basic nutrition info',
  'Wellness articles',
  'Basic meditation timer',
  'Essential oils and aromatherapy',
  'Meal planning',
] as const;

/** P2-TIER-03..05: what the paid health user gets on top. */
export const paidTierFeatures = [
  'Blood and urine test uploads',
  'OCR',
  'Advanced analysis',
  'Unlimited AI chat',
  'Ingredient analysis against your profile',
  'Personalized recommendations',
  'Advanced meal planning',
  'Research mode',
  'Latest studies',
  'Evidence-based insights',
  'Full interaction database, every severity',
  'Moderate and minor supplement and food interactions',
  'Food-drug timing',
  'Biomarker tracking',
  'Provider collaboration',
  'Specialized protocols',
  'Predictive analytics',
  'Pattern insights',
  'Email reports',
  'Automated reminders',
  'PDF reports',
  'Unlimited community',
  'Product fact checker and barcode scanning',
  'Real-time scanning',
  'Priority support',
] as const;

export type TierFeature = (typeof freeTierFeatures)[number] | (typeof paidTierFeatures)[number];

export function isPaidOnlyFeature(feature: string): boolean {
  return (paidTierFeatures as readonly string[]).includes(feature);
}

/** P2-TIER-06: a wellness user needs an upgrade for a paid-only feature; a health user never. */
export function profileNeedsUpgrade(simplifiedTier: SimplifiedTier | null | undefined, feature: string): boolean {
  return !isHealthSubscriber(simplifiedTier) && isPaidOnlyFeature(feature);
}
