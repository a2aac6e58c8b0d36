/**
 * Goals and measurements (W2-D): goals from the profile's targets or the person's own, readings
 * with range checks and clientId idempotency, and progress from core. `dailySeries` answers the
 * readings for trends and patterns.
 */
import type { GoalBody, GoalList, GoalPatch, GoalView, Measurement, MeasurementBody, ProfileGoalKey } from '@thrivewell/core/contracts/goals-contract';
import { unitFor } from '@thrivewell/core/contracts/goals-contract';
import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import { latestLocalDay } from '@thrivewell/core/tracking/local-date';
import { convertUnit, measurementMetrics, metricInfo, type MeasurementMetric } from '@thrivewell/core/tracking/measurement-metrics';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findProfile } from '../profile/profile.service';
import * as repo from './goals.repo';
import { profileGoalDrafts } from './goal-suggestions';
import { toGoalView, toMeasurement } from './goal-views';

export interface GoalsServiceDeps {
  db: Database;
  now?: () => Date;
  /** Runs after a reading or goal change (achievements are evaluated there). */
  afterChange?: (userId: string) => Promise<void>;
}

const notFound = (what: 'goal' | 'reading') => new AppError('NOT_FOUND', `That ${what} was not found.`, 404);

export function createGoalsService({ db, now = () => new Date(), afterChange }: GoalsServiceDeps) {
  const notFuture = (day: string | null | undefined, field: string) => {
    if (day && day > latestLocalDay(now())) throw new AppError('VALIDATION_ERROR', 'That day is in the future.', 400, field);
  };
  const drafts = async (userId: string) => profileGoalDrafts((await findProfile(db, userId))?.health_goals as Parameters<typeof profileGoalDrafts>[0]);
  const startFor = async (userId: string, metric: string | null, unit: string | null) => {
    if (!metric) return null;
    const latest = await repo.latestMeasurement(db, userId, metric);
    return latest ? convertUnit(latest.value, latest.unit, unit ?? latest.unit) : null;
  };

  async function goalViews(userId: string): Promise<GoalView[]> {
    const rows = await repo.listGoalRows(db, userId);
    const readings = await repo.measurementRows(db, userId, { metrics: [...new Set(rows.flatMap((r) => (r.metric ? [r.metric] : [])))] });
    return rows.map((r) => toGoalView(r, readings));
  }

  async function view(userId: string, row: repo.GoalRow): Promise<GoalView> {
    return toGoalView(row, row.metric ? await repo.measurementRows(db, userId, { metrics: [row.metric] }) : []);
  }

  return {
    async list(userId: string): Promise<GoalList> {
      const tracked = await repo.trackedProfileKeys(db, userId);
      const suggestions = (await drafts(userId)).filter((d) => !tracked.has(d.key)).map(({ direction: _direction, ...s }) => s);
      return { goals: await goalViews(userId), suggestions };
    },

    async create(userId: string, body: GoalBody): Promise<GoalView> {
      const unit = body.metric ? unitFor(body.metric, body.unit) : null;
      const row = await repo.insertGoalRow(db, userId, {
        title: body.title,
        metric: body.metric,
        target: body.target,
        unit,
        direction: body.direction,
        startValue: body.startValue ?? (await startFor(userId, body.metric, unit)),
        dueDate: body.dueDate,
      });
      await afterChange?.(userId);
      return view(userId, row!);
    },

    /** Tracks the chosen profile targets; a target already tracked is left as it is. */
    async createFromProfile(userId: string, keys: readonly ProfileGoalKey[]): Promise<GoalList> {
      const offered = await drafts(userId);
      for (const key of keys) {
        const draft = offered.find((d) => d.key === key);
        if (!draft) throw new AppError('VALIDATION_ERROR', 'Your profile has no such target yet. Add it in your health goals first.', 400, 'keys');
      }
      for (const draft of offered.filter((d) => keys.includes(d.key))) {
        await repo.insertGoalRow(db, userId, {
          title: draft.title,
          metric: draft.metric,
          target: draft.target,
          unit: draft.unit,
          direction: draft.direction,
          startValue: await startFor(userId, draft.metric, draft.unit),
          profileKey: draft.key,
        });
      }
      return this.list(userId);
    },

    async update(userId: string, id: string, patch: GoalPatch): Promise<GoalView> {
      const goal = await repo.findGoalRow(db, userId, id);
      if (!goal) throw notFound('goal');
      await repo.updateGoalRow(db, userId, id, {
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.target !== undefined && { target: patch.target }),
        ...(patch.dueDate !== undefined && { dueDate: patch.dueDate }),
        ...(patch.archived !== undefined && { archivedAt: patch.archived ? (goal.archivedAt ?? now()) : null }),
        ...(patch.achieved !== undefined && { achievedAt: patch.achieved ? (goal.achievedAt ?? now()) : null }),
      });
      await afterChange?.(userId);
      return view(userId, (await repo.findGoalRow(db, userId, id))!);
    },

    async addMeasurement(userId: string, body: MeasurementBody): Promise<Measurement[]> {
      notFuture(body.localDate, 'localDate');
      const recordedAt = body.recordedAt ? new Date(body.recordedAt) : now();
      if (recordedAt.getTime() > now().getTime() + 5 * 60_000) throw new AppError('VALIDATION_ERROR', 'That time is in the future.', 400, 'recordedAt');
      const common = { localDate: body.localDate, recordedAt, note: body.note };
      const rows: repo.MeasurementValues[] =
        body.metric === 'blood_pressure'
          ? [
              { ...common, metric: 'bp_systolic', value: body.systolic, unit: 'mmHg', clientId: body.clientId ? `${body.clientId}:systolic` : null },
              { ...common, metric: 'bp_diastolic', value: body.diastolic, unit: 'mmHg', clientId: body.clientId ? `${body.clientId}:diastolic` : null },
            ]
          : [{ ...common, metric: body.metric, value: body.value, unit: unitFor(body.metric, body.unit), clientId: body.clientId ?? null }];
      const saved = await repo.insertMeasurementRows(db, userId, rows);
      await afterChange?.(userId);
      return saved.map(toMeasurement);
    },

    async listMeasurements(userId: string, q: { metric?: MeasurementMetric; from?: string; to?: string }): Promise<Measurement[]> {
      return (await repo.measurementRows(db, userId, { metrics: q.metric ? [q.metric] : undefined, from: q.from, to: q.to })).map(toMeasurement);
    },

    async deleteMeasurement(userId: string, id: string): Promise<void> {
      if ((await repo.deleteMeasurementRow(db, userId, id)) === 0) throw notFound('reading');
    },

    /** Every active goal with its progress (achievements read which are reached). */
    goalViews,

    measurementDays: (userId: string) => repo.measurementDays(db, userId),

    /**
     * One 'measure' series per metric read in from..to: the day's mean (weight in kg), except
     * steps (the day's highest count: a pedometer total) and activity minutes (summed).
     */
    async dailySeries(userId: string, from: string, to: string): Promise<DailySeries[]> {
      const rows = await repo.measurementRows(db, userId, { from, to });
      return measurementMetrics.flatMap((metric) => {
        const own = rows.filter((r) => r.metric === metric);
        if (own.length === 0) return [];
        const byDay = new Map<string, number[]>();
        for (const r of own) byDay.set(r.localDate, [...(byDay.get(r.localDate) ?? []), convertUnit(r.value, r.unit, metricInfo[metric].unit)]);
        const combine = (vs: number[]) => (metric === 'steps' ? Math.max(...vs) : metric === 'activity_minutes' ? vs.reduce((a, b) => a + b, 0) : vs.reduce((a, b) => a + b, 0) / vs.length);
        const values = Object.fromEntries([...byDay.entries()].map(([d, vs]) => [d, combine(vs)]));
        return [{ key: seriesKey(metric), label: metricInfo[metric].label, kind: 'measure', unit: metricInfo[metric].unit, fill: 'skip', role: 'both', values } satisfies DailySeries];
      });
    },
  };

}

/** The series key of a metric; measured sleep is kept apart from the daily log's 'sleep_hours'. */
export const seriesKey = (metric: MeasurementMetric) => (metric === 'sleep_hours' ? 'sleep_hours:measured' : metric);

export type GoalsService = ReturnType<typeof createGoalsService>;
