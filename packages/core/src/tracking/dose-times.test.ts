import { describe, expect, it } from 'vitest';
import { parseDoseTimes, spreadTimes } from './dose-times';

type Case = [string | null, Partial<ReturnType<typeof parseDoseTimes>>];

const daily = (times: string[]) => ({ times, weekdays: [], everyDays: 1, asNeeded: false, guessed: false });

const cases: Case[] = [
  ['once daily', daily(['08:00'])],
  ['Once a day', daily(['08:00'])],
  ['daily', daily(['08:00'])],
  ['every day', daily(['08:00'])],
  ['OD', daily(['08:00'])],
  ['qd', daily(['08:00'])],
  ['1x daily', daily(['08:00'])],
  ['twice a day', daily(['08:00', '20:00'])],
  ['twice daily', daily(['08:00', '20:00'])],
  ['BID', daily(['08:00', '20:00'])],
  ['b.i.d.', daily(['08:00', '20:00'])],
  ['2x daily', daily(['08:00', '20:00'])],
  ['2 times a day', daily(['08:00', '20:00'])],
  ['two times per day', daily(['08:00', '20:00'])],
  ['1 tablet twice daily', daily(['08:00', '20:00'])],
  ['take one tablet twice a day', daily(['08:00', '20:00'])],
  ['TID', daily(['08:00', '14:00', '20:00'])],
  ['three times daily', daily(['08:00', '14:00', '20:00'])],
  ['3x a day', daily(['08:00', '14:00', '20:00'])],
  ['QID', daily(['08:00', '12:00', '16:00', '20:00'])],
  ['four times a day', daily(['08:00', '12:00', '16:00', '20:00'])],
  ['5x daily', daily(spreadTimes(5))],
  ['every 8 hours', daily(['06:00', '14:00', '22:00'])],
  ['q8h', daily(['06:00', '14:00', '22:00'])],
  ['q12h', daily(['08:00', '20:00'])],
  ['Q 12 H', daily(['08:00', '20:00'])],
  ['every 12 hrs', daily(['08:00', '20:00'])],
  ['every 6 hours', daily(['00:00', '06:00', '12:00', '18:00'])],
  ['every 4 hours', daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'])],
  ['every 24 hours', daily(['08:00'])],
  ['at bedtime', daily(['22:00'])],
  ['nightly', daily(['22:00'])],
  ['once daily at night', daily(['22:00'])],
  ['QHS', daily(['22:00'])],
  ['in the morning', daily(['08:00'])],
  ['every morning', daily(['08:00'])],
  ['once daily in the evening', daily(['18:00'])],
  ['with breakfast and dinner', daily(['08:00', '18:00'])],
  ['twice daily with breakfast and dinner', daily(['08:00', '18:00'])],
  ['morning and night', daily(['08:00', '22:00'])],
  ['with breakfast, lunch and dinner', daily(['08:00', '12:30', '18:00'])],
  ['three times a day with meals', daily(['08:00', '12:30', '18:00'])],
  ['twice daily with food', daily(['08:00', '20:00'])],
  ['at 9am and 9pm', daily(['09:00', '21:00'])],
  ['daily at 07:30', daily(['07:30'])],
  ['at 10 p.m.', daily(['22:00'])],
  ['weekly on Monday', { times: ['08:00'], weekdays: [1], everyDays: 1, asNeeded: false, guessed: false }],
  ['every Sunday', { times: ['08:00'], weekdays: [0], guessed: false }],
  ['Mon, Wed, Fri', { times: ['08:00'], weekdays: [1, 3, 5], guessed: false }],
  ['Tuesdays and Thursdays in the evening', { times: ['18:00'], weekdays: [2, 4], guessed: false }],
  ['once a week', { times: ['08:00'], weekdays: [1], guessed: true }],
  ['weekly', { times: ['08:00'], weekdays: [1], guessed: true }],
  ['twice weekly', { weekdays: [1, 4], guessed: true }],
  ['3 times a week', { weekdays: [1, 3, 5], guessed: true }],
  ['every other day', { times: ['08:00'], weekdays: [], everyDays: 2, guessed: false }],
  ['on alternate days', { everyDays: 2 }],
  ['QOD', { everyDays: 2 }],
  ['every 3 days', { everyDays: 3, times: ['08:00'] }],
  ['every 48 hours', { everyDays: 2, times: ['08:00'] }],
  ['every other day at bedtime', { everyDays: 2, times: ['22:00'] }],
  ['as needed', { times: [], asNeeded: true, guessed: false }],
  ['PRN', { times: [], asNeeded: true }],
  ['p.r.n.', { times: [], asNeeded: true }],
  ['every 6 hours as needed for pain', { times: [], asNeeded: true }],
  ['when needed', { times: [], asNeeded: true }],
  ['once a month', { times: [], asNeeded: true, guessed: true }],
  ['twice daily for 2 weeks', daily(['08:00', '20:00'])],
  ['', { times: ['08:00'], guessed: true }],
  [null, { times: ['08:00'], guessed: true }],
  ['as directed by your doctor', { times: ['08:00'], guessed: true }],
  ['sometimes', { times: ['08:00'], guessed: true }],
];

describe('parseDoseTimes', () => {
  it.each(cases)('%j', (text, expected) => {
    expect(parseDoseTimes(text)).toMatchObject(expected);
  });

  it('has at least 40 varied cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it('says when it guessed, naming what it could not read', () => {
    const g = parseDoseTimes('as directed by your doctor');
    expect(g.explanation).toMatch(/could not read "as directed by your doctor".*guess/);
    expect(parseDoseTimes('twice a day').explanation).toBe('Twice a day: 08:00, 20:00.');
  });

  it('spreads more doses over the waking day, never past 22:00', () => {
    expect(spreadTimes(6)).toEqual(['08:00', '10:48', '13:36', '16:24', '19:12', '22:00']);
    for (const n of [5, 7, 8, 12]) expect(spreadTimes(n).every((t) => t >= '08:00' && t <= '22:00')).toBe(true);
  });
});
