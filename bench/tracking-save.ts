#!/usr/bin/env -S npx tsx
// Budget (issue 14, W2-D): saving a tracking entry p95 < 50 ms. In-process through the real app
// (buildApp with its hooks, session check, validation, date rules, red-flag screen and the
// database), on a fresh PGlite — or PostgreSQL when BENCH_DATABASE_URL / TEST_DATABASE_URL names
// a server — via Fastify's inject: a signed-in user saves BENCH_ITERATIONS (300) mood entries,
// symptom entries (with the red-flag screen) and daily logs in turn after a warm-up.
import { json, signedInUser } from '../apps/server/test/safety-helpers';
import { startTestApp } from '../apps/server/test/test-db';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;
const BUDGET_MS = 50;

if (!process.env.TEST_DATABASE_URL && process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const t = await startTestApp();
try {
  const user = await signedInUser(t, 'free');
  await json(t.app, 'PUT', '/api/tracking/settings', { cookie: user.cookie, body: { timeZone: 'UTC' } });
  const day = (i: number) => new Date(Date.now() - (i % 700) * 86_400_000 - 60_000);
  const calls: Record<string, (i: number) => { method: 'POST' | 'PUT'; url: string; body: unknown }> = {
    'mood entry': (i) => ({ method: 'POST', url: '/api/tracking/mood', body: { recordedAt: day(i).toISOString(), localDate: day(i).toISOString().slice(0, 10), value: (i % 5) + 1, energy: 3, emotions: ['calm'], activities: ['walk', 'reading'], note: 'A fairly ordinary day with a walk at lunch.' } }),
    'symptom entry': (i) => ({ method: 'POST', url: '/api/tracking/symptoms', body: { recordedAt: day(i).toISOString(), localDate: day(i).toISOString().slice(0, 10), symptom: i % 2 ? 'Headache' : 'Chest Pain', severity: (i % 10) + 1, triggers: ['stress'], note: 'Came on in the afternoon after a long meeting.' } }),
    'daily log': (i) => ({ method: 'PUT', url: `/api/tracking/day/${day(i).toISOString().slice(0, 10)}/log`, body: { sleepHours: 7, sleepQuality: 4, energy: 3, stress: 5, waterGlasses: 6, meals: [{ slot: 'breakfast', description: 'oats' }], factors: ['alcohol'] } }),
  };
  const rows: (string | number)[][] = [];
  const checks: { ok: boolean; label: string }[] = [];
  for (const [label, make] of Object.entries(calls)) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const { method, url, body } = make(i);
      const start = performance.now();
      const res = await json(t.app, method, url, { cookie: user.cookie, body });
      const ms = performance.now() - start;
      if (res.statusCode >= 300) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push([label, times.length, percentile(times, 50).toFixed(2), p95.toFixed(2), percentile(times, 99).toFixed(2)]);
    checks.push({ ok: p95 < BUDGET_MS, label: `save a ${label}: p95 ${p95.toFixed(2)} ms < ${BUDGET_MS} ms` });
  }
  console.log(`${ITERATIONS} saves each after ${WARMUP} warm-up, in-process (inject), ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
  printTable(['save', 'n', 'p50 ms', 'p95 ms', 'p99 ms'], rows);
  verdict(checks);
} finally {
  await t.close();
}
