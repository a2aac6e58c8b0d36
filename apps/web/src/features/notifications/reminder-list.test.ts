import { describe, expect, it } from 'vitest';
import { describeSchedule, parseTimes } from './reminder-list';

describe('reminder list helpers', () => {
  it('reads the times a person types', () => {
    expect(parseTimes(' 08:00, 20:30 ')).toEqual(['08:00', '20:30']);
    expect(parseTimes('07:00 21:15,')).toEqual(['07:00', '21:15']);
    expect(parseTimes('')).toEqual([]);
  });

  it('says when a reminder comes, in its zone', () => {
    expect(describeSchedule({ times: ['08:00'], weekdays: [], timeZone: 'America/New_York' })).toBe('Every day at 08:00 (America/New York)');
    expect(describeSchedule({ times: ['09:00', '21:00'], weekdays: ['MO', 'FR'], timeZone: 'UTC' })).toBe('Mon, Fri at 09:00, 21:00 (UTC)');
    expect(describeSchedule({ times: [], weekdays: [], timeZone: 'UTC' })).toBe('Every day (UTC)');
    expect(describeSchedule({ times: ['22:00'], weekdays: [], timeZone: 'UTC', everyDays: 2 })).toBe('Every other day at 22:00 (UTC)');
    expect(describeSchedule({ times: ['08:00'], weekdays: ['MO'], timeZone: 'UTC', everyDays: 3 })).toBe('Every 3 days, on Mon at 08:00 (UTC)');
  });
});
