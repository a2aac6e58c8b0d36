import { describe, expect, it } from 'vitest';
import { averageByWeekday, dailyMoodMeans, monthCalendar, yearInPixels } from './mood-summary';

describe('mood summary', () => {
  it('takes a day mean over several entries', () => {
    const means = dailyMoodMeans([
      { localDate: '2026-03-02', value: 2 },
      { localDate: '2026-03-02', value: 5 },
      { localDate: '2026-03-03', value: 4 },
    ]);
    expect(means.get('2026-03-02')).toEqual({ mean: 3.5, count: 2 });
    expect(means.get('2026-03-03')).toEqual({ mean: 4, count: 1 });
  });

  it('lays out a Year in Pixels with every day of a leap year', () => {
    const pixels = yearInPixels([{ localDate: '2024-02-29', value: 4 }, { localDate: '2024-02-29', value: 5 }], 2024);
    expect(pixels).toHaveLength(12);
    expect(pixels.flat()).toHaveLength(366);
    expect(pixels[1]![28]).toEqual({ date: '2024-02-29', mean: 4.5, level: 5, count: 2 });
    expect(pixels[0]![0]).toEqual({ date: '2024-01-01', mean: null, level: null, count: 0 });
    expect(yearInPixels([], 2026).flat()).toHaveLength(365);
  });

  it('builds a Monday-first month calendar', () => {
    // 1 March 2026 is a Sunday: six empty cells lead, the month has 31 days.
    const weeks = monthCalendar([{ localDate: '2026-03-01', value: 3 }], 2026, 3);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toMatchObject({ date: '2026-03-01', mean: 3 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('averages by weekday with each day counted once', () => {
    const avg = averageByWeekday([
      { localDate: '2026-03-02', value: 1 }, // Monday
      { localDate: '2026-03-02', value: 3 }, // same Monday: day mean 2
      { localDate: '2026-03-09', value: 4 }, // next Monday
      { localDate: '2026-03-07', value: 5 }, // Saturday
    ]);
    expect(avg.map((a) => a.name)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(avg[0]).toMatchObject({ mean: 3, days: 2 });
    expect(avg[5]).toMatchObject({ mean: 5, days: 1 });
    expect(avg[6]).toMatchObject({ mean: null, days: 0 });
  });

  it('summarises a year of entries quickly (< 100 ms)', () => {
    const entries = Array.from({ length: 365 * 3 }, (_, i) => ({ localDate: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))).toISOString().slice(0, 10), value: (i % 5) + 1 }));
    const start = performance.now();
    yearInPixels(entries, 2025);
    averageByWeekday(entries);
    monthCalendar(entries, 2025, 6);
    expect(performance.now() - start).toBeLessThan(100);
  });
});
