/**
 * Patterns between what a person logs (W2-D, issue 14): every allowed factor → outcome pair at
 * lags 0 and +1 day is tested — a yes/no factor by Welch's t on the outcome's mean with vs without,
 * a numeric factor by Spearman's ρ — then Benjamini–Hochberg q-values are taken over all of them
 * and a pair is shown only when q < 0.1 and its effect passes a minimum a person would notice.
 * Pure: the caller passes the DailySeries and the window of days.
 */
import type { DailySeries } from './daily-series';
import { alignSeries, daysBetween, lastLoggedDay } from './day-grid';
import { PATTERN_RULES, mayPair, minimumDifference, strengthOfDifference, strengthOfRho, type Strength } from './pattern-rules';
import { benjaminiHochberg, fisherInterval, pearson, ranksWithin, sortedOrder, spearmanP, welch } from './statistics';

export type PatternMethod = 'welch' | 'spearman';

export interface Pattern {
  factor: string;
  outcome: string;
  factorLabel: string;
  outcomeLabel: string;
  /** 0: the factor and the outcome on the same day; 1: the outcome on the day after the factor. */
  lag: 0 | 1;
  method: PatternMethod;
  /** welch: mean outcome with − without, in `unit`; spearman: ρ (no unit). */
  effect: number;
  unit: string;
  ci: [number, number];
  p: number;
  q: number;
  /** Paired days (factor on d, outcome on d + lag both known). */
  n: number;
  /** Paired days with the factor present (value > 0) and absent (0); for a rating factor nWithout is usually 0. */
  nWith: number;
  nWithout: number;
  meanWith: number | null;
  meanWithout: number | null;
  /** Cohen's d for welch, ρ for spearman: what `strength` is read from. */
  standardised: number;
  strength: Strength;
  earlySignal: boolean;
  /** How many pairs the q-values were taken over. */
  pairsTested: number;
}

export interface PatternWindow {
  from: string;
  to: string;
}

interface Tested extends Omit<Pattern, 'q' | 'pairsTested'> {
  passesMinimum: boolean;
}

/** A series on the day grid with its sort order (for ranks). */
interface GridSeries {
  values: Float64Array;
  order: Int32Array;
}

/** The paired days: slot[i] is the pair's position for factor day i (−1 when not paired). */
function pairUp(factor: Float64Array, outcome: Float64Array, lag: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  const slot = new Int32Array(factor.length).fill(-1);
  for (let i = 0; i + lag < factor.length; i++) {
    const x = factor[i]!;
    const y = outcome[i + lag]!;
    if (!Number.isNaN(x) && !Number.isNaN(y)) {
      slot[i] = xs.length;
      xs.push(x);
      ys.push(y);
    }
  }
  return { xs, ys, slot };
}

function testPair(factor: DailySeries, outcome: DailySeries, fg: GridSeries, og: GridSeries, lag: 0 | 1): Tested | null {
  const { xs, ys, slot } = pairUp(fg.values, og.values, lag);
  const n = xs.length;
  const withValues: number[] = [];
  const withoutValues: number[] = [];
  for (let i = 0; i < n; i++) (xs[i]! > 0 ? withValues : withoutValues).push(ys[i]!);
  const base = { factor: factor.key, outcome: outcome.key, factorLabel: factor.label, outcomeLabel: outcome.label, lag, n, nWith: withValues.length, nWithout: withoutValues.length, earlySignal: n < PATTERN_RULES.earlySignalDays };
  if (factor.kind === 'binary') {
    if (withValues.length < PATTERN_RULES.minDaysEach || withoutValues.length < PATTERN_RULES.minDaysEach) return null;
    const result = welch(withValues, withoutValues);
    if (!result) return null;
    const passesMinimum = Math.abs(result.difference) >= minimumDifference(outcome) && Math.abs(result.standardised) >= PATTERN_RULES.minAbsStandardised;
    return {
      ...base, method: 'welch', effect: result.difference, unit: outcome.unit, ci: result.ci, p: result.p,
      meanWith: result.meanWith, meanWithout: result.meanWithout, standardised: result.standardised,
      strength: strengthOfDifference(result.standardised), passesMinimum,
    };
  }
  if (n < PATTERN_RULES.minPairedDaysNumeric) return null;
  // Spearman's ρ: Pearson's r of the averaged ranks within the paired days.
  const rho = pearson(ranksWithin(fg.values, fg.order, 0, slot, n), ranksWithin(og.values, og.order, lag, slot, n));
  if (Number.isNaN(rho)) return null;
  return {
    ...base, method: 'spearman', effect: rho, unit: 'ρ', ci: fisherInterval(rho, n), p: spearmanP(rho, n),
    meanWith: null, meanWithout: null, standardised: rho, strength: strengthOfRho(rho), passesMinimum: Math.abs(rho) >= PATTERN_RULES.minAbsRho,
  };
}

/**
 * At lag 0 a pair and its mirror are one association; test it once, with the yes/no series (or
 * the one that may only be a factor, or the first key) as the factor.
 */
function isMirrorAtLagZero(factor: DailySeries, outcome: DailySeries): boolean {
  if (!mayPair(outcome, factor, 0)) return false;
  const rank = (s: DailySeries) => (s.kind === 'binary' ? 0 : 1) * 2 + (s.role === 'factor' ? 0 : 1);
  return rank(outcome) < rank(factor) || (rank(outcome) === rank(factor) && outcome.key < factor.key);
}

/** A tested pair with its q-value and whether it is shown. */
export type TestedPair = Pattern & { shown: boolean };

/** Every tested pair with its q-value, shown or not (for tests and the method page's counts). */
export function testAllPairs(series: readonly DailySeries[], window: PatternWindow): TestedPair[] {
  const days = daysBetween(window.from, window.to);
  const last = lastLoggedDay(series, days);
  const grid = new Map<string, GridSeries>(series.map((s) => {
    const values = alignSeries(s, days, last);
    return [s.key, { values, order: sortedOrder(values) }];
  }));
  const tested: Tested[] = [];
  for (const factor of series) {
    for (const outcome of series) {
      for (const lag of PATTERN_RULES.lags) {
        if (!mayPair(factor, outcome, lag)) continue;
        if (lag === 0 && isMirrorAtLagZero(factor, outcome)) continue;
        const result = testPair(factor, outcome, grid.get(factor.key)!, grid.get(outcome.key)!, lag);
        if (result) tested.push(result);
      }
    }
  }
  const q = benjaminiHochberg(tested.map((t) => t.p));
  return tested.map(({ passesMinimum, ...t }, i) => ({ ...t, q: q[i]!, pairsTested: tested.length, shown: q[i]! < PATTERN_RULES.qThreshold && passesMinimum }));
}

/** The patterns to show: q below the threshold and an effect above the minimum, strongest evidence first. */
export function findPatterns(series: readonly DailySeries[], window: PatternWindow): Pattern[] {
  return testAllPairs(series, window)
    .filter((t) => t.shown)
    .map(({ shown: _shown, ...pattern }) => pattern)
    .sort((a, b) => a.q - b.q || Math.abs(b.standardised) - Math.abs(a.standardised));
}
