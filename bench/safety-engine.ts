#!/usr/bin/env -S npx tsx
// Budgets (issue 4): a safety check of 20 items (resolution, interactions, timing, day plan)
// p99 < 2 ms in-process; autocomplete p99 < 5 ms in-process. Lists and queries are drawn with a
// fixed seed from the knowledge base's own names (generic, brand and synonym), so runs compare.
import { nameEntries } from '../packages/knowledge/src/name-index';
import { runSafetyCheck } from '../packages/knowledge/src/safety-check';
import { searchSubstances } from '../packages/knowledge/src/search';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 5000);
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const lists = Array.from({ length: 200 }, () => Array.from({ length: 20 }, () => ({ input: pick(nameEntries).alias })));
const queries = Array.from({ length: 500 }, () => {
  const alias = pick(nameEntries).alias;
  return alias.slice(0, 1 + Math.floor(random() * Math.min(6, alias.length)));
});

function measure(fn: (i: number) => unknown): number[] {
  for (let i = 0; i < 500; i++) fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const check = measure((i) => runSafetyCheck(lists[i % lists.length]!));
const search = measure((i) => searchSubstances(queries[i % queries.length]!));
const sample = runSafetyCheck(lists[0]!);

console.log(`${ITERATIONS} iterations each; ${nameEntries.length} names in the index; sample list: ${sample.resolved.length} resolved, ${sample.interactions.length} interactions, ${sample.timing.length} timing tips\n`);
printTable(
  ['operation', 'p50 ms', 'p99 ms', 'max ms'],
  [
    ['safety check, 20 items', percentile(check, 50).toFixed(3), percentile(check, 99).toFixed(3), check.at(-1)!.toFixed(3)],
    ['autocomplete', percentile(search, 50).toFixed(3), percentile(search, 99).toFixed(3), search.at(-1)!.toFixed(3)],
  ],
);
verdict([
  { ok: percentile(check, 99) < 2, label: `safety check of 20 items: p99 ${percentile(check, 99).toFixed(3)} ms < 2 ms` },
  { ok: percentile(search, 99) < 5, label: `autocomplete: p99 ${percentile(search, 99).toFixed(3)} ms < 5 ms` },
]);
