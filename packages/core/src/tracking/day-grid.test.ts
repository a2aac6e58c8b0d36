import { describe, expect, it } from 'vitest';
import { addDays, alignSeries, dayInZone, daysBetween, lastLoggedDay } from './day-grid';
import { makeSeries } from './synthetic-series';

describe('day grid', () => {
  it('counts days across a month end and a leap day', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('takes the calendar day in the person\'s zone', () => {
    const instant = new Date('2026-11-27T20:30:00Z');
    expect(dayInZone(instant, 'Pacific/Kiritimati')).toBe('2026-11-28');
    expect(dayInZone(instant, 'America/Los_Angeles')).toBe('2026-11-27');
  });

  it('fills a count with zero from its first entry to the last logged day, and leaves a rating\'s gaps empty', () => {
    const days = daysBetween('2026-01-01', '2026-01-06');
    const water = makeSeries('water', 'count', { '2026-01-02': 3, '2026-01-04': 5 });
    const mood = makeSeries('mood', 'rating', { '2026-01-01': 4, '2026-01-05': 2 });
    const last = lastLoggedDay([water, mood], days);
    expect(last).toBe('2026-01-05');
    expect([...alignSeries(water, days, last)]).toEqual([NaN, 3, 0, 5, 0, NaN]);
    expect([...alignSeries(mood, days, last)]).toEqual([4, NaN, NaN, NaN, 2, NaN]);
  });
});
