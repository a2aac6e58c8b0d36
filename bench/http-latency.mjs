#!/usr/bin/env node
// Budget: GET /api/health and static assets (the stylesheet and the entry script every visitor
// loads) answer with p99 < 5 ms at 200 requests/s on loopback. Each target gets a 2 s warm-up,
// then 10 s at 200 req/s (autocannon). Latencies are taken from every response at full
// precision (autocannon's own histogram rounds to whole milliseconds).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt, percentile, printTable, root, startServer, verdict } from './lib.mjs';

const RATE = 200;
// One keep-alive connection sends evenly spaced requests. With several connections autocannon
// fires them in lockstep bursts, which measures its own queueing more than the server.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_P99_MS = 5;

function run(url, seconds, headers) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon({ url, connections: CONNECTIONS, overallRate: RATE, duration: seconds, headers }, (err, result) => {
      if (err) reject(err);
      else resolve({ result, latencies: latencies.sort((a, b) => a - b), statuses });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

await ensureBuilt();
// The production log level (info) as `npm start` runs it; stdout goes to /dev/null.
const server = await startServer();
try {
  // app.html (the shell) links the stylesheet; the landing page carries it inline.
  const html = readFileSync(path.join(root, 'apps/web/dist/app.html'), 'utf8');
  const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (!entry || !css) throw new Error('no entry script or stylesheet found in apps/web/dist/app.html');
  const br = { 'accept-encoding': 'br, gzip' };
  const targets = [
    ['GET /api/health', `${server.base}/api/health`, {}],
    [`GET ${css} (br)`, `${server.base}${css}`, br],
    [`GET ${entry} (br)`, `${server.base}${entry}`, br],
  ];
  const rows = [];
  const checks = [];
  for (const [label, url, headers] of targets) {
    await run(url, 2, headers);
    const { result, latencies, statuses } = await run(url, SECONDS, headers);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
    rows.push([label, latencies.length, (latencies.length / SECONDS).toFixed(0), p50.toFixed(2), p99.toFixed(2), latencies.at(-1).toFixed(2), non2xx + result.errors]);
    checks.push({ ok: p99 < BUDGET_P99_MS && non2xx + result.errors === 0, label: `${label}: p99 ${p99.toFixed(2)} ms < ${BUDGET_P99_MS} ms, no errors` });
  }
  console.log(`${RATE} requests/s for ${SECONDS} s per target, ${CONNECTIONS} connection(s), loopback\n`);
  printTable(['target', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'], rows);
  console.log('');
  verdict(checks);
} finally {
  await server.stop();
}
