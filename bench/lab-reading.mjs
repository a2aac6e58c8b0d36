#!/usr/bin/env node
// The document reader's budgets (W2-F): a text PDF page read in ≤ 2 s, an image page OCR'd in
// ≤ 15 s (2 cores), peak memory of a job < 500 MB. The reader and the fixtures (made on the fly:
// text PDF, scanned PDF, clean PNG, phone photo) are bundled with esbuild, packages left in
// node_modules as the server bundle does, and run under plain node in a child process — tsx's
// loader would add its own ~150 MB transforming pdfjs. RSS (process.memoryUsage) is sampled every
// 20 ms: the figure judged is the peak, from a fresh process, over the whole run.
// Usage: node bench/lab-reading.mjs [--pages 5] [--rounds 3] [--only text|scannedPdf|cleanPng|phonePhoto]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const rounds = arg('rounds', 3);

const runner = `
import { createDocumentReader } from './apps/server/src/providers/documents/reader';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
if (process.env.SHARP_NOCACHE) { sharp.cache(false); }
if (process.env.SHARP_CONC) sharp.concurrency(Number(process.env.SHARP_CONC));
const mb = () => process.memoryUsage().rss / 1048576;
const baseline = mb();
let peak = baseline;
setInterval(() => { peak = Math.max(peak, mb()); }, 20).unref();
const dir = process.argv[2];
const fixtures = {
  text: [readFileSync(dir + '/text.pdf'), 'application/pdf', ${pages}],
  scannedPdf: [readFileSync(dir + '/scanned.pdf'), 'application/pdf', 1],
  cleanPng: [readFileSync(dir + '/clean.png'), 'image/png', 1],
  phonePhoto: [readFileSync(dir + '/phone.jpg'), 'image/jpeg', 1],
};
const reader = createDocumentReader();
const results = {};
const only = process.argv[3];
for (const [name, [bytes, type, n]] of Object.entries(fixtures)) {
  if (only && name !== only) continue;
  const perPage = [];
  for (let r = 0; r < ${rounds}; r += 1) {
    const t = performance.now();
    const doc = await reader.read(bytes, type);
    perPage.push((performance.now() - t) / n);
    if (doc.pages.length !== n || doc.pages.every((p) => p.items.length === 0)) throw new Error(name + ': nothing read');
  }
  results[name] = { first: perPage[0], median: perPage.sort((a, b) => a - b)[Math.floor(perPage.length / 2)], peakMb: peak };
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

const dir = mkdtempSync(path.join(os.tmpdir(), 'lab-bench-'));
try {
  // The fixtures are made here, in the parent: their making (librsvg, pdfkit) is not the job's memory.
  const fixtureEntry = path.join(dir, 'fixtures.mjs');
  await build({ entryPoints: [path.join(root, 'apps/server/test/lab-fixtures.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: fixtureEntry, logLevel: 'error', plugins: [externals] });
  const bundledFixtures = path.join(root, '.lab-bench-fixtures.mjs');
  writeFileSync(bundledFixtures, readFileSync(fixtureEntry));
  try {
    const f = await import(bundledFixtures);
    writeFileSync(path.join(dir, 'text.pdf'), await f.makeTextPdf(pages));
    writeFileSync(path.join(dir, 'scanned.pdf'), await f.makeScannedPdf());
    writeFileSync(path.join(dir, 'clean.png'), await f.makeCleanScanPng());
    writeFileSync(path.join(dir, 'phone.jpg'), await f.makePhonePhoto());
  } finally {
    rmSync(bundledFixtures);
  }
  const entry = path.join(root, '.lab-bench-entry.ts');
  writeFileSync(entry, runner);
  const outfile = path.join(dir, 'run.mjs');
  try {
    await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'error', plugins: [externals] });
  } finally {
    rmSync(entry);
  }
  // Run from the repo so the bundle's bare imports resolve to its node_modules.
  const bundled = path.join(root, '.lab-bench-run.mjs');
  writeFileSync(bundled, readFileSync(outfile));
  const only = process.argv.includes('--only') ? [process.argv[process.argv.indexOf('--only') + 1]] : [];
  const child = spawnSync(process.execPath, [bundled, dir, ...only], { cwd: root, encoding: 'utf8', env: { ...process.env } });
  rmSync(bundled);
  if (child.status !== 0) {
    process.stderr.write(child.stderr);
    process.exit(1);
  }
  const out = JSON.parse(child.stdout.trim().split('\n').pop());
  const budgets = { text: 2000, scannedPdf: 15000, cleanPng: 15000, phonePhoto: 15000 };
  console.log(`cores: ${os.cpus().length}; ${pages}-page text PDF; ${rounds} rounds each; RSS at start ${out.baseline.toFixed(0)} MB`);
  console.log('fixture       first page ms  median ms/page  budget ms  peak RSS so far MB');
  let failed = false;
  for (const [name, r] of Object.entries(out.results)) {
    const over = r.median > budgets[name];
    failed ||= over;
    console.log(`${name.padEnd(13)} ${r.first.toFixed(0).padStart(13)} ${r.median.toFixed(0).padStart(15)} ${String(budgets[name]).padStart(10)} ${r.peakMb.toFixed(0).padStart(19)}${over ? '  OVER BUDGET' : ''}`);
  }
  const memOver = out.peak >= 500;
  console.log(`peak RSS ${out.peak.toFixed(0)} MB (budget < 500 MB)${memOver ? '  OVER BUDGET' : ''}`);
  process.exit(failed || memOver ? 1 : 0);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
