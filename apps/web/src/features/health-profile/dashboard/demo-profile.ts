import { dataCompletenessScore } from '@thrivewell/core/rules/completeness-score';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';

/**
 * SAMPLE DATA — NOT A REAL PERSON. The profile the Enhanced Health Dashboard shows in demo mode
 * (/dashboard?demo=true, P2-ROUTE-02), so signed-out visitors can see what a filled-in
 * dashboard looks like. Never sent to the server, never mixed with a user's data.
 */
const sample: UnifiedProfile = {
  user_id: 'demo',
  onboarding_completed: true,
  personal_info: { age: 42, gender: 'female', weight: 68, weightUnit: 'kg', height: 170, heightUnit: 'cm' },
  medical_history: {
    noConditions: false,
    currentConditions: ['Hypertension'],
    chronicConditions: ['Asthma'],
    allergies: ['Pollen'],
    familyHistory: ['Heart Disease'],
  },
  symptoms: { currentSymptoms: ['Fatigue'], severity: { Fatigue: 4 }, frequency: { Fatigue: 'weekly' }, completed: false },
  medications: {
    noMedications: false,
    current: [
      { id: 'demo_med_1', name: 'Lisinopril', dosage: '10 mg', frequency: 'Once daily', type: 'Prescription', active: true },
      { id: 'demo_med_2', name: 'Vitamin D', dosage: '1000 IU', frequency: 'Once daily', type: 'Vitamin', active: true },
    ],
  },
  lifestyle_data: {
    exerciseFrequency: '3-4-times',
    activityLevel: 'moderately-active',
    sleepHours: 7,
    stressLevel: 4,
    smokingStatus: 'never',
    alcoholConsumption: 'rarely',
  },
  dietary_info: { type: 'mediterranean', restrictions: ['Low sodium'], preferences: ['Home cooking'], goals: ['Heart health'] },
  health_goals: { primary: ['Heart health', 'Better sleep', 'Reduce stress'], timeframe: '6-months', preferences: ['Gradual changes'] },
};

export const demoProfile: UnifiedProfile = { ...sample, data_completeness_score: dataCompletenessScore(sample) };

/** SAMPLE DATA: the medication safety analysis shown in the demo's Analysis Results note. */
export const demoAnalysis = {
  analysis_result: {
    kind: 'medication_safety',
    analyzedAt: '2025-01-15T09:30:00.000Z',
    medications: [
      { name: 'Lisinopril', sideEffects: ['Dry cough', 'Dizziness'], detailedSideEffects: [], warnings: ['Avoid potassium supplements unless advised'] },
      { name: 'Vitamin D', sideEffects: [], detailedSideEffects: [], warnings: [] },
    ],
    interactions: [],
  } as Record<string, unknown>,
  created_at: '2025-01-15T09:30:00.000Z',
};

export const demoBannerText = 'Demo mode — sample data';
