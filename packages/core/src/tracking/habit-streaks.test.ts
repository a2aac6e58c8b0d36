import { describe, expect, it } from 'vitest';
import { habitDays, habitStats, isDueOn, type StreakCheckin, type StreakHabit } from './habit-streaks';
import { addDays } from './calendar-days';

// 2026-11-27 is a Friday; its week runs Monday 23 – Sunday 29.
const today = '2026-11-27';
const daily = (o: Partial<StreakHabit> = {}): StreakHabit => ({ kind: 'check', target: null, schedule: { kind: 'daily' }, skipBudget: 2, pauses: [], startedOn: '2026-10-01', ...o });
const done = (...dates: string[]): StreakCheckin[] => dates.map((localDate) => ({ localDate, status: 'done', value: 1 }));
const skip = (...dates: string[]): StreakCheckin[] => dates.map((localDate) => ({ localDate, status: 'skipped', value: 0 }));
/** The n days ending at `end` (inclusive). */
const run = (end: string, n: number) => Array.from({ length: n }, (_, i) => addDays(end, -i));

describe('daily habits', () => {
  it('counts consecutive done days up to today', () => {
    expect(habitStats(daily(), done(...run(today, 5)), today)).toMatchObject({ currentStreak: 5, bestStreak: 5, unit: 'days', doneToday: true });
  });
  it('today not yet done does not break the streak', () => {
    expect(habitStats(daily(), done(...run('2026-11-26', 4)), today)).toMatchObject({ currentStreak: 4, doneToday: false });
  });
  it('a missed yesterday ends the current streak', () => {
    expect(habitStats(daily(), done(...run('2026-11-25', 4)), today).currentStreak).toBe(0);
  });
  it('keeps the best streak after a miss', () => {
    const checkins = [...done(...run('2026-11-20', 6)), ...done(...run(today, 2))];
    expect(habitStats(daily(), checkins, today)).toMatchObject({ currentStreak: 2, bestStreak: 6 });
  });
  it('a habit with no check-ins has no streak and a zero rate after its first day', () => {
    expect(habitStats(daily({ startedOn: '2026-11-25' }), [], today)).toMatchObject({ currentStreak: 0, bestStreak: 0, completionRate: 0 });
  });
  it('a habit created today has no counted days yet', () => {
    expect(habitStats(daily({ startedOn: today }), [], today).completionRate).toBeNull();
  });
  it('check-ins after today are ignored', () => {
    expect(habitStats(daily(), done('2026-11-28', '2026-11-29'), today).currentStreak).toBe(0);
  });
  it('a check-in before the creation day starts the habit there', () => {
    expect(habitStats(daily({ startedOn: today }), done('2026-11-25', '2026-11-26'), today).currentStreak).toBe(2);
  });
  it('completion rate over the last 30 days counts today only once done', () => {
    const s = habitStats(daily({ startedOn: '2026-11-18' }), done('2026-11-18', '2026-11-20', '2026-11-22', '2026-11-24', '2026-11-26'), today);
    // 18..26 = 9 counted days, 5 done; today is pending and not counted.
    expect(s.completionRate).toBeCloseTo(5 / 9);
  });
  it('completion rate over a chosen period', () => {
    const s = habitStats(daily(), done('2026-11-01', '2026-11-02'), today, { from: '2026-11-01', to: '2026-11-04' });
    expect(s.completionRate).toBe(0.5);
  });
});

