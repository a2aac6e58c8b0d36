// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPerformanceMonitor, minCacheLookups, observeResourceLoads, recordPageLoad, resourceName, watchQueryCache } from './performance-monitor';

describe('performance monitor (P1-SEC-31..33): thresholds applied to measurements and reported', () => {
  it('P1-SEC-31 a render over 16 ms is reported; 16 ms is not', () => {
    const warn = vi.fn();
    const m = createPerformanceMonitor(warn);
    expect(m.recordRender('page /dashboard', 16)).toBe(false);
    expect(m.recordRender('page /dashboard', 16.4)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Slow render', { name: 'page /dashboard', ms: 16.4, thresholdMs: 16 });
    expect(m.snapshot().renders).toEqual({ count: 2, slow: 1, worstMs: 16.4 });
  });

  it('P1-SEC-32 a load over 2000 ms is reported; 2000 ms is not', () => {
    const warn = vi.fn();
    const m = createPerformanceMonitor(warn);
    m.recordLoad('/assets/dashboard.js', 2000);
    m.recordLoad('/api/profile', 2350.6);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Slow load', { name: '/api/profile', ms: 2351, thresholdMs: 2000 });
    expect(m.snapshot().loads).toEqual({ count: 2, slow: 1, worstMs: 2350.6 });
  });

  it('P1-SEC-33 a hit rate under 80 % is reported, 80 % is not; too few lookups are not judged', () => {
    const warn = vi.fn();
    const m = createPerformanceMonitor(warn);
    for (let i = 0; i < minCacheLookups - 1; i++) m.recordCacheLookup(false);
    expect(m.checkCacheHitRate()).toBeNull();
    m.recordCacheLookup(false);
    expect(m.checkCacheHitRate()).toBe(0);
    expect(warn).toHaveBeenCalledWith('Low cache hit rate', expect.objectContaining({ hits: 0, lookups: 20, threshold: 0.8 }));
    warn.mockClear();
    for (let i = 0; i < 20; i++) m.recordCacheLookup(i < 16);
    expect(m.checkCacheHitRate()).toBe(0.8);
    expect(warn).not.toHaveBeenCalled();
    expect(m.snapshot().cache).toEqual({ hits: 0, lookups: 0 }); // a judged window starts again
  });

  it('the page load comes from the navigation timing', () => {
    const warn = vi.fn();
    const m = createPerformanceMonitor(warn);
    const perf = { getEntriesByType: () => [{ startTime: 0, loadEventEnd: 2600 }] } as unknown as Performance;
    expect(recordPageLoad(m, perf, '/dashboard')).toBe(true);
    expect(warn).toHaveBeenCalledWith('Slow load', { name: 'page-load /dashboard', ms: 2600, thresholdMs: 2000 });
    const unfinished = { getEntriesByType: () => [{ startTime: 0, loadEventEnd: 0 }] } as unknown as Performance;
    expect(recordPageLoad(m, unfinished, '/dashboard')).toBe(false);
  });

  it('resource loads are measured by path, without query strings', () => {
    const warn = vi.fn();
    const m = createPerformanceMonitor(warn);
    let callback: PerformanceObserverCallback = () => {};
    const observe = vi.fn();
    class FakeObserver {
      constructor(cb: PerformanceObserverCallback) {
        callback = cb;
      }
      observe = observe;
      disconnect = vi.fn();
    }
    const stop = observeResourceLoads(m, FakeObserver as unknown as typeof PerformanceObserver);
    expect(observe).toHaveBeenCalledWith({ type: 'resource', buffered: true });
    const entries = [
      { name: 'https://app.example/api/products/123?token=abc', initiatorType: 'fetch', duration: 2500 },
      { name: 'https://app.example/assets/a.js', initiatorType: 'script', duration: 40 },
      { name: 'https://app.example/beacon', initiatorType: 'beacon', duration: 9000 },
    ];
    callback({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    expect(m.snapshot().loads.count).toBe(2);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Slow load', { name: '/api/products/123', ms: 2500, thresholdMs: 2000 });
    expect(resourceName('/a?b=c')).toBe('/a');
    stop();
  });

  it("the data cache's hits are counted from TanStack Query's own cache", async () => {
    const m = createPerformanceMonitor(vi.fn());
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const stop = watchQueryCache(client.getQueryCache(), m);
    const queryFn = vi.fn(async () => ({ ok: true }));
    const first = new QueryObserver(client, { queryKey: ['profile'], queryFn });
    const unsubFirst = first.subscribe(() => {}); // miss: nothing cached, a request starts
    const second = new QueryObserver(client, { queryKey: ['profile'], queryFn });
    const unsubSecond = second.subscribe(() => {}); // hit: the request already on its way is shared
    await vi.waitFor(() => expect(first.getCurrentResult().isSuccess).toBe(true));
    const third = new QueryObserver(client, { queryKey: ['profile'], queryFn });
    const unsubThird = third.subscribe(() => {}); // hit: fresh data
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(m.snapshot().cache).toEqual({ hits: 2, lookups: 3 });
    [unsubFirst, unsubSecond, unsubThird, stop].forEach((f) => f());
    client.clear();
  });
});
