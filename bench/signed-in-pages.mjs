#!/usr/bin/env node
// Budgets (issue 13 §2; Lighthouse 12, mobile form factor, default simulated throttling) for the
// pages a signed-in person opens most: /dashboard, /safety/cabinet, /interaction-analyzer, and
// (W2-D) the daily log /log and /trends —
// performance ≥ 0.95, CLS ≤ 0.02, LCP ≤ 2.0 s, JS ≤ 150 KB gzip; and the landing page ≤ 100 KB
// JS gzip signed in and signed out. The account is real: signed up, verified from the local dev
// mailbox, all onboarding sections and 5 cabinet entries saved; the browser is a returning
// visitor's (session cookie, cookie banner answered, notices closed) with an empty HTTP cache.
// BENCH_RUNS runs per page (default 3); the median run by performance is judged; every run's
// JSON report is saved under bench/results/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath, ensureBuilt, freePort, kb, printTable, resultsDir, root, serverEntry, verdict, waitForHealth } from './lib.mjs';
import { pageScripts } from './page-scripts.mjs';
import { returningVisitorStorage, signedInSession } from './signed-in-session.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/dashboard,/safety/cabinet,/interaction-analyzer,/log,/trends,/diet,/meal-planning,/dashboard/nutrition').split(',');
const budget = { performance: 0.95, cls: 0.02, lcpMs: 2000, jsKb: 150, landingKb: 100 };

/** gzip level-9 size of each script URL (static files: fetched once, cached). */
const gzCache = new Map();
async function gzipBytes(url, cookie) {
  if (!gzCache.has(url)) {
    const body = Buffer.from(await (await fetch(url, { headers: { cookie } })).arrayBuffer());
    gzCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzCache.get(url);
}

/** A fresh Chromium (empty cache) holding the session cookie and a returning visitor's storage. */
async function preparedChrome(base, cookies) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags.map((f) => (f === '--headless' ? '--headless=new' : f)),
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.setCookie(...cookies.map((c) => ({ ...c, url: base })));
  await page.goto(`${base}/api/health`);
  await page.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
  }, returningVisitorStorage);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
  return chrome;
}

async function lighthouseRun(base, pathname, session, i) {
  const chrome = await preparedChrome(base, session.cookies);
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
    const result = await lighthouse(`${base}${pathname}`, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== pathname) throw new Error(`${pathname} ended on ${finalPath}: is the session signed in?`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const slug = pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
    const file = path.join(resultsDir, `signed-in-${slug}-${stamp}-run${i + 1}.json`);
    writeFileSync(file, result.report);
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    let js = 0;
    for (const s of scripts) js += await gzipBytes(s.url, session.cookie);
    const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
    return {
      file,
      performance: lhr.categories.performance.score ?? 0,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js,
      shifts: shifts.map((s) => `${s.score?.toFixed(3)} ${s.node?.selector ?? s.node?.snippet ?? '?'}`),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    };
  } finally {
    await chrome.kill();
  }
}

await ensureBuilt();
mkdirSync(resultsDir, { recursive: true });
// The built server on a free port with a throw-away data directory, as startServer() runs it,
// but waiting up to 3 minutes: on a busy machine the first start (creating the database) can
// take longer than startServer waits.
const dataDir = mkdtempSync(path.join(tmpdir(), 'thrivewell-bench-'));
async function startPatiently() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(base, child, 180_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
const server = await startPatiently();
const medians = [];
let landing;
try {
  const session = await signedInSession(server.base);
  for (const pathname of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART): try again.
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await lighthouseRun(server.base, pathname, session, i));
          break;
        } catch (err) {
          if (attempt >= 3 || !/Lighthouse: /.test(String(err))) throw err;
        }
      }
    }
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    medians.push({ pathname, runs, median });
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const total = (rows) => rows.reduce((s, r) => s + r.gzip, 0);
    const signedOut = total(await pageScripts(browser, `${server.base}/`, { storage: returningVisitorStorage }));
    const cookies = session.cookies.map((c) => ({ ...c, url: server.base }));
    const signedIn = total(await pageScripts(browser, `${server.base}/`, { cookies, storage: returningVisitorStorage }));
    landing = { signedOut, signedIn };
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Lighthouse ${RUNS} run(s) per page, mobile, simulated throttling, signed in (median by performance)\n`);
printTable(
  ['page', 'runs (perf)', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz'],
  medians.map(({ pathname, runs, median: m }) => [
    pathname,
    runs.map((r) => r.performance.toFixed(2)).join(' '),
    m.performance.toFixed(2),
    m.fcp.toFixed(0),
    m.lcp.toFixed(0),
    m.tbt.toFixed(0),
    m.cls.toFixed(3),
    kb(m.js),
  ]),
);
for (const { pathname, median: m } of medians) {
  console.log(`\n${pathname}: ${path.relative(process.cwd(), m.file)}\n  LCP element: ${m.lcpElement}`);
  for (const s of m.shifts.slice(0, 5)) console.log(`  shift ${s}`);
}
console.log(`\nlanding / JS: signed out ${kb(landing.signedOut)} KB gz, signed in ${kb(landing.signedIn)} KB gz\n`);
verdict([
  ...medians.flatMap(({ pathname, median: m }) => [
    { ok: m.performance >= budget.performance, label: `${pathname} performance ${m.performance.toFixed(2)} ≥ ${budget.performance}` },
    { ok: m.cls <= budget.cls, label: `${pathname} CLS ${m.cls.toFixed(3)} ≤ ${budget.cls}` },
    { ok: m.lcp <= budget.lcpMs, label: `${pathname} LCP ${m.lcp.toFixed(0)} ms ≤ ${budget.lcpMs} ms` },
    { ok: m.js / 1024 <= budget.jsKb, label: `${pathname} JS ${kb(m.js)} KB gz ≤ ${budget.jsKb} KB` },
  ]),
  { ok: landing.signedOut / 1024 <= budget.landingKb, label: `landing signed out JS ${kb(landing.signedOut)} KB gz ≤ ${budget.landingKb} KB` },
  { ok: landing.signedIn / 1024 <= budget.landingKb, label: `landing signed in JS ${kb(landing.signedIn)} KB gz ≤ ${budget.landingKb} KB` },
]);
