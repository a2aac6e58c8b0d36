import { describe, expect, it } from 'vitest';
import {
  activityLevels,
  alcoholConsumptions,
  dietTypes,
  exerciseFrequencies,
  genders,
  goalTargetsShown,
  goalTimeframes,
  heightUnits,
  isProfileSectionId,
  profileDefaults,
  profileSectionColumns,
  profileSectionIds,
  profileSectionTitles,
  sectionIdForColumn,
  smokingStatuses,
  symptomFrequencies,
  weightUnits,
} from './profile-sections';

describe('profile sections', () => {
  it('P2-ONB-01 seven sections in order', () => {
    expect(profileSectionIds).toEqual(['personalInfo', 'medicalHistory', 'symptoms', 'medications', 'lifestyle', 'diet', 'healthGoals']);
  });

  it('P2-EDIT-01 section titles', () => {
    expect(profileSectionIds.map((id) => profileSectionTitles[id])).toEqual([
      'Personal Information',
      'Medical History',
      'Current Symptoms',
      'Medications',
      'Lifestyle',
      'Diet & Nutrition',
      'Health Goals',
    ]);
  });

  it('P2-CALL-01..03 each section maps to its unified_user_profiles column, and back', () => {
    expect(profileSectionIds.map((id) => profileSectionColumns[id])).toEqual([
      'personal_info',
      'medical_history',
      'symptoms',
      'medications',
      'lifestyle_data',
      'dietary_info',
      'health_goals',
    ]);
    expect(sectionIdForColumn('lifestyle_data')).toBe('lifestyle');
    expect(sectionIdForColumn('preferences')).toBeUndefined();
    expect(isProfileSectionId('diet')).toBe(true);
    expect(isProfileSectionId('dietary_info')).toBe(false);
  });

  it('P2-ONB-11 / P2-ONB-12 / P2-ONB-13 gender choices and units with their defaults', () => {
    expect(genders).toEqual(['male', 'female', 'non-binary', 'prefer-not-to-say']);
    expect(weightUnits).toEqual(['kg', 'lbs']);
    expect(heightUnits).toEqual(['cm', 'ft', 'in']);
    expect([profileDefaults.weightUnit, profileDefaults.heightUnit]).toEqual(['kg', 'cm']);
  });

  it('P2-ONB-21 / P2-ONB-22 severity default 1; frequencies', () => {
    expect(profileDefaults.symptomSeverity).toBe(1);
    expect(symptomFrequencies).toEqual(['daily', 'weekly', 'monthly', 'occasionally', 'rarely']);
  });

  it('P2-ONB-33..38 lifestyle value lists and slider defaults', () => {
    expect(exerciseFrequencies).toEqual(['none', '1-2-times', '3-4-times', '5-6-times', 'daily']);
    expect(activityLevels).toEqual(['sedentary', 'lightly-active', 'moderately-active', 'very-active', 'extremely-active']);
    expect([profileDefaults.sleepHours, profileDefaults.stressLevel]).toEqual([8, 5]);
    expect(smokingStatuses).toEqual(['never', 'former', 'occasional', 'regular']);
    expect(alcoholConsumptions).toEqual(['none', 'rarely', 'occasionally', 'weekly', 'daily']);
  });

  it('P2-ONB-39 / P2-ONB-42 diet types and goal timeframes', () => {
    expect(dietTypes).toEqual(['omnivore', 'vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'mediterranean', 'low-carb', 'intermittent-fasting', 'other']);
    expect(goalTimeframes).toEqual(['1-month', '3-months', '6-months', '1-year', 'ongoing']);
  });
});

describe('goalTargetsShown', () => {
  it('P2-ONB-45 target weight only with Lose weight or Gain weight', () => {
    expect(goalTargetsShown(['Lose weight']).targetWeight).toBe(true);
    expect(goalTargetsShown(['Gain weight']).targetWeight).toBe(true);
    expect(goalTargetsShown(['Build muscle']).targetWeight).toBe(false);
  });

  it('P2-ONB-46 fitness target only with Improve fitness', () => {
    expect(goalTargetsShown(['Improve fitness']).fitnessTarget).toBe(true);
    expect(goalTargetsShown(['Build muscle']).fitnessTarget).toBe(false);
  });

  it('P2-ONB-47 sleep target only with Better sleep', () => {
    expect(goalTargetsShown(['Better sleep']).sleepTarget).toBe(true);
    expect(goalTargetsShown([]).sleepTarget).toBe(false);
    expect(goalTargetsShown(null)).toEqual({ targetWeight: false, fitnessTarget: false, sleepTarget: false });
  });
});
