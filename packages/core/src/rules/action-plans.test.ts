import { describe, expect, it } from 'vitest';
import {
  actionDefaults,
  actionEffort,
  actionListLimit,
  actionSteps,
  hasExpandableSteps,
  pendingActionCount,
  setActionCompleted,
  topActions,
} from './action-plans';
import { actionPlanSchema, actionStatusUpdateSchema } from './action-plan-row';

const now = new Date('2025-04-02T08:30:00.000Z');

describe('action plan rows', () => {
  it('P2-SWD-08 / P2-SWD-09 / P2-SWD-11 / P2-CALL-04 missing values take the defaults (impact 7, time sensitivity 7, one step)', () => {
    const row = actionPlanSchema.parse({ action_id: 'a1', title: 'Walk', impact_score: null, metadata: null });
    expect(row).toEqual({
      action_id: 'a1',
      title: 'Walk',
      category: 'other',
      priority: 'medium',
      impact_score: 7,
      time_sensitivity: 7,
      description: '',
      status: 'pending',
      completed_at: null,
      scheduled_for: null,
      metadata: { steps: ['Complete this action'] },
    });
    expect(actionDefaults).toEqual({ impactScore: 7, timeSensitivity: 7, steps: ['Complete this action'] });
  });

  it('P2-SWD-06 / P2-SWD-07 keeps valid category and priority, falls back on unknown ones', () => {
    const row = actionPlanSchema.parse({ action_id: 'a', title: 't', category: 'fitness', priority: 'high', metadata: { steps: ['One', 'Two'] } });
    expect([row.category, row.priority, row.metadata.steps]).toEqual(['fitness', 'high', ['One', 'Two']]);
    const odd = actionPlanSchema.parse({ action_id: 'a', title: 't', category: 'sleep', priority: 'urgent', impact_score: 42 });
    expect([odd.category, odd.priority, odd.impact_score]).toEqual(['other', 'medium', 7]);
  });

  it('P2-SWD-09 effort out of 5 = ceil(time_sensitivity / 2)', () => {
    expect(actionEffort(7)).toBe(4);
    expect(actionEffort(10)).toBe(5);
    expect(actionEffort(1)).toBe(1);
    expect(actionEffort(4)).toBe(2);
    expect(actionEffort(null)).toBe(4);
  });

  it("P2-SWD-11 no metadata.steps gives the single step 'Complete this action'", () => {
    expect(actionSteps(undefined)).toEqual(['Complete this action']);
    expect(actionSteps({ steps: [] })).toEqual(['Complete this action']);
    expect(actionSteps({ steps: ['A', 'B'] })).toEqual(['A', 'B']);
  });

  it('P2-SWD-10 only more than one step makes an expandable list', () => {
    expect(hasExpandableSteps({ steps: ['A'] })).toBe(false);
    expect(hasExpandableSteps({ steps: ['A', 'B'] })).toBe(true);
  });
});

describe('completion', () => {
  const pending = { action_id: 'a', status: 'pending' as const, completed_at: null as string | null };

  it('P2-SWD-14 ticking makes it completed and sets completed_at', () => {
    expect(setActionCompleted(pending, true, now)).toEqual({ action_id: 'a', status: 'completed', completed_at: '2025-04-02T08:30:00.000Z' });
  });

  it('P2-SWD-15 unticking makes it pending and clears completed_at', () => {
    const done = setActionCompleted(pending, true, now);
    expect(setActionCompleted(done, false, now)).toEqual({ action_id: 'a', status: 'pending', completed_at: null });
  });

  it('P2-SWD-14 the status update body is pending or completed', () => {
    expect(actionStatusUpdateSchema.safeParse({ status: 'completed' }).success).toBe(true);
    expect(actionStatusUpdateSchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('P2-SWD-12 pending count', () => {
    expect(pendingActionCount([{ status: 'pending' }, { status: 'completed' }, { status: 'pending' }])).toBe(2);
  });
});

describe('topActions', () => {
  it('P2-SWD-04 / P2-CALL-10 at most 5, high before medium before low, then by impact', () => {
    expect(actionListLimit).toBe(5);
    const list = [
      { id: 1, priority: 'medium' as const, impact_score: 9 },
      { id: 2, priority: 'low' as const, impact_score: 10 },
      { id: 3, priority: 'high' as const, impact_score: 5 },
      { id: 4, priority: 'high' as const, impact_score: 8 },
      { id: 5, priority: 'medium' as const, impact_score: 7 },
      { id: 6, priority: 'low' as const, impact_score: 3 },
    ];
    expect(topActions(list).map((a) => a.id)).toEqual([4, 3, 1, 5, 2]);
  });
});
