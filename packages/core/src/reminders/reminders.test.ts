import { describe, expect, it } from 'vitest';
import { deliverableAt, isInQuietHours } from './quiet-hours';
import { defaultReminderTitle, isLockScreenSafe, lockScreenPhrases, lockScreenTitle, partOfDay, reminderEmailText } from './reminder-text';

describe('quiet hours', () => {
  const night = { startMinute: 22 * 60, endMinute: 7 * 60 };
  it('crosses midnight', () => {
    expect(isInQuietHours(23 * 60, night)).toBe(true);
    expect(isInQuietHours(6 * 60 + 59, night)).toBe(true);
    expect(isInQuietHours(7 * 60, night)).toBe(false);
    expect(isInQuietHours(12 * 60, { startMinute: 12 * 60, endMinute: 12 * 60 })).toBe(false);
  });

  it('delays a reminder inside them to their end, in the person’s zone', () => {
    // 23:15 in Berlin on 27 Nov → 07:00 Berlin on 28 Nov = 06:00 UTC.
    expect(deliverableAt(new Date('2026-11-27T22:15:00Z'), night, 'Europe/Berlin').toISOString()).toBe('2026-11-28T06:00:00.000Z');
    // 05:00 in Berlin → 07:00 the same day.
    expect(deliverableAt(new Date('2026-11-28T04:00:00Z'), night, 'Europe/Berlin').toISOString()).toBe('2026-11-28T06:00:00.000Z');
    const noon = new Date('2026-11-28T11:00:00Z');
    expect(deliverableAt(noon, night, 'Europe/Berlin')).toBe(noon);
    expect(deliverableAt(noon, null, 'Europe/Berlin')).toBe(noon);
    // Quiet hours within a day (13:00–15:00).
    expect(deliverableAt(new Date('2026-11-28T13:30:00Z'), { startMinute: 780, endMinute: 900 }, 'UTC').toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });
});

describe('lock-screen text', () => {
  it('names the part of the day, never a medicine', () => {
    expect(partOfDay(8 * 60)).toBe('morning');
    expect(partOfDay(20 * 60)).toBe('evening');
    expect(partOfDay(2 * 60)).toBe('night');
    expect(defaultReminderTitle('dose', 20 * 60)).toBe('Time for your evening medicines');
    expect(defaultReminderTitle('daily-log', 20 * 60)).toBe('Time to check in');
  });

  it('replaces any title that is not a safe phrase', () => {
    for (const unsafe of ['Take your warfarin 5 mg', 'Time for your metformin', 'Migraine check', 'Time for your evening medicines (sertraline)', '']) {
      expect(isLockScreenSafe(unsafe)).toBe(false);
      expect(lockScreenTitle('dose', 8 * 60, unsafe)).toBe('Time for your morning medicines');
    }
    expect(lockScreenTitle('dose', 8 * 60, 'Time for your evening medicines')).toBe('Time for your evening medicines');
    expect(lockScreenTitle('habit', null, 'Time to check in')).toBe('Time to check in');
  });

  it('every phrase is free of health words', () => {
    for (const phrase of lockScreenPhrases) expect(phrase).not.toMatch(/mg|pill|tablet|pain|symptom|dose of|diabet|depress|anxiety|\d/i);
    const mail = reminderEmailText('Time to check in', 'https://app.example', 'daily-log');
    expect(mail).toBe('Time to check in.\n\nOpen Thrivewell: https://app.example/log\n\nYou can change or turn off reminders on your account page: https://app.example/account#reminders\n');
  });
});
