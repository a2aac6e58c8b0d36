/**
 * Local cache entries (spec part 1 §9; P1-SEC-29): values kept in local storage under
 * 'cache-{name}' with the time they were stored, read back only within 1 hour. The periodic
 * cleanup removes expired (and unreadable) entries. Never cache health data values here:
 * local storage is readable by any script on the page.
 */

export const cachePrefix = 'cache-';
export const cacheTtlMs = 60 * 60 * 1000;

interface Entry {
  storedAt: number;
  value: unknown;
}

function parse(raw: string | null): Entry | null {
  if (raw === null) return null;
  try {
    const e = JSON.parse(raw) as Partial<Entry> | null;
    return e && typeof e.storedAt === 'number' && 'value' in e ? { storedAt: e.storedAt, value: e.value } : null;
  } catch {
    return null;
  }
}

const isExpired = (e: Entry, now: number) => now - e.storedAt >= cacheTtlMs || e.storedAt > now + cacheTtlMs;

export function writeCached(storage: Storage | undefined, name: string, value: unknown, now = Date.now()): void {
  try {
    storage?.setItem(cachePrefix + name, JSON.stringify({ storedAt: now, value } satisfies Entry));
  } catch {
    /* quota exceeded or storage disabled: the cache is only a cache */
  }
}

/** The cached value, or null when absent, expired or unreadable (then it is removed). */
export function readCached<T>(storage: Storage | undefined, name: string, now = Date.now()): T | null {
  const key = cachePrefix + name;
  const raw = storage?.getItem(key) ?? null;
  if (raw === null) return null;
  const e = parse(raw);
  if (!e || isExpired(e, now)) {
    storage?.removeItem(key);
    return null;
  }
  return e.value as T;
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Removes every 'cache-' entry older than 1 hour or unreadable; returns the removed keys. */
export function removeExpiredCache(storage: Storage | undefined, now = Date.now()): string[] {
  if (!storage) return [];
  const removed = keysOf(storage).filter((key) => {
    if (!key.startsWith(cachePrefix)) return false;
    const e = parse(storage.getItem(key));
    return !e || isExpired(e, now);
  });
  removed.forEach((key) => storage.removeItem(key));
  return removed;
}

/** Drops the named cached items, stored plain or as 'cache-' entries; returns the removed keys. */
export function clearCached(storage: Storage | undefined, names: readonly string[]): string[] {
  if (!storage) return [];
  const removed = names.flatMap((name) => [name, cachePrefix + name]).filter((key) => storage.getItem(key) !== null);
  removed.forEach((key) => storage.removeItem(key));
  return removed;
}

export { keysOf as storageKeysOf };
