/**
 * The habit tracker (W2-D): habits with schedules, one-tap check-ins, skips within a monthly
 * budget, pauses, archive and order. Streaks come from core (tracking/habit-streaks). Other
 * modules read `dailySeries` (trends, patterns), `dueToday` (the dashboard) and
 * `streakSummaries` (achievements).
 */
import type { CheckinBody, HabitBody, HabitList, HabitPatch, HabitView, PauseBody } from '@thrivewell/core/contracts/habits-contract';
import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import { habitDays, habitStats } from '@thrivewell/core/tracking/habit-streaks';
import { addDays, utcDay } from '@thrivewell/core/tracking/calendar-days';
import { latestLocalDay } from '@thrivewell/core/tracking/local-date';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as repo from './habits.repo';
import { streakCheckinOf, streakHabitOf, toHabitView } from './habit-views';

export interface HabitsServiceDeps {
  db: Database;
  now?: () => Date;
  /** Runs after a check-in changes (the goals module evaluates achievements there). */
  afterCheckin?: (userId: string, today: string) => Promise<void>;
}

export interface StreakSummary {
  id: string;
  name: string;
  currentStreak: number;
  bestStreak: number;
  unit: 'days' | 'weeks';
}

const notFound = () => new AppError('NOT_FOUND', 'That habit was not found.', 404);
/** History read for streaks: long enough for a 100-day (or 100-week) milestone. */
const streakWindowDays = 800;

