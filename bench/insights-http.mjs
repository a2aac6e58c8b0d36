#!/usr/bin/env node
// Budgets (issue 14) on the built app (embedded PGlite, as `npm start` runs it):
// - patterns over 365 days × 30 factors < 300 ms through GET /api/insights/patterns?days=365;
// - a year of entries renders the trends charts in < 100 ms.
// The account is a Wellness Pro user (test-mode checkout) whose year was logged through the
// tracking API: every day a daily log with sleep, sleep quality, energy, stress, water and up
// to 30 yes/no factors, and two mood entries. GET /api/insights/series?days=365 (the reads alone)
// is timed too. Then Chromium (a phone-sized window) opens /trends signed in, loads the 30-day
// view, and switches to "Year": the render time is from the series answer's responseEnd
// (Resource Timing) to the last DOM change once the charts in or near the screen are drawn (a
// MutationObserver on the page) — JSON parsing, React and Recharts, on the real bundle. Charts
// further down are drawn as they are scrolled to; the script checks that all of them are.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, ensureBuilt, percentile, printTable, startServer, verdict } from './lib.mjs';
import { signedInSession } from './signed-in-session.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 7);
const BUDGET_PATTERNS_MS = 300;
const BUDGET_RENDER_MS = 100;

let seed = 11;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function call(base, method, path, cookie, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return res;
}

/** This server process's CPU time in ms (user + system, /proc/<pid>/stat, 100 ticks a second). */
function serverCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function timeGets(base, cookie, path, pid) {
  for (let i = 0; i < 5; i++) await call(base, 'GET', path, cookie);
  const times = [];
  const cpuStart = serverCpuMs(pid);
  let body;
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    body = await (await call(base, 'GET', path, cookie)).json();
    times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), cpuPerRequest: (serverCpuMs(pid) - cpuStart) / ITERATIONS, body };
}

