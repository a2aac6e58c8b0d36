// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cacheTtlMs, clearCached, readCached, removeExpiredCache, writeCached } from './client-cache';
import { cleanupIntervalMs, runCleanup } from './client-cleanup';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const t0 = Date.UTC(2026, 10, 26, 8, 0, 0);

describe('client cleanup (P1-SEC-27..29)', () => {
  it('runs every 5 minutes', () => {
    expect(cleanupIntervalMs).toBe(300_000);
  });

  it("P1-SEC-27/28 in production removes dev-only elements and local keys containing 'dev_', 'debug_' or 'test_'", () => {
    document.body.innerHTML = '<div data-dev-only>dev panel</div><p>page</p><section><span data-dev-only></span></section>';
    for (const k of ['dev_flags', 'my_debug_log', 'ab_test_bucket', 'cookie-consent', 'developer', 'latest']) localStorage.setItem(k, '1');
    const result = runCleanup({ doc: document, storage: localStorage, production: true, now: t0 });
    expect(result.devElements).toBe(2);
    expect(document.querySelectorAll('[data-dev-only]')).toHaveLength(0);
    expect(document.body.textContent).toBe('page');
    expect(result.devKeys.sort()).toEqual(['ab_test_bucket', 'dev_flags', 'my_debug_log']);
    expect(Object.keys(localStorage).sort()).toEqual(['cookie-consent', 'developer', 'latest']);
  });

  it('a development build keeps its dev-only elements and keys', () => {
    document.body.innerHTML = '<div data-dev-only>dev panel</div>';
    localStorage.setItem('debug_level', '3');
    const result = runCleanup({ doc: document, storage: localStorage, production: false, now: t0 });
    expect(result).toEqual({ devElements: 0, devKeys: [], expiredCache: [] });
    expect(localStorage.getItem('debug_level')).toBe('3');
  });

  it("P1-SEC-29 'cache-' entries expire after 1 hour: read as missing, and removed by the cleanup", () => {
    writeCached(localStorage, 'old', { a: 1 }, t0);
    writeCached(localStorage, 'fresh', { b: 2 }, t0 + 30 * 60_000);
    localStorage.setItem('cache-broken', 'not json');
    const oneHourLater = t0 + cacheTtlMs;
    expect(readCached(localStorage, 'fresh', oneHourLater)).toEqual({ b: 2 });
    expect(readCached(localStorage, 'old', oneHourLater - 1)).toEqual({ a: 1 });
    const result = runCleanup({ doc: document, storage: localStorage, production: false, now: oneHourLater });
    expect(result.expiredCache.sort()).toEqual(['cache-broken', 'cache-old']);
    expect(Object.keys(localStorage)).toEqual(['cache-fresh']);
  });

  it('reading an expired entry removes it', () => {
    writeCached(localStorage, 'chart-data', [1, 2], t0);
    expect(readCached(localStorage, 'chart-data', t0 + cacheTtlMs)).toBeNull();
    expect(localStorage.getItem('cache-chart-data')).toBeNull();
  });

  it('clearCached drops named items, plain or cached', () => {
    localStorage.setItem('dashboard-data', '{}');
    writeCached(localStorage, 'analysis-results', {}, t0);
    localStorage.setItem('keep', '1');
    expect(clearCached(localStorage, ['dashboard-data', 'analysis-results']).sort()).toEqual(['cache-analysis-results', 'dashboard-data']);
    expect(removeExpiredCache(localStorage, t0)).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(['keep']);
  });
});
