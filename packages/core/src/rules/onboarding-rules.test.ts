import { describe, expect, it } from 'vitest';
import {
  hasPartialProgress,
  isNewUser,
  legacySaysCompleted,
  maxResumeStep,
  onboardingDelays,
  onboardingStepCount,
  profileCardProgress,
  profileCardStepsDone,
  profileCardSteps,
  questionnaireIsComplete,
  resumeStep,
  sectionAtStep,
  stepLabel,
  trackedConditionCount,
} from './onboarding-rules';
import type { LegacyQuestionnaire } from './legacy-user-details';

const completeQuestionnaire: LegacyQuestionnaire = {
  basicInfo: { age: 34, gender: 'female', weight: 60 },
  healthConditions: { currentConditions: ['Asthma'], noConditions: false },
  symptoms: ['Fatigue'],
  medications: [],
  diet: { dietType: 'vegan' },
  interactions: { completed: true },
  goals: { primaryGoals: ['Better sleep'] },
  lastCompletedStep: 6,
};

describe('steps', () => {
  it('P2-ONB-01 seven steps in section order', () => {
    expect(onboardingStepCount).toBe(7);
    expect([0, 1, 2, 3, 4, 5, 6].map(sectionAtStep)).toEqual([
      'personalInfo',
      'medicalHistory',
      'symptoms',
      'medications',
      'lifestyle',
      'diet',
      'healthGoals',
    ]);
  });

  it("P2-ONB-02 progress reads 'Step n of 7'", () => {
    expect(stepLabel(0)).toBe('Step 1 of 7');
    expect(stepLabel(6)).toBe('Step 7 of 7');
  });

  it('P2-ONB-03 a new user has no saved progress and starts at the first step', () => {
    expect(resumeStep(undefined)).toBe(0);
    expect(resumeStep(null)).toBe(0);
    expect(resumeStep('not a step')).toBe(0);
  });

  it('P2-ONB-05 partial progress resumes at min(lastCompletedStep + 1, 6)', () => {
    expect(resumeStep(0)).toBe(1);
    expect(resumeStep(2)).toBe(3);
    expect(resumeStep('4')).toBe(5);
    expect(resumeStep(5)).toBe(6);
    expect(resumeStep(6)).toBe(maxResumeStep);
    expect(resumeStep(9)).toBe(6);
  });
});

describe('isNewUser', () => {
  it('P2-ONB-04 new when there is no unified profile, no questionnaire and no medication or diet data', () => {
    expect(isNewUser({ unifiedProfile: null, legacy: null })).toBe(true);
    expect(isNewUser({ unifiedProfile: null, legacy: { questionnaire_data: {}, medication_data: { medications: [] }, diet_data: null } })).toBe(true);
  });

  it('P2-ONB-04 not new with any one of them', () => {
    expect(isNewUser({ unifiedProfile: { user_id: 'u1' }, legacy: null })).toBe(false);
    expect(isNewUser({ unifiedProfile: null, legacy: { questionnaire_data: { basicInfo: { age: 30 } } } })).toBe(false);
    expect(isNewUser({ unifiedProfile: null, legacy: { medication_data: ['Aspirin'] } })).toBe(false);
    expect(isNewUser({ unifiedProfile: null, legacy: { medication_data: { medications: [{ name: 'Aspirin' }] } } })).toBe(false);
    expect(isNewUser({ unifiedProfile: null, legacy: { diet_data: { dietType: 'vegan' } } })).toBe(false);
  });
});

