import { useCallback, useEffect, useState } from 'react';

/**
 * A stopwatch that counts from the moment the strip leaves the urine: start, pause, resume and
 * reset. It keeps the time run so far plus the moment it last started, so a slow render or a
 * background tab never loses seconds; it re-renders four times a second while running.
 */
export interface Stopwatch {
  elapsedMs: number;
  running: boolean;
  started: boolean;
  start: () => void;
  pause: () => void;
  reset: () => void;
}

interface State {
  /** Time run before the current run. */
  banked: number;
  /** Date.now() when the current run began, or null when paused. */
  since: number | null;
}

export function useStopwatch(tickMs = 250): Stopwatch {
  const [state, setState] = useState<State>({ banked: 0, since: null });
  const [now, setNow] = useState(() => Date.now());
  const running = state.since !== null;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setState((s) => (s.since === null ? { banked: s.banked, since: t } : s));
  }, []);
  const pause = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setState((s) => (s.since === null ? s : { banked: s.banked + (t - s.since), since: null }));
  }, []);
  const reset = useCallback(() => setState({ banked: 0, since: null }), []);

  const elapsedMs = state.banked + (state.since === null ? 0 : Math.max(0, now - state.since));
  return { elapsedMs, running, started: running || state.banked > 0, start, pause, reset };
}
