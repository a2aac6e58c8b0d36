import { useSyncExternalStore } from 'react';
import { onboardingStorageKeys } from '../../lib/profile-storage-keys';
import type { ProfileSectionInput, SectionVersions } from '@thrivewell/core/contracts/profile-contract';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { SyncStatus } from '@thrivewell/core/rules/data-freshness';
import { ApiError } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/local-store';
import { saveOnboardingProgress, saveSections, type StoredProfile } from './profile-api';

/**
 * The onboarding data service (spec part 2 §4, §7, §8; P2-SVC-01..04, P2-PERF-01..19): every
 * profile section save goes through here. A save that fails for a reason a retry can fix
 * (offline, server trouble) is merged into the retry queue and backed up under
 * `unified_onboarding_backup` (data plus timestamp), so nothing typed is lost to a network
 * error or a reload; the queue is retried manually, or by itself when the browser is back
 * online. It also keeps the sync status, last sync time, current error and load time the
 * Performance & Reliability panel shows.
 */
export type SectionMap = Partial<{ [K in ProfileSectionId]: ProfileSectionInput[K] }>;

export interface ProfileBackup {
  /** The signed-in user the data belongs to; another user's backup is never restored. */
  userId: string;
  data: SectionMap;
  timestamp: string;
}

export interface SyncState {
  status: SyncStatus;
  lastSync: string | null;
  error: string | null;
  /** The sections waiting in the retry queue (newest data per section). */
  failed: SectionMap;
  failedCount: number;
  loadTimeMs: number | null;
}

let state: SyncState = { status: 'online', lastSync: null, error: null, failed: {}, failedCount: 0, loadTimeMs: null };
/** The versions the queued sections were edited from: a retry still never overwrites a newer save. */
let failedVersions: SectionVersions = {};
/** The onboarding step reached while its progress could not be sent (offline): re-sent with the retry queue. */
let pendingProgress: number | null = null;
/** Whether the error shown is a lost connection (cleared by the browser's online event). */
let errorIsConnection = false;
let currentUser: string | null = null;
const listeners = new Set<() => void>();

function set(patch: Partial<SyncState>) {
  state = { ...state, ...patch };
  if (patch.failed) state.failedCount = Object.keys(patch.failed).length;
  listeners.forEach((l) => l());
}

export function getSyncState(): SyncState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProfileSync(): SyncState {
  return useSyncExternalStore(subscribe, getSyncState, getSyncState);
}

/** Errors a later retry can fix; a 400 (bad data) or 401 (signed out) would only fail again. */
export function isRetryable(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;
}

// ------------------------------------------------------------------ local backup

export function readBackup(userId: string): ProfileBackup | null {
  const raw = readStored(onboardingStorageKeys.backup);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ProfileBackup>;
    if (parsed.userId !== userId || typeof parsed.data !== 'object' || parsed.data === null) return null;
    return { userId, data: parsed.data, timestamp: String(parsed.timestamp ?? '') };
  } catch {
    return null;
  }
}

function writeBackup(userId: string, data: SectionMap, now: Date) {
  const previous = readBackup(userId)?.data ?? {};
  const backup: ProfileBackup = { userId, data: { ...previous, ...data }, timestamp: now.toISOString() };
  writeStored(onboardingStorageKeys.backup, JSON.stringify(backup));
}

/**
 * Backs up edits that have not been sent yet (the page is being left or reloaded before its
 * auto-save ran): the next load restores and re-saves them. Synchronous, so it completes on pagehide.
 */
export function backupSections(sections: SectionMap, now: Date = new Date()) {
  if (currentUser && Object.keys(sections).length > 0) writeBackup(currentUser, sections, now);
}

export function clearBackup() {
  writeStored(onboardingStorageKeys.backup, null);
}

// ------------------------------------------------------------------ saves and retries

/** Which user the service works for; switching user forgets the other user's queue. */
export function setSyncUser(userId: string | null) {
  if (userId === currentUser) return;
  currentUser = userId;
  failedVersions = {};
  pendingProgress = null;
  set({ failed: {}, error: null });
}

