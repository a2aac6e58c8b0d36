import { useEffect, useState } from 'react';

/**
 * A form's draft kept in sessionStorage under `key`, so text typed into a dialog survives closing
 * it, a failed save or a reload (nothing typed lost); `clear()` after a successful save.
 */
export function useSessionDraft<T>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = globalThis.sessionStorage?.getItem(key);
      return stored ? ({ ...initial, ...(JSON.parse(stored) as T) } as T) : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the draft still lives in the form's state.
    }
  }, [key, value]);
  const clear = () => {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Nothing to clear.
    }
    setValue(initial);
  };
  return [value, setValue, clear];
}

/** The person's local calendar day ('YYYY-MM-DD'): what habits and readings are filed under. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
