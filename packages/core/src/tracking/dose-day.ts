/**
 * Which doses a schedule has on a calendar day and what became of each: taken, taken late (more
 * than 2 hours after its time), skipped, still due, or missed (nothing marked by the end of its
 * window). Pure: the caller passes `now`, the schedule and the day's marks.
 */
import { addDays, daysBetween, weekdayOf } from './calendar-days';
import { zonedInstant } from './zoned-time';

export const lateAfterMs = 2 * 60 * 60 * 1000;
/** A dose's window ends at the next dose, at least 2 hours and at most 12 hours after its time. */
export const windowMaxMs = 12 * 60 * 60 * 1000;

export type DoseStatus = 'due' | 'taken' | 'skipped' | 'late' | 'missed';

export interface ScheduleShape {
  times: string[];
  weekdays: number[];
  everyDays: number;
  asNeeded: boolean;
  timeZone: string;
  /** The first day doses count (the later of the start date and the day the schedule was made). */
  firstDate: string;
}

export interface DoseMark {
  scheduledFor: Date;
  status: 'taken' | 'skipped';
  takenAt: Date | null;
}

export interface DoseOnDay {
  scheduledFor: Date;
  /** 'HH:MM' in the schedule's zone. */
  time: string;
  status: DoseStatus;
  takenAt: Date | null;
  /** When an unmarked dose turns missed. */
  windowEnd: Date;
}

/** Whether the schedule has doses on that day at all. */
export function isDoseDay(s: ScheduleShape, date: string): boolean {
  if (s.asNeeded || date < s.firstDate) return false;
  if (s.weekdays.length && !s.weekdays.includes(weekdayOf(date))) return false;
  return s.everyDays <= 1 || daysBetween(s.firstDate, date) % s.everyDays === 0;
}

/** The scheduled instants of a day, ascending. */
export function slotsOn(s: ScheduleShape, date: string): { time: string; at: Date }[] {
  if (!isDoseDay(s, date)) return [];
  return [...s.times].sort().map((time) => ({ time, at: zonedInstant(date, time, s.timeZone) }));
}

/** The next scheduled instant after `at` (looks up to two weeks ahead), or null. */
function nextSlotAfter(s: ScheduleShape, date: string, at: Date): Date | null {
  for (let i = 0; i <= 14; i++) {
    const next = slotsOn(s, addDays(date, i)).find((x) => x.at > at);
    if (next) return next.at;
  }
  return null;
}

export function windowEndOf(s: ScheduleShape, date: string, at: Date): Date {
  const next = nextSlotAfter(s, date, at)?.getTime() ?? Infinity;
  return new Date(Math.max(at.getTime() + lateAfterMs, Math.min(next, at.getTime() + windowMaxMs)));
}

export function statusOf(scheduledFor: Date, windowEnd: Date, mark: DoseMark | undefined, now: Date): DoseStatus {
  if (mark?.status === 'skipped') return 'skipped';
  if (mark?.status === 'taken') return mark.takenAt && mark.takenAt.getTime() - scheduledFor.getTime() > lateAfterMs ? 'late' : 'taken';
  return now >= windowEnd ? 'missed' : 'due';
}

/**
 * The day's doses with their status. Marks at instants that are not (or no longer) scheduled —
 * the times were edited after they were saved — still count as that day's doses, and then take
 * the place of the unmarked slots so a changed time does not show the day twice.
 */
export function dosesOn(s: ScheduleShape, date: string, marks: DoseMark[], now: Date, timeOf: (at: Date) => string): DoseOnDay[] {
  const slots = slotsOn(s, date);
  const byInstant = new Map(marks.map((m) => [m.scheduledFor.getTime(), m]));
  const orphanMarks = marks.filter((m) => !slots.some((x) => x.at.getTime() === m.scheduledFor.getTime()));
  const open = slots.filter((x) => !byInstant.has(x.at.getTime()));
  // Each orphan mark stands in for the open slot nearest to it.
  const keptSet = new Set(open.map((x) => x.at.getTime()));
  for (const m of orphanMarks) {
    const nearest = [...keptSet].sort((a, b) => Math.abs(a - m.scheduledFor.getTime()) - Math.abs(b - m.scheduledFor.getTime()))[0];
    if (nearest !== undefined) keptSet.delete(nearest);
  }
  const rows: DoseOnDay[] = [];
  for (const x of slots) {
    const mark = byInstant.get(x.at.getTime());
    if (!mark && !keptSet.has(x.at.getTime())) continue;
    const windowEnd = windowEndOf(s, date, x.at);
    rows.push({ scheduledFor: x.at, time: x.time, status: statusOf(x.at, windowEnd, mark, now), takenAt: mark?.takenAt ?? null, windowEnd });
  }
  for (const m of orphanMarks) {
    const windowEnd = new Date(m.scheduledFor.getTime() + lateAfterMs);
    rows.push({ scheduledFor: m.scheduledFor, time: timeOf(m.scheduledFor), status: statusOf(m.scheduledFor, windowEnd, m, now), takenAt: m.takenAt, windowEnd });
  }
  return rows.sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime());
}
