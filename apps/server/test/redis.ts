import { Redis } from 'ioredis';

/** The Redis the REDIS_URL tests use: TEST_REDIS_URL, else the local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis tests skip locally when it is down, and fail in CI (CI=1), which must run them. */
export const redisRequired = Boolean(process.env.CI);

export async function redisReachable(url = testRedisUrl): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Deletes a test run's keys (SCAN, never KEYS). */
export async function deleteRedisKeys(pattern: string, url = testRedisUrl): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
