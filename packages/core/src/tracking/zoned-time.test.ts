import { describe, expect, it } from 'vitest';
import { instantConverter, instantOf, isTimeZone, wallClock } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall-clock time into the instant and back', () => {
    expect(instantOf('2026-07-01', '20:30', 'Europe/Berlin').toISOString()).toBe('2026-07-01T18:30:00.000Z');
    expect(instantOf('2026-01-15', '08:00', 'America/New_York').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(instantOf('2026-03-01', '00:10', 'Pacific/Kiritimati').toISOString()).toBe('2026-02-28T10:10:00.000Z');
    expect(wallClock(new Date('2026-02-28T10:10:00Z'), 'Pacific/Kiritimati')).toEqual({ date: '2026-03-01', time: '00:10' });
    expect(wallClock(new Date('2026-07-01T18:30:00Z'), 'UTC')).toEqual({ date: '2026-07-01', time: '18:30' });
  });

  it('places a time skipped by daylight saving after the jump', () => {
    // 29 March 2026, Berlin: 02:00 → 03:00.
    expect(instantOf('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClock(instantOf('2026-03-29', '02:30', 'Europe/Berlin'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('converts many times at once to the same instants, around a daylight-saving change too', () => {
    const convert = instantConverter('Europe/Berlin');
    for (const [date, time] of [['2026-03-29', '01:30'], ['2026-03-29', '03:30'], ['2026-03-28', '23:59'], ['2026-10-25', '02:30'], ['2026-07-01', '12:00'], ['2026-07-01', '00:00']] as const) {
      expect(convert(date, time).toISOString()).toBe(instantOf(date, time, 'Europe/Berlin').toISOString());
    }
  });

  it('knows a time zone name from anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