/**
 * Saves sections. Resolves with the updated profile; on a retryable failure the data is queued
 * and backed up and the error is rethrown (the caller shows its toast). Sections saved
 * successfully leave the queue: the server now has newer data than the queued copy.
 */
export async function saveProfileSections(sections: SectionMap, now: () => Date = () => new Date(), versions: SectionVersions = {}): Promise<StoredProfile> {
  set({ status: 'syncing' });
  try {
    const profile = await saveSections(sections, versions);
    const failed = { ...state.failed };
    for (const key of Object.keys(sections)) {
      delete failed[key as ProfileSectionId];
      delete failedVersions[key as ProfileSectionId];
    }
    set({ status: 'online', lastSync: now().toISOString(), error: null, failed });
    if (Object.keys(failed).length === 0) clearBackup();
    return profile;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (isRetryable(err)) {
      for (const key of Object.keys(sections) as ProfileSectionId[]) {
        if (versions[key]) failedVersions[key] = versions[key];
        else delete failedVersions[key];
      }
      set({ failed: { ...state.failed, ...sections } });
      if (currentUser) writeBackup(currentUser, sections, now());
    }
    const offline = err instanceof ApiError && err.status === 0;
    set({ status: offline ? 'offline' : 'online', error: message });
    errorIsConnection = offline;
    throw err;
  }
}

/**
 * Stores how far the onboarding got (its last completed step). When that cannot be sent for a
 * reason a retry can fix, it is kept and re-sent with the retry queue, so resuming later opens
 * the right step; the error is rethrown.
 */
export async function saveProgress(lastCompletedStep: number): Promise<void> {
  try {
    await saveOnboardingProgress(lastCompletedStep);
    if (pendingProgress !== null && pendingProgress <= lastCompletedStep) pendingProgress = null;
  } catch (err) {
    if (isRetryable(err)) pendingProgress = Math.max(pendingProgress ?? lastCompletedStep, lastCompletedStep);
    throw err;
  }
}

/** Retries the queue in one save, then any progress not sent. Resolves true on success (or nothing to retry), false on failure. */
export async function retryFailedSaves(): Promise<boolean> {
  const queued = state.failed;
  try {
    if (Object.keys(queued).length > 0) await saveProfileSections(queued, undefined, { ...failedVersions });
    if (pendingProgress !== null) await saveProgress(pendingProgress);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Performance panel's Retry Sync (P2-PERF-14): Syncing while `reload` (a refetch of the
 * profile) runs, then Online with a new last-sync time, or Offline with the error.
 * Resolves whether it worked.
 */
export async function retrySync(reload: () => Promise<unknown>, now: () => Date = () => new Date()): Promise<boolean> {
  set({ status: 'syncing' });
  try {
    await reload();
    set({ status: 'online', lastSync: now().toISOString(), error: null });
    return true;
  } catch (err) {
    set({ status: 'offline', error: err instanceof Error ? err.message : String(err) });
    errorIsConnection = true;
    return false;
  }
}

/** The Performance panel's load time of the profile. */
export function recordLoadTime(ms: number) {
  set({ loadTimeMs: Math.max(0, Math.round(ms)) });
}

let listening = false;
/** Follows the browser's online and offline events (P2-PERF-13); coming back online retries the queue. */
export function listenToConnectivity() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('offline', () => set({ status: 'offline' }));
  window.addEventListener('online', () => {
    // A connection error no longer holds once the connection is back; a failed retry sets its own.
    set(errorIsConnection ? { status: 'online', error: null } : { status: 'online' });
    errorIsConnection = false;
    void retryFailedSaves();
  });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) set({ status: 'offline' });
}

/** Test helper. */
export function resetProfileSync() {
  currentUser = null;
  failedVersions = {};
  pendingProgress = null;
  errorIsConnection = false;
  state = { status: 'online', lastSync: null, error: null, failed: {}, failedCount: 0, loadTimeMs: null };
  listeners.forEach((l) => l());
}
