import { describe, expect, it } from 'vitest';
import {
  lifestyleScore,
  lifestyleStatus,
  lifestyleSummary,
  showsLifestyleScore,
  sleepGuidance,
  sleepPoints,
  stressPoints,
} from './lifestyle-score';

// With nothing answered: sleep defaults to 8 h (25) and stress to 5 (20 − 8 = 12) → 37.
const base = 37;

describe('lifestyleScore', () => {
  it('P2-SCORE-13 is out of 100: the best answers score exactly 100', () => {
    expect(
      lifestyleScore({ exerciseFrequency: 'daily', sleepHours: 8, stressLevel: 1, smokingStatus: 'never', alcoholConsumption: 'none' }),
    ).toBe(100);
    expect(
      lifestyleScore({ exerciseFrequency: 'none', sleepHours: 3, stressLevel: 10, smokingStatus: 'regular', alcoholConsumption: 'daily' }),
    ).toBe(7);
  });

  it('P2-SCORE-14 exercise points: daily 30, 5-6-times 25, 3-4-times 20, 1-2-times 10, none 0', () => {
    expect(lifestyleScore({ exerciseFrequency: 'daily' }) - base).toBe(30);
    expect(lifestyleScore({ exerciseFrequency: '5-6-times' }) - base).toBe(25);
    expect(lifestyleScore({ exerciseFrequency: '3-4-times' }) - base).toBe(20);
    expect(lifestyleScore({ exerciseFrequency: '1-2-times' }) - base).toBe(10);
    expect(lifestyleScore({ exerciseFrequency: 'none' }) - base).toBe(0);
  });

  it('P2-SCORE-15 sleep points: 7–9 hours 25, 6–10 hours 15, otherwise 5; default 8 hours', () => {
    expect([7, 8, 9].map(sleepPoints)).toEqual([25, 25, 25]);
    expect([6, 6.5, 9.5, 10].map(sleepPoints)).toEqual([15, 15, 15, 15]);
    expect([3, 5.5, 10.5, 12].map(sleepPoints)).toEqual([5, 5, 5, 5]);
    expect(lifestyleScore({})).toBe(lifestyleScore({ sleepHours: 8 }));
  });

  it('P2-SCORE-16 stress points: max(0, 20 − 2 × (stress − 1)); default stress 5', () => {
    expect(stressPoints(1)).toBe(20);
    expect(stressPoints(5)).toBe(12);
    expect(stressPoints(10)).toBe(2);
    expect(stressPoints(12)).toBe(0);
    expect(lifestyleScore({})).toBe(lifestyleScore({ stressLevel: 5 }));
  });

  it('P2-SCORE-17 smoking points: never 15, former 10, occasional 5, regular 0', () => {
    expect(['never', 'former', 'occasional', 'regular'].map((s) => lifestyleScore({ smokingStatus: s }) - base)).toEqual([15, 10, 5, 0]);
  });

  it('P2-SCORE-18 alcohol points: none 10, rarely 8, occasionally 6, weekly 4, daily 0', () => {
    expect(['none', 'rarely', 'occasionally', 'weekly', 'daily'].map((a) => lifestyleScore({ alcoholConsumption: a }) - base)).toEqual([
      10, 8, 6, 4, 0,
    ]);
  });

  it('P2-SCORE-13 is rounded', () => {
    // stress 4.25 → 20 − 6.5 = 13.5; 25 + 13.5 = 38.5 → 39
    expect(lifestyleScore({ stressLevel: 4.25 })).toBe(39);
    expect(Number.isInteger(lifestyleScore({ stressLevel: 4.25 }))).toBe(true);
  });
});

describe('lifestyleStatus', () => {
  it('P2-SCORE-19 good at 70 or more, moderate at 50 or more, otherwise needs-attention', () => {
    expect(lifestyleStatus(70)).toBe('good');
    expect(lifestyleStatus(69)).toBe('moderate');
    expect(lifestyleStatus(50)).toBe('moderate');
    expect(lifestyleStatus(49)).toBe('needs-attention');
  });
});

describe('showsLifestyleScore', () => {
  it('P2-SCORE-20 shown when exercise, sleep or stress is set', () => {
    expect(showsLifestyleScore({})).toBe(false);
    expect(showsLifestyleScore({ smokingStatus: 'never', alcoholConsumption: 'none' })).toBe(false);
    expect(showsLifestyleScore({ exerciseFrequency: 'none' })).toBe(true);
    expect(showsLifestyleScore({ sleepHours: 7 })).toBe(true);
    expect(showsLifestyleScore({ stressLevel: 3 })).toBe(true);
    expect(lifestyleSummary(null)).toBeNull();
    expect(lifestyleSummary({ exerciseFrequency: '3-4-times', sleepHours: 7, stressLevel: 3, smokingStatus: 'never', alcoholConsumption: 'rarely' })).toEqual({
      score: 84,
      status: 'good',
    });
  });

  it("P2-SCORE-21 sleep guidance reads '7-9h recommended'", () => {
    expect(sleepGuidance).toBe('7-9h recommended');
  });
});
