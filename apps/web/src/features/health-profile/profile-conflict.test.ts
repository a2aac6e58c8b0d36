import { describe, expect, it } from 'vitest';
import { emptySection, validateProfileSection } from '@thrivewell/core/contracts/profile-contract';
import { mergeSectionEdits } from './profile-conflict';

describe('mergeSectionEdits (409 SECTION_CHANGED → merge)', () => {
  const base = { ...emptySection('medicalHistory'), currentConditions: ['Asthma'], allergies: ['Pollen'] };

  it('keeps my changed fields and takes their changes to the fields I left alone', () => {
    const mine = { ...base, familyHistory: ['Diabetes'] };
    const theirs = { ...base, chronicConditions: ['Hypertension'] };
    expect(mergeSectionEdits(base, mine, theirs)).toEqual({ ...base, familyHistory: ['Diabetes'], chronicConditions: ['Hypertension'] });
  });

  it('lists combine both sides: additions from each, removals from each', () => {
    const mine = { ...base, currentConditions: ['Asthma', 'Migraine'], allergies: [] };
    const theirs = { ...base, currentConditions: ['Eczema'] };
    const merged = mergeSectionEdits(base, mine, theirs);
    expect(merged.currentConditions).toEqual(['Eczema', 'Migraine']);
    expect(merged.allergies).toEqual([]);
    expect(validateProfileSection('medicalHistory', merged).success).toBe(true);
  });

  it('a value both changed keeps mine (what was typed is never dropped)', () => {
    const b = { ...emptySection('personalInfo'), weight: 80 };
    expect(mergeSectionEdits(b, { ...b, weight: 78 }, { ...b, weight: 82, age: 50 })).toEqual({ ...b, weight: 78, age: 50 });
  });

  it('nothing edited → the saved answers', () => {
    const theirs = { ...base, allergies: ['Peanuts'] };
    expect(mergeSectionEdits(base, base, theirs)).toBe(theirs);
  });
});
