/**
 * Mood at a glance (W2-D): a month calendar, a Year in Pixels and the average by weekday, from
 * mood entries. A day's mood is the mean of that day's entries (several a day are allowed).
 * Pure and linear in the entries, so a year renders well under 100 ms.
 */
import { addDays, weekdayOf } from './calendar-days';

export interface MoodPoint {
  localDate: string;
  value: number;
}

/** 'YYYY-MM-DD' → the day's mean mood and how many entries made it. */
export function dailyMoodMeans(entries: readonly MoodPoint[]): Map<string, { mean: number; count: number }> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const { localDate, value } of entries) {
    const day = sums.get(localDate) ?? { sum: 0, count: 0 };
    day.sum += value;
    day.count += 1;
    sums.set(localDate, day);
  }
  const means = new Map<string, { mean: number; count: number }>();
  for (const [date, { sum, count }] of sums) means.set(date, { mean: sum / count, count });
  return means;
}

export interface PixelDay {
  date: string;
  /** The day's mean mood, or null when nothing was logged. */
  mean: number | null;
  /** The mean rounded to the scale's step (1–5), for the pixel's colour. */
  level: number | null;
  count: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
export const daysInMonth = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;

function pixel(date: string, means: Map<string, { mean: number; count: number }>): PixelDay {
  const day = means.get(date);
  return day ? { date, mean: day.mean, level: Math.round(day.mean), count: day.count } : { date, mean: null, level: null, count: 0 };
}

/** Year in Pixels: 12 months, each with its days (1..28–31). */
export function yearInPixels(entries: readonly MoodPoint[], year: number): PixelDay[][] {
  const means = dailyMoodMeans(entries);
  return Array.from({ length: 12 }, (_, m) => Array.from({ length: daysInMonth(year, m + 1) }, (_, d) => pixel(`${year}-${pad(m + 1)}-${pad(d + 1)}`, means)));
}

/**
 * A month as calendar weeks (Monday first): each week has 7 cells, null outside the month.
 */
export function monthCalendar(entries: readonly MoodPoint[], year: number, month: number): (PixelDay | null)[][] {
  const means = dailyMoodMeans(entries);
  const first = `${year}-${pad(month)}-01`;
  const lead = (weekdayOf(first) + 6) % 7;
  const cells: (PixelDay | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < daysInMonth(year, month); d++) cells.push(pixel(addDays(first, d), means));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface WeekdayAverage {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  name: (typeof weekdayNames)[number];
  /** Mean of the day means on that weekday (each day counts once, however many entries it has). */
  mean: number | null;
  days: number;
}

/** Average mood by weekday, Monday first. */
export function averageByWeekday(entries: readonly MoodPoint[]): WeekdayAverage[] {
  const sums = Array.from({ length: 7 }, () => ({ sum: 0, days: 0 }));
  for (const [date, { mean }] of dailyMoodMeans(entries)) {
    const slot = sums[weekdayOf(date)]!;
    slot.sum += mean;
    slot.days += 1;
  }
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const { sum, days } = sums[weekday]!;
    return { weekday, name: weekdayNames[weekday]!, mean: days > 0 ? sum / days : null, days };
  });
}
