import { describe, expect, it } from 'vitest';
import { isLockScreenSafe } from '../reminders/reminder-text';
import { doseReminder, doseReminderTitle, refillReminder } from './dose-reminders';

const base = { times: ['20:00', '08:30'], weekdays: [], everyDays: 1, asNeeded: false, timeZone: 'Europe/Berlin', active: true, firstDate: '2026-11-20' };

describe('dose reminders', () => {
  it('names the part of the day, never a medicine, in a lock-screen-safe phrase', () => {
    expect(doseReminderTitle(['08:00'])).toBe('Time for your morning medicines');
    expect(doseReminderTitle(['19:00', '21:00'])).toBe('Time for your evening medicines');
    expect(doseReminderTitle(['22:30'])).toBe('Time for your night medicines');
    expect(doseReminderTitle(['08:00', '20:00'])).toBe('Time for your medicines');
    for (const t of [['08:00'], ['12:00'], ['15:00'], ['19:00'], ['23:00'], ['08:00', '20:00']]) expect(isLockScreenSafe(doseReminderTitle(t))).toBe(true);
    expect(isLockScreenSafe(refillReminder(base, true).title)).toBe(true);
  });

  it('asks for the schedule’s times, days and day interval; none for an as-needed medicine', () => {
    expect(doseReminder(base)).toEqual({ kind: 'dose', times: ['08:30', '20:00'], weekdays: [], timeZone: 'Europe/Berlin', title: 'Time for your medicines', active: true });
    expect(doseReminder({ ...base, weekdays: [4, 1] }).weekdays).toEqual(['MO', 'TH']);
    expect(doseReminder({ ...base, everyDays: 2 })).toMatchObject({ active: true, interval: { everyDays: 2, from: '2026-11-20' } });
    expect(doseReminder({ ...base, everyDays: 3, weekdays: [1] })).toMatchObject({ weekdays: ['MO'], interval: { everyDays: 3, from: '2026-11-20' } });
    expect(doseReminder({ ...base, asNeeded: true, times: [] }).active).toBe(false);
    expect(doseReminder({ ...base, active: false }).active).toBe(false);
    expect(refillReminder(base, false)).toMatchObject({ kind: 'refill', times: ['10:00'], active: false });
  });
});
