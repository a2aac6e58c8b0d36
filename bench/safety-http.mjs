#!/usr/bin/env node
// Budget (issue 4): POST /api/safety/check ≥ 2,000 requests/s on loopback with 2 cores, signed
// out (drug–drug pairs), against the built server as `npm start` runs it. autocannon runs in this
// process, on the same two cores.
import autocannon from 'autocannon';
import { ensureBuilt, percentile, printTable, startServer, verdict } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BUDGET_RPS = 2000;
const lists = {
  '5 items': ['Coumadin', 'Advil', 'lisinopril', 'metformin', 'Zoloft'],
  '20 items': ['warfarin', 'ibuprofen', 'Lipitor', 'metoprolol', 'lisinopril', 'amlodipine', 'metformin', 'sertraline', 'omeprazole', 'levothyroxine', 'aspirin', 'clopidogrel', 'tramadol', 'gabapentin', 'prednisone', 'furosemide', 'spironolactone', 'digoxin', 'simvastatin', 'clarithromycin'],
};

function run(url, body, seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let non2xx = 0;
    const instance = autocannon(
      { url, method: 'POST', connections: CONNECTIONS, duration: seconds, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: body }) },
      (err, result) => (err ? reject(err) : resolve({ result, latencies: latencies.sort((a, b) => a - b), non2xx })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status < 200 || status >= 300) non2xx++;
    });
  });
}

await ensureBuilt();
const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
try {
  const rows = [];
  const checks = [];
  for (const [label, items] of Object.entries(lists)) {
    await run(`${server.base}/api/safety/check`, items, 2);
    const { result, latencies, non2xx } = await run(`${server.base}/api/safety/check`, items, SECONDS);
    const rps = latencies.length / SECONDS;
    rows.push([label, latencies.length, rps.toFixed(0), percentile(latencies, 50).toFixed(2), percentile(latencies, 99).toFixed(2), non2xx + result.errors]);
    checks.push({ ok: rps >= BUDGET_RPS && non2xx + result.errors === 0, label: `POST /api/safety/check (${label}): ${rps.toFixed(0)} req/s ≥ ${BUDGET_RPS}, no errors` });
  }
  console.log(`${CONNECTIONS} connections for ${SECONDS} s per list, loopback, signed out\n`);
  printTable(['list', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows);
  verdict(checks);
} finally {
  await server.stop();
}
