/**
 * The tests behind patterns (W2-D, issue 14 "Patterns that a statistician would sign"): Spearman's
 * ρ with averaged ranks for ties and a Fisher-z interval, Welch's two-sample t for a yes/no factor,
 * and Benjamini–Hochberg q-values over every pair tested for one person. Pure, no I/O.
 */
import { normalQuantile, tQuantile, tTwoSidedP } from './distributions';

/** Ranks 1..n, ties given the mean of the ranks they span (so 10, 20, 20, 30 → 1, 2.5, 2.5, 4). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1]!] === values[order[start]!]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!] = rank;
    start = end + 1;
  }
  return ranks;
}

/**
 * The indices of the known (non-NaN) values sorted by value: computed once per series so that
 * ranking any subset of its days is a linear walk, not a sort (patterns rank each series against
 * dozens of others).
 */
export function sortedOrder(values: Float64Array): Int32Array {
  const known: number[] = [];
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) known.push(i);
  known.sort((a, b) => values[a]! - values[b]!);
  return Int32Array.from(known);
}

/**
 * Averaged ranks of the days in `include` (by grid index, after `shift`), walking a series'
 * sorted order: ranks[k] belongs to the k-th included day in grid order of `slot`.
 */
export function ranksWithin(values: Float64Array, order: Int32Array, shift: number, slot: Int32Array, count: number): Float64Array {
  const ranks = new Float64Array(count);
  const picked: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const day = order[k]! - shift;
    if (day >= 0 && day < slot.length && slot[day]! >= 0) picked.push(day);
  }
  for (let start = 0; start < picked.length; ) {
    let end = start;
    const value = values[picked[start]! + shift];
    while (end + 1 < picked.length && values[picked[end + 1]! + shift] === value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[slot[picked[k]!]!] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson's r; NaN when either side does not vary. */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's ρ: Pearson's r of the averaged ranks (exact with ties, unlike 1 − 6Σd²/(n(n²−1))). */
export const spearman = (x: readonly number[], y: readonly number[]): number => pearson(averageRanks(x), averageRanks(y));

/**
 * The 95 % (or `level`) interval of Spearman's ρ through Fisher's z. The standard error is
 * √(1.06 / (n − 3)) (Fieller, Hartley & Pearson 1957): ranks make ρ's z slightly more variable than
 * Pearson's 1 / (n − 3), and for |ρ| ≤ 0.8, which is where patterns of daily data live, their
 * factor 1.06 is the one that keeps the interval's coverage near nominal. Needs n > 3.
 */
export function fisherInterval(rho: number, n: number, level = 0.95): [number, number] {
  const r = Math.max(-0.999999, Math.min(0.999999, rho));
  const z = Math.atanh(r);
  const se = Math.sqrt(1.06 / (n - 3));
  const half = normalQuantile(1 - (1 - level) / 2) * se;
  return [Math.tanh(z - half), Math.tanh(z + half)];
}

/** Two-sided p-value of ρ from t = ρ√((n − 2)/(1 − ρ²)) on n − 2 degrees of freedom (as SciPy's spearmanr). */
export function spearmanP(rho: number, n: number): number {
  if (Math.abs(rho) >= 1) return 0;
  return tTwoSidedP(rho * Math.sqrt((n - 2) / (1 - rho * rho)), n - 2);
}

export interface WelchResult {
  meanWith: number;
  meanWithout: number;
  /** meanWith − meanWithout, in the outcome's units. */
  difference: number;
  ci: [number, number];
  t: number;
  df: number;
  p: number;
  /** The difference over the pooled standard deviation (Cohen's d), for the plain-language strength. */
  standardised: number;
}

const mean = (xs: readonly number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
const sampleVariance = (xs: readonly number[], m: number) => xs.reduce((s, v) => s + (v - m) ** 2, 0) / (xs.length - 1);

/**
 * Welch's t for the mean outcome on days with vs without a factor, with the Welch–Satterthwaite
 * degrees of freedom (the two groups' spreads need not be equal). Null when a group has fewer than
 * two days or neither group varies (there is no spread to test against).
 */
export function welch(withFactor: readonly number[], without: readonly number[], level = 0.95): WelchResult | null {
  const n1 = withFactor.length;
  const n2 = without.length;
  if (n1 < 2 || n2 < 2) return null;
  const m1 = mean(withFactor);
  const m2 = mean(without);
  const v1 = sampleVariance(withFactor, m1);
  const v2 = sampleVariance(without, m2);
  const a = v1 / n1;
  const b = v2 / n2;
  const se = Math.sqrt(a + b);
  if (se === 0) return null;
  const df = (a + b) ** 2 / (a ** 2 / (n1 - 1) + b ** 2 / (n2 - 1));
  const difference = m1 - m2;
  const t = difference / se;
  const half = tQuantile(1 - (1 - level) / 2, df) * se;
  const pooled = Math.sqrt(((n1 - 1) * v1 + (n2 - 1) * v2) / (n1 + n2 - 2));
  return { meanWith: m1, meanWithout: m2, difference, ci: [difference - half, difference + half], t, df, p: tTwoSidedP(t, df), standardised: difference / pooled };
}

/**
 * Benjamini–Hochberg q-values: q(i) = min over j ≥ i of m·p(j)/j in ascending order of p, capped
 * at 1, answered in the input's order. A pair "passes at q < 0.1" when it would be rejected with
 * the false discovery rate controlled at 10 % over all m pairs.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((_, i) => i).sort((a, b) => pValues[b]! - pValues[a]!);
  const q = new Array<number>(m);
  let running = 1;
  order.forEach((index, k) => {
    const rank = m - k;
    running = Math.min(running, (m * pValues[index]!) / rank);
    q[index] = running;
  });
  return q;
}
