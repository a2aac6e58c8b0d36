import { describe, expect, it } from 'vitest';
import { doseReminders, doseReminderTitle, refillReminder } from './dose-reminders';

describe('dose reminders', () => {
  it('names the time of day, never a medicine', () => {
    expect(doseReminderTitle(['08:00'])).toBe('Time for your morning medicines');
    expect(doseReminderTitle(['19:00'])).toBe('Time for your evening medicines');
    expect(doseReminderTitle(['22:00'])).toBe('Time for your night-time medicines');
    expect(doseReminderTitle(['08:00', '20:00'])).toBe('Time for your medicines');
  });

  it('writes one rule per time on the schedule’s days', () => {
    const base = { times: ['20:00', '08:30'], weekdays: [], everyDays: 1, asNeeded: false, timeZone: 'Europe/Berlin', startDate: '2026-03-10' };
    expect(doseReminders(base).map((r) => r.rule)).toEqual([
      'DTSTART;TZID=Europe/Berlin:20260310T083000\nRRULE:FREQ=DAILY;INTERVAL=1;BYHOUR=8;BYMINUTE=30',
      'DTSTART;TZID=Europe/Berlin:20260310T200000\nRRULE:FREQ=DAILY;INTERVAL=1;BYHOUR=20;BYMINUTE=0',
    ]);
    expect(doseReminders({ ...base, times: ['08:00'], weekdays: [4, 1] })[0]!.rule).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TH;BYHOUR=8;BYMINUTE=0');
    expect(doseReminders({ ...base, everyDays: 2 })[0]!.rule).toContain('INTERVAL=2');
    expect(doseReminders({ ...base, asNeeded: true })).toEqual([]);
    expect(refillReminder(base)).toMatchObject({ kind: 'refill', title: 'Time to reorder your medicines' });
  });
});
