/**
 * Quiet hours (W2-D): a reminder due inside them is delayed to their end, not dropped — a dose
 * reminder that never comes is worse than one that comes at 07:00. Quiet hours are wall-clock
 * minutes in the person's zone and may cross midnight (22:00–07:00).
 */
import { instantOfWallTime, wallTimeOf } from '../tracking/zoned-time';

export interface QuietHours {
  /** Minutes after local midnight. */
  startMinute: number;
  endMinute: number;
}

export function isInQuietHours(minute: number, quiet: QuietHours): boolean {
  const { startMinute: start, endMinute: end } = quiet;
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** When a reminder due at `dueAt` may be delivered: `dueAt` itself, or the end of the quiet hours it falls in. */
export function deliverableAt(dueAt: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet) return dueAt;
  const w = wallTimeOf(dueAt, timeZone);
  const minute = w.hour * 60 + w.minute;
  if (!isInQuietHours(minute, quiet)) return dueAt;
  // The end is later today, or tomorrow when the quiet hours started before midnight.
  const endsTomorrow = quiet.startMinute > quiet.endMinute && minute >= quiet.startMinute;
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day + (endsTomorrow ? 1 : 0)));
  return instantOfWallTime(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: Math.floor(quiet.endMinute / 60), minute: quiet.endMinute % 60 },
    timeZone,
  );
}
