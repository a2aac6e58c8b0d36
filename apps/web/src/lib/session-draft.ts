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