await ensureBuilt();
const server = await startServer();
try {
  const { base } = server;
  const session = await signedInSession(base);
  const { cookie } = session;
  const checkout = await (await call(base, 'POST', '/api/billing/checkout', cookie, { lookup_key: 'wellness_plus_monthly', success_url: `${base}/subscription-success`, cancel_url: `${base}/pricing` })).json();
  const sessionId = new URL(checkout.url).searchParams.get('session');
  await call(base, 'POST', `/api/billing/test/sessions/${sessionId}/pay`, cookie);

  const zone = 'Europe/Berlin';
  await call(base, 'PUT', '/api/tracking/settings', cookie, { timeZone: zone });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const rates = Array.from({ length: 30 }, () => 0.2 + 0.6 * random());
  const seedStart = performance.now();
  for (let i = 364; i >= 0; i--) {
    const day = addDays(today, -i);
    const factors = rates.flatMap((rate, f) => (random() < rate ? [`Factor ${f + 1}`] : []));
    await call(base, 'PUT', `/api/tracking/day/${day}/log`, cookie, {
      sleepHours: Math.round((7 + normal()) * 4) / 4, sleepQuality: 1 + Math.floor(random() * 5), energy: 1 + Math.floor(random() * 5),
      stress: 1 + Math.floor(random() * 10), waterGlasses: Math.floor(random() * 9), factors,
    });
    for (const hour of ['08', '20']) {
      const recordedAt = `${day}T${hour}:00:00+01:00`;
      if (Date.parse(recordedAt) > Date.now()) continue;
      await call(base, 'POST', '/api/tracking/mood', cookie, { recordedAt, localDate: day, value: 1 + Math.floor(random() * 5), emotions: [], activities: [] });
    }
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const reads = await timeGets(base, cookie, '/api/insights/series?days=365', server.pid);
  const patterns = await timeGets(base, cookie, '/api/insights/patterns?days=365', server.pid);
  const seriesCount = reads.body.series.filter((s) => Object.keys(s.values).length > 0).length;

  // ---- the trends charts in Chromium
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const renders = [];
  let charts = 0;
  let allCharts = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 });
    await context.addCookies(session.cookies.map((c) => ({ ...c, url: base })));
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }));
      localStorage.setItem('cookie-consent-timestamp', '2024-05-01T10:00:00.000Z');
      localStorage.setItem('footer-disclaimer-dismissed', 'true');
      localStorage.setItem('hideDisclaimerPopup', 'true');
    });
    const page = await context.newPage();
    for (let run = 0; run < RENDERS + 1; run++) {
      await page.goto(`${base}/trends`);
      await page.locator('svg.recharts-surface').first().waitFor();
      await page.evaluate(() => {
        window.__lastChange = 0;
        new MutationObserver(() => { window.__lastChange = performance.now(); }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      const answered = page.waitForResponse((r) => r.url().includes('/api/insights/series?days=365'));
      await page.getByRole('radio', { name: 'Year' }).check({ force: true });
      await answered;
      // Drawn: the window line is no longer updating, and every card with data within the
      // screen (charts further down are drawn as they are scrolled to) has its chart.
      await page.waitForFunction(() => {
        const status = [...document.querySelectorAll('[aria-live="polite"]')].map((e) => e.textContent).join(' ');
        const cards = [...document.querySelectorAll('section')].filter((s) => [...s.querySelectorAll('button')].some((b) => b.textContent === 'Show table'));
        const inView = cards.filter((c) => c.getBoundingClientRect().top < window.innerHeight + 200);
        return !status.includes('updating') && inView.length > 0 && inView.every((c) => c.querySelector('svg.recharts-surface'));
      });
      await page.waitForTimeout(400); // nothing else changes: the last change is the charts'
      const ms = await page.evaluate(() => {
        const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/insights/series?days=365')).at(-1);
        return window.__lastChange - entry.responseEnd;
      });
      charts = await page.locator('svg.recharts-surface').count();
      if (run === 0) {
        // Every chart is drawn once scrolled to: scroll through the page a screen at a time.
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(150);
        }
        await page.waitForTimeout(1000);
        allCharts = await page.locator('svg.recharts-surface').count();
      }
      if (run > 0) renders.push(ms); // the first run loads and compiles the chart chunk
    }
  } finally {
    await browser.close();
  }
  renders.sort((a, b) => a - b);

  console.log(`a year logged in ${seedSeconds.toFixed(0)} s; ${seriesCount} series; ${patterns.body.length} patterns shown; ${ITERATIONS} requests each after 5 warm-up; ${RENDERS} renders, ${charts} charts in or near the screen (${allCharts} of ${seriesCount} series with data drawn after scrolling to the end); load average ${os.loadavg()[0].toFixed(1)}\n`);
  printTable(
    ['operation', 'p50 ms', 'p95 ms', 'max ms', 'server CPU ms/request'],
    [
      ['GET /api/insights/series?days=365', percentile(reads.times, 50).toFixed(1), percentile(reads.times, 95).toFixed(1), reads.times.at(-1).toFixed(1), reads.cpuPerRequest.toFixed(1)],
      ['GET /api/insights/patterns?days=365', percentile(patterns.times, 50).toFixed(1), percentile(patterns.times, 95).toFixed(1), patterns.times.at(-1).toFixed(1), patterns.cpuPerRequest.toFixed(1)],
      ['/trends "Year": answer → charts drawn (Chromium)', percentile(renders, 50).toFixed(1), percentile(renders, 95).toFixed(1), renders.at(-1).toFixed(1), ''],
    ],
  );
  verdict([
    { ok: percentile(patterns.times, 95) < BUDGET_PATTERNS_MS, label: `patterns endpoint, 365 days × 30 factors: p95 ${percentile(patterns.times, 95).toFixed(1)} ms < ${BUDGET_PATTERNS_MS} ms` },
    { ok: allCharts >= seriesCount, label: `every series with data has its chart once scrolled to (${allCharts} of ${seriesCount})` },
    { ok: percentile(renders, 50) < BUDGET_RENDER_MS, label: `a year of entries renders the trends charts: median ${percentile(renders, 50).toFixed(1)} ms < ${BUDGET_RENDER_MS} ms` },
  ]);
} finally {
  await server.stop();
}
