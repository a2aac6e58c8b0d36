/**
 * Calendar arithmetic on 'YYYY-MM-DD' days (the user's local day, as stored). Done in UTC so a
 * day is always 24 hours whatever the machine's time zone; no zone is involved here.
 */

const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC calendar day of an instant: the server's "today" when the person's own is not sent. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** A day plus n days (negative n goes back). */
export const addDays = (day: string, n: number) => fromUtc(toUtc(day) + n * 86_400_000);

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string) => Math.round((toUtc(b) - toUtc(a)) / 86_400_000);

/** 0 = Sunday … 6 = Saturday (the schema's weekday numbering). */
export const weekdayOf = (day: string) => new Date(toUtc(day)).getUTCDay();

/** The Monday that starts the ISO week of a day (weeks for n-times-a-week habits run Monday–Sunday). */
export const weekStartOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

export const monthOf = (day: string) => day.slice(0, 7);

/** Every day from..to inclusive (empty when to < from). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
