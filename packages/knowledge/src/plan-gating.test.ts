import { describe, expect, it } from 'vitest';
import { freeSubscriptionStatus, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { freeAccess, gateCheck, gateInteractions, planAccessOf } from './plan-gating';
import { runSafetyCheck } from './safety-check';

const paidStatus: SubscriptionStatus = { isSubscribed: true, tier: 'wellness_plus', simplifiedTier: 'paid', trialEnd: null, subscriptionEnd: null };
const paid = planAccessOf(paidStatus);
const checkOf = (...names: string[]) => runSafetyCheck(names.map((input) => ({ input })));

describe('planAccessOf', () => {
  it('opens supplement findings and timing to Wellness Pro only; visitors and free users get the free access', () => {
    expect(paid).toEqual({ supplementInteractions: true, foodDrugTiming: true });
    expect(planAccessOf('wellness_plus')).toEqual(paid);
    for (const subject of [null, freeSubscriptionStatus, 'wellness' as const]) expect(planAccessOf(subject)).toEqual(freeAccess);
  });
});

describe('gateInteractions: safety is never paywalled', () => {
  it('shows major and contraindicated findings of every kind to visitors and free users', () => {
    const all = checkOf('warfarin', "St John's wort", 'ibuprofen').interactions;
    const serious = all.filter((i) => i.severity === 'major' || i.severity === 'contraindicated');
    expect(serious.some((i) => i.aKind !== 'drug' || i.bKind !== 'drug')).toBe(true);
    for (const status of [null, freeSubscriptionStatus]) {
      const { interactions } = gateInteractions(all, planAccessOf(status));
      for (const s of serious) expect(interactions).toContainEqual(s);
    }
  });

  it('withholds only moderate or minor supplement and food findings, and says how many in plain words', () => {
    const all = checkOf('levothyroxine', 'calcium', 'iron').interactions;
    const hidden = all.filter((i) => (i.aKind !== 'drug' || i.bKind !== 'drug') && (i.severity === 'moderate' || i.severity === 'minor'));
    expect(hidden.length).toBeGreaterThan(1);
    const { interactions, gated } = gateInteractions(all, freeAccess);
    expect(interactions).toHaveLength(all.length - hidden.length);
    expect(gated).toEqual([
      {
        feature: 'supplement_interactions',
        hidden: hidden.length,
        message: `${hidden.length} more moderate or minor interactions involving a supplement or food are part of Wellness Pro. Major and contraindicated interactions are always shown, on every plan.`,
      },
    ]);
  });

  it('withholds nothing from Wellness Pro', () => {
    const all = checkOf('levothyroxine', 'calcium').interactions;
    expect(gateInteractions(all, paid)).toEqual({ interactions: all, gated: [] });
  });
});

describe('gateCheck: timing and the day plan', () => {
  it('withholds timing and the day plan from free users but keeps the serious findings', () => {
    const gated = gateCheck(checkOf('warfarin', "St John's wort", 'levothyroxine'), freeAccess);
    expect(gated.timing).toEqual([]);
    expect(gated.schedule).toEqual({ slots: [], conflicts: [], flagged: [], offRoutine: [] });
    expect(gated.interactions.some((i) => i.severity === 'major' && i.bId === 'st-johns-wort')).toBe(true);
    expect(gated.gated.find((g) => g.feature === 'food_drug_timing')?.message).toMatch(/day plan are part of Wellness Pro/);
  });
});
