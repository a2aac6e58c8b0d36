#!/usr/bin/env node
// Budgets (issue W2-C §2): requests/s of an API call ÷ requests/s of a reference, measured side by
// side with the same autocannon connections on the same machine (definitions in bench/README.md):
// - GET /api/profile (signed in, filled profile) ÷ a bare node:http + primary-key select of the
//   same row on the same database (bench/api-ratios-reference.mjs) ≥ 0.33, on PGlite and on
//   PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server);
// - POST /api/safety/check with 20 items (signed out) ÷ GET /api/health on the same server ≥ 0.35,
//   measured in alternating windows; also reported (not judged): `fresh20`, every request a list
//   of 20 names never sent before, so the kept answers (ADR 0015) cannot hide a slow path;
// - a 40-item check's answer names each source once.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, kb, printTable, startServer, verdict } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The health and check calls take turns in windows this long, this many rounds each (machine noise hits both). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 2);
const PROFILE_TARGET = 0.33;
const CHECK_TARGET = 0.35;
const items20 = ['warfarin', 'ibuprofen', 'Lipitor', 'metoprolol', 'lisinopril', 'amlodipine', 'metformin', 'sertraline', 'omeprazole', 'levothyroxine', 'aspirin', 'clopidogrel', 'tramadol', 'gabapentin', 'prednisone', 'furosemide', 'spironolactone', 'digoxin', 'simvastatin', 'clarithromycin'];
const items40 = [...items20, 'fluoxetine', 'citalopram', 'lithium', 'amiodarone', 'ciprofloxacin', 'doxycycline', 'fluconazole', 'ketoconazole', 'diltiazem', 'verapamil', "St. John's wort", 'ginkgo', 'fish oil', 'calcium', 'iron', 'magnesium', 'vitamin K', 'grapefruit juice', 'alcohol', 'potassium'];
/** 20 distinct names of the 40-item list in a random order: a list the server has not answered before. */
function fresh20() {
  const names = [...items40];
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [names[i], names[j]] = [names[j], names[i]];
  }
  return names.slice(0, 20);
}
const profileSections = {
  personalInfo: { age: 52, gender: 'female' },
  medicalHistory: { currentConditions: ['Hypertension', 'Asthma'], allergies: ['Penicillin'] },
  lifestyle: { sleepHours: 7.5, stressLevel: 4 },
  medications: { current: [{ id: 'm1', name: 'Warfarin', dosage: '5 mg', frequency: 'once daily' }, { id: 'm2', name: 'Lisinopril', dosage: '10 mg', frequency: 'once daily' }] },
};

/** Requests of `opts` in `duration` seconds; every answer must be a 2xx. */
function window(opts, duration) {
  return new Promise((resolve, reject) => {
    let bad = 0;
    const instance = autocannon({ connections: CONNECTIONS, duration, ...opts }, (err, result) => {
      if (err) return reject(err);
      if (bad + result.errors + result.timeouts > 0) return reject(new Error(`${opts.method ?? 'GET'} ${opts.url}: ${bad} non-2xx, ${result.errors} errors`));
      resolve(result.requests.total);
    });
    instance.on('response', (_client, status) => {
      if (status < 200 || status >= 300) bad++;
    });
  });
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/** CPU seconds (user + system) the process has used so far (/proc/<pid>/stat). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Requests/s of `opts` over SECONDS after a 2 s warm-up. */
async function rps(opts) {
  await window(opts, 2);
  return (await window(opts, SECONDS)) / SECONDS;
}

/**
 * Requests/s of each call, measured in turns: after a 2 s warm-up of each, ROUNDS rounds of one
 * WINDOW_SECONDS window per call, so a burst of load from elsewhere falls on all of them alike;
 * each round's counts (the spread); and the server's CPU time per request of each call (process
 * `pid`), which load from elsewhere changes far less than the rates.
 */
async function alternating(calls, pid) {
  const names = Object.keys(calls);
  for (const name of names) await window(calls[name], 2);
  const totals = Object.fromEntries(names.map((name) => [name, 0]));
  const cpu = Object.fromEntries(names.map((name) => [name, 0]));
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const counts = {};
    for (const name of names) {
      const before = cpuSeconds(pid);
      counts[name] = await window(calls[name], WINDOW_SECONDS);
      cpu[name] += cpuSeconds(pid) - before;
    }
    for (const name of names) totals[name] += counts[name];
    rounds.push(counts);
  }
  const rates = Object.fromEntries(names.map((name) => [name, totals[name] / (ROUNDS * WINDOW_SECONDS)]));
  const cpuMicros = Object.fromEntries(names.map((name) => [name, (cpu[name] / totals[name]) * 1e6]));
  return { rates, rounds, cpuMicros };
}

