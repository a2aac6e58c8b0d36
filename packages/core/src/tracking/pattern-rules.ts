/**
 * The rules that decide which pairs patterns test and which it shows (W2-D). Each is a declared
 * constant so the method page (apps/web features/insights) can quote the same numbers.
 */
import type { DailySeries } from './daily-series';

export const PATTERN_RULES = {
  /** Benjamini–Hochberg false discovery rate over every pair tested for one person. */
  qThreshold: 0.1,
  /** A yes/no factor needs at least this many days with it and without it (Bearable's rule). */
  minDaysEach: 3,
  /** A numeric pair needs this many paired days before a rank correlation means anything. */
  minPairedDaysNumeric: 10,
  /** Under this many paired days a shown pattern is labelled an early signal. */
  earlySignalDays: 14,
  /** The smallest |ρ| worth showing (the start of "weak" on Evans' 1996 scale). */
  minAbsRho: 0.2,
  /** The smallest standardised difference (Cohen's d) worth showing (Cohen's "small"). */
  minAbsStandardised: 0.2,
  /** Lags tested: the factor on day d with the outcome on day d, and on day d + 1. */
  lags: [0, 1] as const,
} as const;

export type Strength = 'weak' | 'moderate' | 'strong';

/** Plain-language strength of a rank correlation: Evans (1996) — 0.2 weak, 0.4 moderate, 0.6 strong. */
export function strengthOfRho(rho: number): Strength {
  const a = Math.abs(rho);
  return a >= 0.6 ? 'strong' : a >= 0.4 ? 'moderate' : 'weak';
}

/** Plain-language strength of a difference in means by Cohen's d: 0.2 small, 0.5 medium, 0.8 large. */
export function strengthOfDifference(standardised: number): Strength {
  const a = Math.abs(standardised);
  return a >= 0.8 ? 'strong' : a >= 0.5 ? 'moderate' : 'weak';
}

/**
 * The smallest difference in an outcome's own units that a person would notice, so that a
 * "significant" 0.05-point mood change over a year of data is not shown. Known metrics by key,
 * then by the scale the unit names; an unknown measure falls back to the standardised minimum only.
 */
export function minimumDifference(outcome: Pick<DailySeries, 'key' | 'kind' | 'unit'>): number {
  if (outcome.kind === 'binary') return 0.1; // ten percentage points of days
  if (/^sleep_hours$|hours?$/i.test(outcome.key) || /^hours?$|^h$/i.test(outcome.unit)) return 0.25;
  if (/1\s*[–-]\s*10|\/\s*10|10-point/.test(outcome.unit)) return 0.5;
  if (/1\s*[–-]\s*5|\/\s*5|5-point/.test(outcome.unit)) return 0.3;
  if (/%/.test(outcome.unit)) return 10; // ten percentage points
  if (outcome.kind === 'count') return 1;
  return 0;
}

/**
 * Where a series comes from: the namespace without a derived-aspect suffix, then the id. So
 * 'symptom_present:headache' (had it that day) and 'symptom:headache' (its severity) are one
 * source, as are 'habit:<id>' and 'habit_count:<id>' or 'habit:<id>:count'. A key without a
 * namespace is its own source.
 */
export function sourceOf(key: string): string {
  const parts = key.split(':');
  if (parts.length < 2) return key;
  const namespace = parts[0]!.replace(/_(present|severity|count|done|taken|missed|late|skipped)$/, '');
  return `${namespace}:${parts[1]}`;
}

/**
 * Series computed from other series: the day's dose adherence is the share of 'dose:<id>' series
 * taken, so it is never tested against any of them.
 */
const DERIVED_FROM: Record<string, string> = { adherence: 'dose:' };
const derivedFrom = (a: string, b: string) => DERIVED_FROM[a] !== undefined && b.startsWith(DERIVED_FROM[a]!);

/** 'sleep_hours:measured' (the goals module's measured sleep) is another reading of 'sleep_hours' (the daily log's). */
const variantOf = (a: string, b: string) => a.startsWith(`${b}:`);

/** The ratings a mood entry carries: its emotion tags are answered on the same form, at the same moment. */
const MOOD_ENTRY_RATINGS = new Set(['mood', 'energy', 'anxiety']);

/**
 * Whether a factor → outcome pair may be tested at a lag: never a series with itself, never two
 * series from one source (a symptom's presence "predicts" its severity by construction), the
 * factor must be allowed as a factor and the outcome as an outcome, and an emotion tag is not
 * tested against a rating of the same mood entry on the same day ("Felt anxious" and the anxiety
 * rating are one answer given twice); the day after is a real question and is tested.
 */
export function mayPair(factor: DailySeries, outcome: DailySeries, lag = 1): boolean {
  if (factor.key === outcome.key) return false;
  if (sourceOf(factor.key) === sourceOf(outcome.key)) return false;
  if (derivedFrom(factor.key, outcome.key) || derivedFrom(outcome.key, factor.key)) return false;
  if (variantOf(factor.key, outcome.key) || variantOf(outcome.key, factor.key)) return false;
  if (factor.role === 'outcome' || outcome.role === 'factor') return false;
  if (lag === 0) {
    const emotionAndRating = (a: DailySeries, b: DailySeries) => a.key.startsWith('emotion:') && MOOD_ENTRY_RATINGS.has(b.key);
    if (emotionAndRating(factor, outcome) || emotionAndRating(outcome, factor)) return false;
  }
  return true;
}
