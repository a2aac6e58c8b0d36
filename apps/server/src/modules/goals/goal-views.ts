/** Stored goals and readings as the API answers them, with progress from core. */
import type { GoalView, Measurement } from '@thrivewell/core/contracts/goals-contract';
import { goalProgress } from '@thrivewell/core/tracking/goal-progress';
import { convertUnit, type MeasurementMetric } from '@thrivewell/core/tracking/measurement-metrics';
import type { GoalRow, MeasurementRow } from './goals.repo';

export const toMeasurement = (r: MeasurementRow): Measurement => ({
  id: r.id,
  metric: r.metric as MeasurementMetric,
  value: r.value,
  unit: r.unit,
  localDate: r.localDate,
  recordedAt: r.recordedAt.toISOString(),
  note: r.note,
});

/**
 * The goal's readings in its unit, one per day (the day's last). All of them count: the start
 * value was taken from the newest reading when the goal was set.
 */
export function readingsFor(goal: GoalRow, rows: readonly MeasurementRow[]) {
  if (!goal.metric) return [];
  const byDay = new Map<string, number>();
  for (const r of rows) if (r.metric === goal.metric) byDay.set(r.localDate, convertUnit(r.value, r.unit, goal.unit ?? r.unit));
  return [...byDay.entries()].map(([localDate, value]) => ({ localDate, value }));
}

export function toGoalView(goal: GoalRow, rows: readonly MeasurementRow[]): GoalView {
  const progress = goalProgress({ target: goal.target, direction: goal.direction, startValue: goal.startValue }, readingsFor(goal, rows));
  return {
    id: goal.id,
    title: goal.title,
    metric: goal.metric as MeasurementMetric | null,
    target: goal.target,
    unit: goal.unit,
    direction: goal.direction,
    dueDate: goal.dueDate,
    profileKey: goal.profileKey,
    achievedAt: goal.achievedAt?.toISOString() ?? null,
    archived: goal.archivedAt !== null,
    progress: { ...progress, reached: progress.reached || (goal.metric === null && goal.achievedAt !== null) },
  };
}
