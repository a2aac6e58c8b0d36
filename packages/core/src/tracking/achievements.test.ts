import { describe, expect, it } from 'vitest';
import { earnedAchievements, habitPhrase, nextMilestones, type AchievementInput } from './achievements';

const walk = { id: 'h1', name: 'Evening walk', bestStreak: 8, currentStreak: 5, unit: 'days' as const };
const base: AchievementInput = { habits: [walk], loggedDays: 8, goals: [] };

describe('achievements', () => {
  it('streak milestones up to the best streak, worded kindly', () => {
    const earned = earnedAchievements(base).filter((a) => a.kind === 'streak');
    expect(earned.map((a) => a.key)).toEqual(['habit-streak-3:h1', 'habit-streak-7:h1']);
    expect(earned[1]!.title).toBe('7 days of your evening walk');
  });
  it('weekly habits count weeks', () => {
    const [first] = earnedAchievements({ ...base, habits: [{ ...walk, name: 'Yoga', unit: 'weeks', bestStreak: 3 }] });
    expect(first!.title).toBe('3 weeks of your yoga');
  });
  it('consistency, first entry and goals', () => {
    const keys = earnedAchievements({ habits: [], loggedDays: 30, goals: [{ id: 'g1', title: 'Reach 70 kg', reached: true }, { id: 'g2', title: 'Sleep 8 hours', reached: false }] }).map((a) => a.key);
    expect(keys).toEqual(['logged-days-7', 'logged-days-30', 'first-log', 'goal-reached:g1']);
  });
  it('adherence only when given and enough days', () => {
    expect(earnedAchievements({ ...base, adherence: { percent: 95, days: 30 } }).filter((a) => a.kind === 'adherence').map((a) => a.key)).toEqual(['adherence-80-7', 'adherence-90-30']);
    expect(earnedAchievements({ ...base, adherence: { percent: 95, days: 5 } }).some((a) => a.kind === 'adherence')).toBe(false);
    expect(earnedAchievements(base).some((a) => a.kind === 'adherence')).toBe(false);
  });
  it('nothing earned for a new person', () => {
    expect(earnedAchievements({ habits: [], loggedDays: 0, goals: [] })).toEqual([]);
  });
  it('never uses loss wording', () => {
    const text = JSON.stringify([...earnedAchievements(base), ...nextMilestones(base)]);
    expect(text).not.toMatch(/broke|lost|miss|fail/i);
  });
  it('next milestones from the current streak, nearest first', () => {
    const next = nextMilestones(base);
    expect(next.map((n) => [n.key, n.progress])).toEqual([
      ['habit-streak-7:h1', '5 of 7 days'],
      ['logged-days-30', '8 of 30 days'],
    ]);
  });
  it('keeps names with a proper noun or acronym as written', () => {
    expect(habitPhrase('Read Dune')).toBe('your Read Dune');
    expect(habitPhrase('HIIT session')).toBe('your HIIT session');
    expect(habitPhrase('Stretching')).toBe('your stretching');
  });
});

describe('adherence input', () => {
  it('counts taken and late over days with doses; absent without any', async () => {
    const { adherenceFromDays } = await import('./achievements');
    expect(adherenceFromDays([{ scheduled: 2, taken: 1, late: 1 }, { scheduled: 0, taken: 0, late: 0 }, { scheduled: 2, taken: 1, late: 0 }])).toEqual({ percent: 75, days: 2 });
    expect(adherenceFromDays([{ scheduled: 0, taken: 0, late: 0 }])).toBeUndefined();
  });
});
