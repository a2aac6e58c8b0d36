#!/usr/bin/env -S npx tsx
// Budget (W2-B): the emergency and crisis screen runs before every answer — p99 < 2 ms per
// message in-process. Every message of the labelled set (emergencies, hard negatives, five
// languages, long rambling ones) is screened in a seeded shuffled order, BENCH_ITERATIONS times
// in all (default 20,000) after a warm-up, reply text included.
import { loadavg } from 'node:os';
import { screenEmergency } from '../packages/core/src/safety/emergency-screen';
import { emergencySet } from '../packages/core/src/safety/eval/emergency-set';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20000);
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const messages = emergencySet.map((e) => e.text);
const order = Array.from({ length: ITERATIONS }, () => messages[Math.floor(random() * messages.length)]!);

for (let i = 0; i < 2000; i++) screenEmergency(messages[i % messages.length]!); // warm-up
const times: number[] = [];
let routed = 0;
for (const message of order) {
  const start = performance.now();
  const found = screenEmergency(message);
  times.push(performance.now() - start);
  if (found) routed++;
}
times.sort((a, b) => a - b);
const longest = messages.reduce((a, b) => (b.length > a.length ? b : a));

// Per message: the median of 9 screenings — the work itself, robust to the scheduler.
const perMessage = messages
  .map((message) => {
    const runs = Array.from({ length: 9 }, () => {
      const start = performance.now();
      screenEmergency(message);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    return { message, median: runs[4]! };
  })
  .sort((a, b) => b.median - a.median);

console.log(`${ITERATIONS} screenings over ${messages.length} messages (longest ${longest.length} characters); ${((routed / ITERATIONS) * 100).toFixed(1)} % routed`);
console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} — on a busy machine the wall-clock tail measures the scheduler; compare the per-message medians\n`);
printTable(
  ['operation', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [['emergency screen, one message', percentile(times, 50).toFixed(3), percentile(times, 95).toFixed(3), percentile(times, 99).toFixed(3), times.at(-1)!.toFixed(3)]],
);
console.log(`\nslowest messages (median of 9 runs): ${perMessage
  .slice(0, 3)
  .map((m) => `${m.median.toFixed(3)} ms "${m.message.slice(0, 50)}…"`)
  .join('; ')}\n`);
verdict([{ ok: percentile(times, 99) < 2, label: `emergency screen: p99 ${percentile(times, 99).toFixed(3)} ms < 2 ms` }]);
