/**
 * Habit streaks (W2-D), pure: what each day of a habit was, the current and best streak and the
 * completion rate. Loop Habit Tracker's semantics are the reference, with Thrivewell's kind rules:
 * - daily and chosen-weekday habits count days; only scheduled days can break a streak, and a
 *   habit done on a day off still counts;
 * - n-times-a-week habits count weeks (Monday–Sunday); the current week never breaks a streak
 *   before it ends, and the week the habit started only counts when it was met;
 * - a measurable habit is done on a day when that day's value reaches the target;
 * - paused days, and skips within the month's skip budget, freeze a streak (neither add nor
 *   break); a skip beyond the budget counts as a miss;
 * - today, not yet done, never breaks a streak.
 */
import { addDays, datesBetween, monthOf, weekdayOf, weekStartOf } from './calendar-days';

export type HabitScheduleRule = { kind: 'daily' } | { kind: 'weekdays'; days: number[] } | { kind: 'times_per_week'; times: number };

export interface StreakHabit {
  kind: 'check' | 'measurable';
  /** The day's amount that makes a measurable habit done (ignored for 'check'). */
  target: number | null;
  schedule: HabitScheduleRule;
  /** Skips per calendar month that freeze instead of break. */
  skipBudget: number;
  pauses: readonly { from: string; to: string | null }[];
  /** The local day the habit was created: days before it do not count. */
  startedOn: string;
}

export interface StreakCheckin {
  localDate: string;
  status: 'done' | 'skipped';
  value: number;
}

/**
 * What a day was: 'done'; 'partial' (a measurable habit below target); 'skipped' (within the
 * budget); 'paused'; 'missed' (a scheduled day not done, or a skip over budget); 'off' (not a
 * scheduled day, or an open day of an n-times-a-week habit); 'pending' (today, not done yet).
 */
export type HabitDayState = 'done' | 'partial' | 'skipped' | 'paused' | 'missed' | 'off' | 'pending';

export interface HabitDay {
  date: string;
  state: HabitDayState;
  /** The day's value (1 for a done check habit, the amount for a measurable one, 0 when none). */
  value: number;
}

export interface HabitStats {
  /** Days for daily and weekday habits, weeks for n-times-a-week habits. */
  unit: 'days' | 'weeks';
  currentStreak: number;
  bestStreak: number;
  /** Share (0–1) of the period's counted days (or weeks) that were done; null when none counted yet. */
  completionRate: number | null;
  doneToday: boolean;
  todayValue: number;
  skippedToday: boolean;
  pausedToday: boolean;
  skipsLeftThisMonth: number;
}

export const isPausedOn = (habit: Pick<StreakHabit, 'pauses'>, day: string) => habit.pauses.some((p) => p.from <= day && (p.to === null || day <= p.to));

export const isScheduledWeekday = (schedule: HabitScheduleRule, day: string) => schedule.kind !== 'weekdays' || schedule.days.includes(weekdayOf(day));

const isDone = (habit: StreakHabit, c: StreakCheckin | undefined) =>
  c?.status === 'done' && (habit.kind === 'check' || c.value >= (habit.target ?? 1));

/** The skips that fit their month's budget (in date order; skips on paused or off days use none). */
function skipsWithinBudget(habit: StreakHabit, checkins: readonly StreakCheckin[]): Set<string> {
  const used = new Map<string, number>();
  const within = new Set<string>();
  const skips = checkins.filter((c) => c.status === 'skipped' && !isPausedOn(habit, c.localDate) && isScheduledWeekday(habit.schedule, c.localDate));
  for (const c of [...skips].sort((a, b) => a.localDate.localeCompare(b.localDate))) {
    const n = used.get(monthOf(c.localDate)) ?? 0;
    used.set(monthOf(c.localDate), n + 1);
    if (n < habit.skipBudget) within.add(c.localDate);
  }
  return within;
}

/** Each day from..to (clipped to the habit's start and today) with what it was. */
export function habitDays(habit: StreakHabit, checkins: readonly StreakCheckin[], from: string, to: string, today: string): HabitDay[] {
  const byDate = new Map(checkins.map((c) => [c.localDate, c]));
  const within = skipsWithinBudget(habit, checkins);
  const first = from < habit.startedOn ? habit.startedOn : from;
  const last = to > today ? today : to;
  const weekly = habit.schedule.kind === 'times_per_week';
  return datesBetween(first, last).map((date) => {
    const c = byDate.get(date);
    const value = c?.status === 'done' ? c.value : 0;
    const state = ((): HabitDayState => {
      if (isDone(habit, c)) return 'done';
      if (isPausedOn(habit, date)) return 'paused';
      if (!isScheduledWeekday(habit.schedule, date)) return 'off';
      if (c?.status === 'skipped') return within.has(date) ? 'skipped' : 'missed';
      if (c?.status === 'done') return date === today ? 'pending' : 'partial';
      if (date === today) return 'pending';
      return weekly ? 'off' : 'missed';
    })();
    return { date, state, value };
  });
}

