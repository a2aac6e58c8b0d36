/**
 * Chart points of a DailySeries over a window (W2-D trends): one point per day up to 90 days, one
 * per seven days (counted from the window's first day) for a year, so a year stays legible on a
 * phone. A day without a value is a gap for ratings and measures and zero for counts and yes/no
 * factors from the series' first entry on (the same fill policy patterns use).
 */
import type { DailySeries } from './daily-series';
import { daysBetween } from './day-grid';

export interface TrendPoint {
  /** The day, or the first day of the week. */
  day: string;
  /** null: no data (a gap in the line). */
  value: number | null;
}

export type TrendBin = 'day' | 'week';

export const binFor = (days: number): TrendBin => (days > 90 ? 'week' : 'day');

/** The day's value under the fill policy; null where nothing is known. */
function filledDays(series: DailySeries, from: string, to: string): TrendPoint[] {
  const first = Object.keys(series.values).reduce<string | null>((min, day) => (min === null || day < min ? day : min), null);
  return daysBetween(from, to).map((day) => {
    const value = series.values[day];
    if (value !== undefined) return { day, value };
    return { day, value: series.fill === 'zero' && first !== null && day >= first ? 0 : null };
  });
}

/**
 * Weekly bins: ratings and measures are the mean of the days with a value; counts are the week's
 * total; yes/no factors the number of days with it.
 */
export function trendPoints(series: DailySeries, from: string, to: string, bin: TrendBin): TrendPoint[] {
  const days = filledDays(series, from, to);
  if (bin === 'day') return days;
  const weeks: TrendPoint[] = [];
  for (let i = 0; i < days.length; i += 7) {
    const week = days.slice(i, i + 7);
    const known = week.map((d) => d.value).filter((v): v is number => v !== null);
    const value = known.length === 0 ? null : series.fill === 'zero' ? known.reduce((s, v) => s + v, 0) : known.reduce((s, v) => s + v, 0) / known.length;
    weeks.push({ day: week[0]!.day, value });
  }
  return weeks;
}

/** The summary line of a chart: mean of the days with a value (ratings, measures) or the days/total (counts, yes/no). */
export function trendSummary(series: DailySeries, from: string, to: string): { days: number; mean: number | null; total: number } {
  const known = Object.entries(series.values).filter(([day]) => day >= from && day <= to).map(([, v]) => v);
  const total = known.reduce((s, v) => s + v, 0);
  return { days: known.length, mean: known.length ? total / known.length : null, total };
}
