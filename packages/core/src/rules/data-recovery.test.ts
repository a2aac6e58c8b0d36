import { describe, expect, it } from 'vitest';
import { isProfileEmpty, recoverProfile, recoveryOffered } from './data-recovery';
import type { LegacyUserDetails } from './legacy-user-details';

const now = new Date('2025-05-01T09:00:00.000Z');
const legacy: LegacyUserDetails = {
  questionnaire_data: { basicInfo: { age: 40, gender: 'male' } },
  medication_data: [{ name: 'Metformin' }],
};
const filled = { personal_info: { age: 40, gender: 'male' as const }, data_completeness_score: 60 };

describe('recoveryOffered', () => {
  it('P2-REC-10 offered when there is no unified profile but legacy data exists', () => {
    expect(recoveryOffered({ profile: null, legacy })).toBe(true);
    expect(recoveryOffered({ profile: null, legacy: null })).toBe(false);
  });

  it('P2-REC-11 offered when the score is under 50 and legacy data exists', () => {
    expect(recoveryOffered({ profile: { ...filled, data_completeness_score: 49 }, legacy })).toBe(true);
    expect(recoveryOffered({ profile: { ...filled, data_completeness_score: 50 }, legacy })).toBe(false);
    expect(recoveryOffered({ profile: { ...filled, data_completeness_score: 49 }, legacy: null })).toBe(false);
  });

  it('P2-REC-12 offered when the profile is empty and legacy data exists', () => {
    const empty = { data_completeness_score: 75, personal_info: { weightUnit: 'kg' as const }, medical_history: { currentConditions: [] } };
    expect(isProfileEmpty(empty)).toBe(true);
    expect(recoveryOffered({ profile: empty, legacy })).toBe(true);
  });

  it('P2-REC-13 offered when the score is 0 and there is data', () => {
    expect(recoveryOffered({ profile: { ...filled, data_completeness_score: 0 }, legacy: null })).toBe(true);
    expect(recoveryOffered({ profile: { data_completeness_score: 0 }, legacy: null })).toBe(false);
  });
});

describe('recoverProfile', () => {
  it("P2-REC-16 no legacy data gives 'No legacy data found'", () => {
    expect(recoverProfile(null, { questionnaire_data: {} }, now)).toEqual({ success: false, error: 'No legacy data found', data_found: null });
  });

  it('P2-REC-22 no profile yet: created_profile with the migrated data and its completeness', () => {
    const result = recoverProfile(null, legacy, now);
    expect(result.success && result.action).toBe('created_profile');
    if (!result.success) return;
    expect(result.profile.personal_info).toMatchObject({ age: 40, gender: 'male' });
    expect(result.profile.medications?.current?.[0]?.name).toBe('Metformin');
    expect(result.completeness_score).toBe(36); // age 8 + gender 8 + medication 20
    expect(result.profile.data_completeness_score).toBe(36);
    expect(result.profile.onboarding_completed).toBe(false);
    expect(result.data_found.medication_data).toBe(true);
  });

  it('P2-REC-23 an existing profile is updated: filled sections are kept, empty ones recovered', () => {
    const existing = { personal_info: { age: 41, gender: 'male' as const }, medications: { current: [] }, onboarding_completed: true, completed_at: '2024-01-01T00:00:00.000Z' };
    const result = recoverProfile(existing, legacy, now);
    expect(result.success && result.action).toBe('updated_profile');
    if (!result.success) return;
    expect(result.profile.personal_info).toEqual({ age: 41, gender: 'male' });
    expect(result.profile.medications?.current?.map((m) => m?.name)).toEqual(['Metformin']);
    expect(result.profile.onboarding_completed).toBe(true);
    expect(result.profile.completed_at).toBe('2024-01-01T00:00:00.000Z');
    expect(result.profile.updated_at).toBe('2025-05-01T09:00:00.000Z');
  });
});
