import { clearCached } from './client-cache';
import type { Warn } from './security-monitor';

/**
 * The memory check (spec part 1 §9; P1-SEC-30): every 30 s the page's JavaScript heap is read
 * (Chromium's performance.memory; other browsers do not expose it and the check does nothing);
 * above 100 MB the large cached items 'dashboard-data', 'chart-data' and 'analysis-results'
 * are dropped and the reading is reported.
 */

export const memoryCheckIntervalMs = 30_000;
export const memoryLimitBytes = 100 * 1024 * 1024;
export const heavyCachedItems = ['dashboard-data', 'chart-data', 'analysis-results'] as const;

interface MemoryInfo {
  usedJSHeapSize?: number;
}

/** The used JS heap in bytes, or null where the browser does not say. */
export function usedHeapBytes(perf: Performance | undefined): number | null {
  const memory = (perf as (Performance & { memory?: MemoryInfo }) | undefined)?.memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : null;
}

/** One check: returns the keys cleared (empty when under the limit or unknown). */
export function checkMemory(deps: { usedBytes: number | null; storages: (Storage | undefined)[]; warn: Warn }): string[] {
  if (deps.usedBytes === null || deps.usedBytes <= memoryLimitBytes) return [];
  const cleared = deps.storages.flatMap((s) => clearCached(s, heavyCachedItems));
  deps.warn('Memory check: heap above 100 MB, cached items cleared', {
    usedMb: Math.round(deps.usedBytes / (1024 * 1024)),
    cleared,
  });
  return cleared;
}
