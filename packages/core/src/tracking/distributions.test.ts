import { describe, expect, it } from 'vitest';
import { normalQuantile, tCdf, tQuantile, tTwoSidedP } from './distributions';

// Reference values: SciPy 1.17 scipy.stats.t.cdf / t.ppf.
describe('Student t distribution', () => {
  it.each([
    [0.5, 3, 0.6742760175759245],
    [2.0, 10, 0.9633059826146299],
    [-1.3, 7.5, 0.11606338940780439],
    [3.1, 58.2, 0.9985096681764156],
    [0, 4, 0.5],
    [1.96, 1000, 0.9748634075221256],
    [4.5, 2, 0.976999046002862],
  ])('cdf(%d; df %d) = %d', (t, df, expected) => {
    expect(tCdf(t, df)).toBeCloseTo(expected, 10);
  });

  it.each([
    [0.975, 3, 3.1824463052837078],
    [0.975, 10, 2.228138851986274],
    [0.975, 7.5, 2.333039626864974],
    [0.975, 58.2, 2.0015710369502075],
    [0.95, 1, 6.313751514675037],
    [0.025, 20, -2.0859634472658652],
    [0.999, 2.5, 13.82219311086596],
  ])('quantile(%d; df %d) = %d', (p, df, expected) => {
    expect(tQuantile(p, df)).toBeCloseTo(expected, 8);
  });

  it('two-sided p is twice the tail and symmetric', () => {
    expect(tTwoSidedP(2.0, 10)).toBeCloseTo(2 * (1 - 0.9633059826146299), 10);
    expect(tTwoSidedP(-2.0, 10)).toBeCloseTo(tTwoSidedP(2.0, 10), 12);
    expect(tTwoSidedP(0, 5)).toBe(1);
  });
});

describe('normal quantile', () => {
  it.each([
    [0.975, 1.959963984540054],
    [0.5, 0],
    [0.01, -2.3263478740408408],
    [1e-10, -6.361340902404056],
  ])('Φ⁻¹(%d) = %d (SciPy norm.ppf)', (p, expected) => {
    expect(normalQuantile(p)).toBeCloseTo(expected, 12);
  });
});
