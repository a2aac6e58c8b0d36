import { describe, expect, it } from 'vitest';
import { migrateLegacyUserDetails } from './legacy-migration';
import { validateProfileSection } from '../contracts/profile-contract';
import type { LegacyUserDetails } from './legacy-user-details';

const legacy: LegacyUserDetails = {
  user_id: 'u1',
  questionnaire_data: {
    basicInfo: { age: '47', gender: 'Female', weight: 72.5 },
    healthConditions: { currentConditions: ['Hypertension', { name: 'Asthma' }, '  ', 'hypertension'], noConditions: false },
    symptoms: [{ name: 'Headache', severity: 6, frequency: 'Weekly' }, 'Fatigue'],
    medications: [{ name: 'Ignored, medication_data wins' }],
    diet: { dietType: 'Mediterranean' },
    interactions: { completed: true },
    goals: { primaryGoals: ['Heart health', 'Better sleep'], timeframe: '6-months' },
    lastCompletedStep: 6,
  },
  medication_data: { medications: [{ medication_name: 'Lisinopril', strength: '10 mg', frequency: 'Once daily' }, 'Fish oil', { name: 'lisinopril' }] },
  diet_data: { dietType: 'Mediterranean', allergies: ['Penicillin'], preferences: ['Home cooking'], commonFoods: ['Olive oil', 'Lentils'], restrictions: ['Low sodium'] },
};

describe('migrateLegacyUserDetails', () => {
  const result = migrateLegacyUserDetails(legacy);

  it('P2-CALL-07 basicInfo becomes personal_info (numbers from text, gender coded, units default)', () => {
    expect(result.sections.personal_info).toEqual({ age: 47, gender: 'female', weight: 72.5, weightUnit: 'kg', height: null, heightUnit: 'cm' });
  });

  it('P2-CALL-07 healthConditions and diet_data.allergies become medical_history', () => {
    expect(result.sections.medical_history).toEqual({
      noConditions: false,
      currentConditions: ['Hypertension', 'Asthma'],
      chronicConditions: [],
      allergies: ['Penicillin'],
      familyHistory: [],
    });
  });

  it('symptoms keep their severity and frequency', () => {
    expect(result.sections.symptoms).toEqual({
      currentSymptoms: ['Headache', 'Fatigue'],
      severity: { Headache: 6 },
      frequency: { Headache: 'weekly' },
      completed: false,
    });
  });

  it('P2-CALL-07 medication_data as { medications } wins over the questionnaire, duplicates dropped', () => {
    expect(result.sections.medications).toEqual({
      current: [
        { id: 'legacy_1', name: 'Lisinopril', dosage: '10 mg', frequency: 'Once daily', type: 'Prescription', active: true },
        { id: 'legacy_2', name: 'Fish oil', dosage: '', frequency: '', type: 'Prescription', active: true },
      ],
      noMedications: false,
    });
  });

  it('P2-CALL-07 medication_data may also be a plain list; the questionnaire is the fallback', () => {
    expect(migrateLegacyUserDetails({ medication_data: ['Aspirin'] }).sections.medications.current.map((m) => m.name)).toEqual(['Aspirin']);
    expect(migrateLegacyUserDetails({ questionnaire_data: { medications: ['Metformin'] } }).sections.medications.current.map((m) => m.name)).toEqual([
      'Metformin',
    ]);
  });

  it('P2-CALL-07 diet_data becomes dietary_info; commonFoods go to additional_data', () => {
    expect(result.sections.dietary_info).toEqual({ type: 'mediterranean', restrictions: ['Low sodium'], preferences: ['Home cooking'], goals: [] });
    expect(result.additional_data).toEqual({ legacyCommonFoods: ['Olive oil', 'Lentils'] });
    expect(migrateLegacyUserDetails({ diet_data: { dietType: 'Raw food' } }).sections.dietary_info.type).toBe('other');
  });

  it('P2-CALL-07 goals.primaryGoals become health_goals', () => {
    expect(result.sections.health_goals).toMatchObject({ primary: ['Heart health', 'Better sleep'], timeframe: '6-months' });
  });

  it('reports what was found, the completeness score and legacy completion', () => {
    expect(result.data_found).toEqual({
      questionnaire_data: true,
      medication_data: true,
      diet_data: true,
      personal_info: true,
      medical_history: true,
      symptoms: true,
      medications: true,
      lifestyle_data: false,
      dietary_info: true,
      health_goals: true,
    });
    // age 8 + gender 8 + condition 13 + allergy 12 + medication 20 + diet type 8 + restriction 7
    expect(result.data_completeness_score).toBe(76);
    expect(result.onboarding_completed).toBe(true);
  });

  it('every migrated section passes its schema', () => {
    for (const [id, column] of [
      ['personalInfo', 'personal_info'],
      ['medicalHistory', 'medical_history'],
      ['symptoms', 'symptoms'],
      ['medications', 'medications'],
      ['lifestyle', 'lifestyle_data'],
      ['diet', 'dietary_info'],
      ['healthGoals', 'health_goals'],
    ] as const) {
      expect(validateProfileSection(id, result.sections[column]).success).toBe(true);
    }
  });

  it('drops values the schema would refuse instead of guessing', () => {
    const odd = migrateLegacyUserDetails({ questionnaire_data: { basicInfo: { age: 430, gender: 'robot', weight: 'heavy' } } });
    expect(odd.sections.personal_info).toMatchObject({ age: null, gender: null, weight: null });
    expect(odd.data_found.personal_info).toBe(false);
  });

  it('an empty row finds nothing', () => {
    const empty = migrateLegacyUserDetails(null);
    expect(Object.values(empty.data_found).every((v) => v === false)).toBe(true);
    expect(empty.data_completeness_score).toBe(0);
    expect(empty.onboarding_completed).toBe(false);
  });
});
