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

  it('P1-PLAN-01/02/03/04: Free is FREE at $0 with the plan-card features and 10 daily AI queries', () => {
    expect(freePlanCard.tierLabel).toBe('FREE');
    expect(planPrice(freePlanCard, 'monthly')).toEqual({ amount: '$0', period: '/month' });
    expect(planPrice(freePlanCard, 'yearly')).toEqual({ amount: '$0', period: '/month' });
    expect(freePlanCard.features).toEqual([
      'Full safety checks with basic alerts',
      'Basic symptom logging',
      'Basic recommendations from self-reported data',
      '10 daily AI queries',
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
