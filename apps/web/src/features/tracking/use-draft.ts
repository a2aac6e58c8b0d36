import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../lib/local-store';

/**
 * A form's values kept in local storage as they are typed (key 'tracking_draft_<name>', cleared
 * at sign-out), so a reload, a crash or a closed tab loses nothing. `clear` after a save.
 */
export function useDraft<T extends object>(name: string, initial: T): [T, (patch: Partial<T> | ((current: T) => T)) => void, () => void] {
  const key = `tracking_draft_${name}`;
  const initialRef = useRef(initial);
  const [value, setValue] = useState<T>(initial);
  const loaded = useRef(false);

  // Read after mount: the prerendered page and the first client render match.
  useEffect(() => {
    const stored = readStored(key);
    if (stored) {
      try {
        setValue({ ...initialRef.current, ...(JSON.parse(stored) as Partial<T>) });
      } catch {
        /* a damaged draft is ignored */
      }
    } else {
      setValue(initialRef.current);
    }
    loaded.current = true;
  }, [key]);

  const update = useCallback(
    (patch: Partial<T> | ((current: T) => T)) => {
      setValue((current) => {
        const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch };
        writeStored(key, JSON.stringify(next));
        return next;
      });
    },
    [key],
  );
  const clear = useCallback(() => {
    writeStored(key, null);
    setValue(initialRef.current);
  }, [key]);
  return [value, update, clear];
}
