#!/usr/bin/env node
// Budgets (issue W2-C §2): requests/s of an API call ÷ requests/s of a reference, measured side by
// side with the same autocannon connections on the same machine (definitions in bench/README.md):
// - GET /api/profile (signed in, filled profile) ÷ a bare node:http + primary-key select of the
//   same row on the same database (bench/api-ratios-reference.mjs) ≥ 0.33, on PGlite and on
//   PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server);
// - POST /api/safety/check with 20 items (signed out) ÷ GET /api/health on the same server ≥ 0.35;
// - a 40-item check's answer names each source once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, kb, printTable, startServer, verdict } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROFILE_TARGET = 0.33;
const CHECK_TARGET = 0.35;
const items20 = ['warfarin', 'ibuprofen', 'Lipitor', 'metoprolol', 'lisinopril', 'amlodipine', 'metformin', 'sertraline', 'omeprazole', 'levothyroxine', 'aspirin', 'clopidogrel', 'tramadol', 'gabapentin', 'prednisone', 'furosemide', 'spironolactone', 'digoxin', 'simvastatin', 'clarithromycin'];
const items40 = [...items20, 'fluoxetine', 'citalopram', 'lithium', 'amiodarone', 'ciprofloxacin', 'doxycycline', 'fluconazole', 'ketoconazole', 'diltiazem', 'verapamil', "St. John's wort", 'ginkgo', 'fish oil', 'calcium', 'iron', 'magnesium', 'vitamin K', 'grapefruit juice', 'alcohol', 'potassium'];
const profileSections = {
  personalInfo: { age: 52, gender: 'female' },
  medicalHistory: { currentConditions: ['Hypertension', 'Asthma'], allergies: ['Penicillin'] },
  lifestyle: { sleepHours: 7.5, stressLevel: 4 },
  medications: { current: [{ id: 'm1', name: 'Warfarin', dosage: '5 mg', frequency: 'once daily' }, { id: 'm2', name: 'Lisinopril', dosage: '10 mg', frequency: 'once daily' }] },
};

/** Requests/s of `opts` over SECONDS after a 2 s warm-up; every answer must be a 2xx. */
async function rps(opts) {
  const once = (duration) =>
    new Promise((resolve, reject) => {
      let bad = 0;
      const instance = autocannon({ connections: CONNECTIONS, duration, ...opts }, (err, result) => (err ? reject(err) : resolve({ result, bad })));
      instance.on('response', (_client, status) => {
        if (status < 200 || status >= 300) bad++;
      });
    });
  await once(2);
  const { result, bad } = await once(SECONDS);
  if (bad + result.errors + result.timeouts > 0) throw new Error(`${opts.method ?? 'GET'} ${opts.url}: ${bad} non-2xx, ${result.errors} errors`);
  return result.requests.total / SECONDS;
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
    const check = (items) => ({ url: `${app.base}/api/safety/check`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items }) });
    out.health = await rps({ url: `${app.base}/api/health` });
    out.check20 = await rps(check(items20));
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

console.log(`${CONNECTIONS} connections, ${SECONDS} s per call after a 2 s warm-up, loopback\n`);
printTable(
  ['database', 'profile/s', 'reference/s', 'ratio', 'check20/s', 'health/s', 'ratio', '40-item KB', 'source urls (distinct)'],
  runs.map((r) => [r.kind, r.profile.toFixed(0), r.reference.toFixed(0), (r.profile / r.reference).toFixed(3), r.check20.toFixed(0), r.health.toFixed(0), (r.check20 / r.health).toFixed(3), kb(r.size40), `${r.sourceUrls} (${r.distinctSourceUrls})`]),
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
