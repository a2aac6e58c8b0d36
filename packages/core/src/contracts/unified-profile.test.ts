import { describe, expect, it } from 'vitest';
import { completedSections, hasProfileData, isSectionComplete, sectionHasData, sectionsCompletedLabel, storedSection } from './unified-profile';

describe('hasProfileData', () => {
  it('counts entered values only', () => {
    expect([null, undefined, '', '  ', false, [], {}, { a: [] }, { a: false }].map(hasProfileData)).toEqual(Array(9).fill(false));
    expect(['x', 0, true, ['a'], { a: { b: 1 } }].map(hasProfileData)).toEqual(Array(5).fill(true));
  });

  it('units alone are not data', () => {
    expect(sectionHasData({ weightUnit: 'kg', heightUnit: 'cm', age: null })).toBe(false);
    expect(sectionHasData({ weightUnit: 'kg', age: 30 })).toBe(true);
  });
});

describe('section completion', () => {
  it('P2-OVW-02 / P2-EDIT-02 core answers, or a "none" tick, complete a section', () => {
    const profile = {
      personal_info: { age: 30, gender: 'male' as const },
      medical_history: { noConditions: true },
      symptoms: { completed: true },
      medications: { current: [{ id: 'm', name: 'Aspirin' }] },
      lifestyle_data: { exerciseFrequency: 'none' as const, sleepHours: 7 },
      dietary_info: { type: null },
      health_goals: { primary: [] },
    };
    expect(completedSections(profile)).toEqual(['personalInfo', 'medicalHistory', 'symptoms', 'medications', 'lifestyle']);
    expect(sectionsCompletedLabel(profile)).toBe('5 of 7 sections completed');
    expect(isSectionComplete({ personal_info: { age: 30 } }, 'personalInfo')).toBe(false);
    expect(sectionsCompletedLabel(null)).toBe('0 of 7 sections completed');
    expect(storedSection(profile, 'lifestyle')).toBe(profile.lifestyle_data);
  });
});
