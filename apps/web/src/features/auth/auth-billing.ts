import type { ComponentType } from 'react';
import type { BillingCycle } from '@thrivewell/core/copy/plans-display';

/**
 * What the auth screens need from billing, handed in by the route module that composes the
 * two features (a feature never imports another): the subscription intent of a paid sign-up,
 * the checkout, and the 'Complete Your Subscription' screen (spec part 1 §2, §4, §8).
 */
export type IntentOutcome = 'none' | 'redirecting' | 'failed';

export interface CompleteSubscriptionScreenProps {
  plan: string | null | undefined;
  cycle?: string | null;
  onDone?: (outcome: 'redirecting' | 'skipped') => void;
  headingLevel?: 'h1' | 'h2';
}

export interface AuthBilling {
  /** Keeps the paid plan to buy after verification and login (P1-AUTH-20). */
  saveIntent(plan: 'wellness_plus', cycle: BillingCycle): void;
  /** After login: consumes a saved intent and sends the browser to pay (P1-AUTH-21); a failure is dropped (P1-AUTH-22). */
  resumeIntent(): Promise<IntentOutcome>;
  /** Right after a sign-up that already has a session: creates the checkout and goes there; false on failure. */
  startCheckout(plan: 'wellness_plus', cycle: BillingCycle): Promise<boolean>;
  CompleteSubscription: ComponentType<CompleteSubscriptionScreenProps>;
}

/** Stored plans that get the 'Complete Your Subscription' screen after sign-in (P1-AUTH-27). */
export function needsPlanCompletion(selectedPlan: string | null | undefined): boolean {
  const plan = (selectedPlan ?? '').trim().toLowerCase();
  return plan === 'premium' || plan === 'pro';
}
