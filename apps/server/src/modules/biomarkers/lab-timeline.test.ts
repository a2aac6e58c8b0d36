import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { medicineChangesOf, timelineRange } from './lab-timeline';

const entry = (over: Partial<Parameters<typeof medicineChangesOf>[0][number]>) => ({
  name: 'metformin', active: true, startDate: null, addedAt: new Date('2026-03-01T23:30:00Z'), updatedAt: new Date('2026-03-01T23:30:10Z'), ...over,
});

describe('medicine changes from what the cabinet keeps', () => {
  it('dates a start by the start date given, else by the day it was added in the person’s zone', () => {
    expect(medicineChangesOf([entry({})], [], '2026-01-01', '2026-12-31', 'UTC')).toEqual([{ day: '2026-03-01', medicine: 'metformin', change: 'started', basis: 'added' }]);
    // 23:30 UTC is already 2 March in Berlin.
    expect(medicineChangesOf([entry({})], [], '2026-01-01', '2026-12-31', 'Europe/Berlin')[0]!.day).toBe('2026-03-02');
    expect(medicineChangesOf([entry({ startDate: '2025-12-24' })], [], '2025-01-01', '2026-12-31', null)[0]).toMatchObject({ day: '2025-12-24', basis: 'start_date' });
    // A start date that is not a real day falls back to the day it was added.
    expect(medicineChangesOf([entry({ startDate: '2026-02-30' })], [], '2026-01-01', '2026-12-31', 'UTC')[0]).toMatchObject({ day: '2026-03-01', basis: 'added' });
  });

  it('a stop is the last save of an entry marked as not taken; a later save of a taken one is a change; the save that created it is not', () => {
    const later = new Date('2026-06-10T09:00:00Z');
    expect(medicineChangesOf([entry({ active: false, updatedAt: later })], [], '2026-01-01', '2026-12-31', 'UTC').map((c) => [c.day, c.change])).toEqual([['2026-03-01', 'started'], ['2026-06-10', 'stopped']]);
    expect(medicineChangesOf([entry({ updatedAt: later })], [], '2026-01-01', '2026-12-31', 'UTC').map((c) => [c.day, c.change, c.basis])).toEqual([['2026-03-01', 'started', 'added'], ['2026-06-10', 'changed', 'edited']]);
    // Only what falls inside the range.
    expect(medicineChangesOf([entry({ active: false, updatedAt: later })], [], '2026-04-01', '2026-12-31', 'UTC').map((c) => c.change)).toEqual(['stopped']);
  });
});

describe('medicine changes from the cabinet\'s change log', () => {
  const at = (iso: string) => new Date(iso);
  it('tells each logged add, stop, restart, edit and removal on its day — a removed entry too — and a given start date wins over the add', () => {
    const log = [
      { medicationName: 'metformin', change: 'started' as const, at: at('2026-03-01T08:00:00Z') },
      { medicationName: 'metformin', change: 'stopped' as const, at: at('2026-05-02T08:00:00Z') },
      { medicationName: 'metformin', change: 'resumed' as const, at: at('2026-05-20T08:00:00Z') },
      { medicationName: 'Biotin', change: 'started' as const, at: at('2026-04-01T08:00:00Z') },
      { medicationName: 'Biotin', change: 'removed' as const, at: at('2026-06-01T08:00:00Z') },
    ];
    const changes = medicineChangesOf([entry({ startDate: '2026-02-15', updatedAt: at('2026-05-20T08:00:00Z') })], log, '2026-01-01', '2026-12-31', 'UTC');
    expect(changes.map((c) => [c.day, c.medicine, c.change, c.basis])).toEqual([
      ['2026-02-15', 'metformin', 'started', 'start_date'],
      ['2026-04-01', 'Biotin', 'started', 'logged'],
      ['2026-05-02', 'metformin', 'stopped', 'logged'],
      ['2026-05-20', 'metformin', 'resumed', 'logged'],
      ['2026-06-01', 'Biotin', 'removed', 'logged'],
    ]);
  });
});

describe('the range of days', () => {
  it('defaults to the last 12 months up to today and refuses reversed or too-long ranges with field from', () => {
    expect(timelineRange({}, '2026-11-27')).toEqual({ from: '2025-11-27', to: '2026-11-27' });
    expect(timelineRange({ to: '2026-01-31' }, '2026-11-27')).toEqual({ from: '2025-01-31', to: '2026-01-31' });
    expect(timelineRange({ from: '2024-01-01', to: '2027-01-05' }, '2026-11-27')).toEqual({ from: '2024-01-01', to: '2027-01-05' });
    for (const q of [{ from: '2026-12-01' }, { from: '2023-01-01', to: '2026-01-06' }]) {
      expect(() => timelineRange(q, '2026-11-27')).toThrow(AppError);
      try {
        timelineRange(q, '2026-11-27');
      } catch (err) {
        expect((err as AppError).field).toBe('from');
      }
    }
  });
});
