import { describe, expect, it } from 'vitest';
import { queryDefaults, shouldRetryQuery } from './query-defaults';

describe('query defaults (spec part 1 §9)', () => {
  it('P1-SEC-23: stale after 5 minutes, kept 10 minutes', () => {
    expect(queryDefaults.staleTimeMs).toBe(300_000);
    expect(queryDefaults.gcTimeMs).toBe(600_000);
  });
  it('P1-SEC-24: no retry on 400..499', () => {
    for (const status of [400, 401, 404, 429, 499]) expect(shouldRetryQuery(0, { status })).toBe(false);
  });
  it('P1-SEC-24: up to 2 retries otherwise', () => {
    expect(shouldRetryQuery(0, { status: 500 })).toBe(true);
    expect(shouldRetryQuery(1, { status: 503 })).toBe(true);
    expect(shouldRetryQuery(2, { status: 503 })).toBe(false);
    expect(shouldRetryQuery(1, new Error('network down'))).toBe(true);
  });
  it('P1-SEC-25/26: mutations retry once, no refetch on focus', () => {
    expect(queryDefaults.mutationRetries).toBe(1);
    expect(queryDefaults.refetchOnWindowFocus).toBe(false);
  });
});