describe('questionnaireIsComplete', () => {
  it('P2-ONB-07 complete with all seven parts', () => {
    expect(questionnaireIsComplete(completeQuestionnaire)).toBe(true);
  });

  it('P2-ONB-07 noConditions stands in for conditions', () => {
    expect(questionnaireIsComplete({ ...completeQuestionnaire, healthConditions: { currentConditions: [], noConditions: true } })).toBe(true);
  });

  it.each([
    ['age', { basicInfo: { gender: 'female' } }],
    ['gender', { basicInfo: { age: 34 } }],
    ['conditions', { healthConditions: { currentConditions: [], noConditions: false } }],
    ['symptoms', { symptoms: undefined }],
    ['medications', { medications: null }],
    ['diet', { diet: undefined }],
    ['interactions completed', { interactions: { completed: false } }],
    ['a primary goal', { goals: { primaryGoals: [] } }],
  ] as [string, Partial<LegacyQuestionnaire>][])('P2-ONB-07 incomplete without %s', (_part, change) => {
    expect(questionnaireIsComplete({ ...completeQuestionnaire, ...change })).toBe(false);
  });

  it('P2-SCORE-12 legacy data says completed: complete questionnaire or its own completed flag', () => {
    expect(legacySaysCompleted(completeQuestionnaire)).toBe(true);
    expect(legacySaysCompleted({ completed: true })).toBe(true);
    expect(legacySaysCompleted({ basicInfo: { age: 30 } })).toBe(false);
    expect(legacySaysCompleted(null)).toBe(false);
  });

  it('P2-ROUTE-04 partial progress exists when the questionnaire has data but is not complete', () => {
    expect(hasPartialProgress({ basicInfo: { age: 30 }, lastCompletedStep: 0 })).toBe(true);
    expect(hasPartialProgress(completeQuestionnaire)).toBe(false);
    expect(hasPartialProgress(null)).toBe(false);
  });
});

describe('profile-completion card', () => {
  it('P2-CARD-04 six steps', () => {
    expect(profileCardSteps).toEqual(['Basic Info', 'Health Conditions', 'Medications', 'Diet & Nutrition', 'Safety Check', 'Wellness Goals']);
  });

  it("P2-CARD-05 / P2-CARD-06 a new user sees '0/6' and 'Start Setup'", () => {
    expect(profileCardProgress([])).toEqual({ done: 0, label: '0/6', complete: false, button: 'Start Setup' });
  });

  it("P2-CARD-07 a partly done user sees 'Continue Setup'", () => {
    expect(profileCardProgress([true, true, false, true, false, false])).toEqual({ done: 3, label: '3/6', complete: false, button: 'Continue Setup' });
  });

  it('P2-CARD-10 complete only when all six boolean steps are true', () => {
    expect(profileCardProgress([true, true, true, true, true, true]).complete).toBe(true);
    expect(profileCardProgress([true, true, true, true, true, false]).complete).toBe(false);
  });
});

describe('constants', () => {
  it('P2-CONST-01..04 delays: auto-save 2000, safety analysis 1000, auth redirect 2000, completion toast 5000 ms', () => {
    expect(onboardingDelays).toEqual({ autoSaveMs: 2000, safetyAnalysisMs: 1000, authRedirectMs: 2000, completionToastMs: 5000 });
  });

  it('P2-ENH-09 tracked conditions are the distinct current and chronic conditions', () => {
    expect(trackedConditionCount({ currentConditions: ['Asthma', 'Diabetes'], chronicConditions: ['asthma', 'COPD'] })).toBe(3);
    expect(trackedConditionCount(null)).toBe(0);
  });
});

describe('profileCardStepsDone (P2-CARD-04..10)', () => {
  it('reads the six steps from the profile; Safety Check needs the analysis or no medications', () => {
    expect(profileCardStepsDone(null)).toEqual([false, false, false, false, false, false]);
    const profile = {
      personal_info: { age: 40, gender: 'female' as const },
      medical_history: { noConditions: true },
      medications: { current: [{ id: 'med_1', name: 'Metformin' }], lastUpdated: null },
      dietary_info: { type: 'vegan' as const },
      health_goals: { primary: ['Better sleep'] },
    };
    expect(profileCardStepsDone(profile)).toEqual([true, true, true, true, false, true]);
    expect(profileCardProgress(profileCardStepsDone(profile)).label).toBe('5/6');
    const analysed = { ...profile, medications: { ...profile.medications, lastUpdated: '2026-11-01T00:00:00.000Z' } };
    expect(profileCardProgress(profileCardStepsDone(analysed)).complete).toBe(true);
    expect(profileCardStepsDone({ medications: { noMedications: true } })[4]).toBe(true);
  });
});
