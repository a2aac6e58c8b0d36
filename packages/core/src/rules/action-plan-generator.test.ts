import { describe, expect, it } from 'vitest';
import { generateActionPlans } from './action-plan-generator';
import { actionCategories, actionPriorities, topActions } from './action-plans';
import type { UnifiedProfile } from '../contracts/unified-profile';

const busy: UnifiedProfile = {
  personal_info: { age: 55, gender: 'male', weight: 95, height: 178 },
  medical_history: { currentConditions: ['Hypertension'], allergies: [] },
  medications: {
    current: [
      { id: 'db_1', name: 'Lisinopril', active: true },
      { id: 'db_2', name: 'Atorvastatin', active: true },
      { id: 'med_3', name: 'Fish oil', type: 'Supplement', active: true },
    ],
  },
  lifestyle_data: { exerciseFrequency: 'none', sleepHours: 5.5, stressLevel: 8, smokingStatus: 'regular', alcoholConsumption: 'daily' },
  dietary_info: { type: 'omnivore', restrictions: ['Low sodium'] },
  health_goals: { primary: ['Lose weight', 'Heart health'], specificTargets: { targetWeight: 85, weightUnit: 'kg' } },
};

const keys = (profile: UnifiedProfile | null) => generateActionPlans(profile).map((p) => p.key);

describe('generateActionPlans', () => {
  it('an empty profile gets one plan: complete your health profile', () => {
    expect(generateActionPlans(null)).toHaveLength(1);
    expect(generateActionPlans({})[0]).toMatchObject({ key: 'complete-profile', priority: 'high', category: 'other' });
  });

  it('writes a plan for each area that needs attention, most important first', () => {
    expect(keys(busy)).toEqual([
      'smoke-free',
      'move-daily',
      'medication-review',
      'sleep-routine',
      'stress-relief',
      'alcohol-free-days',
      'weight-goal',
      'goal-heart-health',
    ]);
    expect(topActions(generateActionPlans(busy))).toHaveLength(5);
  });

  it('P2-ERR-13 medication review only with more than 2 medications', () => {
    expect(keys(busy)).toContain('medication-review');
    const two = { ...busy, medications: { current: busy.medications?.current?.slice(0, 2) } };
    expect(keys(two)).not.toContain('medication-review');
    const withInactive = { ...busy, medications: { current: [...(busy.medications?.current ?? []).slice(0, 2), { id: 'x', name: 'Old', active: false }] } };
    expect(keys(withInactive)).not.toContain('medication-review');
  });

  it('uses the profile in its wording', () => {
    const plans = generateActionPlans(busy);
    expect(plans.find((p) => p.key === 'sleep-routine')?.description).toBe('You sleep about 5.5 hours a night; most adults feel best with 7–9.');
    expect(plans.find((p) => p.key === 'weight-goal')?.description).toContain('Your target is 85 kg.');
    expect(plans.find((p) => p.key === 'stress-relief')).toMatchObject({ priority: 'high', description: 'You rated your stress 8 out of 10.' });
  });

  it('healthy answers need no plan; goals still get a gentle one', () => {
    const well: UnifiedProfile = {
      personal_info: { age: 30, gender: 'female', weight: 60, height: 168 },
      medical_history: { currentConditions: ['Asthma'], allergies: ['Pollen'] },
      medications: { current: [{ id: 'm', name: 'Inhaler' }] },
      lifestyle_data: { exerciseFrequency: '3-4-times', sleepHours: 8, stressLevel: 3, smokingStatus: 'never', alcoholConsumption: 'rarely' },
      dietary_info: { type: 'vegetarian', restrictions: ['Dairy-free'] },
      health_goals: { primary: ['Better sleep', 'Improve fitness'], specificTargets: { sleepTarget: 8, fitnessTarget: 'Run 5 km' } },
    };
    const plans = generateActionPlans(well);
    expect(plans.map((p) => p.key)).toEqual(['sleep-protect', 'fitness-focus']);
    expect(plans.every((p) => p.priority === 'low')).toBe(true);
    expect(plans[0]?.description).toBe('Better sleep is one of your goals. Your target is 8 hours.');
    expect(plans[1]?.description).toBe('Fitness is one of your goals. Your target: Run 5 km.');
  });

  it('every plan is well formed: known category and priority, scores 1–10, 2–4 steps', () => {
    const all = [...generateActionPlans(busy), ...generateActionPlans({ health_goals: { primary: ['Quit smoking', 'Better nutrition', 'Healthy aging'] } })];
    for (const p of all) {
      expect(actionCategories).toContain(p.category);
      expect(actionPriorities).toContain(p.priority);
      expect(p.impact_score).toBeGreaterThanOrEqual(1);
      expect(p.impact_score).toBeLessThanOrEqual(10);
      expect(p.time_sensitivity).toBeGreaterThanOrEqual(1);
      expect(p.time_sensitivity).toBeLessThanOrEqual(10);
      expect(p.metadata.steps.length).toBeGreaterThanOrEqual(2);
      expect(p.metadata.steps.length).toBeLessThanOrEqual(4);
      expect(new Set(all.map((x) => x.key)).size).toBeGreaterThan(0);
    }
  });

  it('stays wellness education: no diagnosis, prescription or cure language', () => {
    const text = JSON.stringify(generateActionPlans(busy));
    expect(text).not.toMatch(/diagnos|prescri|cure|dosage change|stop taking/i);
  });
});
