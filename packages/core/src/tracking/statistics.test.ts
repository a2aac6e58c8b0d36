import { describe, expect, it } from 'vitest';
import { averageRanks, benjaminiHochberg, fisherInterval, ranksWithin, sortedOrder, spearman, spearmanP, welch } from './statistics';

describe('averageRanks', () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });
});

describe('Spearman ρ', () => {
  it('matches the hand-computed 1 − 6Σd²/(n(n²−1)) without ties', () => {
    // ranks of y: 1,3,2,5,4 → Σd² = 4 → ρ = 1 − 24/120 = 0.8
    expect(spearman([10, 20, 30, 40, 50], [1, 3, 2, 5, 4])).toBeCloseTo(0.8, 12);
  });

  it('averages ties (hand-computed ranks; SciPy spearmanr agrees: 0.9007775105401477, p 0.0022640090646742616)', () => {
    // x ranks 1, 2.5, 2.5, 4, 6, 6, 6, 8; y ranks 2, 1, 3.5, 3.5, 6, 5, 7.5, 7.5 → Pearson of the ranks
    const x = [1, 2, 2, 3, 4, 4, 4, 5];
    const y = [2, 1, 3, 3, 5, 4, 6, 6];
    expect(spearman(x, y)).toBeCloseTo(0.9007775105401477, 12);
    expect(spearmanP(spearman(x, y), 8)).toBeCloseTo(0.0022640090646742616, 10);
  });

  it('is NaN when a side does not vary, and ±1 for monotone data', () => {
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(spearman([1, 2, 3, 4], [1, 4, 9, 16])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [8, 4, 2, 1])).toBeCloseTo(-1, 12);
  });
});

describe('Fisher-z interval of ρ', () => {
  it('matches tanh(atanh ρ ± 1.959964·√(1.06/(n−3))) computed with SciPy', () => {
    const [lo, hi] = fisherInterval(0.5, 30);
    expect(lo).toBeCloseTo(0.1595840735100495, 10);
    expect(hi).toBeCloseTo(0.7341417973316955, 10);
  });

  it('is asymmetric around ρ and stays inside (−1, 1)', () => {
    const [lo, hi] = fisherInterval(0.95, 12);
    expect(hi).toBeLessThan(1);
    expect(0.95 - lo).toBeGreaterThan(hi - 0.95);
  });
});

describe('Welch t', () => {
  it('matches SciPy ttest_ind(equal_var=False) with its confidence interval', () => {
    const result = welch([7.1, 6.4, 5.9, 6.8, 7.3, 6.0], [7.9, 8.1, 7.4, 8.6, 7.7, 8.0, 8.3])!;
    expect(result.t).toBeCloseTo(-5.088295842593562, 10);
    expect(result.df).toBeCloseTo(8.602442439135745, 10);
    expect(result.p).toBeCloseTo(0.0007540233724286164, 12);
    expect(result.ci[0]).toBeCloseTo(-2.0509540363138017, 9);
    expect(result.ci[1]).toBeCloseTo(-0.7823792970195322, 9);
  });

  it('has no answer for a group of one day or two constant groups', () => {
    expect(welch([1], [1, 2, 3])).toBeNull();
    expect(welch([2, 2, 2], [2, 2, 2])).toBeNull();
  });
});

describe('Benjamini–Hochberg', () => {
  it('reproduces the worked example of Benjamini & Hochberg (1995), 15 p-values (SciPy false_discovery_control)', () => {
    const p = [0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719, 0.6528, 0.759, 1.0];
    const expected = [0.0015, 0.003, 0.0095, 0.035625, 0.0603, 0.06385714285714286, 0.06385714285714286, 0.0645, 0.0765, 0.486, 0.5811818181818181, 0.7148749999999999, 0.7532307692307693, 0.8132142857142857, 1.0];
    benjaminiHochberg(p).forEach((q, i) => expect(q).toBeCloseTo(expected[i]!, 12));
    // At FDR 0.05 the paper rejects the four smallest.
    expect(benjaminiHochberg(p).filter((q) => q <= 0.05)).toHaveLength(4);
  });

  it('answers in the input order', () => {
    expect(benjaminiHochberg([0.04, 0.01, 0.03])).toEqual([0.04, 0.03, 0.04]);
  });
});

describe('ranks within paired days', () => {
  it('match averageRanks of the subset, ties included', () => {
    const values = Float64Array.from([3, NaN, 1, 3, 2, 3, NaN, 1]);
    const slot = Int32Array.from([0, -1, -1, 1, 2, 3, -1, 4]);
    expect([...ranksWithin(values, sortedOrder(values), 0, slot, 5)]).toEqual(averageRanks([3, 3, 2, 3, 1]));
    // Shifted by a day: pair k of day i takes day i + 1's value (days 1, 2, 3, 4, 6 → values 1, 3, 2, 3, 1).
    const shiftedSlot = Int32Array.from([-1, 0, 1, 2, 3, -1, 4, -1]);
    expect([...ranksWithin(values, sortedOrder(values), 1, shiftedSlot, 5)]).toEqual(averageRanks([1, 3, 2, 3, 1]));
  });
});
