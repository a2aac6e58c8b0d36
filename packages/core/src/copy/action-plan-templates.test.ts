import { describe, expect, it } from 'vitest';
import { actionCategories } from '../rules/action-plans';
import { highStressStep, planTemplates } from './action-plan-templates';

describe('action plan templates', () => {
  it('each has a known category, a title and 2–4 steps (4 at most with the high-stress step)', () => {
    for (const t of Object.values(planTemplates)) {
      expect(actionCategories).toContain(t.category);
      expect(t.title.length).toBeGreaterThan(0);
      expect(t.steps.length).toBeGreaterThanOrEqual(2);
      expect(t.steps.length).toBeLessThanOrEqual(3);
    }
  });

  it('stays wellness education: no diagnosis, prescription, cure or treatment changes', () => {
    const text = JSON.stringify(planTemplates) + highStressStep;
    expect(text).not.toMatch(/diagnos|prescri|\bcure|stop taking|change your dose|increase your dose/i);
  });
});
