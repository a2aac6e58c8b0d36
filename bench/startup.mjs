#!/usr/bin/env node
// Budget (issue W2-C §2): `npm start` (node scripts/start.mjs) with everything built answers GET
// /api/health in < 2 s, and the server holds ≤ 250 MB resident once it has (VmRSS of the process
// and any children, from /proc). One unmeasured first start creates the data directory; then 5
// warm starts on it. Also shown: the first POST /api/safety/check (20 items) after each start,
// so start-up cost is not just moved onto the first request.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, percentile, printTable, serverEntry, startServer, verdict } from './lib.mjs';

// `npm start` as a person runs it; BENCH_SERVER_ENTRY: that bundle directly (comparisons).
const entry = process.env.BENCH_SERVER_ENTRY ? serverEntry : 'scripts/start.mjs';

const RUNS = 5;
const BUDGET_MS = 2000;
const BUDGET_RSS_MB = 250;
const items20 = ['warfarin', 'ibuprofen', 'Lipitor', 'metoprolol', 'lisinopril', 'amlodipine', 'metformin', 'sertraline', 'omeprazole', 'levothyroxine', 'aspirin', 'clopidogrel', 'tramadol', 'gabapentin', 'prednisone', 'furosemide', 'spironolactone', 'digoxin', 'simvastatin', 'clarithromycin'];

/** Resident memory (MB) of a process and its descendants (`npm start` may spawn the build). */
function rssMb(pid) {
  const kb = (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  for (const queue = [pid]; queue.length; ) {
    const p = queue.shift();
    total += kb(p);
    queue.push(...children(p));
  }
  return total / 1024;
}

async function firstCheckMs(base) {
  const started = performance.now();
  const res = await fetch(`${base}/api/safety/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: items20 }) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`POST /api/safety/check answered ${res.status}`);
  return performance.now() - started;
}

await ensureBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'thrivewell-startup-'));
try {
  const first = await startServer({ entry, dataDir });
  await first.stop();

  const times = [];
  const rss = [];
  const firstChecks = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({ entry, dataDir });
    times.push(server.readyMs);
    rss.push(rssMb(server.pid));
    firstChecks.push(await firstCheckMs(server.base));
    await server.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const max = sorted.at(-1);

  console.log('Spawn of `node scripts/start.mjs` → first 200 from GET /api/health\n');
  printTable(
    ['run', 'ready ms', 'RSS MB', 'first check ms'],
    [
      ['first start (new data dir, not counted)', first.readyMs.toFixed(0), '', ''],
      ...times.map((t, i) => [`warm ${i + 1}`, t.toFixed(0), rss[i].toFixed(0), firstChecks[i].toFixed(0)]),
      ['median', median.toFixed(0), percentile([...rss].sort((a, b) => a - b), 50).toFixed(0), percentile([...firstChecks].sort((a, b) => a - b), 50).toFixed(0)],
      ['max', max.toFixed(0), Math.max(...rss).toFixed(0), Math.max(...firstChecks).toFixed(0)],
    ],
  );
  console.log('');
  const maxRss = Math.max(...rss);
  verdict([
    { ok: max < BUDGET_MS, label: `warm start max ${max.toFixed(0)} ms < ${BUDGET_MS} ms (median ${median.toFixed(0)} ms)` },
    { ok: maxRss <= BUDGET_RSS_MB, label: `RSS after start max ${maxRss.toFixed(0)} MB ≤ ${BUDGET_RSS_MB} MB` },
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
