/**
 * Calendar arithmetic on 'YYYY-MM-DD' days (the user's local day, as stored). Done in UTC so a
 * day is always 24 hours whatever the machine's time zone.
 */

const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isLocalDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;

export const addDays = (day: string, n: number) => fromUtc(toUtc(day) + n * 86_400_000);

/** 0 = Sunday … 6 = Saturday (the schema's weekday numbering). */
export const weekdayOf = (day: string) => new Date(toUtc(day)).getUTCDay();

/** The Monday that starts the ISO week of a day (weeks for n-times-a-week habits run Monday–Sunday). */
export const weekStartOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

export const monthOf = (day: string) => day.slice(0, 7);

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string) => Math.round((toUtc(b) - toUtc(a)) / 86_400_000);

/** Every day from..to inclusive (empty when to < from). */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The latest local day anywhere on Earth at `now` (UTC+14): a day after it is in the future for
 * everyone, so the server refuses it without knowing the person's time zone.
 */
export const latestLocalDay = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The UTC day at `now`: the server's "today" when the person's own is not sent. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
