/**
 * What a dose schedule asks of the reminders module (its upsertForSubject takes times, weekdays and
 * a time zone, and an interval of days counted from the schedule's first day). The text shows on
 * lock screens, so it is one of the reminders' safe phrases, by the time of day, never the
 * medicine. An as-needed schedule gets no dose reminder: a nudge could prompt a dose not due.
 */
import { defaultReminderTitle, partOfDay } from '../reminders/reminder-text';

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type DoseWeekdayCode = (typeof weekdayCodes)[number];

export interface DoseReminderInput {
  kind: 'dose' | 'refill';
  times: string[];
  weekdays: DoseWeekdayCode[];
  timeZone: string;
  title: string;
  active: boolean;
  /** "Every other day" = 2, counted from `from` (the schedule's first day, YYYY-MM-DD). */
  interval?: { everyDays: number; from: string };
}

const minuteOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** "Time for your evening medicines" when every time is in one part of the day, else "Time for your medicines". */
export function doseReminderTitle(times: string[]): string {
  const parts = new Set(times.map((t) => partOfDay(minuteOf(t))));
  return parts.size === 1 ? defaultReminderTitle('dose', minuteOf(times[0]!)) : defaultReminderTitle('dose', null);
}

export function doseReminder(s: { times: string[]; weekdays: number[]; everyDays: number; asNeeded: boolean; timeZone: string; active: boolean; firstDate: string }): DoseReminderInput {
  const expressible = !s.asNeeded && s.times.length > 0;
  const times = [...s.times].sort();
  const reminder: DoseReminderInput = {
    kind: 'dose',
    times,
    weekdays: [...s.weekdays].sort().map((d) => weekdayCodes[d]!),
    timeZone: s.timeZone,
    title: times.length ? doseReminderTitle(times) : defaultReminderTitle('dose', null),
    active: s.active && expressible,
  };
  if (s.everyDays > 1) reminder.interval = { everyDays: s.everyDays, from: s.firstDate };
  return reminder;
}

/** A 10:00 nudge every day while the supply is low; kept inactive otherwise. */
export function refillReminder(s: { timeZone: string }, low: boolean): DoseReminderInput {
  return { kind: 'refill', times: ['10:00'], weekdays: [], timeZone: s.timeZone, title: defaultReminderTitle('refill', null), active: low };
}