type Outcome = 'counts' | 'breaks' | 'neutral';

/** The streak units in order: each day (daily, weekdays) or each week (n times a week). */
function outcomes(habit: StreakHabit, days: readonly HabitDay[], today: string): { key: string; outcome: Outcome }[] {
  if (habit.schedule.kind !== 'times_per_week') {
    return days.map((d) => ({ key: d.date, outcome: d.state === 'done' ? 'counts' : d.state === 'missed' || d.state === 'partial' ? 'breaks' : 'neutral' }));
  }
  const times = habit.schedule.times;
  const weeks = new Map<string, HabitDay[]>();
  for (const d of days) weeks.set(weekStartOf(d.date), [...(weeks.get(weekStartOf(d.date)) ?? []), d]);
  const firstWeek = weekStartOf(habit.startedOn);
  const thisWeek = weekStartOf(today);
  return [...weeks.entries()].map(([week, ds]) => {
    const done = ds.filter((d) => d.state === 'done').length;
    const frozen = ds.filter((d) => d.state === 'skipped' || d.state === 'paused').length;
    // Missed skips beyond the budget take away a frozen day, never add one.
    const needed = Math.max(0, times - frozen);
    if (needed === 0) return { key: week, outcome: done > 0 ? 'counts' : 'neutral' };
    if (done >= needed) return { key: week, outcome: 'counts' };
    return { key: week, outcome: week === thisWeek || week === firstWeek ? 'neutral' : 'breaks' };
  });
}

function streaks(units: readonly { outcome: Outcome }[]): { current: number; best: number } {
  let run = 0;
  let best = 0;
  for (const u of units) {
    if (u.outcome === 'counts') run += 1;
    else if (u.outcome === 'breaks') run = 0;
    best = Math.max(best, run);
  }
  return { current: run, best };
}

/**
 * Streaks and the completion rate over `period` (default: the 30 days ending today). Check-ins
 * after today are ignored.
 */
export function habitStats(habit: StreakHabit, checkins: readonly StreakCheckin[], today: string, period?: { from: string; to: string }): HabitStats {
  const upToToday = checkins.filter((c) => c.localDate <= today);
  const earliest = upToToday.reduce((min, c) => (c.localDate < min ? c.localDate : min), habit.startedOn);
  const effective = { ...habit, startedOn: earliest };
  const days = habitDays(effective, upToToday, earliest, today, today);
  const units = outcomes(effective, days, today);
  const { current, best } = streaks(units);
  const from = period?.from ?? addDays(today, -29);
  const to = period?.to ?? today;
  const inPeriod = habit.schedule.kind === 'times_per_week' ? units.filter((u) => u.key >= weekStartOf(from) && u.key <= to) : units.filter((u) => u.key >= from && u.key <= to);
  const counted = habit.schedule.kind === 'times_per_week' ? inPeriod.filter((u) => u.outcome !== 'neutral') : inPeriod.filter((u) => u.outcome !== 'neutral' && isScheduledWeekday(habit.schedule, u.key));
  const rate = counted.length === 0 ? null : counted.filter((u) => u.outcome === 'counts').length / counted.length;
  const todayDay = days.find((d) => d.date === today);
  const used = upToToday.filter((c) => c.status === 'skipped' && monthOf(c.localDate) === monthOf(today) && !isPausedOn(habit, c.localDate) && isScheduledWeekday(habit.schedule, c.localDate)).length;
  return {
    unit: habit.schedule.kind === 'times_per_week' ? 'weeks' : 'days',
    currentStreak: current,
    bestStreak: best,
    completionRate: rate,
    doneToday: todayDay?.state === 'done',
    todayValue: todayDay?.value ?? 0,
    skippedToday: upToToday.some((c) => c.localDate === today && c.status === 'skipped'),
    pausedToday: isPausedOn(habit, today),
    skipsLeftThisMonth: Math.max(0, habit.skipBudget - used),
  };
}

/**
 * Whether a habit is still to do today (the dashboard's Today card): scheduled today, not paused,
 * not done or skipped today, and for n-times-a-week habits the week's count not yet reached.
 */
export function isDueOn(habit: StreakHabit, checkins: readonly StreakCheckin[], day: string): boolean {
  if (day < habit.startedOn || isPausedOn(habit, day) || !isScheduledWeekday(habit.schedule, day)) return false;
  const c = checkins.find((x) => x.localDate === day);
  if (c?.status === 'skipped' || isDone(habit, c)) return false;
  if (habit.schedule.kind !== 'times_per_week') return true;
  const week = weekStartOf(day);
  const doneThisWeek = checkins.filter((x) => x.localDate >= week && x.localDate < day && isDone(habit, x)).length;
  return doneThisWeek < habit.schedule.times;
}
