/** How a stored habit and its check-ins become the API's view (streaks and recent days from core). */
import { habitHistoryDays, type HabitView } from '@thrivewell/core/contracts/habits-contract';
import { habitDays, habitStats, isDueOn, type StreakCheckin, type StreakHabit } from '@thrivewell/core/tracking/habit-streaks';
import { addDays, utcDay } from '@thrivewell/core/tracking/calendar-days';
import type { CheckinRow, HabitRow } from './habits.repo';

/** The local day the habit started (rows from before started_on existed use their UTC creation day). */
export const startedOnOf = (row: HabitRow) => row.startedOn ?? utcDay(row.createdAt);

export const streakHabitOf = (row: HabitRow): StreakHabit => ({
  kind: row.kind,
  target: row.target,
  schedule: row.schedule,
  skipBudget: row.skipBudget,
  pauses: row.pauses,
  startedOn: startedOnOf(row),
});

export const streakCheckinOf = (c: CheckinRow): StreakCheckin => ({ localDate: c.localDate, status: c.status, value: c.value });

export function toHabitView(row: HabitRow, checkins: readonly CheckinRow[], today: string): HabitView {
  const habit = streakHabitOf(row);
  const own = checkins.filter((c) => c.habitId === row.id).map(streakCheckinOf);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    target: row.target,
    unit: row.unit,
    schedule: row.schedule,
    skipBudget: row.skipBudget,
    pauses: row.pauses,
    sortOrder: row.sortOrder,
    archived: row.archivedAt !== null,
    startedOn: habit.startedOn,
    dueToday: row.archivedAt === null && isDueOn(habit, own, today),
    stats: habitStats(habit, own, today),
    history: habitDays(habit, own, addDays(today, -habitHistoryDays), today, today),
  };
}