async function call(base, method, url, { body, cookie } = {}) {
  const headers = { origin: base, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(`${base}${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined, redirect: 'manual' });
  if (res.status >= 400) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

const cookieOf = (res) => res.headers.getSetCookie().map((c) => c.split(';', 1)[0]).filter((c) => !c.endsWith('=')).join('; ');

/** A verified user (verification link from the dev outbox) with a filled profile: cookie and id. */
async function signedInUserWithProfile(base) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Qv${randomBytes(6).toString('hex')}-Zx7!`;
  await call(base, 'POST', '/api/auth/sign-up/email', { body: { name: 'Bench Member', email, password } });
  const mail = await (await call(base, 'GET', '/api/dev/mailbox')).json();
  const link = mail.find((m) => m.to === email)?.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error('no verification e-mail in the outbox');
  await call(base, 'GET', new URL(link).pathname + new URL(link).search);
  const cookie = cookieOf(await call(base, 'POST', '/api/auth/sign-in/email', { body: { email, password } }));
  const profile = await (await call(base, 'PUT', '/api/profile/sections', { cookie, body: profileSections })).json();
  return { cookie, userId: profile.user_id };
}

/** One database kind: the app's figures, then the reference on the same data. */
async function measure(kind, { appEnv = {}, dataDir } = {}, referenceEnv = {}) {
  const app = await startServer({ env: { LOG_LEVEL: 'warn', ...appEnv }, dataDir });
  const out = { kind };
  try {
    const { cookie, userId } = await signedInUserWithProfile(app.base);
    out.userId = userId;
    const check = { url: `${app.base}/api/safety/check`, method: 'POST', headers: { 'content-type': 'application/json' } };
    const { rates, rounds, cpuMicros } = await alternating({
      health: { url: `${app.base}/api/health` },
      check20: { ...check, body: JSON.stringify({ items: items20 }) },
      fresh20: { ...check, requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ items: fresh20() }) }) }] },
    }, app.pid);
    Object.assign(out, rates);
    out.cpuMicros = cpuMicros;
    out.roundRatios = rounds.map((r) => [r.check20 / r.health, r.fresh20 / r.health]);
    out.profile = await rps({ url: `${app.base}/api/profile`, headers: { cookie } });
    const answer = await (await call(app.base, 'POST', '/api/safety/check', { body: { items: items40 } })).text();
    out.size40 = Buffer.byteLength(answer);
    out.unresolved40 = JSON.parse(answer).unresolved.map((u) => u.input);
    const urls = [...answer.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    out.sourceUrls = urls.length;
    out.distinctSourceUrls = new Set(urls).size;
  } finally {
    await app.stop();
  }
  const ref = await startServer({ entry: 'bench/api-ratios-reference.mjs', env: { REF_USER_ID: out.userId, ...referenceEnv } });
  try {
    out.reference = await rps({ url: `${ref.base}/` });
  } finally {
    await ref.stop();
  }
  return out;
}

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await ensureBuilt();
const runs = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'thrivewell-ratios-'));
try {
  runs.push(await measure('PGlite', { dataDir }, { PGLITE_DIR: path.join(dataDir, 'pg') }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  await admin(adminUrl.toString(), `CREATE DATABASE "${name}"`);
  try {
    runs.push(await measure('PostgreSQL', { appEnv: { DATABASE_URL: dbUrl.toString() } }, { DATABASE_URL: dbUrl.toString() }));
  } finally {
    await admin(adminUrl.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
} else {
  console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)\n');
}

console.log(`${CONNECTIONS} connections, loopback; profile and reference: ${SECONDS} s each after a 2 s warm-up; health, check20 and fresh20: ${ROUNDS} rounds of ${WINDOW_SECONDS} s windows in turn after a 2 s warm-up each\n`);
const spread = (ratios) => `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
printTable(
  ['database', 'profile/s', 'reference/s', 'ratio', 'health/s', 'check20/s', 'ratio (rounds)', 'fresh20/s', 'ratio (rounds)', '40-item KB', 'source urls (distinct)'],
  runs.map((r) => [
    r.kind,
    r.profile.toFixed(0),
    r.reference.toFixed(0),
    (r.profile / r.reference).toFixed(3),
    r.health.toFixed(0),
    r.check20.toFixed(0),
    `${(r.check20 / r.health).toFixed(3)} (${spread(r.roundRatios.map(([c]) => c))})`,
    r.fresh20.toFixed(0),
    `${(r.fresh20 / r.health).toFixed(3)} (${spread(r.roundRatios.map(([, f]) => f))})`,
    kb(r.size40),
    `${r.sourceUrls} (${r.distinctSourceUrls})`,
  ]),
);
console.log('\nfresh20: each request 20 names of the 40-item list, in a random order, never the same list twice (no kept answer); reported, not judged');
console.log('\nserver CPU (user + system) per request, µs, over the same windows; health ÷ call is the ratio the server alone would allow\n');
printTable(
  ['database', 'health', 'check20', 'ratio', 'fresh20', 'ratio'],
  runs.map(({ kind, cpuMicros: c }) => [kind, c.health.toFixed(0), c.check20.toFixed(0), (c.health / c.check20).toFixed(3), c.fresh20.toFixed(0), (c.health / c.fresh20).toFixed(3)]),
);
if (runs[0].unresolved40.length) console.log(`\nnot resolved in the 40-item list: ${runs[0].unresolved40.join(', ')}`);
console.log('');
verdict(
  runs.flatMap((r) => [
    { ok: r.profile / r.reference >= PROFILE_TARGET, label: `${r.kind}: GET /api/profile ÷ reference ${(r.profile / r.reference).toFixed(3)} ≥ ${PROFILE_TARGET}` },
    { ok: r.check20 / r.health >= CHECK_TARGET, label: `${r.kind}: POST /api/safety/check (20 items) ÷ GET /api/health ${(r.check20 / r.health).toFixed(3)} ≥ ${CHECK_TARGET}` },
    { ok: r.sourceUrls === r.distinctSourceUrls, label: `${r.kind}: a 40-item answer (${kb(r.size40)} KB) names each source once (${r.sourceUrls} urls, ${r.distinctSourceUrls} distinct)` },
  ]),
);
