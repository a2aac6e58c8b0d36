/**
 * What the plan cards show (spec part 1 §1 Plans, §9 Prices; P1-PLAN-01..10). Display data
 * only: which plan a user is on and what it unlocks is decided elsewhere, on the server.
 */
export type PlanCardId = 'free' | 'wellness_plus' | 'health_pro';
export type BillingCycle = 'monthly' | 'yearly';
export const billingCycles: readonly BillingCycle[] = ['monthly', 'yearly'];

export interface PlanCard {
  id: PlanCardId;
  /** The short tier label: 'FREE', 'WELLNESS+' (P1-PLAN-01, P1-PLAN-05). */
  tierLabel: string;
  /** The plan's name on the card. */
  name: string;
  summary: string;
  /** Whole US dollars per cycle; a plan without a yearly price is shown per month. */
  prices: { monthly: number; yearly?: number };
  /** A line that introduces the feature list, e.g. 'Everything in Free, plus:'. */
  featuresIntro?: string;
  features: readonly string[];
  mostPopular?: boolean;
  comingSoon?: boolean;
}

export const freePlanCard: PlanCard = {
  id: 'free',
  tierLabel: 'FREE',
  name: 'Free Wellness',
  summary: 'Safety checks and everyday tracking, free for as long as you like.',
  prices: { monthly: 0 },
  features: [
    'Every serious interaction (drug, supplement or food), with severity and what to do',
    'All medicine-to-medicine interaction checks',
    'Basic symptom logging',
    'Basic recommendations from self-reported data',
    '10 daily AI queries',
  ],
};

export const wellnessProPlanCard: PlanCard = {
  id: 'wellness_plus',
  tierLabel: 'WELLNESS+',
  name: 'Wellness Pro',
  summary: 'Deeper insight across your tests, symptoms and routines.',
  prices: { monthly: 19, yearly: 190 },
  featuresIntro: 'Everything in Free, plus:',
  features: [
    'Moderate and minor supplement and food interactions',
    'Food-drug timing and your daily plan',
    'Ingredient analysis, product fact checker and barcode scanning',
    'Unlimited use',
    'Real-time OCR of labels and test results',
    'Advanced predictions',
    'Hormone-drug insights',
    'Blood and urine correlations',
    'AI correlation of symptoms with biomarkers',
    'Predictive alerts',
    'Automated reminders by push and e-mail',
    'PDF exports',
    'Specialised protocols',
  ],
  mostPopular: true,
};

export const healthProPlanCard: PlanCard = {
  id: 'health_pro',
  tierLabel: 'HEALTH PRO',
  name: 'Health Pro',
  summary: 'For people who work closely with their care team.',
  prices: { monthly: 19 },
  featuresIntro: 'Adds:',
  features: ['Blood test analysis', 'Biomarker insights', 'Provider collaboration'],
  comingSoon: true,
};

export const planCards: readonly PlanCard[] = [freePlanCard, wellnessProPlanCard, healthProPlanCard];

/** '$0', '$19', '$190'; cents only when a price has them. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The price a card shows for a cycle; plans without that cycle fall back to monthly. */
export function planPrice(card: PlanCard, cycle: BillingCycle): { amount: string; period: '/month' | '/year' } {
  if (cycle === 'yearly' && card.prices.yearly !== undefined) {
    return { amount: formatDollars(card.prices.yearly), period: '/year' };
  }
  return { amount: formatDollars(card.prices.monthly), period: '/month' };
}

/** What a year costs on monthly billing minus the yearly price ($19 × 12 − $190 = $38). */
export function yearlySavings(card: PlanCard): number {
  return card.prices.yearly === undefined ? 0 : card.prices.monthly * 12 - card.prices.yearly;
}

/** The yearly label on the toggle and card: 'Save $38' (P1-PLAN-08). */
export function saveLabel(card: PlanCard): string {
  return `Save ${formatDollars(yearlySavings(card))}`;
}

/**
 * Where a card's button leads: Free to plain registration, Wellness Pro to the plan-parameter
 * registration screen with the chosen cycle, Health Pro nowhere yet (it is coming soon).
 */
export function planSignupHref(id: PlanCardId, cycle: BillingCycle): string | null {
  if (id === 'free') return '/register';
  if (id === 'wellness_plus') return `/register?plan=wellness_plus&cycle=${cycle}`;
  return null;
}