describe('skips and pauses freeze', () => {
  it('a skip within the budget freezes the streak', () => {
    const checkins = [...done('2026-11-24', '2026-11-25'), ...skip('2026-11-26'), ...done(today)];
    expect(habitStats(daily(), checkins, today)).toMatchObject({ currentStreak: 3, skipsLeftThisMonth: 1 });
  });
  it('a skip beyond the month budget counts as a miss', () => {
    const checkins = [...done('2026-11-20'), ...skip('2026-11-21', '2026-11-22', '2026-11-23'), ...done('2026-11-24', '2026-11-25', '2026-11-26')];
    expect(habitStats(daily(), checkins, today)).toMatchObject({ currentStreak: 3, bestStreak: 3, skipsLeftThisMonth: 0 });
  });
  it('the budget is per calendar month', () => {
    const checkins = [...done('2026-10-29'), ...skip('2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'), ...done('2026-11-03')];
    expect(habitStats(daily(), checkins, '2026-11-03')).toMatchObject({ currentStreak: 2, skipsLeftThisMonth: 0 });
  });
  it('a zero budget makes every skip a miss', () => {
    expect(habitStats(daily({ skipBudget: 0 }), [...done('2026-11-25'), ...skip('2026-11-26')], today).currentStreak).toBe(0);
  });
  it('paused days freeze the streak', () => {
    const habit = daily({ pauses: [{ from: '2026-11-20', to: '2026-11-25' }] });
    expect(habitStats(habit, done('2026-11-18', '2026-11-19', '2026-11-26', today), today).currentStreak).toBe(4);
  });
  it('an open pause freezes up to today', () => {
    const habit = daily({ pauses: [{ from: '2026-11-22', to: null }] });
    expect(habitStats(habit, done('2026-11-20', '2026-11-21'), today)).toMatchObject({ currentStreak: 2, pausedToday: true });
  });
  it('a skip on a paused day does not use the budget', () => {
    const habit = daily({ pauses: [{ from: '2026-11-26', to: '2026-11-26' }] });
    expect(habitStats(habit, skip('2026-11-26'), today).skipsLeftThisMonth).toBe(2);
  });
  it('a day done during a pause still counts', () => {
    const habit = daily({ pauses: [{ from: '2026-11-25', to: null }] });
    expect(habitStats(habit, done('2026-11-24', '2026-11-26'), today).currentStreak).toBe(2);
  });
  it('skipped today freezes and shows as skipped', () => {
    expect(habitStats(daily(), [...done('2026-11-26'), ...skip(today)], today)).toMatchObject({ currentStreak: 1, skippedToday: true });
  });
});

describe('chosen weekdays', () => {
  const monWedFri = daily({ schedule: { kind: 'weekdays', days: [1, 3, 5] } });
  it('only scheduled days count; days off do not break', () => {
    expect(habitStats(monWedFri, done('2026-11-16', '2026-11-18', '2026-11-20', '2026-11-23', '2026-11-25', today), today).currentStreak).toBe(6);
  });
  it('a missed scheduled day breaks the streak', () => {
    expect(habitStats(monWedFri, done('2026-11-20', '2026-11-23', today), today).currentStreak).toBe(1);
  });
  it('a day off that is done still counts', () => {
    expect(habitStats(monWedFri, done('2026-11-24', '2026-11-25', '2026-11-26'), today).currentStreak).toBe(3);
  });
  it('the completion rate counts scheduled days only', () => {
    const s = habitStats(monWedFri, done('2026-11-23', '2026-11-24'), today, { from: '2026-11-23', to: '2026-11-26' });
    // Scheduled and counted: Mon 23 (done), Wed 25 (missed).
    expect(s.completionRate).toBe(0.5);
  });
  it('is not due on a day off', () => {
    expect(isDueOn(monWedFri, [], '2026-11-26')).toBe(false);
    expect(isDueOn(monWedFri, [], today)).toBe(true);
  });
});

