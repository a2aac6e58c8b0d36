import { describe, expect, it } from 'vitest';
import { checkProfileIntegrity, validateProfileData } from './profile-integrity';
import type { UnifiedProfile } from '../contracts/unified-profile';

const sound: UnifiedProfile = {
  personal_info: { age: 36, gender: 'non-binary', weight: 70, height: 172 },
  medical_history: { currentConditions: ['Asthma'], allergies: ['Pollen'], noConditions: false },
  medications: { current: [{ id: 'med_1', name: 'Inhaler' }] },
  data_completeness_score: 42, // stale: the data scores 8 + 8 + 9 + 13 + 12 + 20 = 70
};

describe('validateProfileData', () => {
  it('P2-SVC-07 flags object-typed values in allergies, surgeries, medications, familyHistory and currentConditions', () => {
    const result = validateProfileData({
      allergies: ['Pollen', { name: 'Latex' }],
      surgeries: { year: 2010 },
      medications: ['Aspirin'],
      familyHistory: [],
      currentConditions: [{}],
      chronicConditions: [{ other: 'not checked' }],
    });
    expect(result.isValid).toBe(false);
    expect(result.invalidFields).toEqual(['allergies', 'surgeries', 'currentConditions']);
    expect(result.warnings).toHaveLength(3);
    expect(result.warnings.join(' ')).not.toContain('Latex');
  });

  it('P2-SVC-07 text lists are valid', () => {
    expect(validateProfileData({ allergies: ['Pollen'], medications: ['Aspirin'] })).toEqual({ isValid: true, invalidFields: [], warnings: [] });
    expect(validateProfileData(null).isValid).toBe(true);
  });
});

describe('checkProfileIntegrity', () => {
  const fixed = { ...sound, data_completeness_score: 70 };

  it('P2-SVC-08 / P2-SVC-10 returns isValid, score and issues; valid when there are no issues', () => {
    expect(checkProfileIntegrity(fixed)).toEqual({ isValid: true, score: 100, issues: [] });
  });

  it("P2-SVC-09 'Basic personal information is incomplete' when age or gender is missing", () => {
    const noAge = checkProfileIntegrity({ ...fixed, personal_info: { gender: 'male' }, data_completeness_score: undefined });
    expect(noAge.issues).toEqual(['Basic personal information is incomplete']);
    expect(noAge.isValid).toBe(false);
    expect(noAge.score).toBe(75);
    const noGender = checkProfileIntegrity({ ...fixed, personal_info: { age: 40 }, data_completeness_score: undefined });
    expect(noGender.issues).toEqual(['Basic personal information is incomplete']);
    expect(checkProfileIntegrity(null).issues).toContain('Basic personal information is incomplete');
  });

  it('flags the stored completeness score when it no longer matches the data', () => {
    expect(checkProfileIntegrity(sound).issues).toEqual(['The stored completeness score is out of date']);
  });

  it('flags out-of-range values, object entries, nameless or duplicate medications and contradicting "none" ticks', () => {
    const messy: UnifiedProfile = {
      personal_info: { age: 150, gender: 'female', weight: 0.5 },
      medical_history: { noConditions: true, allergies: [{ name: 'Latex' } as unknown as string] },
      symptoms: { completed: true, currentSymptoms: ['Fatigue'] },
      medications: { noMedications: true, current: [{ id: 'a', name: ' ' }, { id: 'a', name: 'B' }] },
    };
    const result = checkProfileIntegrity(messy);
    expect(result.issues).toEqual([
      'Personal information has values out of range',
      'Some medical history entries are not plain text',
      'Some medications are missing a name',
      'Some medications share the same id',
      "'No conditions or allergies' is ticked but conditions or allergies are listed",
      "'No symptoms' is ticked but symptoms are listed",
      "'Not taking any medications' is ticked but medications are listed",
    ]);
    expect(result.score).toBe(5); // 100 − (20 + 20 + 15 + 10 + 10 + 10 + 10)
    expect(checkProfileIntegrity({ ...messy, personal_info: {} }).score).toBe(0);
  });
});
