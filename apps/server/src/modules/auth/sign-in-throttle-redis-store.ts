import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { backoffMaxExponent, retryAfterMs, type Reservation, type ThrottleRule, type ThrottleStore } from './sign-in-throttle-store';

/**
 * One Lua script takes an attempt: Redis runs it alone, so the read, the check and the write
 * cannot interleave with another request's (the same guarantee as the database store's single
 * upsert). The key is a hash { n: attempts taken, t: window start or last attempt (ms) } that
 * expires with its window. Returns { 1 } when taken, { 0, n, t } when refused.
 */
const reserveScript = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local base = tonumber(ARGV[4])
local cap = tonumber(ARGV[5])
local maxExponent = tonumber(ARGV[6])
local stored = redis.call('HMGET', KEYS[1], 'n', 't')
local n = tonumber(stored[1])
local t = tonumber(stored[2])
if n == nil or t == nil or now - t >= window then
  redis.call('HSET', KEYS[1], 'n', 1, 't', now)
  redis.call('PEXPIRE', KEYS[1], window)
  return { 1 }
end
if n >= limit then
  if base <= 0 then return { 0, n, t } end
  local delay = math.min(base * 2 ^ math.min(n - limit, maxExponent), cap)
  if t + delay > now then return { 0, n, t } end
end
if base > 0 then t = now end
redis.call('HSET', KEYS[1], 'n', n + 1, 't', t)
redis.call('PEXPIRE', KEYS[1], math.max(1, t + window - now))
return { 1 }
`;

const releaseScript = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n'))
if n and n > 0 then redis.call('HINCRBY', KEYS[1], 'n', -1) end
return 0
`;

type ScriptReply = [number] | [number, number, number];

export class RedisThrottleStore implements ThrottleStore {
  /** ioredis is loaded only when this store is chosen (REDIS_URL), not on every start. */
  private readonly client: Promise<Redis>;

  constructor(
    url: string,
    private readonly prefix = 'thrivewell:sign-in:',
    log?: FastifyBaseLogger,
  ) {
    // Few retries and a short connect timeout: a sign-in waiting on a dead Redis fails (closed)
    // within seconds rather than hanging.
    this.client = import('ioredis').then(({ Redis }) => {
      const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true });
      redis.on('error', (err: Error) => log?.error({ err }, 'sign-in throttle: Redis error'));
      return redis;
    });
    // A failed load fails each call (closed, like a dead Redis), not the process.
    this.client.catch(() => {});
  }

  async reserve(key: string, rule: ThrottleRule, now: Date): Promise<Reservation> {
    const reply = (await (await this.client).eval(
      reserveScript,
      1,
      this.prefix + key,
      now.getTime(),
      rule.limit,
      rule.windowMs,
      rule.backoff?.baseMs ?? 0,
      rule.backoff?.maxMs ?? 0,
      backoffMaxExponent,
    )) as ScriptReply;
    if (reply[0] === 1) return { allowed: true };
    const [, taken, stampedAt] = reply as [number, number, number];
    return { allowed: false, retryAfterMs: retryAfterMs(rule, taken, stampedAt, now.getTime()) };
  }

  async release(key: string): Promise<void> {
    await (await this.client).eval(releaseScript, 1, this.prefix + key);
  }

  async clear(key: string): Promise<void> {
    await (await this.client).del(this.prefix + key);
  }

  async remember(key: string, _now: Date, forMs: number): Promise<void> {
    await (await this.client).set(this.prefix + key, '1', 'PX', forMs);
  }

  async remembers(key: string): Promise<boolean> {
    return (await (await this.client).exists(this.prefix + key)) === 1;
  }

  async close(): Promise<void> {
    const redis = await this.client.catch(() => undefined);
    if (!redis || redis.status === 'end') return;
    if (redis.status === 'wait') return redis.disconnect(); // never connected
    await redis.quit().catch(() => redis.disconnect());
  }
}
