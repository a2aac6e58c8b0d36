import { describe, expect, it } from 'vitest';
import { goalProgress } from './goal-progress';
import { convertUnit, rangeProblem } from './measurement-metrics';

const r = (localDate: string, value: number) => ({ localDate, value });

describe('goal progress', () => {
  it('a weight-loss goal halfway there, moving towards it', () => {
    const p = goalProgress({ target: 70, direction: 'decrease', startValue: 80 }, [r('2026-11-01', 79), r('2026-11-08', 77), r('2026-11-15', 75)]);
    expect(p).toMatchObject({ start: 80, latest: 75, latestDate: '2026-11-15', percent: 50, reached: false, trend: 'toward' });
  });
  it('starts from the first reading when no start value was set', () => {
    expect(goalProgress({ target: 10000, direction: 'increase', startValue: null }, [r('2026-11-02', 6000), r('2026-11-01', 4000)])).toMatchObject({ start: 4000, latest: 6000, percent: 33 });
  });
  it('is reached at or past the target, capped at 100%', () => {
    expect(goalProgress({ target: 70, direction: 'decrease', startValue: 80 }, [r('2026-11-01', 69)])).toMatchObject({ percent: 100, reached: true });
  });
  it('moving the wrong way is 0%, trend away', () => {
    expect(goalProgress({ target: 70, direction: 'decrease', startValue: 80 }, [r('2026-11-01', 81), r('2026-11-05', 83)])).toMatchObject({ percent: 0, trend: 'away' });
  });
  it('holding steady', () => {
    expect(goalProgress({ target: 70, direction: 'decrease', startValue: 80 }, [r('2026-11-01', 75), r('2026-11-05', 75.05)]).trend).toBe('steady');
  });
  it('a reach goal (sleep 8 hours) from both sides', () => {
    expect(goalProgress({ target: 8, direction: 'reach', startValue: 6 }, [r('2026-11-01', 7)])).toMatchObject({ percent: 50, reached: false });
    expect(goalProgress({ target: 8, direction: 'reach', startValue: 6 }, [r('2026-11-01', 8)])).toMatchObject({ percent: 100, reached: true });
  });
  it('one reading has no trend; no readings no progress', () => {
    expect(goalProgress({ target: 8, direction: 'increase', startValue: 6 }, [r('2026-11-01', 7)]).trend).toBeNull();
    expect(goalProgress({ target: 8, direction: 'increase', startValue: 6 }, [])).toMatchObject({ latest: null, percent: null, reached: false });
  });
  it('a goal without a number has no percent', () => {
    expect(goalProgress({ target: null, direction: null, startValue: null }, [r('2026-11-01', 7)]).percent).toBeNull();
  });
});

describe('measurement ranges', () => {
  it('checks weight in kg and lbs', () => {
    expect(rangeProblem('weight', 19, 'kg')).toBe('Weight must be between 20 and 400 kg.');
    expect(rangeProblem('weight', 70, 'kg')).toBeNull();
    expect(rangeProblem('weight', 850, 'lbs')).toBeNull();
    expect(rangeProblem('weight', 900, 'lbs')).toBe('Weight must be between 45 and 881 lbs.');
  });
  it('checks blood pressure, steps and sleep', () => {
    expect(rangeProblem('bp_systolic', 270, 'mmHg')).toBe('Blood pressure (systolic) must be between 50 and 260 mmHg.');
    expect(rangeProblem('bp_diastolic', 29, 'mmHg')).not.toBeNull();
    expect(rangeProblem('steps', 100_001, 'steps')).toBe('Steps must be between 0 and 100,000.');
    expect(rangeProblem('sleep_hours', 25, 'hours')).not.toBeNull();
  });
  it('converts between kg and lbs', () => {
    expect(convertUnit(100, 'kg', 'lbs')).toBeCloseTo(220.46, 2);
    expect(convertUnit(220.46, 'lbs', 'kg')).toBeCloseTo(100, 2);
    expect(convertUnit(5, 'hours', 'hours')).toBe(5);
  });
});
