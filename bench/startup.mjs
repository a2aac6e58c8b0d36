#!/usr/bin/env node
// Budget: `npm start` (node scripts/start.mjs) with everything built answers GET /api/health
// in < 3 s. One unmeasured first start creates the data directory; then 5 warm starts on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, percentile, printTable, startServer, verdict } from './lib.mjs';

const RUNS = 5;
const BUDGET_MS = 3000;

await ensureBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'thrivewell-startup-'));
try {
  const first = await startServer({ entry: 'scripts/start.mjs', dataDir });
  await first.stop();

  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({ entry: 'scripts/start.mjs', dataDir });
    times.push(server.readyMs);
    await server.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const max = sorted.at(-1);

  console.log('Spawn of `node scripts/start.mjs` → first 200 from GET /api/health\n');
  printTable(
    ['run', 'ms'],
    [['first start (new data dir, not counted)', first.readyMs.toFixed(0)], ...times.map((t, i) => [`warm ${i + 1}`, t.toFixed(0)]), ['median', median.toFixed(0)], ['max', max.toFixed(0)]],
  );
  console.log('');
  verdict([{ ok: max < BUDGET_MS, label: `warm start max ${max.toFixed(0)} ms < ${BUDGET_MS} ms (median ${median.toFixed(0)} ms)` }]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
