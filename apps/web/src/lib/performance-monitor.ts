import { isLowCacheHitRate, isSlowLoad, isSlowRender, perfThresholds } from './log-buffer';
import { logWarning } from './report-error';
import type { Warn } from './security-monitor';

/**
 * The performance monitor (spec part 1 §9; P1-SEC-31..33): the thresholds of core's
 * perfThresholds — render 16 ms, load 2000 ms, cache hit rate 80 % — applied to measurements
 * of this page: each page's render (router), each page and resource load (Performance
 * Timeline), and the data cache's hits (TanStack Query). What crosses a threshold is reported
 * as a warning through the client logger (sent in its 30 s batches); the running figures are
 * available for the dashboard's technical details.
 */

/** Fewer lookups than this say nothing about a hit rate. */
export const minCacheLookups = 20;
/** How often the cache hit rate is judged (then its window starts again). */
export const cacheRateIntervalMs = 60_000;

interface Series {
  count: number;
  slow: number;
  worstMs: number;
}

export interface PerformanceSnapshot {
  renders: Series;
  loads: Series;
  cache: { hits: number; lookups: number };
}

const emptySeries = (): Series => ({ count: 0, slow: 0, worstMs: 0 });
const round = (ms: number) => Math.round(ms * 10) / 10;

export function createPerformanceMonitor(warn: Warn) {
  let renders = emptySeries();
  let loads = emptySeries();
  let cache = { hits: 0, lookups: 0 };

  function add(series: Series, ms: number, slow: boolean): Series {
    return { count: series.count + 1, slow: series.slow + (slow ? 1 : 0), worstMs: Math.max(series.worstMs, round(ms)) };
  }

  return {
    /** A render that took longer than 16 ms is reported. Returns whether it was slow. */
    recordRender(name: string, ms: number): boolean {
      const slow = isSlowRender(ms);
      renders = add(renders, ms, slow);
      if (slow) warn('Slow render', { name, ms: round(ms), thresholdMs: perfThresholds.slowRenderMs });
      return slow;
    },
    /** A load that took longer than 2000 ms is reported. Returns whether it was slow. */
    recordLoad(name: string, ms: number): boolean {
      const slow = isSlowLoad(ms);
      loads = add(loads, ms, slow);
      if (slow) warn('Slow load', { name, ms: Math.round(ms), thresholdMs: perfThresholds.slowLoadMs });
      return slow;
    },
    recordCacheLookup(hit: boolean): void {
      cache = { hits: cache.hits + (hit ? 1 : 0), lookups: cache.lookups + 1 };
    },
    /**
     * Judges the hit rate since the last call: under 80 % of at least 20 lookups is reported.
     * Returns the rate judged (null with too few lookups); a judged window starts again.
     */
    checkCacheHitRate(): number | null {
      if (cache.lookups < minCacheLookups) return null;
      const rate = cache.hits / cache.lookups;
      if (isLowCacheHitRate(cache.hits, cache.lookups)) {
        warn('Low cache hit rate', { hits: cache.hits, lookups: cache.lookups, rate: Math.round(rate * 100) / 100, threshold: perfThresholds.lowCacheHitRate });
      }
      cache = { hits: 0, lookups: 0 };
      return rate;
    },
    snapshot(): PerformanceSnapshot {
      return { renders: { ...renders }, loads: { ...loads }, cache: { ...cache } };
    },
    reset(): void {
      renders = emptySeries();
      loads = emptySeries();
      cache = { hits: 0, lookups: 0 };
    },
  };
}

export type PerformanceMonitor = ReturnType<typeof createPerformanceMonitor>;

/** A resource's name without origin or query (no tokens, barcodes or ids from query strings). */
export function resourceName(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/** The page load (navigation start to the end of the load event), once it is known. */
export function recordPageLoad(monitor: PerformanceMonitor, perf: Performance | undefined, page: string): boolean {
  const nav = perf?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!nav || !(nav.loadEventEnd > 0)) return false;
  monitor.recordLoad(`page-load ${page}`, nav.loadEventEnd - nav.startTime);
  return true;
}

const measuredInitiators = new Set(['script', 'link', 'fetch', 'xmlhttprequest', 'css', 'img']);

/** Every script, stylesheet, image and API call loaded by the page, including those before now. */
export function observeResourceLoads(
  monitor: PerformanceMonitor,
  Observer: typeof PerformanceObserver | undefined = globalThis.PerformanceObserver,
): () => void {
  if (!Observer) return () => {};
  const observer = new Observer((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (measuredInitiators.has(entry.initiatorType)) monitor.recordLoad(resourceName(entry.name), entry.duration);
    }
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    return () => {};
  }
  return () => observer.disconnect();
}

/** The slice of TanStack Query's cache the monitor needs (kept structural: no import of the library). */
export interface QueryCacheLike {
  subscribe(listener: (event: { type: string; query: { state: { data: unknown; fetchStatus: string }; isStale(): boolean } }) => void): () => void;
}

/**
 * Counts a hit each time a component asks for data the cache can answer without a request
 * (fresh data, or a request already on its way), and a miss when a new request is needed.
 */
export function watchQueryCache(cache: QueryCacheLike, monitor: PerformanceMonitor): () => void {
  return cache.subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const { state } = event.query;
    const hit = state.fetchStatus === 'fetching' || (state.data !== undefined && !event.query.isStale());
    monitor.recordCacheLookup(hit);
  });
}

/** The page's one monitor, reporting through the client logger. */
export const performanceMonitor = createPerformanceMonitor(logWarning);
