import { describe, expect, it } from 'vitest';
import { personalizationConfidence, personalizationReady, personalizationScore } from './personalization-score';
import type { UnifiedProfile } from '../contracts/unified-profile';

const everything: UnifiedProfile = {
  personal_info: { age: 50, gender: 'male', height: 180, weight: 82 },
  medical_history: { currentConditions: ['Hypertension'], allergies: ['Penicillin'] },
  conditions: { diagnosed: ['Hypertension'] },
  lifestyle_data: { exerciseFrequency: '1-2-times', sleepHours: 6.5, stressLevel: 7, smokingStatus: 'former' },
  dietary_info: { type: 'mediterranean', restrictions: ['Low sodium'] },
  medications: { current: [{ id: 'med_1', name: 'Lisinopril' }] },
  health_goals: { primary: ['Heart health'] },
};

describe('personalizationScore', () => {
  it('P2-SCORE-22 is capped at 100: a full profile scores exactly 100, an empty one 0', () => {
    expect(personalizationScore(everything)).toBe(100);
    expect(personalizationScore({})).toBe(0);
    expect(personalizationScore(null)).toBe(0);
  });

  it.each([
    ['P2-SCORE-23 age 5', { personal_info: { age: 30 } }, 5],
    ['P2-SCORE-24 gender 5', { personal_info: { gender: 'female' } }, 5],
    ['P2-SCORE-25 height and weight together 10', { personal_info: { height: 170, weight: 60 } }, 10],
    ['P2-SCORE-25 height alone 0', { personal_info: { height: 170 } }, 0],
    ['P2-SCORE-26 allergies 8', { medical_history: { allergies: ['Latex'] } }, 8],
    ['P2-SCORE-27 health conditions 8', { medical_history: { currentConditions: ['Asthma'] } }, 8],
    ['P2-SCORE-27 chronic conditions count as health conditions', { medical_history: { chronicConditions: ['COPD'] } }, 8],
    ['P2-SCORE-28 diagnosed conditions 9', { conditions: { diagnosed: ['Asthma'] } }, 9],
    ['P2-SCORE-29 exercise 5', { lifestyle_data: { exerciseFrequency: 'daily' } }, 5],
    ['P2-SCORE-30 sleep 5', { lifestyle_data: { sleepHours: 8 } }, 5],
    ['P2-SCORE-31 stress 5', { lifestyle_data: { stressLevel: 4 } }, 5],
    ['P2-SCORE-32 smoking 5', { lifestyle_data: { smokingStatus: 'never' } }, 5],
    ['P2-SCORE-32 alcohol 5', { lifestyle_data: { alcoholConsumption: 'weekly' } }, 5],
    ['P2-SCORE-32 smoking and alcohol together still 5', { lifestyle_data: { smokingStatus: 'never', alcoholConsumption: 'none' } }, 5],
    ['P2-SCORE-33 diet type 8', { dietary_info: { type: 'vegan' } }, 8],
    ['P2-SCORE-34 dietary restrictions 7', { dietary_info: { restrictions: ['Dairy-free'] } }, 7],
    ['P2-SCORE-35 medications 10', { medications: { current: [{ name: 'Vitamin D' }] } }, 10],
    ['P2-SCORE-36 primary goals 10', { health_goals: { primary: ['Better sleep'] } }, 10],
  ] as [string, UnifiedProfile, number][])('%s', (_title, profile, points) => {
    expect(personalizationScore(profile)).toBe(points);
  });
});

describe('personalizationConfidence', () => {
  it('P2-SCORE-37 80 and above high, 60 and above medium, 40 and above low, else minimal', () => {
    expect(personalizationConfidence(100)).toBe('high');
    expect(personalizationConfidence(80)).toBe('high');
    expect(personalizationConfidence(79)).toBe('medium');
    expect(personalizationConfidence(60)).toBe('medium');
    expect(personalizationConfidence(59)).toBe('low');
    expect(personalizationConfidence(40)).toBe('low');
    expect(personalizationConfidence(39)).toBe('minimal');
    expect(personalizationConfidence(0)).toBe('minimal');
  });
});

describe('personalizationReady', () => {
  it('P2-AI-03 ready only once user id, unified profile and initialisation are all present', () => {
    expect(personalizationReady({})).toBe(false);
    expect(personalizationReady({ userId: 'u1', profile: {} })).toBe(false);
    expect(personalizationReady({ userId: 'u1', initialized: true })).toBe(false);
    expect(personalizationReady({ profile: {}, initialized: true })).toBe(false);
    expect(personalizationReady({ userId: 'u1', profile: {}, initialized: true })).toBe(true);
  });
});
