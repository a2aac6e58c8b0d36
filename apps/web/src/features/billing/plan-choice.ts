import { lookupKeyFor, type LookupKey } from '@thrivewell/core/rules/plans';
import { formatDollars, planPrice, wellnessProPlanCard, type BillingCycle } from '@thrivewell/core/copy/plans-display';

/**
 * The plan the 'Complete Your Subscription' screen offers, from the user's stored
 * selected_plan and billing_cycle (spec part 1 §2, §9; P1-PLAN-13, P1-PLAN-16).
 */
export interface PlanChoice {
  name: string;
  price: string;
  period: '/month' | '/year';
  cycle: BillingCycle;
  /** null: the plan has no real price identifier, so its checkout setup fails (P1-PLAN-16). */
  lookupKey: LookupKey | null;
}

/**
 * The spec's leftover payment step: Premium $29 and Pro $49 per month with placeholder price
 * identifiers, used only when the stored plan is premium or pro. Nothing is sold under those
 * names, so they have no lookup key.
 */
const leftoverPlans: Record<string, { name: string; monthly: number }> = {
  premium: { name: 'Premium', monthly: 29 },
  pro: { name: 'Pro', monthly: 49 },
};

export function parseCycle(cycle: unknown): BillingCycle {
  return cycle === 'yearly' ? 'yearly' : 'monthly';
}

/** Any other stored value (wellness_plus, a missing plan) means Wellness Pro, the plan on sale. */
export function resolvePlanChoice(plan: string | null | undefined, cycle: unknown): PlanChoice {
  const leftover = leftoverPlans[(plan ?? '').trim().toLowerCase()];
  if (leftover) {
    return { name: leftover.name, price: formatDollars(leftover.monthly), period: '/month', cycle: 'monthly', lookupKey: null };
  }
  const c = parseCycle(cycle);
  const { amount, period } = planPrice(wellnessProPlanCard, c);
  return { name: wellnessProPlanCard.name, price: amount, period, cycle: c, lookupKey: lookupKeyFor('wellness_plus', c) };
}
