import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Client-only values (the session, browser storage, "has the page hydrated") and the prerendered
 * HTML (ADR 0014). The server — and so the prerender — draws every such value as its server
 * snapshot. React hydrates with that snapshot too, but a store read through useSyncExternalStore
 * whose client value differs is then re-rendered at once, synchronously: a store update cannot be
 * time-sliced. On a prerendered /dashboard that is the session, the theme, the cookie and notice
 * choices and every `hydrated` flag together: most of the page in one long task right after
 * hydration.
 *
 * Inside a HydrationGate that is still closed, useClientValue keeps giving the server snapshot
 * (so nothing differs and nothing is forced). Once hydration has committed, the gate opens in one
 * transition: every client value switches together, rendered by React in slices.
 */
const GateOpen = createContext(true);

export interface HydrationGateProps {
  /** True when the app hydrates prerendered HTML; a fresh render needs no gate and opens at once. */
  hydrating: boolean;
  children: ReactNode;
}

export function HydrationGate({ hydrating, children }: HydrationGateProps) {
  const [open, setOpen] = useState(!hydrating);
  useEffect(() => {
    if (!open) startTransition(() => setOpen(true));
  }, [open]);
  return createElement(GateOpen.Provider, { value: open }, children);
}

/**
 * useSyncExternalStore that gives the server snapshot on the server, during hydration and until
 * the surrounding HydrationGate opens (outside a gate it behaves exactly like useSyncExternalStore).
 */
export function useClientValue<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const open = useContext(GateOpen);
  return useSyncExternalStore(subscribe, open ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

const neverChanges = () => () => {};
const yes = () => true;
const no = () => false;

/** False during the server render, the hydration pass and until the gate opens; true afterwards. */
export function useHydrated(): boolean {
  return useClientValue(neverChanges, yes, no);
}
