import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { deleteRedisKeys, redisReachable, redisRequired, testRedisUrl } from '../../../test/redis';
import { createTestDatabase } from '../../../test/test-db';
import { DatabaseThrottleStore } from './sign-in-throttle.repo';
import { RedisThrottleStore } from './sign-in-throttle-redis-store';
import type { ThrottleRule, ThrottleStore } from './sign-in-throttle-store';

/**
 * The same contract for both stores (ADR 0006): an attempt is taken atomically or refused without
 * being counted, so no burst gets more than the limit. The Redis half runs against
 * TEST_REDIS_URL (default the local redis://127.0.0.1:6379) under a prefix of its own; without
 * Redis it is skipped locally and fails in CI.
 */
const redisUp = await redisReachable();

const fixed: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
const backoff: ThrottleRule = { limit: 3, windowMs: 60 * 60_000, backoff: { baseMs: 10_000, maxMs: 60_000 } };
const t0 = new Date('2026-03-01T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function contract(name: string, open: () => Promise<{ store: ThrottleStore; done(): Promise<void> }>) {
  describe(`${name} store`, () => {
    let store: ThrottleStore;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ store, done } = await open());
    });
    afterAll(async () => {
      await done?.();
    });

    it.each([40, 100])('takes exactly the limit from a burst of %i parallel attempts', async (size) => {
      const results = await Promise.all(Array.from({ length: size }, () => store.reserve(`burst-${size}`, fixed, at(0))));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      expect(results.filter((r) => !r.allowed).map((r) => !r.allowed && r.retryAfterMs)).toEqual(Array(size - 5).fill(15 * 60_000));
    });

    it('refuses until the fixed window ends, then starts a new count', async () => {
      for (let i = 0; i < 5; i++) expect((await store.reserve('window', fixed, at(i * 1000))).allowed).toBe(true);
      expect(await store.reserve('window', fixed, at(10 * 60_000))).toEqual({ allowed: false, retryAfterMs: 5 * 60_000 });
      for (let i = 0; i < 5; i++) expect((await store.reserve('window', fixed, at(15 * 60_000 + i))).allowed).toBe(true);
      expect((await store.reserve('window', fixed, at(16 * 60_000))).allowed).toBe(false);
    });

    it('gives an attempt back on release and forgets on clear', async () => {
      for (let i = 0; i < 5; i++) await store.reserve('release', fixed, at(0));
      await store.release('release');
      expect((await store.reserve('release', fixed, at(1000))).allowed).toBe(true);
      expect((await store.reserve('release', fixed, at(1000))).allowed).toBe(false);
      await store.clear('release');
      expect((await store.reserve('release', fixed, at(2000))).allowed).toBe(true);
      await store.release('never-taken'); // harmless
      expect((await store.reserve('never-taken', fixed, at(0))).allowed).toBe(true);
    });

    it('remembers a key for the given time', async () => {
      const day = 24 * 60 * 60_000;
      expect(await store.remembers('known:someone@example.com|192.0.2.1', at(0), 30 * day)).toBe(false);
      await store.remember('known:someone@example.com|192.0.2.1', new Date(), 30 * day);
      expect(await store.remembers('known:someone@example.com|192.0.2.1', new Date(), 30 * day)).toBe(true);
      expect(await store.remembers('known:someone@example.com|192.0.2.2', new Date(), 30 * day)).toBe(false);
    });

    it('backs off exponentially past the limit, from the last attempt, up to the cap', async () => {
      for (let i = 0; i < 3; i++) expect((await store.reserve('backoff', backoff, at(0))).allowed).toBe(true);
      expect(await store.reserve('backoff', backoff, at(4000))).toEqual({ allowed: false, retryAfterMs: 6000 });
      expect((await store.reserve('backoff', backoff, at(10_000))).allowed).toBe(true);
      expect(await store.reserve('backoff', backoff, at(10_000))).toEqual({ allowed: false, retryAfterMs: 20_000 });
      expect((await store.reserve('backoff', backoff, at(30_000))).allowed).toBe(true);
      expect(await store.reserve('backoff', backoff, at(30_000))).toEqual({ allowed: false, retryAfterMs: 40_000 });
      expect((await store.reserve('backoff', backoff, at(70_000))).allowed).toBe(true);
      expect(await store.reserve('backoff', backoff, at(70_000))).toEqual({ allowed: false, retryAfterMs: 60_000 });
      // A burst at an open moment gets one attempt, not the burst.
      const burst = await Promise.all(Array.from({ length: 30 }, () => store.reserve('backoff', backoff, at(130_000))));
      expect(burst.filter((r) => r.allowed)).toHaveLength(1);
      // An hour without attempts forgets the count.
      expect((await store.reserve('backoff', backoff, at(130_000 + 60 * 60_000))).allowed).toBe(true);
      expect((await store.reserve('backoff', backoff, at(130_000 + 60 * 60_000))).allowed).toBe(true);
    });
  });
}

describe('REDIS_URL', () => {
  it('is optional, and must be a redis:// or rediss:// URL', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.internal:6380/0' }).redisUrl).toBe('rediss://user:secret@cache.internal:6380/0');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow('REDIS_URL: must be a redis:// or rediss:// URL');
  });
});

contract('database', async () => {
  const database: DatabaseHandle = await createTestDatabase();
  return { store: new DatabaseThrottleStore(database.db, 2 * 60 * 60_000, 30 * 24 * 60 * 60_000), done: () => database.close() };
});

describe.skipIf(!redisUp && !redisRequired)('Redis', () => {
  it('is reachable', () => {
    if (!redisUp) throw new Error(`Redis at ${testRedisUrl} is not reachable; CI needs it for the REDIS_URL store`);
  });
  const prefix = `thrivewell-test:${randomBytes(6).toString('hex')}:`;
  contract('Redis', async () => {
    const store = new RedisThrottleStore(testRedisUrl, prefix);
    return {
      store,
      async done() {
        await store.close();
        await deleteRedisKeys(`${prefix}*`);
      },
    };
  });
});
