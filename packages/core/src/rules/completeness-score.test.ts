import { describe, expect, it } from 'vitest';
import { completenessWords, dataCompletenessScore, isDataComplete, isOnboardingComplete } from './completeness-score';
import type { UnifiedProfile } from '../contracts/unified-profile';

const full: UnifiedProfile = {
  personal_info: { age: 42, gender: 'female', weight: 68, height: 170, weightUnit: 'kg', heightUnit: 'cm' },
  medical_history: { currentConditions: ['Asthma'], allergies: ['Pollen'], chronicConditions: [], noConditions: false },
  medications: { current: [{ id: 'med_1', name: 'Salbutamol', dosage: '', frequency: 'As needed', type: 'Prescription', active: true }] },
  lifestyle_data: { exerciseFrequency: '3-4-times', sleepHours: 7.5 },
  dietary_info: { type: 'vegetarian', restrictions: ['Dairy-free'] },
};

describe('dataCompletenessScore', () => {
  it('P2-SCORE-01 an empty profile scores 0 and a full one 100', () => {
    expect(dataCompletenessScore(null)).toBe(0);
    expect(dataCompletenessScore({})).toBe(0);
    expect(dataCompletenessScore(full)).toBe(100);
  });

  it('P2-SCORE-02 / P2-SCORE-03 age 8, gender 8', () => {
    expect(dataCompletenessScore({ personal_info: { age: 30 } })).toBe(8);
    expect(dataCompletenessScore({ personal_info: { gender: 'male' } })).toBe(8);
  });

  it('P2-SCORE-04 weight and height give 9 only together', () => {
    expect(dataCompletenessScore({ personal_info: { weight: 70 } })).toBe(0);
    expect(dataCompletenessScore({ personal_info: { height: 170 } })).toBe(0);
    expect(dataCompletenessScore({ personal_info: { weight: 70, height: 170 } })).toBe(9);
  });

  it('P2-SCORE-05 / P2-SCORE-06 at least one current condition 13, at least one allergy 12', () => {
    expect(dataCompletenessScore({ medical_history: { currentConditions: ['Asthma'] } })).toBe(13);
    expect(dataCompletenessScore({ medical_history: { currentConditions: ['Asthma', 'COPD'] } })).toBe(13);
    expect(dataCompletenessScore({ medical_history: { allergies: ['Pollen'] } })).toBe(12);
    expect(dataCompletenessScore({ medical_history: { currentConditions: [], allergies: [] } })).toBe(0);
  });

  it('P2-SCORE-07 at least one current medication 20', () => {
    expect(dataCompletenessScore({ medications: { current: [{ name: 'Vitamin D' }] } })).toBe(20);
    expect(dataCompletenessScore({ medications: { current: [] } })).toBe(0);
  });

  it('P2-SCORE-08 / P2-SCORE-09 exercise frequency 8, sleep hours 7', () => {
    expect(dataCompletenessScore({ lifestyle_data: { exerciseFrequency: 'none' } })).toBe(8);
    expect(dataCompletenessScore({ lifestyle_data: { sleepHours: 8 } })).toBe(7);
  });

  it('P2-SCORE-10 / P2-SCORE-11 diet type 8, at least one dietary restriction 7', () => {
    expect(dataCompletenessScore({ dietary_info: { type: 'vegan' } })).toBe(8);
    expect(dataCompletenessScore({ dietary_info: { restrictions: ['Gluten-free'] } })).toBe(7);
  });

  it('sums the items', () => {
    expect(dataCompletenessScore({ personal_info: { age: 30, gender: 'male' }, lifestyle_data: { sleepHours: 8 } })).toBe(23);
  });
});

describe('isOnboardingComplete', () => {
  it('P2-SCORE-12 complete when the flag is set', () => {
    expect(isOnboardingComplete({ onboardingCompleted: true, completenessScore: 0 })).toBe(true);
  });

  it('P2-SCORE-12 complete when the score is 70 or more', () => {
    expect(isOnboardingComplete({ completenessScore: 70 })).toBe(true);
    expect(isOnboardingComplete({ completenessScore: 69 })).toBe(false);
  });

  it('P2-SCORE-12 complete when the legacy data says completed', () => {
    expect(isOnboardingComplete({ legacyCompleted: true })).toBe(true);
    expect(isOnboardingComplete({ onboardingCompleted: false, completenessScore: null, legacyCompleted: false })).toBe(false);
  });
});

describe('isDataComplete', () => {
  it('P2-CONST-05 a profile completeness above 80 counts as data complete', () => {
    expect(isDataComplete(81)).toBe(true);
    expect(isDataComplete(80)).toBe(false);
    expect(isDataComplete(null)).toBe(false);
  });
});

describe('completenessWords (issue 13: one source for the dashboards)', () => {
  it("every section answered with 'none' tops out at 48 points yet reads Complete and 100 % everywhere", () => {
    const answeredNone = {
      data_completeness_score: 48,
      personal_info: { age: 40, gender: 'male', weight: 80, height: 180 },
      medical_history: { noConditions: true, currentConditions: [], allergies: [] },
      symptoms: { currentSymptoms: [], completed: true },
      medications: { current: [], noMedications: true },
      lifestyle_data: { exerciseFrequency: 'daily', sleepHours: 8 },
      dietary_info: { type: 'omnivore', restrictions: [] },
      health_goals: { primary: ['Better sleep'] },
    };
    expect(completenessWords(answeredNone as never)).toMatchObject({ complete: true, percent: 100, label: 'Complete' });
    expect(completenessWords({ data_completeness_score: 48 } as never)).toMatchObject({ complete: false, percent: 48, label: '48% complete', sections: '0 of 7 sections completed' });
    expect(completenessWords({ data_completeness_score: 100 } as never)).toMatchObject({ complete: true, percent: 100 });
  });
});
