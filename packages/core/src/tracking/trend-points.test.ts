import { describe, expect, it } from 'vitest';
import { binFor, trendPoints, trendSummary } from './trend-points';
import { makeSeries } from './synthetic-series';

describe('trendPoints', () => {
  const mood = makeSeries('mood', 'rating', { '2026-01-01': 4, '2026-01-03': 2, '2026-01-09': 5 });
  const water = makeSeries('water', 'count', { '2026-01-02': 3, '2026-01-04': 5, '2026-01-10': 1 });

  it('leaves a rating’s empty days as gaps and counts a count’s as zero from its first entry', () => {
    expect(trendPoints(mood, '2026-01-01', '2026-01-04', 'day').map((p) => p.value)).toEqual([4, null, 2, null]);
    expect(trendPoints(water, '2026-01-01', '2026-01-04', 'day').map((p) => p.value)).toEqual([null, 3, 0, 5]);
  });

  it('bins a year by week: means for ratings, totals for counts', () => {
    expect(trendPoints(mood, '2026-01-01', '2026-01-14', 'week')).toEqual([
      { day: '2026-01-01', value: 3 },
      { day: '2026-01-08', value: 5 },
    ]);
    expect(trendPoints(water, '2026-01-01', '2026-01-14', 'week').map((p) => p.value)).toEqual([8, 1]);
    expect(binFor(90)).toBe('day');
    expect(binFor(365)).toBe('week');
  });

  it('summarises the window', () => {
    expect(trendSummary(mood, '2026-01-01', '2026-01-05')).toEqual({ days: 2, mean: 3, total: 6 });
  });
});
