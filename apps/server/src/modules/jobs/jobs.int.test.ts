/**
 * The job queue contract, run against both adapters: the embedded queue on a test database
 * (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and pg-boss in a fresh schema of
 * TEST_DATABASE_URL's server (skipped without it; CI sets it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../../test/test-db';
import { jobById } from './embedded-queue.repo';
import { createEmbeddedQueue, createJobQueue, createPgBossQueue, type JobQueue } from './jobs.service';
import { retryDelayMs, slotStart } from './job-queue';

const pgUrl = process.env.TEST_DATABASE_URL;

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Adapter {
  name: string;
  skip: boolean;
  setup(): Promise<void>;
  make(): JobQueue;
  teardown(): Promise<void>;
}

let database: DatabaseHandle;
const embedded: Adapter = {
  name: 'embedded',
  skip: false,
  async setup() {
    database = await createTestDatabase();
  },
  make: () => createEmbeddedQueue({ db: database.db, pollMs: 50 }),
  teardown: async () => database?.close(),
};

const bossSchema = `jobs_test_${randomBytes(4).toString('hex')}`;
const pgBoss: Adapter = {
  name: 'pg-boss',
  skip: !pgUrl,
  async setup() {},
  make: () => createPgBossQueue({ connectionString: pgUrl!, schema: bossSchema, pollingIntervalSeconds: 0.5, maxConnections: 3 }),
  async teardown() {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${bossSchema}" CASCADE`);
    await client.end();
  },
};

describe('backoff and slots', () => {
  it('doubles the delay after each failed attempt', () => {
    expect([1, 2, 3].map((a) => retryDelayMs(a, 30))).toEqual([30_000, 60_000, 120_000]);
  });
  it('aligns a periodic job to the clock', () => {
    expect(slotStart(new Date('2026-11-27T08:00:59.900Z'), 60).toISOString()).toBe('2026-11-27T08:00:00.000Z');
  });
});

describe.each([embedded, pgBoss])('job queue contract: $name', (adapter) => {
  const queues: JobQueue[] = [];
  const make = () => {
    const q = adapter.make();
    queues.push(q);
    return q;
  };
  beforeAll(async () => {
    if (!adapter.skip) await adapter.setup();
  }, 60_000);
  afterAll(async () => {
    if (adapter.skip) return;
    await Promise.all(queues.map((q) => q.stop()));
    await adapter.teardown();
  }, 60_000);

  it.skipIf(adapter.skip)('runs each job exactly once with two workers competing', { timeout: 60_000 }, async () => {
    const [a, b] = [make(), make()];
    const seen: string[] = [];
    const byWorker = { a: 0, b: 0 };
    const handler = (who: 'a' | 'b') => async (job: { data: { n: number } }) => {
      byWorker[who]++;
      await sleep(5);
      seen.push(String(job.data.n));
    };
    await a.work<{ n: number }>('contract-once', { concurrency: 3 }, handler('a'));
    await b.work<{ n: number }>('contract-once', { concurrency: 3 }, handler('b'));
    for (let n = 0; n < 40; n++) expect(await a.send('contract-once', { n })).toEqual(expect.any(String));
    await Promise.all([a.start(), b.start()]);
    await until(() => seen.length >= 40);
    await sleep(adapter.name === 'pg-boss' ? 1500 : 300);
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
    expect(byWorker.a + byWorker.b).toBe(40);
  });

  it.skipIf(adapter.skip)('retries a failed job, then succeeds; without retries it fails once', { timeout: 60_000 }, async () => {
    const q = make();
    const attempts: Record<string, number> = {};
    await q.work<{ key: string; failTimes: number }>('contract-retry', {}, async (job) => {
      attempts[job.data.key] = (attempts[job.data.key] ?? 0) + 1;
      if (attempts[job.data.key]! <= job.data.failTimes) throw new Error('planned failure');
    });
    await q.start();
    await q.send('contract-retry', { key: 'twice', failTimes: 2 }, { retryLimit: 2, retryDelaySeconds: 0 });
    await q.send('contract-retry', { key: 'never', failTimes: 9 }, { retryLimit: 0, retryDelaySeconds: 0 });
    await until(() => attempts.twice === 3 && attempts.never === 1);
    await sleep(adapter.name === 'pg-boss' ? 2000 : 400);
    expect(attempts).toEqual({ twice: 3, never: 1 });
  });

  it.skipIf(adapter.skip)('ignores a second send with the same singletonKey', { timeout: 60_000 }, async () => {
    const q = make();
    const first = await q.send('contract-single', { v: 1 }, { singletonKey: 'occurrence-1' });
    const second = await q.send('contract-single', { v: 2 }, { singletonKey: 'occurrence-1' });
    const other = await q.send('contract-single', { v: 3 }, { singletonKey: 'occurrence-2' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    const ran: number[] = [];
    await q.work<{ v: number }>('contract-single', {}, async (job) => void ran.push(job.data.v));
    await q.start();
    await until(() => ran.length >= 2);
    await sleep(adapter.name === 'pg-boss' ? 1500 : 300);
    expect(ran.sort()).toEqual([1, 3]);
  });

  it.skipIf(adapter.skip)('does not start a job before startAfter', { timeout: 60_000 }, async () => {
    const q = make();
    let ranAt = 0;
    await q.work('contract-later', {}, async () => void (ranAt = Date.now()));
    await q.start();
    const sentAt = Date.now();
    await q.send('contract-later', {}, { startAfter: new Date(sentAt + 1500) });
    await until(() => ranAt > 0);
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(1400);
  });

  it.skipIf(adapter.skip)('a schedule on two instances makes one job per slot', { timeout: 60_000 }, async () => {
    const [a, b] = [make(), make()];
    const slots: string[] = [];
    for (const q of [a, b]) {
      await q.work<{ slot: string }>('contract-tick', {}, async (job) => void slots.push(job.data.slot));
      await q.schedule('contract-tick', 1);
    }
    await Promise.all([a.start(), b.start()]);
    await sleep(3200);
    await until(() => slots.length >= 3);
    expect(new Set(slots).size).toBe(slots.length);
  });
});

describe('embedded queue: a job whose worker stopped is taken again', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.close());

  it('claims it once the lock runs out, and the late first claim cannot finish it', { timeout: 30_000 }, async () => {
    const stuck = createEmbeddedQueue({ db: db.db, pollMs: 30, lockMs: 200 });
    const healthy = createEmbeddedQueue({ db: db.db, pollMs: 30, lockMs: 60_000 });
    const runs: string[] = [];
    await stuck.work('recover', {}, async () => {
      runs.push('stuck');
      await sleep(1200);
      throw new Error('too late');
    });
    const id = (await stuck.send('recover', {}, { retryLimit: 2, retryDelaySeconds: 0 }))!;
    await stuck.start();
    await until(() => runs.includes('stuck'));
    await healthy.work('recover', {}, async () => void runs.push('healthy'));
    await healthy.start();
    await until(() => runs.includes('healthy'));
    await stuck.stop();
    await healthy.stop();
    const row = await jobById(db.db, id);
    expect(row).toMatchObject({ state: 'completed', attempts: 2 });
    expect(runs).toEqual(['stuck', 'healthy']);
  });
});

describe('which adapter buildApp gets', () => {
  it('pg-boss with DATABASE_URL unless JOB_QUEUE=embedded; the embedded queue otherwise', async () => {
    const handle = await createTestDatabase();
    try {
      const url = 'postgres://nobody@127.0.0.1:1/none';
      expect(createJobQueue({ databaseUrl: url, jobQueue: 'auto' }, handle.db).kind).toBe('pg-boss');
      expect(createJobQueue({ databaseUrl: url, jobQueue: 'embedded' }, handle.db).kind).toBe('embedded');
      expect(createJobQueue({ databaseUrl: undefined, jobQueue: 'auto' }, handle.db).kind).toBe('embedded');
    } finally {
      await handle.close();
    }
  });
});