export function createHabitsService({ db, now = () => new Date(), afterCheckin }: HabitsServiceDeps) {
  /** The person's today (sent by the app) or the server's UTC day; never past the latest day on Earth. */
  const todayOr = (today: string | undefined) => {
    const latest = latestLocalDay(now());
    if (today && today > latest) throw new AppError('VALIDATION_ERROR', 'Today cannot be in the future.', 400, 'today');
    return today ?? utcDay(now());
  };
  const notFuture = (day: string, field: string) => {
    if (day > latestLocalDay(now())) throw new AppError('VALIDATION_ERROR', 'That day is in the future.', 400, field);
  };
  const owned = async (userId: string, id: string) => (await repo.findHabitRow(db, userId, id)) ?? Promise.reject(notFound());

  async function views(userId: string, rows: repo.HabitRow[], today: string): Promise<HabitView[]> {
    const checkins = await repo.checkinRows(db, userId, rows.map((r) => r.id), addDays(today, -streakWindowDays), today);
    return rows.map((r) => toHabitView(r, checkins, today));
  }
  async function viewOf(userId: string, id: string, today: string): Promise<HabitView> {
    const [view] = await views(userId, [await owned(userId, id)], today);
    return view!;
  }

  return {
    async list(userId: string, query: { today?: string; archived?: 'true' | 'false' }): Promise<HabitList> {
      const today = todayOr(query.today);
      return { today, habits: await views(userId, await repo.listHabitRows(db, userId, query.archived === 'true'), today) };
    },

    async create(userId: string, body: HabitBody): Promise<HabitView> {
      const startedOn = todayOr(body.startedOn);
      const row = await repo.insertHabitRow(db, userId, {
        name: body.name,
        kind: body.kind,
        target: body.kind === 'measurable' ? (body.target ?? null) : null,
        unit: body.kind === 'measurable' ? body.unit : null,
        schedule: body.schedule,
        skipBudget: body.skipBudget,
        startedOn,
        sortOrder: await repo.nextSortOrder(db, userId),
      });
      return (await views(userId, [row], startedOn))[0]!;
    },

    async update(userId: string, id: string, patch: HabitPatch, today?: string): Promise<HabitView> {
      const row = await owned(userId, id);
      if (row.kind === 'measurable' && patch.target === null) throw new AppError('VALIDATION_ERROR', 'A measurable habit needs a target.', 400, 'target');
      await repo.updateHabitRow(db, userId, id, {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.target !== undefined && row.kind === 'measurable' && { target: patch.target }),
        ...(patch.unit !== undefined && row.kind === 'measurable' && { unit: patch.unit }),
        ...(patch.schedule !== undefined && { schedule: patch.schedule }),
        ...(patch.skipBudget !== undefined && { skipBudget: patch.skipBudget }),
        ...(patch.archived !== undefined && { archivedAt: patch.archived ? (row.archivedAt ?? now()) : null }),
      });
      return viewOf(userId, id, todayOr(today));
    },

    /** One tap: the day's check-in, the same however often it is sent (a measurable `value` adds). */
    async checkIn(userId: string, id: string, body: CheckinBody, today?: string): Promise<HabitView> {
      notFuture(body.localDate, 'localDate');
      const row = await owned(userId, id);
      if (body.status === 'skipped') await repo.upsertCheckinRow(db, userId, id, body.localDate, 'skipped', 0);
      else if (row.kind === 'check') await repo.upsertCheckinRow(db, userId, id, body.localDate, 'done', 1);
      else if (body.total !== undefined) await repo.upsertCheckinRow(db, userId, id, body.localDate, 'done', body.total);
      else await repo.addToCheckinRow(db, userId, id, body.localDate, body.value ?? 1);
      const day = todayOr(today ?? (body.localDate > utcDay(now()) ? body.localDate : undefined));
      await afterCheckin?.(userId, day);
      return viewOf(userId, id, day);
    },

    /** Undo: the day goes back to not checked in (idempotent). */
    async undo(userId: string, id: string, localDate: string, today?: string): Promise<HabitView> {
      await owned(userId, id);
      await repo.deleteCheckinRow(db, userId, id, localDate);
      return viewOf(userId, id, todayOr(today ?? (localDate > utcDay(now()) ? localDate : undefined)));
    },

    async pause(userId: string, id: string, body: PauseBody, today?: string): Promise<HabitView> {
      const row = await owned(userId, id);
      // The same pause again (a replay from a device's offline queue) changes nothing.
      if (row.pauses.some((p) => p.from === body.from && p.to === body.to)) return viewOf(userId, id, todayOr(today));
      // An open pause is closed first, so pauses never overlap.
      const pauses = row.pauses.map((p) => (p.to === null && p.from < body.from ? { ...p, to: addDays(body.from, -1) } : p)).filter((p) => !(p.to === null && p.from >= body.from));
      await repo.updateHabitRow(db, userId, id, { pauses: [...pauses, { from: body.from, to: body.to }].sort((a, b) => a.from.localeCompare(b.from)) });
      return viewOf(userId, id, todayOr(today));
    },

    /** Ends the pauses covering `localDate` the day before it (a pause starting that day is removed). */
    async resume(userId: string, id: string, localDate: string, today?: string): Promise<HabitView> {
      const row = await owned(userId, id);
      const pauses = row.pauses
        .filter((p) => p.from < localDate || (p.to !== null && p.to < localDate) || p.from > localDate)
        .map((p) => (p.from < localDate && (p.to === null || p.to >= localDate) ? { ...p, to: addDays(localDate, -1) } : p));
      await repo.updateHabitRow(db, userId, id, { pauses });
      return viewOf(userId, id, todayOr(today));
    },

    async reorder(userId: string, ids: readonly string[], today?: string): Promise<HabitList> {
      const unique = [...new Set(ids)];
      if ((await repo.countOwnedHabits(db, userId, unique)) !== unique.length) throw new AppError('NOT_FOUND', 'That habit was not found.', 404, 'ids');
      await repo.setSortOrders(db, userId, unique);
      return this.list(userId, { today });
    },

    /** Habits scheduled on `localDate` and not yet done or skipped (the dashboard's Today card). */
    async dueToday(userId: string, localDate: string): Promise<HabitView[]> {
      return (await views(userId, await repo.listHabitRows(db, userId, false), localDate)).filter((h) => h.dueToday);
    },

    /** Current and best streaks of the active habits (achievements). */
    async streakSummaries(userId: string, today: string): Promise<StreakSummary[]> {
      const rows = await repo.listHabitRows(db, userId, false);
      const checkins = await repo.checkinRows(db, userId, rows.map((r) => r.id), undefined, today);
      return rows.map((r) => {
        const s = habitStats(streakHabitOf(r), checkins.filter((c) => c.habitId === r.id).map(streakCheckinOf), today);
        return { id: r.id, name: r.name, currentStreak: s.currentStreak, bestStreak: s.bestStreak, unit: s.unit };
      });
    },

    /** The days with a habit done (achievements' consistency counts them with measurements). */
    doneDays: (userId: string) => repo.checkinDays(db, userId),

    /**
     * 'habit:<id>' per habit (archived ones too, their past still happened): binary for check
     * habits (1 done, 0 a scheduled day not done), the day's amount for measurable ones. Skipped,
     * paused and off days are absent (fill 'skip'), so they count as neither a yes nor a no.
     */
    async dailySeries(userId: string, from: string, to: string): Promise<DailySeries[]> {
      const rows = [...(await repo.listHabitRows(db, userId, false)), ...(await repo.listHabitRows(db, userId, true))];
      const checkins = await repo.checkinRows(db, userId, rows.map((r) => r.id), from, to);
      const today = utcDay(now());
      return rows.map((r) => seriesOf(r, checkins.filter((c) => c.habitId === r.id), from, to, today));
    },
  };
}

function seriesOf(row: repo.HabitRow, checkins: readonly repo.CheckinRow[], from: string, to: string, today: string): DailySeries {
  const measurable = row.kind === 'measurable';
  const values: Record<string, number> = {};
  for (const d of habitDays(streakHabitOf(row), checkins.map(streakCheckinOf), from, to, today)) {
    if (d.state === 'done') values[d.date] = measurable ? d.value : 1;
    else if (d.state === 'missed' || d.state === 'partial') values[d.date] = measurable ? d.value : 0;
  }
  return {
    key: `habit:${row.id}`,
    label: row.name,
    kind: measurable ? 'count' : 'binary',
    unit: measurable ? (row.unit ?? 'times') : 'done or not',
    // Days off, skipped and paused days are absent on purpose: they are neither a yes nor a no.
    fill: 'skip',
    role: 'factor',
    values,
  };
}

export type HabitsService = ReturnType<typeof createHabitsService>;
