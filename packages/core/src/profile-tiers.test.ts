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
