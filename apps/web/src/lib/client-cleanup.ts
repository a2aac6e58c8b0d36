import { removeExpiredCache, storageKeysOf } from './client-cache';

/**
 * The periodic client cleanup (spec part 1 §9; P1-SEC-27..29): every 5 minutes, in production
 * builds, elements marked development-only (`data-dev-only`) and local keys containing 'dev_',
 * 'debug_' or 'test_' are removed; in every build, 'cache-' entries older than 1 hour go.
 */

export const cleanupIntervalMs = 300_000;
export const devOnlySelector = '[data-dev-only]';
export const devKeyMarkers = ['dev_', 'debug_', 'test_'] as const;

export function removeDevOnlyElements(doc: Document): number {
  const elements = doc.querySelectorAll(devOnlySelector);
  elements.forEach((el) => el.remove());
  return elements.length;
}

export function removeDevKeys(storage: Storage | undefined): string[] {
  if (!storage) return [];
  const removed = storageKeysOf(storage).filter((key) => devKeyMarkers.some((m) => key.includes(m)));
  removed.forEach((key) => storage.removeItem(key));
  return removed;
}

export interface CleanupResult {
  devElements: number;
  devKeys: string[];
  expiredCache: string[];
}

export function runCleanup(deps: { doc: Document; storage: Storage | undefined; production: boolean; now?: number }): CleanupResult {
  return {
    devElements: deps.production ? removeDevOnlyElements(deps.doc) : 0,
    devKeys: deps.production ? removeDevKeys(deps.storage) : [],
    expiredCache: removeExpiredCache(deps.storage, deps.now ?? Date.now()),
  };
}
