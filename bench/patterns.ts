#!/usr/bin/env -S npx tsx
// Budget (issue 14): patterns over 365 days × 30 factors < 300 ms — in-process (the pure
// statistics) and through GET /api/insights/patterns (the real app in-process on PGlite, a Wellness
// Pro user whose year was logged through the tracking API: 30 yes/no factors and water, sleep,
// sleep quality, energy and stress in the daily log, mood twice a day). Seeded, so runs compare.
import { addDays, dayInZone, daysBetween } from '../packages/core/src/tracking/day-grid';
import { findPatterns, testAllPairs } from '../packages/core/src/tracking/patterns';
import { makeSeries, noiseSeries, normalDraw, seededRandom } from '../packages/core/src/tracking/synthetic-series';
import { startTestApp } from '../apps/server/test/test-db';
import { json, signedInUser } from '../apps/server/test/safety-helpers';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const BUDGET_MS = 300;

async function measure(fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

// ---- in-process: 30 factors (20 yes/no, 10 counts) and 6 outcomes over 365 days, one planted effect
const to = '2026-11-27';
const from = addDays(to, -364);
const days = daysBetween(from, to);
const series = noiseSeries(42, days, 30, 6);
const random = seededRandom(7);
const planted = series.find((s) => s.key === 'outcome:0')!;
for (const day of days) if (series[0]!.values[addDays(day, -1)] === 1 && planted.values[day] !== undefined) planted.values[day] = Math.max(1, planted.values[day]! - 1);
series.push(makeSeries('sleep_hours', 'measure', Object.fromEntries(days.map((d) => [d, 7 + 0.8 * normalDraw(random)])), { role: 'both' }));
const pairs = testAllPairs(series, { from, to }).length;
const pure = await measure(() => findPatterns(series, { from, to }));

// ---- through the endpoint
const t = await startTestApp();
let endpoint: number[] = [];
let seriesOnly: number[] = [];
let shown = 0;
try {
  const user = await signedInUser(t, 'paid');
  const zone = 'Europe/Berlin';
  await json(t.app, 'PUT', '/api/tracking/settings', { cookie: user.cookie, body: { timeZone: zone } });
  const today = dayInZone(new Date(), zone);
  const r = seededRandom(11);
  const rates = Array.from({ length: 30 }, () => 0.2 + 0.6 * r());
  for (let i = 364; i >= 0; i--) {
    const day = addDays(today, -i);
    const factors = rates.flatMap((rate, f) => (r() < rate ? [`Factor ${f + 1}`] : []));
    const body = { sleepHours: Math.round((7 + normalDraw(r)) * 4) / 4, sleepQuality: 1 + Math.floor(r() * 5), energy: 1 + Math.floor(r() * 5), stress: 1 + Math.floor(r() * 10), waterGlasses: Math.floor(r() * 9), factors };
    const saved = await json(t.app, 'PUT', `/api/tracking/day/${day}/log`, { cookie: user.cookie, body });
    if (saved.statusCode !== 200) throw new Error(`daily log ${day}: ${saved.statusCode} ${saved.body}`);
    for (const hour of ['08', '20']) {
      if (Date.parse(`${day}T${hour}:00:00+01:00`) > Date.now()) continue;
      const mood = await json(t.app, 'POST', '/api/tracking/mood', { cookie: user.cookie, body: { recordedAt: `${day}T${hour}:00:00+01:00`, localDate: day, value: 1 + Math.floor(r() * 5), emotions: [], activities: [] } });
      if (mood.statusCode !== 201) throw new Error(`mood ${day}: ${mood.statusCode} ${mood.body}`);
    }
  }
  seriesOnly = await measure(async () => {
    const res = await json(t.app, 'GET', '/api/insights/series?days=365', { cookie: user.cookie });
    if (res.statusCode !== 200) throw new Error(`series: ${res.statusCode}`);
  });
  endpoint = await measure(async () => {
    const res = await json(t.app, 'GET', '/api/insights/patterns?days=365', { cookie: user.cookie });
    if (res.statusCode !== 200) throw new Error(`patterns: ${res.statusCode}`);
    shown = (res.json() as unknown[]).length;
  });
} finally {
  await t.close();
}

console.log(`${ITERATIONS} runs each after 3 warm-up runs; in-process: ${series.length} series, ${pairs} pairs tested; endpoint: 30 factors + 6 daily-log/mood metrics, 365 days, ${shown} patterns shown\n`);
printTable(
  ['operation', 'p50 ms', 'p95 ms', 'max ms'],
  [
    ['patterns, in-process (pure)', percentile(pure, 50).toFixed(1), percentile(pure, 95).toFixed(1), pure.at(-1)!.toFixed(1)],
    ['GET /api/insights/series?days=365 (the reads alone)', percentile(seriesOnly, 50).toFixed(1), percentile(seriesOnly, 95).toFixed(1), seriesOnly.at(-1)!.toFixed(1)],
    ['GET /api/insights/patterns?days=365 (PGlite, inject)', percentile(endpoint, 50).toFixed(1), percentile(endpoint, 95).toFixed(1), endpoint.at(-1)!.toFixed(1)],
  ],
);
verdict([
  { ok: percentile(pure, 95) < BUDGET_MS, label: `patterns in-process: p95 ${percentile(pure, 95).toFixed(1)} ms < ${BUDGET_MS} ms` },
  { ok: percentile(endpoint, 95) < BUDGET_MS, label: `patterns endpoint: p95 ${percentile(endpoint, 95).toFixed(1)} ms < ${BUDGET_MS} ms` },
]);
