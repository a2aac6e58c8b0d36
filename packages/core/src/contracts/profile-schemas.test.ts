import { describe, expect, it } from 'vitest';
import {
  dietSchema,
  healthGoalsSchema,
  lifestyleSchema,
  medicalHistorySchema,
  medicationSchema,
  medicationsSchema,
  personalInfoSchema,
  symptomsSchema,
} from './profile-schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.map(String).join('.'), message: issue.message } : null;
};

describe('personalInfoSchema', () => {
  it('P2-ONB-12 / P2-ONB-13 units default to kg and cm; unset values are null', () => {
    expect(personalInfoSchema.parse({})).toEqual({ age: null, gender: null, weight: null, weightUnit: 'kg', height: null, heightUnit: 'cm' });
  });

  it('P2-ONB-10 age is a whole number from 1 to 120', () => {
    expect(personalInfoSchema.parse({ age: 1 }).age).toBe(1);
    expect(personalInfoSchema.parse({ age: 120 }).age).toBe(120);
    expect(firstError(personalInfoSchema.safeParse({ age: 0 }))).toEqual({ path: 'age', message: 'Age must be between 1 and 120.' });
    expect(firstError(personalInfoSchema.safeParse({ age: 121 }))).toEqual({ path: 'age', message: 'Age must be between 1 and 120.' });
    expect(firstError(personalInfoSchema.safeParse({ age: 30.5 }))).toEqual({ path: 'age', message: 'Age must be a whole number.' });
    expect(firstError(personalInfoSchema.safeParse({ age: '30' }))).toEqual({ path: 'age', message: 'Age must be a number.' });
  });

  it('P2-ONB-11 gender is one of the four choices', () => {
    expect(personalInfoSchema.parse({ gender: 'prefer-not-to-say' }).gender).toBe('prefer-not-to-say');
    expect(firstError(personalInfoSchema.safeParse({ gender: 'other' }))?.message).toBe('Gender must be one of: male, female, non-binary, prefer-not-to-say.');
  });

  it('P2-ONB-12 / P2-ONB-13 weight and height are decimals of at least 1', () => {
    expect(personalInfoSchema.parse({ weight: 70.5, weightUnit: 'lbs', height: 5.9, heightUnit: 'ft' })).toMatchObject({ weight: 70.5, height: 5.9 });
    expect(firstError(personalInfoSchema.safeParse({ weight: 0.5 }))).toEqual({ path: 'weight', message: 'Weight must be at least 1.' });
    expect(firstError(personalInfoSchema.safeParse({ height: 0 }))).toEqual({ path: 'height', message: 'Height must be at least 1.' });
    expect(firstError(personalInfoSchema.safeParse({ weightUnit: 'stone' }))?.message).toBe('Weight unit must be kg or lbs.');
  });

  it('catches impossible values for the chosen unit', () => {
    expect(firstError(personalInfoSchema.safeParse({ weight: 800, weightUnit: 'kg' }))).toEqual({ path: 'weight', message: 'Weight must be at most 700 kg.' });
    expect(personalInfoSchema.safeParse({ weight: 800, weightUnit: 'lbs' }).success).toBe(true);
    expect(firstError(personalInfoSchema.safeParse({ height: 170, heightUnit: 'ft' }))).toEqual({ path: 'height', message: 'Height must be at most 10 ft.' });
  });
});

describe('medicalHistorySchema', () => {
  it('P2-ONB-17 lists and the noConditions flag; P2-ONB-48 trimmed and de-duplicated', () => {
    expect(medicalHistorySchema.parse({ currentConditions: [' Asthma ', 'asthma', 'COPD'] })).toEqual({
      noConditions: false,
      currentConditions: ['Asthma', 'COPD'],
      chronicConditions: [],
      allergies: [],
      familyHistory: [],
    });
  });

  it('P2-ONB-48 empty entries are refused with a clear message', () => {
    expect(firstError(medicalHistorySchema.safeParse({ allergies: ['  '] }))).toEqual({ path: 'allergies.0', message: 'Allergies: entries cannot be empty.' });
  });

  it('P2-ONB-18 noConditions cannot be ticked while conditions are listed', () => {
    expect(firstError(medicalHistorySchema.safeParse({ noConditions: true, allergies: ['Latex'] }))).toEqual({
      path: 'noConditions',
      message: "Untick 'no conditions or allergies' before adding conditions or allergies.",
    });
    expect(medicalHistorySchema.safeParse({ noConditions: true }).success).toBe(true);
  });
});

describe('symptomsSchema', () => {
  it('P2-ONB-20..22 symptoms with severity 1–10 and a frequency each', () => {
    const s = symptomsSchema.parse({ currentSymptoms: ['Headache'], severity: { Headache: 4 }, frequency: { Headache: 'weekly' } });
    expect(s).toEqual({ currentSymptoms: ['Headache'], severity: { Headache: 4 }, frequency: { Headache: 'weekly' }, completed: false });
    expect(firstError(symptomsSchema.safeParse({ currentSymptoms: ['Headache'], severity: { Headache: 11 } }))?.message).toBe('Severity must be a number from 1 to 10.');
    expect(firstError(symptomsSchema.safeParse({ currentSymptoms: ['Headache'], frequency: { Headache: 'hourly' } }))?.message).toBe(
      'Frequency must be one of: daily, weekly, monthly, occasionally, rarely.',
    );
  });

  it('P2-ONB-23 severity and frequency only for listed symptoms', () => {
    expect(firstError(symptomsSchema.safeParse({ currentSymptoms: [], severity: { Nausea: 3 } }))).toEqual({ path: 'severity.Nausea', message: 'Nausea is not in your symptom list.' });
  });

  it("P2-ONB-24 'no symptoms' (completed) cannot go with listed symptoms", () => {
    expect(firstError(symptomsSchema.safeParse({ currentSymptoms: ['Fatigue'], completed: true }))?.message).toBe("Untick 'no symptoms' before adding symptoms.");
  });
});

