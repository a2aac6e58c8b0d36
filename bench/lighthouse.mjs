#!/usr/bin/env node
// Budgets (Lighthouse 12, mobile form factor, default simulated throttling, landing page as
// `npm start` serves it): performance ≥ 0.98; accessibility, best practices and SEO 1.0;
// LCP ≤ 1.5 s. Runs 3 times (override with BENCH_RUNS) and judges the median run by
// performance score; every run's JSON report is saved under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, ensureBuilt, printTable, resultsDir, startServer, verdict } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const budgets = { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 };
const LCP_BUDGET_MS = 1500;

await ensureBuilt();
mkdirSync(resultsDir, { recursive: true });
const server = await startServer();
const url = `${server.base}/`;
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    // A fresh browser per run: an empty cache, like a first visit.
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags.map((f) => (f === '--headless' ? '--headless=new' : f)),
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
      if (!result) throw new Error('Lighthouse returned no result');
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(resultsDir, `lighthouse-${stamp}-run${i + 1}.json`);
      writeFileSync(file, result.report);
      runs.push({
        file,
        scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? 0])),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Infinity,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
          .map((a) => `${a.id} (${a.score})`),
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.stop();
}

const fmt = (s) => s.toFixed(2);
console.log(`Lighthouse ${runs.length} run(s), mobile, simulated throttling, ${url}\n`);
printTable(
  ['run', 'performance', 'accessibility', 'best-practices', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
  runs.map((r, i) => [`${i + 1}`, ...categories.map((c) => fmt(r.scores[c])), r.fcp.toFixed(0), r.lcp.toFixed(0), r.tbt.toFixed(0), r.cls.toFixed(3)]),
);
const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
console.log(`\nmedian run: ${path.relative(process.cwd(), median.file)}`);
if (median.failing.length) console.log(`audits below 1 in the median run: ${median.failing.join(', ')}`);
console.log('');
verdict([
  ...categories.map((c) => ({ ok: median.scores[c] >= budgets[c], label: `${c} ${fmt(median.scores[c])} ≥ ${budgets[c]}` })),
  { ok: median.lcp <= LCP_BUDGET_MS, label: `LCP ${median.lcp.toFixed(0)} ms ≤ ${LCP_BUDGET_MS} ms` },
]);
