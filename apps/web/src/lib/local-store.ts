import { useCallback } from 'react';
import { useClientValue } from './client-values';

/**
 * Browser storage read through useClientValue: the server snapshot (and the hydration pass of the
 * prerendered page, until the HydrationGate opens) sees `null`, the client then re-renders with
 * the stored value, and every component using the same key updates when it changes.
 */
type Area = 'local' | 'session';
const listeners = new Set<() => void>();

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): behave as empty
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readStored(key: string, kind: Area = 'local'): string | null {
  return area(kind)?.getItem(key) ?? null;
}

export function writeStored(key: string, value: string | null, kind: Area = 'local') {
  const store = area(kind);
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    /* quota exceeded or disabled: the in-memory UI state still updates */
  }
  listeners.forEach((l) => l());
}

/** [value, setValue] for one storage key; value is null before hydration and when unset. */
export function useStoredValue(key: string, kind: Area = 'local'): [string | null, (v: string | null) => void] {
  const value = useClientValue(
    subscribe,
    () => readStored(key, kind),
    () => null,
  );
  const set = useCallback((v: string | null) => writeStored(key, v, kind), [key, kind]);
  return [value, set];
}
