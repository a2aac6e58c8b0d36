/**
 * Calendar days in a person's time zone (W2-D): every tracking entry keeps the instant it was
 * recorded and the day it belongs to where the person lives. These checks keep the two honest:
 * the day must be one that instant can fall on somewhere on earth (UTC−12 … UTC+14), not later
 * than the person's today and not before 1900. Pure: `now` is passed in.
 */

import { utcDay } from './calendar-days';
import { localDateOf } from './zoned-time';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = isoDate.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The earliest day an entry may belong to. */
export const earliestLocalDate = '1900-01-01';

export interface DateProblem {
  field: 'localDate' | 'recordedAt';
  message: string;
}

/**
 * The latest day a person may log: today in their zone, or — before they have told us their
 * zone — the latest today anywhere on earth (UTC+14), so nobody's today is refused.
 */
export function latestLoggableDate(now: Date, timeZone: string | null): string {
  return timeZone ? localDateOf(now, timeZone) : latestLocalDay(now);
}

/**
 * The latest local day anywhere on Earth at `now` (UTC+14): a day after it is in the future for
 * everyone, so the server refuses it without knowing the person's time zone.
 */
export const latestLocalDay = (now: Date) => utcDay(new Date(now.getTime() + 14 * 3_600_000));

/** A day on its own (the daily log): a real date, from 1900 up to the person's today. */
export function checkDay(localDate: string, now: Date, timeZone: string | null): DateProblem | null {
  if (!isCalendarDate(localDate)) return { field: 'localDate', message: 'Use a real date written like 2026-03-14.' };
  if (localDate < earliestLocalDate) return { field: 'localDate', message: 'Dates before 1900 cannot be logged.' };
  if (localDate > latestLoggableDate(now, timeZone)) return { field: 'localDate', message: 'That day is in the future. You can log today or earlier days.' };
  return null;
}

/**
 * An entry's instant and day together: the day must be one the instant falls on in some time
 * zone (within 14 hours of its UTC date) and the instant may not be in the future (a minute of
 * clock drift allowed).
 */
export function checkEntryDate(entry: { recordedAt: string; localDate: string }, now: Date, timeZone: string | null): DateProblem | null {
  const day = checkDay(entry.localDate, now, timeZone);
  if (day) return day;
  const at = new Date(entry.recordedAt);
  if (Number.isNaN(at.getTime())) return { field: 'recordedAt', message: 'Give the time as an ISO date and time.' };
  if (at.getTime() > now.getTime() + 60_000) return { field: 'recordedAt', message: 'That time is in the future. You can log now or earlier.' };
  const earliest = utcDay(new Date(at.getTime() - 14 * 3_600_000));
  const latest = utcDay(new Date(at.getTime() + 14 * 3_600_000));
  if (entry.localDate < earliest || entry.localDate > latest) {
    return { field: 'localDate', message: 'The day does not match the time of the entry. Pick the day the time falls on.' };
  }
  return null;
}
