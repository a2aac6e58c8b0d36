/**
 * Seeded synthetic DailySeries for the statistics' tests and the patterns benchmark (W2-D): the
 * same seed gives the same year, so a planted effect and pure noise can be checked repeatably.
 */
import type { DailySeries, SeriesKind } from './daily-series';
import { fillPolicyFor } from './daily-series';

/** mulberry32: a small, well-mixed 32-bit PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function normalDraw(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function makeSeries(key: string, kind: SeriesKind, values: Record<string, number>, extra: Partial<DailySeries> = {}): DailySeries {
  const role = kind === 'binary' || kind === 'count' ? 'factor' : 'both';
  const unit = kind === 'rating' ? 'points on a 1–5 scale' : kind === 'measure' ? 'hours' : kind === 'count' ? 'times' : 'days';
  return { key, label: key, kind, unit, fill: fillPolicyFor[kind], role, values, ...extra };
}

/**
 * `factors` independent factors (two thirds yes/no, a third counts) and `outcomes` independent
 * ratings over `days` days, with no relation between any of them.
 */
export function noiseSeries(seed: number, days: readonly string[], factors: number, outcomes: number): DailySeries[] {
  const random = seededRandom(seed);
  const series: DailySeries[] = [];
  for (let f = 0; f < factors; f++) {
    const binary = f % 3 !== 2;
    const rate = 0.2 + 0.6 * random();
    const values: Record<string, number> = {};
    for (const day of days) {
      if (binary) {
        if (random() < rate) values[day] = 1;
      } else {
        const count = Math.floor(random() * 6);
        if (count > 0) values[day] = count;
      }
    }
    series.push(makeSeries(`factor:${f}`, binary ? 'binary' : 'count', values));
  }
  for (let o = 0; o < outcomes; o++) {
    const values: Record<string, number> = {};
    for (const day of days) if (random() < 0.9) values[day] = Math.min(5, Math.max(1, Math.round(3 + normalDraw(random))));
    series.push(makeSeries(`outcome:${o}`, 'rating', values, { role: 'outcome' }));
  }
  return series;
}
