import { describe, expect, it } from 'vitest';
import { checkDay, checkEntryDate, isCalendarDate } from './local-date';

const now = new Date('2026-03-14T12:00:00Z');

describe('local dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });

  it('refuses the future, 1899 and impossible dates', () => {
    expect(checkDay('2026-03-14', now, 'UTC')).toBeNull();
    expect(checkDay('2026-03-15', now, 'UTC')?.field).toBe('localDate');
    // Already the 15th in Auckland at noon UTC.
    expect(checkDay('2026-03-15', now, 'Pacific/Auckland')).toBeNull();
    // Before the zone is known, the latest today on earth counts.
    expect(checkDay('2026-03-15', now, null)).toBeNull();
    expect(checkDay('2026-03-16', now, null)?.message).toMatch(/future/);
    expect(checkDay('1899-12-31', now, 'UTC')?.message).toMatch(/1900/);
    expect(checkDay('1900-01-01', now, 'UTC')).toBeNull();
  });

  it('keeps an entry’s day within 14 hours of its instant', () => {
    expect(checkEntryDate({ recordedAt: '2026-03-13T23:00:00Z', localDate: '2026-03-14' }, now, 'Europe/Berlin')).toBeNull();
    expect(checkEntryDate({ recordedAt: '2026-03-10T12:00:00Z', localDate: '2026-03-12' }, now, 'UTC')?.field).toBe('localDate');
    expect(checkEntryDate({ recordedAt: '2026-03-14T13:00:00Z', localDate: '2026-03-14' }, now, 'UTC')?.field).toBe('recordedAt');
    expect(checkEntryDate({ recordedAt: '1899-06-01T12:00:00Z', localDate: '1899-06-01' }, now, 'UTC')?.field).toBe('localDate');
  });
});