describe('medicationsSchema', () => {
  it('P2-ONB-26 / P2-ONB-28 / P2-ONB-30 an item: type defaults to Prescription, dosage and frequency optional, active by default', () => {
    expect(medicationSchema.parse({ id: 'med_1', name: ' Metformin ' })).toEqual({ id: 'med_1', name: 'Metformin', dosage: '', frequency: '', type: 'Prescription', active: true });
    expect(firstError(medicationSchema.safeParse({ id: 'med_1', name: 'Fish oil', type: 'Food' }))?.message).toBe(
      'Type must be one of: Prescription, Over-the-counter, Supplement, Vitamin, Herbal.',
    );
  });

  it('P2-ONB-29 a medication needs a non-empty trimmed name', () => {
    expect(firstError(medicationSchema.safeParse({ id: 'med_1', name: '   ' }))).toEqual({ path: 'name', message: 'Enter the medication name.' });
  });

  it("P2-ONB-31 'not taking any medications' cannot go with a list; ids are unique", () => {
    const item = { id: 'med_1', name: 'Aspirin' };
    expect(firstError(medicationsSchema.safeParse({ current: [item], noMedications: true }))?.path).toBe('noMedications');
    expect(firstError(medicationsSchema.safeParse({ current: [item, item] }))?.message).toBe('Each medication needs its own id.');
    expect(medicationsSchema.parse({})).toEqual({ current: [], noMedications: false });
  });
});

describe('lifestyleSchema', () => {
  it('P2-ONB-33..38 coded answers', () => {
    const l = { exerciseFrequency: '3-4-times', activityLevel: 'very-active', sleepHours: 7.5, stressLevel: 4, smokingStatus: 'former', alcoholConsumption: 'rarely' };
    expect(lifestyleSchema.parse(l)).toEqual(l);
    expect(firstError(lifestyleSchema.safeParse({ exerciseFrequency: '3-4 times' }))?.message).toBe(
      'Exercise frequency must be one of: none, 1-2-times, 3-4-times, 5-6-times, daily.',
    );
  });

  it('P2-ONB-35 sleep 3 to 12 in half hours', () => {
    expect(lifestyleSchema.parse({ sleepHours: 3 }).sleepHours).toBe(3);
    expect(lifestyleSchema.parse({ sleepHours: 12 }).sleepHours).toBe(12);
    expect(firstError(lifestyleSchema.safeParse({ sleepHours: 2.5 }))?.message).toBe('Sleep hours must be between 3 and 12.');
    expect(firstError(lifestyleSchema.safeParse({ sleepHours: 7.25 }))?.message).toBe('Sleep hours go in steps of half an hour.');
  });

  it('P2-ONB-36 stress 1 to 10', () => {
    expect(firstError(lifestyleSchema.safeParse({ stressLevel: 0 }))?.message).toBe('Stress level must be a number from 1 to 10.');
    expect(firstError(lifestyleSchema.safeParse({ stressLevel: 11 }))?.message).toBe('Stress level must be a number from 1 to 10.');
  });
});

describe('dietSchema', () => {
  it('P2-ONB-39 / P2-ONB-40 type and three lists', () => {
    expect(dietSchema.parse({ type: 'intermittent-fasting', restrictions: ['Gluten-free'] })).toEqual({ type: 'intermittent-fasting', restrictions: ['Gluten-free'], preferences: [], goals: [] });
    expect(dietSchema.safeParse({ type: 'carnivore' }).success).toBe(false);
  });
});

describe('healthGoalsSchema', () => {
  it('P2-ONB-41..44 primary list, timeframe, specific targets and preferences', () => {
    expect(healthGoalsSchema.parse({})).toEqual({
      primary: [],
      timeframe: null,
      specificTargets: { targetWeight: null, weightUnit: 'kg', fitnessTarget: null, sleepTarget: null, notes: null },
      preferences: [],
    });
    expect(healthGoalsSchema.safeParse({ timeframe: '2-years' }).success).toBe(false);
  });

  it('P2-ONB-45..47 targets whose field is hidden are not stored', () => {
    const targets = { targetWeight: 70, fitnessTarget: 'Run 5 km', sleepTarget: 8, notes: 'Slowly' };
    expect(healthGoalsSchema.parse({ primary: ['Reduce stress'], specificTargets: targets }).specificTargets).toEqual({
      targetWeight: null,
      weightUnit: 'kg',
      fitnessTarget: null,
      sleepTarget: null,
      notes: 'Slowly',
    });
    expect(healthGoalsSchema.parse({ primary: ['Gain weight', 'Improve fitness', 'Better sleep'], specificTargets: targets }).specificTargets).toMatchObject({
      targetWeight: 70,
      fitnessTarget: 'Run 5 km',
      sleepTarget: 8,
    });
  });

  it('P2-ONB-47 sleep target 4 to 12 in half hours', () => {
    const goals = (sleepTarget: number) => healthGoalsSchema.safeParse({ primary: ['Better sleep'], specificTargets: { sleepTarget } });
    expect(goals(4).success).toBe(true);
    expect(goals(12).success).toBe(true);
    expect(firstError(goals(3.5))?.message).toBe('Sleep target must be between 4 and 12 hours.');
    expect(firstError(goals(8.2))?.message).toBe('Sleep target goes in steps of half an hour.');
  });
});
