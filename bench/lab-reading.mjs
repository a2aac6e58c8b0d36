#!/usr/bin/env node
// The document reader's budgets (W2-F): a text PDF page read in ≤ 2 s, an image page OCR'd in
// ≤ 15 s (2 cores), peak memory of a job < 500 MB. Fixtures are made first, in this process (text
// PDF, scanned PDF, clean PNG scan, 10 MP phone photo — their making is not the job's memory).
// The reader is bundled with esbuild, packages left in node_modules as the server bundle does, and
// run under plain node in child processes (tsx's loader would add ~150 MB transforming pdfjs).
// RSS (process.memoryUsage) is sampled every 20 ms. Three runs:
//   1. one job per fresh process, per fixture: the peak of a single job;
//   2. one long-lived process reading every fixture `rounds` times: times per page, and the peak
//      as glibc's per-thread malloc arenas (libvips, libuv and the tesseract worker) hold freed memory;
//   3. run 2 again with MALLOC_ARENA_MAX=2, the setting the process running jobs should have.
// Usage: node bench/lab-reading.mjs [--pages 5] [--rounds 5]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const pages = arg('pages', 5);
const rounds = arg('rounds', 5);
const budgets = { text: 2000, scannedPdf: 15000, cleanPng: 15000, phonePhoto: 15000 };
const memoryBudgetMb = 500;

const runner = `
import { readFileSync } from 'node:fs';
import { createDocumentReader } from './apps/server/src/providers/documents/reader';
const mb = () => process.memoryUsage().rss / 1048576;
const baseline = mb();
let peak = baseline;
setInterval(() => { peak = Math.max(peak, mb()); }, 20).unref();
const [dir, roundsArg, only] = process.argv.slice(2);
const fixtures = {
  text: ['text.pdf', 'application/pdf', ${pages}],
  scannedPdf: ['scanned.pdf', 'application/pdf', 1],
  cleanPng: ['clean.png', 'image/png', 1],
  phonePhoto: ['phone.jpg', 'image/jpeg', 1],
};
const reader = createDocumentReader();
const results = {};
for (const [name, [file, type, n]] of Object.entries(fixtures)) {
  if (only && name !== only) continue;
  const bytes = readFileSync(dir + '/' + file);
  const perPage = [];
  for (let r = 0; r < Number(roundsArg); r += 1) {
    const t = performance.now();
    const doc = await reader.read(bytes, type);
    perPage.push((performance.now() - t) / n);
    if (doc.pages.length !== n || doc.pages.some((p) => p.items.length < 20)) throw new Error(name + ': page not read');
  }
  const first = perPage[0];
  perPage.sort((a, b) => a - b);
  results[name] = { first, median: perPage[Math.floor(perPage.length / 2)], peakMb: peak };
}
await reader.close();
console.log(JSON.stringify({ baseline, peak, results }));
`;

/** Bare imports stay in node_modules (as in the server bundle), except the workspace's own TS packages. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@thrivewell/') ? undefined : { path: args.path, external: true }));
  },
};

/** Bundles a TS entry into a .mjs at the repo root (so bare imports resolve), runs `use`, removes it. */
async function withBundle(name, source, use) {
  const entry = path.join(root, `.lab-bench-${name}.ts`);
  const outfile = path.join(root, `.lab-bench-${name}.mjs`);
  writeFileSync(entry, source);
  try {
    await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'error', plugins: [externals] });
    return await use(outfile);
  } finally {
    rmSync(entry, { force: true });
    rmSync(outfile, { force: true });
  }
}

function runChild(bundle, dir, n, only, env = {}) {
  const child = spawnSync(process.execPath, [bundle, dir, String(n), ...(only ? [only] : [])], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  if (child.status !== 0) throw new Error(`bench child failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'lab-bench-'));
try {
  await withBundle('fixtures', `export * from './apps/server/test/lab-fixtures';`, async (bundle) => {
    const f = await import(bundle);
    writeFileSync(path.join(dir, 'text.pdf'), await f.makeTextPdf(pages));
    writeFileSync(path.join(dir, 'scanned.pdf'), await f.makeScannedPdf());
    writeFileSync(path.join(dir, 'clean.png'), await f.makeCleanScanPng());
    writeFileSync(path.join(dir, 'phone.jpg'), await f.makePhonePhoto());
  });
  const failures = [];
  await withBundle('run', runner, async (bundle) => {
    console.log(`cores: ${os.cpus().length}; text PDF of ${pages} pages; ${rounds} rounds in the long-lived runs\n`);
    console.log('1. one job per fresh process');
    console.log('fixture       ms/page  peak RSS MB (start)');
    for (const name of Object.keys(budgets)) {
      const out = runChild(bundle, dir, 1, name);
      const r = out.results[name];
      if (out.peak >= memoryBudgetMb) failures.push(`${name}: one job peaked at ${out.peak.toFixed(0)} MB`);
      console.log(`${name.padEnd(13)} ${r.first.toFixed(0).padStart(7)}  ${out.peak.toFixed(0).padStart(11)} (${out.baseline.toFixed(0)})`);
    }
    for (const [label, env] of [['2. long-lived process, default malloc', {}], ['3. long-lived process, MALLOC_ARENA_MAX=2', { MALLOC_ARENA_MAX: '2' }]]) {
      const out = runChild(bundle, dir, rounds, undefined, env);
      console.log(`\n${label}`);
      console.log('fixture       first ms/page  median ms/page  budget ms  peak RSS so far MB');
      for (const [name, r] of Object.entries(out.results)) {
        if (r.median > budgets[name]) failures.push(`${name}: ${r.median.toFixed(0)} ms per page`);
        console.log(`${name.padEnd(13)} ${r.first.toFixed(0).padStart(13)} ${r.median.toFixed(0).padStart(15)} ${String(budgets[name]).padStart(10)} ${r.peakMb.toFixed(0).padStart(19)}`);
      }
      console.log(`peak RSS ${out.peak.toFixed(0)} MB (budget < ${memoryBudgetMb} MB)${out.peak >= memoryBudgetMb ? '  OVER' : ''}`);
      if (env.MALLOC_ARENA_MAX && out.peak >= memoryBudgetMb) failures.push(`long-lived process with MALLOC_ARENA_MAX=2 peaked at ${out.peak.toFixed(0)} MB`);
    }
  });
  if (failures.length > 0) {
    console.log(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
