/**
 * The offline queue (W2-D): a save (a create, an edit or an undo — every replayed call is idempotent
 * on the server) made while offline, or one that fails with a network error, is
 * kept in local storage with its client id and replayed when the browser comes back online or
 * on the next load. The server treats a repeated client id as the same save, so a replay after a
 * save that did arrive (the answer was lost) adds nothing. Nothing typed is lost: a save the
 * server refuses (4xx) stays in the queue, marked with the server's message, until the person
 * discards it; a server fault (5xx) or another network error leaves it for the next try.
 */
import { useSyncExternalStore } from 'react';
import { ApiError, apiFetch, type FetchLike } from './api-client';

/** Cleared on sign-out with the other personal keys (session.ts clears 'tracking_' keys). */
export const offlineQueueKey = 'tracking_offline_queue';

export interface QueuedSave {
  clientId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** What the person reads in the list of saves waiting to sync ("Mood: Good, 14:05"). */
  label: string;
  queuedAt: string;
  /** The server's message when it refused the save; kept until discarded. */
  failed?: string;
  /** Saves with the same key replace each other (the daily log of one day: only the last counts). */
  replaceKey?: string;
}

export type SaveOutcome<T> = { status: 'saved'; value: T } | { status: 'queued' };

const listeners = new Set<() => void>();
let snapshot: readonly QueuedSave[] | null = null;

function read(): readonly QueuedSave[] {
  if (snapshot) return snapshot;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(offlineQueueKey) ?? '[]');
    snapshot = Array.isArray(parsed) ? (parsed as QueuedSave[]) : [];
  } catch {
    snapshot = [];
  }
  return snapshot;
}

function write(items: readonly QueuedSave[]) {
  snapshot = items;
  try {
    if (items.length === 0) window.localStorage.removeItem(offlineQueueKey);
    else window.localStorage.setItem(offlineQueueKey, JSON.stringify(items));
  } catch {
    /* storage full or disabled: the queue still holds the saves for this visit */
  }
  listeners.forEach((l) => l());
}

export function queuedSaves(): readonly QueuedSave[] {
  return read();
}

/** A fresh client id for one save (the server keeps it to recognise a replay). */
export function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function isNetworkFailure(err: unknown): boolean {
  return err instanceof ApiError && err.status === 0;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function enqueue(save: Omit<QueuedSave, 'queuedAt'>) {
  const kept = read().filter((q) => q.clientId !== save.clientId && !(save.replaceKey && q.replaceKey === save.replaceKey));
  write([...kept, { ...save, queuedAt: new Date().toISOString() }]);
}

export function discardQueued(clientId: string) {
  write(read().filter((q) => q.clientId !== clientId));
}

/** Saves now, or — offline or on a network error — keeps the save on this device to sync later. */
export async function saveOrQueue<T>(save: Omit<QueuedSave, 'queuedAt'>, fetchImpl?: FetchLike): Promise<SaveOutcome<T>> {
  if (isOffline()) {
    enqueue(save);
    return { status: 'queued' };
  }
  try {
    const value = await apiFetch<T>(save.path, { method: save.method, body: save.body }, fetchImpl);
    return { status: 'saved', value };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    enqueue(save);
    return { status: 'queued' };
  }
}

export interface FlushResult {
  synced: number;
  refused: number;
  remaining: number;
}

let flushing: Promise<FlushResult> | null = null;

/** Replays the queue in order (one flush at a time); stops at the first network or server fault. */
export function flushQueue(fetchImpl?: FetchLike): Promise<FlushResult> {
  flushing ??= (async () => {
    let synced = 0;
    let refused = 0;
    for (const save of read()) {
      if (save.failed) continue;
      try {
        await apiFetch(save.path, { method: save.method, body: save.body }, fetchImpl);
        write(read().filter((q) => q.clientId !== save.clientId));
        synced += 1;
      } catch (err) {
        // A removal whose target is already gone (it arrived before, or never existed here) is done.
        if (save.method === 'DELETE' && err instanceof ApiError && err.status === 404) {
          write(read().filter((q) => q.clientId !== save.clientId));
          synced += 1;
          continue;
        }
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 408 && err.status !== 429) {
          write(read().map((q) => (q.clientId === save.clientId ? { ...q, failed: err.message } : q)));
          refused += 1;
          continue;
        }
        break; // offline again, signed out or a server fault: try later
      }
    }
    return { synced, refused, remaining: read().length };
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Replays now and whenever the browser comes back online; `onSynced` runs after a save synced. */
export function startOfflineSync(onSynced: (result: FlushResult) => void, fetchImpl?: FetchLike): () => void {
  const run = () => {
    if (isOffline() || read().every((q) => q.failed)) return;
    void flushQueue(fetchImpl).then((result) => {
      if (result.synced > 0 || result.refused > 0) onSynced(result);
    });
  };
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === offlineQueueKey) {
      snapshot = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const empty: readonly QueuedSave[] = [];

/** The saves waiting on this device (empty on the server and before hydration). */
export function useQueuedSaves(): readonly QueuedSave[] {
  return useSyncExternalStore(subscribe, read, () => empty);
}

/** For tests: forget the cached copy so the next read goes to storage. */
export function resetQueueCache() {
  snapshot = null;
}
