import { describe, expect, it } from 'vitest';
import {
  emptySection,
  multipleSectionsBodySchema,
  parseAgeInput,
  parseDecimalInput,
  sectionSaveBodySchema,
  isEmptySectionBody,
  validateProfileSection,
  validateSectionSave,
} from './profile-contract';
import { profileSectionIds } from '../rules/profile-sections';

describe('validateProfileSection', () => {
  it('returns the parsed section', () => {
    expect(validateProfileSection('personalInfo', { age: 40, gender: 'male' })).toEqual({
      success: true,
      data: { age: 40, gender: 'male', weight: null, weightUnit: 'kg', height: null, heightUnit: 'cm' },
    });
  });

  it('returns every field error with its path and message', () => {
    expect(validateProfileSection('personalInfo', { age: 200, weight: 0 })).toEqual({
      success: false,
      errors: [
        { field: 'age', message: 'Age must be between 1 and 120.' },
        { field: 'weight', message: 'Weight must be at least 1.' },
      ],
    });
  });

  it('P2-ERR-08 every section has an empty structure that is itself valid', () => {
    for (const id of profileSectionIds) {
      expect(validateProfileSection(id, emptySection(id))).toEqual({ success: true, data: emptySection(id) });
    }
  });
});

describe('request bodies', () => {
  it('P2-SVC-11 a single-section save names its section', () => {
    const body = sectionSaveBodySchema.parse({ section: 'lifestyle', data: { sleepHours: 7 } });
    expect(body.section).toBe('lifestyle');
    expect(sectionSaveBodySchema.safeParse({ section: 'hobbies', data: {} }).error?.issues[0]?.message).toBe(
      'section must be one of: personalInfo, medicalHistory, symptoms, medications, lifestyle, diet, healthGoals.',
    );
  });

  it('P2-SVC-11 updateMultipleSections takes any of the seven sections, at least one, nothing else', () => {
    expect(multipleSectionsBodySchema.safeParse({ diet: { type: 'vegan' }, lifestyle: { stressLevel: 3 } }).success).toBe(true);
    expect(multipleSectionsBodySchema.safeParse({}).error?.issues[0]?.message).toBe('Send at least one profile section.');
    expect(multipleSectionsBodySchema.safeParse({ diet: { type: 'vegan' }, hobbies: {} }).error?.issues[0]?.message).toBe('Unknown profile section.');
  });

  it('an empty section never clears stored answers: {} or a body without the section fields is refused', () => {
    expect(multipleSectionsBodySchema.safeParse({ medicalHistory: {} }).error?.issues[0]).toMatchObject({
      path: ['medicalHistory'],
      message: 'Nothing to save for medicalHistory: send its fields (an empty body would clear what is stored).',
    });
    expect(isEmptySectionBody('medicalHistory', undefined)).toBe(true);
    expect(isEmptySectionBody('medicalHistory', [])).toBe(true);
    expect(isEmptySectionBody('healthGoals', { primary: [] })).toBe(false);
    expect(validateSectionSave('medicalHistory', { noConditions: true })).toMatchObject({ success: true });
    expect(validateSectionSave('medicalHistory', {})).toMatchObject({ success: false, errors: [{ field: '' }] });
  });

  it('versions name the sections the client edited from; only at least one section makes a body', () => {
    const body = multipleSectionsBodySchema.parse({ diet: { type: 'vegan' }, versions: { diet: 'abc123' } });
    expect(body.versions).toEqual({ diet: 'abc123' });
    expect(multipleSectionsBodySchema.safeParse({ versions: { diet: 'abc123' } }).error?.issues[0]?.message).toBe('Send at least one profile section.');
    expect(multipleSectionsBodySchema.safeParse({ diet: { type: 'vegan' }, versions: { hobbies: 'x' } }).success).toBe(false);
  });
});

describe('form inputs', () => {
  it('P2-ONB-10 an unparsable age becomes empty', () => {
    expect(parseAgeInput('42')).toBe(42);
    expect(parseAgeInput(' 42 ')).toBe(42);
    expect(parseAgeInput('')).toBeNull();
    expect(parseAgeInput('abc')).toBeNull();
  });

  it('decimal inputs accept a dot or a comma', () => {
    expect(parseDecimalInput('70.5')).toBe(70.5);
    expect(parseDecimalInput('70,5')).toBe(70.5);
    expect(parseDecimalInput('.5')).toBe(0.5);
    expect(parseDecimalInput('seventy')).toBeNull();
    expect(parseDecimalInput('')).toBeNull();
  });
});
