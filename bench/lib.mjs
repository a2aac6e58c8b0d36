// Shared helpers for the benchmark scripts: build check, a private server, a small table printer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = path.join(root, 'bench/results');

/** Debian's Chromium with flags that keep it offline (no downloads, no background traffic). */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A server bundle built elsewhere (e.g. the previous commit's, to compare side by side): the
 * scripts that start `apps/server/dist/main.js` start this one instead, and nothing is built.
 */
export const serverEntry = process.env.BENCH_SERVER_ENTRY || 'apps/server/dist/main.js';

/** Builds web + server when the sources changed since the last build (same check as `npm start`). */
export async function ensureBuilt() {
  if (process.env.BENCH_SERVER_ENTRY) return;
  const { buildAll, isBuildCurrent } = await import('../scripts/build.mjs');
  if (!isBuildCurrent()) await buildAll({ force: true });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls GET /api/health until it answers 200; returns the time it first did. */
export async function waitForHealth(base, child, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return performance.now();
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    if (performance.now() > deadline) throw new Error(`server not ready after ${timeoutMs} ms`);
    await sleep(10);
  }
}

/**
 * Starts `node <entry>` (the built server by default) on a free port with a fresh data
 * directory. `stop()` sends SIGTERM, waits for the exit and removes the directory.
 */
export async function startServer({ entry = serverEntry, env = {}, dataDir, readyTimeoutMs = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 30_000) } = {}) {
  const port = await freePort();
  const ownDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'thrivewell-bench-'));
  const base = `http://localhost:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    // As `npm start` runs it: embedded defaults (some bench dependencies set NODE_ENV themselves).
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', PORT: String(port), DATA_DIR: dir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let readyAt;
  try {
    readyAt = await waitForHealth(base, child, readyTimeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    if (ownDir) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    base,
    port,
    pid: child.pid,
    readyMs: readyAt - spawnedAt,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (ownDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Prints rows as an aligned table (first column left-aligned, the rest right-aligned). */
export function printTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

/** Prints the verdict and sets the exit code: non-zero when any budget is missed. */
export function verdict(checks) {
  const failed = checks.filter((c) => !c.ok);
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.label}`);
  if (failed.length) process.exitCode = 1;
}
