// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCached } from './client-cache';
import { startClientHousekeeping, type HousekeepingDeps } from './client-housekeeping';
import { createPerformanceMonitor } from './performance-monitor';

const mb = 1024 * 1024;
let stop: () => void = () => {};
let heapBytes = 10 * mb;

function deps(over: Partial<HousekeepingDeps> = {}): HousekeepingDeps {
  const perf = {
    now: () => Date.now(),
    getEntriesByType: () => [],
    get memory() {
      return { usedJSHeapSize: heapBytes };
    },
  } as unknown as Performance;
  return {
    win: window,
    doc: document,
    local: localStorage,
    session: sessionStorage,
    production: true,
    warn: vi.fn(),
    monitor: createPerformanceMonitor(vi.fn()),
    perf,
    routePattern: '/upgrade/:feature',
    PerformanceObserverImpl: undefined,
    ...over,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  heapBytes = 10 * mb;
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('client housekeeping, started once from the app frame', () => {
  it('cleans up at start and then every 5 minutes (P1-SEC-27/28), and runs the security monitor with it (P1-SEC-11)', () => {
    const d = deps();
    localStorage.setItem('debug_trace', '1');
    localStorage.setItem('legacy-token', 'x');
    stop = startClientHousekeeping(d);
    expect(localStorage.getItem('debug_trace')).toBeNull();
    expect(d.warn).toHaveBeenCalledWith(expect.stringContaining('Security monitor'), { key: 'legacy-token' });

    localStorage.setItem('test_flag', '1');
    document.body.innerHTML = '<div data-dev-only>inspector</div>';
    vi.advanceTimersByTime(299_999);
    expect(localStorage.getItem('test_flag')).toBe('1');
    expect(document.querySelector('[data-dev-only]')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem('test_flag')).toBeNull();
    expect(document.querySelector('[data-dev-only]')).toBeNull();
  });

  it("expires 'cache-' entries after 1 hour at the next cleanup (P1-SEC-29)", () => {
    stop = startClientHousekeeping(deps());
    writeCached(localStorage, 'report', { n: 1 }, Date.now());
    vi.advanceTimersByTime(55 * 60_000);
    expect(localStorage.getItem('cache-report')).not.toBeNull();
    vi.advanceTimersByTime(5 * 60_000);
    expect(localStorage.getItem('cache-report')).toBeNull();
  });

  it('checks memory every 30 s and clears the heavy cached items above 100 MB (P1-SEC-30)', () => {
    const d = deps();
    stop = startClientHousekeeping(d);
    localStorage.setItem('dashboard-data', '{}');
    sessionStorage.setItem('chart-data', '[]');
    vi.advanceTimersByTime(30_000);
    expect(localStorage.getItem('dashboard-data')).toBe('{}');
    heapBytes = 150 * mb;
    vi.advanceTimersByTime(29_999);
    expect(localStorage.getItem('dashboard-data')).toBe('{}');
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem('dashboard-data')).toBeNull();
    expect(sessionStorage.getItem('chart-data')).toBeNull();
    expect(d.warn).toHaveBeenCalledWith(expect.stringContaining('Memory check'), expect.objectContaining({ usedMb: 150 }));
  });

  it("measures the page load under the route's pattern, not its path (P1-SEC-32)", () => {
    const perf = { now: () => 0, getEntriesByType: () => [{ startTime: 0, loadEventEnd: 2500 }] } as unknown as Performance;
    const warn = vi.fn();
    stop = startClientHousekeeping(deps({ monitor: createPerformanceMonitor(warn), perf }));
    expect(warn).toHaveBeenCalledWith('Slow load', { name: 'page-load /upgrade/:feature', ms: 2500, thresholdMs: 2000 });
  });

  it('judges the cache hit rate every minute (P1-SEC-33)', () => {
    const warn = vi.fn();
    const monitor = createPerformanceMonitor(warn);
    stop = startClientHousekeeping(deps({ monitor }));
    for (let i = 0; i < 20; i++) monitor.recordCacheLookup(i < 10);
    vi.advanceTimersByTime(59_999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledWith('Low cache hit rate', expect.objectContaining({ hits: 10, lookups: 20 }));
  });

  it('starts once: a second start returns the running instance; stopping ends every timer', () => {
    const d = deps();
    stop = startClientHousekeeping(d);
    expect(startClientHousekeeping(deps())).toBe(stop);
    stop();
    localStorage.setItem('dev_x', '1');
    vi.advanceTimersByTime(600_000);
    expect(localStorage.getItem('dev_x')).toBe('1');
  });
});
