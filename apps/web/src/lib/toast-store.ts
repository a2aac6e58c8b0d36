import { useSyncExternalStore } from 'react';

/**
 * App-wide toasts (spec part 1 §3, §4, §9; P1-FRAME-18..20): a tiny external store so
 * `toast()` works from anywhere, lib code included, without a provider.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastRecord {
  id: string;
  open: boolean;
  title?: string;
  description?: string;
  variant: ToastVariant;
  /** One button inside the toast, e.g. 'Retry Now' (spec part 2 §8). */
  action?: ToastAction;
  durationMs: number;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** How long it stays open; TOAST_AUTO_DISMISS_MS unless given (the onboarding completion toast is 5000 ms). */
  durationMs?: number;
}

/** Spec §9: one toast at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** Spec §4: a dismissed toast stays in the store (closed) for this long before removal. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Our choice: long enough to read two short sentences. Paused while hovered or focused. */
export const TOAST_AUTO_DISMISS_MS = 5_000;

const EMPTY: readonly ToastRecord[] = [];
let toasts: readonly ToastRecord[] = EMPTY;
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const autoDismissTimers = new Map<string, ReturnType<typeof setTimeout>>();

function set(next: readonly ToastRecord[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function clearTimers(id: string) {
  clearTimeout(removeTimers.get(id));
  clearTimeout(autoDismissTimers.get(id));
  removeTimers.delete(id);
  autoDismissTimers.delete(id);
}

function remove(id: string) {
  clearTimers(id);
  set(toasts.filter((t) => t.id !== id));
}

/** Closes one toast (or all when no id); the closed record is removed 1,000,000 ms later. */
export function dismissToast(id?: string) {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  for (const t of closing) {
    clearTimeout(autoDismissTimers.get(t.id));
    autoDismissTimers.delete(t.id);
    removeTimers.set(
      t.id,
      setTimeout(() => remove(t.id), TOAST_REMOVE_DELAY_MS),
    );
  }
  const ids = new Set(closing.map((t) => t.id));
  set(toasts.map((t) => (ids.has(t.id) ? { ...t, open: false } : t)));
}

/** (Re)starts the auto-dismiss countdown of an open toast. */
export function resumeToast(id: string) {
  const t = toasts.find((x) => x.id === id);
  if (!t?.open) return;
  clearTimeout(autoDismissTimers.get(id));
  autoDismissTimers.set(
    id,
    setTimeout(() => dismissToast(id), t.durationMs),
  );
}

/** Stops the countdown while the reader is on the toast (WCAG 2.2.1, timing adjustable). */
export function pauseToast(id: string) {
  clearTimeout(autoDismissTimers.get(id));
  autoDismissTimers.delete(id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  const record: ToastRecord = {
    id,
    open: true,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    action: input.action,
    durationMs: input.durationMs ?? TOAST_AUTO_DISMISS_MS,
  };
  const next = [record, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) clearTimers(dropped.id);
  set(next.slice(0, TOAST_LIMIT));
  resumeToast(id);
  return { id, dismiss: () => dismissToast(id) };
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts to render; none on the server or during hydration. */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  for (const id of [...removeTimers.keys(), ...autoDismissTimers.keys()]) clearTimers(id);
  set(EMPTY);
}
