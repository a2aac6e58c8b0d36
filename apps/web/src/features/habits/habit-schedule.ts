import type { HabitView } from './habits-api';

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "Every day", "Mon, Wed, Fri", "3 times a week". */
export function scheduleText(schedule: HabitView['schedule']): string {
  if (schedule.kind === 'daily') return 'Every day';
  if (schedule.kind === 'weekdays') return schedule.days.map((d) => weekdayNames[d]!.slice(0, 3)).join(', ');
  return schedule.times === 1 ? 'Once a week' : `${schedule.times} times a week`;
}

/** "4-day streak" / "2-week streak", kind at zero ("Start today"). */
export function streakText(h: HabitView): string {
  const { currentStreak: n, unit } = h.stats;
  if (n === 0) return 'A fresh start today';
  return `${n}-${unit === 'weeks' ? 'week' : 'day'} streak`;
}

export const stateLabels: Record<HabitView['history'][number]['state'], string> = {
  done: 'Done',
  partial: 'Part done',
  skipped: 'Skipped',
  paused: 'Paused',
  missed: 'Not done',
  off: 'Not scheduled',
  pending: 'Still to do',
};
