import { describe, expect, it } from 'vitest';
import { formatClock, instantConverter, instantOfWallTime, isTimeZone, localDateOf, offsetMinutes, parseClock, wallClock, wallTimeOf, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall-clock time into the instant and back', () => {
    expect(zonedInstant('2026-07-01', '20:30', 'Europe/Berlin').toISOString()).toBe('2026-07-01T18:30:00.000Z');
    expect(zonedInstant('2026-01-15', '08:00', 'America/New_York').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(zonedInstant('2026-03-01', '00:10', 'Pacific/Kiritimati').toISOString()).toBe('2026-02-28T10:10:00.000Z');
    expect(wallClock(new Date('2026-02-28T10:10:00Z'), 'Pacific/Kiritimati')).toEqual({ date: '2026-03-01', time: '00:10' });
    expect(wallClock(new Date('2026-07-01T18:30:00Z'), 'UTC')).toEqual({ date: '2026-07-01', time: '18:30' });
  });

  it('places a time skipped by daylight saving after the jump', () => {
    // 29 March 2026, Berlin: 02:00 → 03:00.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClock(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('converts many times at once to the same instants, around a daylight-saving change too', () => {
    const convert = instantConverter('Europe/Berlin');
    for (const [date, time] of [['2026-03-29', '01:30'], ['2026-03-29', '03:30'], ['2026-03-28', '23:59'], ['2026-10-25', '02:30'], ['2026-07-01', '12:00'], ['2026-07-01', '00:00']] as const) {
      expect(convert(date, time).toISOString()).toBe(zonedInstant(date, time, 'Europe/Berlin').toISOString());
    }
  });

  it('knows a time zone name from anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('places skipped and repeated times west of UTC by the same rule', () => {
    // 8 March 2026, New York: 02:00 → 03:00; 02:30 lands after the jump (03:30 EDT).
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(wallClock(zonedInstant('2026-03-08', '02:30', 'America/New_York'), 'America/New_York')).toEqual({ date: '2026-03-08', time: '03:30' });
    // 1 November 2026, New York: 01:30 happens twice; at the naive instant (01:30 UTC) EDT is in force.
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads the local calendar day of an instant', () => {
    expect(localDateOf(new Date('2026-03-14T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-15');
    expect(localDateOf(new Date('2026-03-14T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-13');
  });
});

describe('wall time (reminders)', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('converts wall time to the instant, across daylight saving', () => {
    // Berlin: UTC+1 in winter, UTC+2 in summer (since 29 March 2026, 02:00 → 03:00).
    expect(instantOfWallTime({ year: 2026, month: 1, day: 15, hour: 8, minute: 0 }, 'Europe/Berlin').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(instantOfWallTime({ year: 2026, month: 7, day: 15, hour: 8, minute: 0 }, 'Europe/Berlin').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(instantOfWallTime({ year: 2026, month: 11, day: 27, hour: 20, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-11-28T01:30:00.000Z');
    // 02:30 does not exist on 29 March 2026 in Berlin: it lands after the jump.
    expect(instantOfWallTime({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: its first occurrence (still summer time, UTC+2) — a
    // reminder at 02:30 rings the first time the clock shows it.
    expect(instantOfWallTime({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // The same west of UTC: 01:30 on 1 November 2026 in New York is first at EDT (UTC−4).
    expect(instantOfWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // A skipped time west of UTC lands after the jump too: 02:30 on 8 March 2026 in New York is 03:30 EDT.
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(offsetMinutes(new Date('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('reads the wall time and weekday of an instant', () => {
    expect(wallTimeOf(new Date('2026-11-27T23:30:00Z'), 'Pacific/Kiritimati')).toMatchObject({ year: 2026, month: 11, day: 28, hour: 13, minute: 30, weekday: 5 });
  });

  it('parses and formats clock times', () => {
    expect(parseClock('07:05')).toBe(425);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('7:05')).toBeNull();
    expect(formatClock(1319)).toBe('21:59');
  });
});
