import { describe, expect, it } from 'vitest';
import {
  checkRateLimit,
  LocalRateLimiter,
  parseRateLimitCounter,
  recordAttempt,
  type RateLimitCounter,
  type RateLimitStore,
} from './local-rate-limit';

const rule = { maxAttempts: 3, windowMs: 60_000 };

function mapStore(): RateLimitStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: (k) => data.get(k), set: (k, c) => data.set(k, c), remove: (k) => data.delete(k) };
}

describe('rate-limit counters (P1-VAL-33)', () => {
  it('allows maxAttempts within the window, then reports the remaining time', () => {
    let counter: RateLimitCounter | null = null;
    const results = [0, 1000, 2000, 3000].map((t) => {
      const r = recordAttempt(counter, rule, t);
      counter = r.counter;
      return r;
    });
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remainingAttempts)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.remainingMs).toBe(57_000);
    expect(counter).toEqual({ count: 3, firstAttempt: 0 });
  });

  it('starts a new window once the old one has passed', () => {
    const counter = { count: 3, firstAttempt: 0 };
    expect(checkRateLimit(counter, rule, 59_999)).toEqual({ allowed: false, remainingAttempts: 0, remainingMs: 1 });
    expect(checkRateLimit(counter, rule, 60_000)).toEqual({ allowed: true, remainingAttempts: 3, remainingMs: 0 });
    expect(recordAttempt(counter, rule, 60_000)).toEqual({
      allowed: true,
      remainingAttempts: 2,
      remainingMs: 60_000,
      counter: { count: 1, firstAttempt: 60_000 },
    });
  });

  it('check does not count', () => {
    const counter = { count: 1, firstAttempt: 0 };
    expect(checkRateLimit(counter, rule, 10)).toEqual({ allowed: true, remainingAttempts: 2, remainingMs: 59_990 });
    expect(counter).toEqual({ count: 1, firstAttempt: 0 });
  });

  it('a first attempt in the future is ignored instead of locking the user out', () => {
    expect(checkRateLimit({ count: 99, firstAttempt: 10_000_000 }, rule, 0).allowed).toBe(true);
  });

  it.each([null, 'x', 5, {}, { count: -1, firstAttempt: 0 }, { count: 1.5, firstAttempt: 0 }, { count: 1, firstAttempt: 'now' }])(
    'a malformed stored counter %j counts as none',
    (raw) => {
      expect(parseRateLimitCounter(raw)).toBeNull();
    },
  );

  it('reads a stored counter with the spec fields count and firstAttempt', () => {
    expect(parseRateLimitCounter({ count: 2, firstAttempt: 1700000000000 })).toEqual({ count: 2, firstAttempt: 1700000000000 });
  });
});

describe('LocalRateLimiter', () => {
  it('keeps one counter per action key in the store', () => {
    const store = mapStore();
    const limiter = new LocalRateLimiter(store, rule);
    for (let i = 0; i < 3; i++) expect(limiter.attempt('login', i).allowed).toBe(true);
    expect(limiter.attempt('login', 3)).toEqual({ allowed: false, remainingAttempts: 0, remainingMs: 59_997 });
    expect(limiter.attempt('signup', 3).allowed).toBe(true);
    expect(store.data.get('login')).toEqual({ count: 3, firstAttempt: 0 });
    expect(limiter.check('login', 30_000)).toEqual({ allowed: false, remainingAttempts: 0, remainingMs: 30_000 });
  });

  it('reset forgets a key; an expired counter is replaced', () => {
    const store = mapStore();
    const limiter = new LocalRateLimiter(store, rule);
    limiter.attempt('login', 0);
    limiter.reset('login');
    expect(store.data.has('login')).toBe(false);
    store.data.set('login', { count: 3, firstAttempt: 0 });
    expect(limiter.attempt('login', 61_000).allowed).toBe(true);
    expect(store.data.get('login')).toEqual({ count: 1, firstAttempt: 61_000 });
  });

  it('ignores garbage in the store', () => {
    const store = mapStore();
    store.data.set('login', 'garbage');
    expect(new LocalRateLimiter(store, rule).attempt('login', 0).allowed).toBe(true);
  });
});
