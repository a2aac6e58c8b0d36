import { describe, expect, it } from 'vitest';
import type { Pattern } from './patterns';
import { patternSummary } from './pattern-text';

const base: Pattern = {
  factor: 'activity:walk', outcome: 'mood', factorLabel: 'a walk', outcomeLabel: 'your mood', lag: 0, method: 'welch',
  effect: 0.6, unit: 'points', ci: [0.2, 1.0], p: 0.001, q: 0.01, n: 42, nWith: 20, nWithout: 22, meanWith: 3.9, meanWithout: 3.3,
  standardised: 0.6, strength: 'moderate', earlySignal: false, pairsTested: 12,
};

describe('patternSummary', () => {
  it('states the effect in the outcome units with its interval, days, strength and the caveat', () => {
    expect(patternSummary(base)).toBe('On days with a walk, your mood is 0.60 points higher (95 % CI 0.20 to 1.00), 42 days; moderate; correlation, not causation');
  });

  it('says "the day after" for lag 1, "lower" for a negative effect and marks an early signal', () => {
    const text = patternSummary({ ...base, lag: 1, effect: -1.2, ci: [-1.9, -0.5], n: 12, earlySignal: true, outcomeLabel: 'sleep', unit: 'hours' });
    expect(text).toBe('The day after a walk, sleep is 1.2 hours lower (95 % CI −1.9 to −0.5), 12 days; moderate; correlation, not causation; early signal');
  });

  it('words a rank correlation without units', () => {
    const text = patternSummary({ ...base, method: 'spearman', effect: -0.34, ci: [-0.55, -0.1], unit: 'ρ', strength: 'weak', factorLabel: 'stress', outcomeLabel: 'sleep quality' });
    expect(text).toBe('When stress is higher, sleep quality that day goes down (Spearman ρ −0.34, 95 % CI −0.55 to −0.10), 42 days; weak; correlation, not causation');
  });
});
