import { describe, expect, it } from 'vitest';
import {
  freePlanCard,
  healthProPlanCard,
  planCards,
  planPrice,
  planSignupHref,
  saveLabel,
  wellnessProPlanCard,
  yearlySavings,
} from './plans-display';

describe('plan cards (spec part 1 §1, §9)', () => {
  it('P1-PLAN-11: shows the plans free, wellness_plus and health_pro in that order', () => {
    expect(planCards.map((p) => p.id)).toEqual(['free', 'wellness_plus', 'health_pro']);
  });

  it('P1-PLAN-01/02/03/04, W2-B: Free is FREE at $0, with every serious interaction (safety is never paywalled) and 10 daily AI queries', () => {
    expect(freePlanCard.tierLabel).toBe('FREE');
    expect(planPrice(freePlanCard, 'monthly')).toEqual({ amount: '$0', period: '/month' });
    expect(planPrice(freePlanCard, 'yearly')).toEqual({ amount: '$0', period: '/month' });
    expect(freePlanCard.features).toEqual([
      'Every serious interaction (drug, supplement or food), with severity and what to do',
      'All medicine-to-medicine interaction checks',
      'Basic symptom logging',
      'Basic recommendations from self-reported data',
      '10 daily AI queries',
    ]);
  });

  it('W2-B: Wellness Pro says what it adds to safety: moderate and minor supplement and food findings, timing and the day plan, ingredient and barcode tools', () => {
    expect(wellnessProPlanCard.features.slice(0, 3)).toEqual([
      'Moderate and minor supplement and food interactions',
      'Food-drug timing and your daily plan',
      'Ingredient analysis, product fact checker and barcode scanning',
    ]);
  });

  it('P1-PLAN-05/07/08: Wellness Pro is WELLNESS+, $19/month or $190/year, Save $38, Most Popular', () => {
    expect(wellnessProPlanCard.tierLabel).toBe('WELLNESS+');
    expect(wellnessProPlanCard.name).toBe('Wellness Pro');
    expect(wellnessProPlanCard.mostPopular).toBe(true);
    expect(planPrice(wellnessProPlanCard, 'monthly')).toEqual({ amount: '$19', period: '/month' });
    expect(planPrice(wellnessProPlanCard, 'yearly')).toEqual({ amount: '$190', period: '/year' });
    expect(yearlySavings(wellnessProPlanCard)).toBe(38);
    expect(saveLabel(wellnessProPlanCard)).toBe('Save $38');
  });

  it('P1-PLAN-06: Wellness Pro lists every paid-plan feature of the spec', () => {
    const text = wellnessProPlanCard.features.join(' | ').toLowerCase();
    for (const f of [
      'unlimited use', 'real-time ocr', 'advanced predictions', 'hormone-drug insights',
      'blood and urine correlations', 'ai correlation of symptoms with biomarkers', 'predictive alerts',
      'pdf exports', 'specialised protocols',
    ]) {
      expect(text).toContain(f);
    }
  });

  it('P1-PLAN-09/10: Health Pro is coming soon at $19/month with its three additions', () => {
    expect(healthProPlanCard.comingSoon).toBe(true);
    expect(planPrice(healthProPlanCard, 'yearly')).toEqual({ amount: '$19', period: '/month' });
    expect(healthProPlanCard.features).toEqual(['Blood test analysis', 'Biomarker insights', 'Provider collaboration']);
  });

  it('sends Free to /register, Wellness Pro to the plan screen with the chosen cycle, Health Pro nowhere', () => {
    expect(planSignupHref('free', 'yearly')).toBe('/register');
    expect(planSignupHref('wellness_plus', 'monthly')).toBe('/register?plan=wellness_plus&cycle=monthly');
    expect(planSignupHref('wellness_plus', 'yearly')).toBe('/register?plan=wellness_plus&cycle=yearly');
    expect(planSignupHref('health_pro', 'monthly')).toBeNull();
  });
});
