import { describe, expect, it } from 'vitest';
import { adherenceOf, dosesPerDay, quantityAfter, supplyOf } from './adherence';
import { dosesOn, isDoseDay, slotsOn, type ScheduleShape } from './dose-day';
import { wallClock, zonedInstant } from './zoned-time';

const twiceDaily: ScheduleShape = { times: ['20:00', '08:00'], weekdays: [], everyDays: 1, asNeeded: false, timeZone: 'Europe/Berlin', firstDate: '2026-03-01' };
const timeOf = (at: Date) => wallClock(at, twiceDaily.timeZone).time;
const at = (iso: string) => new Date(iso);

describe('zoned instants', () => {
  it('finds the instant of a local time on both sides of a DST change', () => {
    expect(zonedInstant('2026-01-15', '08:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(zonedInstant('2026-07-15', '22:00', 'America/New_York').toISOString()).toBe('2026-07-16T02:00:00.000Z');
    expect(zonedInstant('2026-07-15', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });
});

describe('doses of a day', () => {
  it('lists the slots of a day in time order, none before the first day', () => {
    expect(slotsOn(twiceDaily, '2026-03-10').map((s) => s.time)).toEqual(['08:00', '20:00']);
    expect(slotsOn(twiceDaily, '2026-02-28')).toEqual([]);
    expect(slotsOn({ ...twiceDaily, asNeeded: true }, '2026-03-10')).toEqual([]);
  });

  it('keeps to weekdays and every-other-day from the first day', () => {
    const mondays = { ...twiceDaily, weekdays: [1] };
    expect(isDoseDay(mondays, '2026-03-09')).toBe(true); // a Monday
    expect(isDoseDay(mondays, '2026-03-10')).toBe(false);
    const alternate = { ...twiceDaily, everyDays: 2 };
    expect(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'].map((d) => isDoseDay(alternate, d))).toEqual([true, false, true, false]);
  });

  it('is due before its window ends, missed after, and taken or late when marked', () => {
    const day = '2026-03-10'; // 08:00 Berlin = 07:00Z, 20:00 = 19:00Z
    const morning = at('2026-03-10T07:00:00Z');
    expect(dosesOn(twiceDaily, day, [], at('2026-03-10T08:30:00Z'), timeOf).map((d) => d.status)).toEqual(['due', 'due']);
    // The morning dose's window ends at the evening dose.
    expect(dosesOn(twiceDaily, day, [], at('2026-03-10T19:00:00Z'), timeOf).map((d) => d.status)).toEqual(['missed', 'due']);
    const onTime = { scheduledFor: morning, status: 'taken' as const, takenAt: at('2026-03-10T08:59:00Z') };
    expect(dosesOn(twiceDaily, day, [onTime], at('2026-03-10T12:00:00Z'), timeOf)[0]!.status).toBe('taken');
    const late = { ...onTime, takenAt: at('2026-03-10T09:01:00Z') };
    expect(dosesOn(twiceDaily, day, [late], at('2026-03-10T12:00:00Z'), timeOf)[0]!.status).toBe('late');
    const skipped = { scheduledFor: morning, status: 'skipped' as const, takenAt: null };
    expect(dosesOn(twiceDaily, day, [skipped], at('2026-03-11T12:00:00Z'), timeOf).map((d) => d.status)).toEqual(['skipped', 'missed']);
  });

  it('gives a once-a-day dose 12 hours before it is missed', () => {
    const once = { ...twiceDaily, times: ['08:00'] };
    expect(dosesOn(once, '2026-03-10', [], at('2026-03-10T18:59:00Z'), timeOf)[0]!.status).toBe('due');
    expect(dosesOn(once, '2026-03-10', [], at('2026-03-10T19:00:00Z'), timeOf)[0]!.status).toBe('missed');
  });

  it('keeps a mark saved at a time that was later edited, without showing the day twice', () => {
    const moved = { ...twiceDaily, times: ['09:00', '20:00'] };
    const old = { scheduledFor: at('2026-03-10T07:00:00Z'), status: 'taken' as const, takenAt: at('2026-03-10T07:05:00Z') };
    const rows = dosesOn(moved, '2026-03-10', [old], at('2026-03-11T12:00:00Z'), timeOf);
    expect(rows.map((r) => [r.time, r.status])).toEqual([
      ['08:00', 'taken'],
      ['20:00', 'missed'],
    ]);
  });
});

describe('adherence and supply', () => {
  it('counts taken and late over the doses that count, skips and misses apart', () => {
    const statuses = ['taken', 'taken', 'late', 'skipped', 'missed', 'due'] as const;
    expect(adherenceOf(statuses.map((status) => ({ status })))).toEqual({ scheduled: 5, taken: 2, late: 1, skipped: 1, missed: 1, percent: 60 });
    expect(adherenceOf([{ status: 'due' }]).percent).toBeNull();
  });

  it('computes days of supply from the doses per day', () => {
    const base = { times: ['08:00', '20:00'], weekdays: [], everyDays: 1, asNeeded: false, unitsPerDose: 1, quantityOnHand: 30, refillThresholdDays: 7 };
    expect(supplyOf(base)).toEqual({ daysLeft: 15, refillSoon: false });
    expect(supplyOf({ ...base, quantityOnHand: 14 })).toEqual({ daysLeft: 7, refillSoon: true });
    expect(supplyOf({ ...base, unitsPerDose: 2 })).toEqual({ daysLeft: 7, refillSoon: true });
    expect(supplyOf({ ...base, times: ['08:00'], weekdays: [1] }).daysLeft).toBe(210);
    expect(supplyOf({ ...base, everyDays: 2 }).daysLeft).toBe(30);
    expect(supplyOf({ ...base, quantityOnHand: null })).toEqual({ daysLeft: null, refillSoon: false });
    expect(supplyOf({ ...base, asNeeded: true })).toEqual({ daysLeft: null, refillSoon: false });
    expect(dosesPerDay({ times: ['08:00'], weekdays: [1, 4], everyDays: 1, asNeeded: false })).toBeCloseTo(2 / 7);
  });

  it('uses units when a dose is newly taken and gives them back when un-taken', () => {
    expect(quantityAfter(10, 2, false, true)).toBe(8);
    expect(quantityAfter(8, 2, true, true)).toBe(8);
    expect(quantityAfter(8, 2, true, false)).toBe(10);
    expect(quantityAfter(1, 2, false, true)).toBe(0);
    expect(quantityAfter(null, 1, false, true)).toBeNull();
  });
});