describe('n times a week', () => {
  const thrice = daily({ schedule: { kind: 'times_per_week', times: 3 }, startedOn: '2026-11-02' });
  it('counts met weeks', () => {
    const checkins = done('2026-11-02', '2026-11-04', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-11', '2026-11-16', '2026-11-18', '2026-11-22');
    expect(habitStats(thrice, checkins, today)).toMatchObject({ unit: 'weeks', currentStreak: 3, bestStreak: 3 });
  });
  it('the current week does not break the streak before it ends', () => {
    const checkins = done('2026-11-16', '2026-11-18', '2026-11-20', '2026-11-24');
    expect(habitStats(thrice, checkins, today).currentStreak).toBe(1);
  });
  it('a past week under the count breaks the streak', () => {
    const checkins = done('2026-11-02', '2026-11-03', '2026-11-04', '2026-11-10', '2026-11-16', '2026-11-17', '2026-11-18');
    expect(habitStats(thrice, checkins, today)).toMatchObject({ currentStreak: 1, bestStreak: 1 });
  });
  it('the current week counts once met', () => {
    expect(habitStats(thrice, done('2026-11-23', '2026-11-24', '2026-11-25'), today).currentStreak).toBe(1);
  });
  it('the week the habit started only counts when met', () => {
    const lateStart = { ...thrice, startedOn: '2026-11-21' };
    expect(habitStats(lateStart, done('2026-11-23', '2026-11-24', '2026-11-25'), today)).toMatchObject({ currentStreak: 1, completionRate: 1 });
  });
  it('skips within budget lower the week\u2019s count', () => {
    const checkins = [...done('2026-11-16'), ...skip('2026-11-17', '2026-11-18')];
    expect(habitStats({ ...thrice, startedOn: '2026-11-16' }, checkins, today).currentStreak).toBe(1);
  });
  it('a fully paused week freezes', () => {
    const habit = { ...thrice, pauses: [{ from: '2026-11-09', to: '2026-11-15' }] };
    const checkins = done('2026-11-02', '2026-11-03', '2026-11-04', '2026-11-16', '2026-11-17', '2026-11-18');
    expect(habitStats(habit, checkins, today).currentStreak).toBe(2);
  });
  it('is due until the week\u2019s count is reached', () => {
    expect(isDueOn(thrice, done('2026-11-23', '2026-11-24'), today)).toBe(true);
    expect(isDueOn(thrice, done('2026-11-23', '2026-11-24', '2026-11-25'), today)).toBe(false);
  });
});

describe('measurable habits', () => {
  const water = daily({ kind: 'measurable', target: 8 });
  const glasses = (localDate: string, value: number): StreakCheckin => ({ localDate, status: 'done', value });
  it('a day is done when the value reaches the target', () => {
    expect(habitStats(water, [glasses('2026-11-25', 8), glasses('2026-11-26', 9)], today).currentStreak).toBe(2);
  });
  it('a past day below the target breaks the streak', () => {
    expect(habitStats(water, [glasses('2026-11-25', 8), glasses('2026-11-26', 5)], today).currentStreak).toBe(0);
  });
  it('today below the target is still pending', () => {
    const s = habitStats(water, [glasses('2026-11-26', 8), glasses(today, 3)], today);
    expect(s).toMatchObject({ currentStreak: 1, doneToday: false, todayValue: 3 });
    expect(isDueOn(water, [glasses(today, 3)], today)).toBe(true);
  });
  it('marks partial days in the history', () => {
    const days = habitDays(water, [glasses('2026-11-25', 4), glasses('2026-11-26', 8)], '2026-11-24', today, today);
    expect(days.map((d) => d.state)).toEqual(['missed', 'partial', 'done', 'pending']);
  });
});

describe('history and due today', () => {
  it('labels each day', () => {
    const habit = daily({ pauses: [{ from: '2026-11-22', to: '2026-11-22' }] });
    const days = habitDays(habit, [...done('2026-11-21'), ...skip('2026-11-23')], '2026-11-20', '2026-11-30', today);
    expect(days.map((d) => d.state)).toEqual(['missed', 'done', 'paused', 'skipped', 'missed', 'missed', 'missed', 'pending']);
  });
  it('is not due when done, skipped, paused or before the start', () => {
    expect(isDueOn(daily(), done(today), today)).toBe(false);
    expect(isDueOn(daily(), skip(today), today)).toBe(false);
    expect(isDueOn(daily({ pauses: [{ from: today, to: null }] }), [], today)).toBe(false);
    expect(isDueOn(daily({ startedOn: '2026-11-28' }), [], today)).toBe(false);
    expect(isDueOn(daily(), [], today)).toBe(true);
  });
});
