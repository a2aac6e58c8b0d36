#!/usr/bin/env -S npx tsx
// Budget (issue 14): patterns over 365 days × 30 factors < 300 ms, in-process: the pure statistics
// (packages/core/src/tracking) on 30 factors (20 yes/no, 10 counts), 6 ratings and a sleep measure
// over 365 days with one planted effect — every pair at lags 0 and +1, Benjamini–Hochberg over all.
// Through the endpoint: bench/insights-http.mjs. Seeded, so runs compare. Wall time is the budget;
// this process's CPU time is printed beside it, since on a shared machine the wall time mostly
// measures waiting for a core.
import { addDays, daysBetween } from '../packages/core/src/tracking/day-grid';
import { findPatterns, testAllPairs } from '../packages/core/src/tracking/patterns';
import { makeSeries, noiseSeries, normalDraw, seededRandom } from '../packages/core/src/tracking/synthetic-series';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const BUDGET_MS = 300;

interface Timings {
  wall: number[];
  /** This process's CPU time (user + system) per run: other processes' load is not in it. */
  cpu: number[];
}

async function measure(fn: () => unknown): Promise<Timings> {
  for (let i = 0; i < 10; i++) await fn(); // warm-up (JIT, PGlite's caches)
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const row = (label: string, t: Timings) => [label, percentile(t.wall, 50).toFixed(1), percentile(t.wall, 95).toFixed(1), t.wall.at(-1)!.toFixed(1), percentile(t.cpu, 50).toFixed(1), percentile(t.cpu, 95).toFixed(1)];

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
let shown = 0;
const pure = await measure(() => {
  shown = findPatterns(series, { from, to }).length;
});

console.log(`${ITERATIONS} runs after 10 warm-up runs; ${series.length} series, ${pairs} pairs tested, ${shown} patterns shown; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}\n`);
printTable(
  ['operation', 'p50 ms', 'p95 ms', 'max ms', 'CPU p50 ms', 'CPU p95 ms'],
  [
    row('patterns, in-process (pure)', pure),
  ],
);
verdict([
  { ok: percentile(pure.wall, 95) < BUDGET_MS, label: `patterns in-process: p95 ${percentile(pure.wall, 95).toFixed(1)} ms < ${BUDGET_MS} ms` },
]);
