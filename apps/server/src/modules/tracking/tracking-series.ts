/**
 * Daily series of the tracking tables (W2-D): the days' values per metric in the one shape trends
 * and patterns read (core's DailySeries). Ratings are day means (mood, energy, anxiety) or the
 * day's value (daily log), symptom severity is the day's maximum, and tags (emotions, activities,
 * factors) and symptoms are yes/no per day: 1 on a day with the tag, 0 on a day where the same
 * kind of entry was made without it (a day with no entry is left to the fill policy).
 */
import { fillPolicyFor, type DailySeries, type SeriesKind } from '@thrivewell/core/tracking/daily-series';
import type { DailyLogRow } from './daily-log.repo';
import type { MoodRow, SymptomRow } from './tracking.repo';

/** 'Joint Pain' → 'joint_pain': the key part of a tag or symptom name. */
export function seriesSlug(name: string): string {
  return name.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '');
}

interface SeriesHead {
  key: string;
  label: string;
  kind: SeriesKind;
  unit: string;
  role: DailySeries['role'];
}

class Accumulator {
  private readonly sums = new Map<string, { sum: number; count: number; max: number }>();
  add(date: string, value: number) {
    const day = this.sums.get(date) ?? { sum: 0, count: 0, max: -Infinity };
    day.sum += value;
    day.count += 1;
    day.max = Math.max(day.max, value);
    this.sums.set(date, day);
  }
  values(reduce: 'mean' | 'max' | 'sum'): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [date, d] of this.sums) out[date] = reduce === 'mean' ? d.sum / d.count : reduce === 'max' ? d.max : d.sum;
    return out;
  }
  get size() {
    return this.sums.size;
  }
}

function series(head: SeriesHead, values: Record<string, number>): DailySeries {
  return { ...head, fill: fillPolicyFor[head.kind], values };
}

/** Yes/no per day for every tag of a kind: 1 where present, 0 on the other days with such an entry. */
function tagSeries(prefix: string, label: (tag: string) => string, days: Map<string, Set<string>>, names: Map<string, string>): DailySeries[] {
  return [...names].map(([slug, name]) => {
    const values: Record<string, number> = {};
    for (const [date, tags] of days) values[date] = tags.has(slug) ? 1 : 0;
    return series({ key: `${prefix}:${slug}`, label: label(name), kind: 'binary', unit: 'days', role: 'factor' }, values);
  });
}

function collectTags(days: Map<string, Set<string>>, names: Map<string, string>, date: string, tags: readonly string[]) {
  const day = days.get(date) ?? new Set<string>();
  for (const tag of tags) {
    const slug = seriesSlug(tag);
    if (!slug) continue;
    day.add(slug);
    if (!names.has(slug)) names.set(slug, tag.trim());
  }
  days.set(date, day);
}

export function buildDailySeries(mood: readonly MoodRow[], symptoms: readonly SymptomRow[], logs: readonly DailyLogRow[]): DailySeries[] {
  const moodAcc = new Accumulator();
  const energy = new Accumulator();
  const anxiety = new Accumulator();
  const emotionDays = new Map<string, Set<string>>();
  const emotionNames = new Map<string, string>();
  const activityDays = new Map<string, Set<string>>();
  const activityNames = new Map<string, string>();
  for (const m of mood) {
    // Each value on its own scale, read as points on 1–5 (every entry so far is on 5).
    moodAcc.add(m.localDate, 1 + ((m.value - 1) * 4) / Math.max(1, m.scaleMax - 1));
    if (m.energy != null) energy.add(m.localDate, m.energy);
    if (m.anxiety != null) anxiety.add(m.localDate, m.anxiety);
    collectTags(emotionDays, emotionNames, m.localDate, m.emotions);
    collectTags(activityDays, activityNames, m.localDate, m.activities);
  }

  const sleepHours = new Accumulator();
  const sleepQuality = new Accumulator();
  const stress = new Accumulator();
  const water = new Accumulator();
  const factorDays = new Map<string, Set<string>>();
  const factorNames = new Map<string, string>();
  for (const log of logs) {
    if (log.sleepHours != null) sleepHours.add(log.localDate, log.sleepHours);
    if (log.sleepQuality != null) sleepQuality.add(log.localDate, log.sleepQuality);
    if (log.energy != null) energy.add(log.localDate, log.energy);
    if (log.stress != null) stress.add(log.localDate, log.stress);
    if (log.waterGlasses != null) water.add(log.localDate, log.waterGlasses);
    collectTags(factorDays, factorNames, log.localDate, log.factors);
  }

  const severity = new Map<string, Accumulator>();
  const symptomNames = new Map<string, string>();
  const symptomDays = new Map<string, Set<string>>();
  for (const s of symptoms) {
    const slug = seriesSlug(s.symptom);
    if (!slug) continue;
    if (!severity.has(slug)) severity.set(slug, new Accumulator());
    severity.get(slug)!.add(s.localDate, s.severity);
    collectTags(symptomDays, symptomNames, s.localDate, [s.symptom]);
  }

  const out: DailySeries[] = [];
  const rating = (acc: Accumulator, head: Omit<SeriesHead, 'kind'>, kind: SeriesKind = 'rating', reduce: 'mean' | 'max' | 'sum' = 'mean') => {
    if (acc.size > 0) out.push(series({ ...head, kind }, acc.values(reduce)));
  };
  rating(moodAcc, { key: 'mood', label: 'Mood', unit: 'points on a 1–5 scale', role: 'both' });
  rating(energy, { key: 'energy', label: 'Energy', unit: 'points on a 1–5 scale', role: 'both' });
  rating(anxiety, { key: 'anxiety', label: 'Anxiety', unit: 'points on a 1–5 scale', role: 'both' });
  rating(sleepHours, { key: 'sleep_hours', label: 'Sleep', unit: 'hours', role: 'both' }, 'measure');
  rating(sleepQuality, { key: 'sleep_quality', label: 'Sleep quality', unit: 'points on a 1–5 scale', role: 'both' });
  rating(stress, { key: 'stress', label: 'Stress', unit: 'points on a 1–10 scale', role: 'both' });
  rating(water, { key: 'water', label: 'Water', unit: 'glasses', role: 'factor' }, 'count', 'sum');
  for (const [slug, acc] of severity) {
    rating(acc, { key: `symptom:${slug}`, label: `${symptomNames.get(slug)} severity`, unit: 'points on a 1–10 scale', role: 'outcome' }, 'rating', 'max');
  }
  out.push(...tagSeries('symptom_present', (name) => `Had ${name.toLowerCase()}`, symptomDays, symptomNames).map((s) => ({ ...s, role: 'outcome' as const })));
  out.push(...tagSeries('emotion', (name) => `Felt ${name.toLowerCase()}`, emotionDays, emotionNames));
  out.push(...tagSeries('activity', (name) => name, activityDays, activityNames));
  out.push(...tagSeries('factor', (name) => name, factorDays, factorNames));
  return out;
}
