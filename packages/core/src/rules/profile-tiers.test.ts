import { describe, expect, it } from 'vitest';
import { freeTierFeatures, isHealthSubscriber, paidTierFeatures, profileNeedsUpgrade, profileTierOf } from './profile-tiers';

describe('profile tiers', () => {
  it('P2-TIER-01 paid is the health user, anything else the wellness user', () => {
    expect(profileTierOf('paid')).toBe('health');
    expect(profileTierOf('free')).toBe('wellness');
    expect(profileTierOf(null)).toBe('wellness');
    expect(profileTierOf(undefined)).toBe('wellness');
    expect(isHealthSubscriber('paid')).toBe(true);
    expect(isHealthSubscriber('free')).toBe(false);
  });

  it('P2-TIER-02 lists the thirteen free features', () => {
    expect(freeTierFeatures).toHaveLength(13);
    expect(freeTierFeatures).toContain('Basic meditation timer');
    expect(freeTierFeatures).toContain('Essential oils and aromatherapy');
  });

  it('W2-B: says safety is free and the ingredient and product tools are Wellness Pro', () => {
    expect(freeTierFeatures).toContain('Every serious interaction (drug, supplement or food) with what to do');
    expect(freeTierFeatures).toContain('Medicine-to-medicine interaction checks');
    const free = freeTierFeatures.join(' | ').toLowerCase();
    for (const paidOnly of ['ingredient', 'product', 'barcode', 'timing']) expect(free).not.toContain(paidOnly);
    expect(paidTierFeatures).toContain('Moderate and minor supplement and food interactions');
    expect(paidTierFeatures).toContain('Ingredient analysis against your profile');
    expect(paidTierFeatures).toContain('Product fact checker and barcode scanning');
    expect(profileNeedsUpgrade('free', 'Every serious interaction (drug, supplement or food) with what to do')).toBe(false);
  });

  it('P2-TIER-03..05 lists the twenty-five paid additions, none of them free', () => {
    expect(paidTierFeatures).toHaveLength(25);
    for (const f of ['OCR', 'Research mode', 'Food-drug timing', 'Predictive analytics', 'Priority support']) expect(paidTierFeatures).toContain(f);
    expect(paidTierFeatures.filter((f) => (freeTierFeatures as readonly string[]).includes(f))).toEqual([]);
  });

  it('P2-TIER-06 needsUpgrade only for a free user on a paid-only feature', () => {
    expect(profileNeedsUpgrade('free', 'PDF reports')).toBe(true);
    expect(profileNeedsUpgrade(null, 'Unlimited AI chat')).toBe(true);
    expect(profileNeedsUpgrade('free', 'Mood tracking')).toBe(false);
    expect(profileNeedsUpgrade('paid', 'PDF reports')).toBe(false);
  });
});
