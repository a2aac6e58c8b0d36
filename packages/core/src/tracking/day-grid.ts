/**
 * Calendar days as 'YYYY-MM-DD' strings and the alignment of DailySeries onto one grid of days
 * with each series' fill policy (W2-D). Days are the person's own calendar days (the tracking
 * modules store local_date), so the arithmetic here is plain UTC date arithmetic on those labels.
 */
import type { DailySeries } from './daily-series';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDay = (value: string): boolean => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const out: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The calendar day of an instant in an IANA time zone ('2026-11-27'). */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * One series on the grid: NaN where the day has no value. A 'zero' series (counts, yes/no)
 * counts a missing day as 0 only between its own first entry and the last day the person logged
 * anything (`lastLogged`): before a habit existed, or after the person stopped logging, "not
 * done" is unknown rather than zero.
 */
export function alignSeries(series: DailySeries, days: readonly string[], lastLogged: string | null): Float64Array {
  const out = new Float64Array(days.length).fill(NaN);
  let first: string | null = null;
  for (const [day, value] of Object.entries(series.values)) if (Number.isFinite(value) && (first === null || day < first)) first = day;
  days.forEach((day, i) => {
    const value = series.values[day];
    if (value !== undefined && Number.isFinite(value)) out[i] = value;
    else if (series.fill === 'zero' && first !== null && lastLogged !== null && day >= first && day <= lastLogged) out[i] = 0;
  });
  return out;
}

/** The last day on which any series has a value, within the grid. */
export function lastLoggedDay(series: readonly DailySeries[], days: readonly string[]): string | null {
  const inGrid = new Set(days);
  let last: string | null = null;
  for (const s of series) for (const day of Object.keys(s.values)) if (inGrid.has(day) && (last === null || day > last)) last = day;
  return last;
}
