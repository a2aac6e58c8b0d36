import { describe, expect, it } from 'vitest';
import { describeRule, nextOccurrence, occurrencesBetween, ruleFromText, ruleFromTimes, RuleError } from './reminder-rule';

const now = new Date('2026-11-27T10:00:00Z');

describe('reminder rules (RFC 5545, TZID-aware)', () => {
  it('writes one RRULE per local time under one DTSTART;TZID', () => {
    expect(ruleFromTimes(['20:30', '08:00'], ['WE', 'MO'], 'Europe/Berlin', now)).toBe(
      'DTSTART;TZID=Europe/Berlin:20261127T000000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=8;BYMINUTE=0;BYSECOND=0\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=20;BYMINUTE=30;BYSECOND=0',
    );
    expect(ruleFromTimes(['09:00'], [], 'UTC', now)).toBe('DTSTART;TZID=UTC:20261127T000000\nRRULE:FREQ=DAILY;BYHOUR=9;BYMINUTE=0;BYSECOND=0');
  });

  it('fires at the local time in the zone, not the server’s', () => {
    const rule = ruleFromTimes(['08:00', '20:30'], ['MO', 'WE'], 'Europe/Berlin', now);
    expect(occurrencesBetween(rule, now, new Date('2026-12-03T00:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-30T07:00:00.000Z',
      '2026-11-30T19:30:00.000Z',
      '2026-12-02T07:00:00.000Z',
      '2026-12-02T19:30:00.000Z',
    ]);
    expect(nextOccurrence(rule, now)?.toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(nextOccurrence(rule, new Date('2026-11-30T07:00:00Z'))?.toISOString()).toBe('2026-11-30T19:30:00.000Z');
  });

  it('keeps 08:00 at 08:00 across a daylight-saving change', () => {
    const rule = ruleFromTimes(['08:00'], [], 'America/New_York', new Date('2027-03-12T12:00:00Z'));
    // New York moves to UTC−4 on 14 March 2027.
    expect(occurrencesBetween(rule, new Date('2027-03-12T12:00:00Z'), new Date('2027-03-15T23:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2027-03-12T13:00:00.000Z',
      '2027-03-13T13:00:00.000Z',
      '2027-03-14T12:00:00.000Z',
      '2027-03-15T12:00:00.000Z',
    ]);
  });

  it('reads times and weekdays back', () => {
    expect(describeRule(ruleFromTimes(['21:15', '07:00'], ['FR'], 'Asia/Tokyo', now))).toEqual({ times: ['07:00', '21:15'], weekdays: ['FR'], timeZone: 'Asia/Tokyo', everyDays: 1 });
  });

  it('repeats every n days from the first day, whatever day it is made on', () => {
    // Every other day from Friday 20 November in Berlin, made on the 27th (a dose day) and the 28th (not one).
    const rule = ruleFromTimes(['08:00'], [], 'Europe/Berlin', now, { everyDays: 2, from: '2026-11-20' });
    expect(rule).toBe('DTSTART;TZID=Europe/Berlin:20261120T000000\nRRULE:FREQ=DAILY;INTERVAL=2;BYHOUR=8;BYMINUTE=0;BYSECOND=0');
    expect(occurrencesBetween(rule, now, new Date('2026-12-04T00:00:00Z')).map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-11-28', '2026-11-30', '2026-12-02']);
    expect(nextOccurrence(rule, new Date('2026-11-28T07:00:00Z'))?.toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(describeRule(rule)).toEqual({ times: ['08:00'], weekdays: [], timeZone: 'Europe/Berlin', everyDays: 2, interval: { everyDays: 2, from: '2026-11-20' } });
    // Every third day, and only when that day is a Monday or a Thursday; across the March change in New York.
    const ny = ruleFromTimes(['21:00'], ['MO', 'TH'], 'America/New_York', now, { everyDays: 3, from: '2027-03-01' });
    expect(occurrencesBetween(ny, new Date('2027-03-01T00:00:00Z'), new Date('2027-03-31T00:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2027-03-02T02:00:00.000Z', // Mon 1 Mar, 21:00 EST
      '2027-03-05T02:00:00.000Z', // Thu 4 Mar (day 3)
      '2027-03-23T01:00:00.000Z', // Mon 22 Mar (day 21), 21:00 EDT after the change
      '2027-03-26T01:00:00.000Z', // Thu 25 Mar (day 24); Sun 7, Wed 10, … are every-third days on other weekdays
    ]);
    expect(() => ruleFromTimes(['08:00'], [], 'UTC', now, { everyDays: 2, from: 'soon' })).toThrow(RuleError);
  });

  it('accepts an RRULE and refuses rules that are invalid or too frequent', () => {
    const rule = ruleFromText('RRULE:FREQ=MONTHLY;BYMONTHDAY=1;BYHOUR=9;BYMINUTE=0', 'UTC', now);
    expect(nextOccurrence(rule, now)?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(() => ruleFromText('FREQ=MINUTELY', 'UTC', now)).toThrow(RuleError);
    expect(() => ruleFromText('FREQ=NEVER', 'UTC', now)).toThrow(RuleError);
    expect(() => ruleFromText('FREQ=DAILY\nRRULE:FREQ=DAILY', 'UTC', now)).toThrow(RuleError);
    expect(() => ruleFromText('', 'UTC', now)).toThrow(RuleError);
  });

  it('answers null once a rule has ended', () => {
    const rule = ruleFromText('FREQ=DAILY;COUNT=2;BYHOUR=9;BYMINUTE=0', 'UTC', now);
    expect(nextOccurrence(rule, new Date('2026-11-30T00:00:00Z'))).toBeNull();
  });
});
