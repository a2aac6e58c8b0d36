import { useContext, useSyncExternalStore } from 'react';
import { onboardingStorageKeys } from '../../lib/profile-storage-keys';
import type { ProfileSectionInput, SectionVersions } from '@thrivewell/core/contracts/profile-contract';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { SyncStatus } from '@thrivewell/core/rules/data-freshness';
import { ApiError } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/local-store';
import { saveOnboardingProgress, saveSections, type StoredProfile } from './profile-api';
import { ProfileSyncContext } from './profile-sync-provider';

/**
 * The onboarding data service (spec part 2 §4, §7, §8; P2-SVC-01..04, P2-PERF-01..19): every
 * profile section save goes through here. A save that fails for a reason a retry can fix
 * (offline, server trouble) is merged into the retry queue and backed up under
 * `unified_onboarding_backup` (data plus timestamp), so nothing typed is lost to a network
 * error or a reload; the queue is retried manually, or by itself when the browser is back
 * online. It also keeps the sync status, last sync time, current error and load time the
 * Performance & Reliability panel shows.
 *
 * One ProfileSync belongs to one signed-in user: ProfileSyncProvider (mounted by the app frame
 * per session user) holds it, so signing out or switching user starts from a clean service.
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

export function clearBackup() {
  writeStored(onboardingStorageKeys.backup, null);
}

const initialState: SyncState = { status: 'online', lastSync: null, error: null, failed: {}, failedCount: 0, loadTimeMs: null };

export class ProfileSync {
  private state: SyncState = initialState;
  /** The versions the queued sections were edited from: a retry still never overwrites a newer save. */
  private failedVersions: SectionVersions = {};
  /** The onboarding step reached while its progress could not be sent (offline): re-sent with the retry queue. */
  private pendingProgress: number | null = null;
  /** Whether the error shown is a lost connection (cleared by the browser's online event). */
  private errorIsConnection = false;
  private readonly listeners = new Set<() => void>();
  private connectivityUsers = 0;
  private stopConnectivity: (() => void) | null = null;

  /** `userId`: the signed-in user whose saves this service sends and backs up (null: nobody signed in). */
  constructor(readonly userId: string | null) {}

  private set(patch: Partial<SyncState>) {
    this.state = { ...this.state, ...patch };
    if (patch.failed) this.state.failedCount = Object.keys(patch.failed).length;
    this.listeners.forEach((l) => l());
  }

  readonly getState = (): SyncState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Backs up edits that have not been sent yet (the page is being left or reloaded before its
   * auto-save ran): the next load restores and re-saves them. Synchronous, so it completes on pagehide.
   */
  backupSections(sections: SectionMap, now: Date = new Date()) {
    if (this.userId && Object.keys(sections).length > 0) writeBackup(this.userId, sections, now);
  }

  /**
   * Saves sections. Resolves with the updated profile; on a retryable failure the data is queued
   * and backed up and the error is rethrown (the caller shows its toast). Sections saved
   * successfully leave the queue: the server now has newer data than the queued copy.
   */
  async saveSections(sections: SectionMap, now: () => Date = () => new Date(), versions: SectionVersions = {}): Promise<StoredProfile> {
    this.set({ status: 'syncing' });
    try {
      const profile = await saveSections(sections, versions);
      const failed = { ...this.state.failed };
      for (const key of Object.keys(sections)) {
        delete failed[key as ProfileSectionId];
        delete this.failedVersions[key as ProfileSectionId];
      }
      this.set({ status: 'online', lastSync: now().toISOString(), error: null, failed });
      if (Object.keys(failed).length === 0) clearBackup();
      return profile;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (isRetryable(err)) {
        for (const key of Object.keys(sections) as ProfileSectionId[]) {
          if (versions[key]) this.failedVersions[key] = versions[key];
          else delete this.failedVersions[key];
        }
        this.set({ failed: { ...this.state.failed, ...sections } });
        if (this.userId) writeBackup(this.userId, sections, now());
      }
      const offline = err instanceof ApiError && err.status === 0;
      this.set({ status: offline ? 'offline' : 'online', error: message });
      this.errorIsConnection = offline;
      throw err;
    }
  }

  /**
   * Stores how far the onboarding got (its last completed step). When that cannot be sent for a
   * reason a retry can fix, it is kept and re-sent with the retry queue, so resuming later opens
   * the right step; the error is rethrown.
   */
  async saveProgress(lastCompletedStep: number): Promise<void> {
    try {
      await saveOnboardingProgress(lastCompletedStep);
      if (this.pendingProgress !== null && this.pendingProgress <= lastCompletedStep) this.pendingProgress = null;
    } catch (err) {
      if (isRetryable(err)) this.pendingProgress = Math.max(this.pendingProgress ?? lastCompletedStep, lastCompletedStep);
      throw err;
    }
  }

  /** Retries the queue in one save, then any progress not sent. Resolves true on success (or nothing to retry), false on failure. */
  async retryFailedSaves(): Promise<boolean> {
    const queued = this.state.failed;
    try {
      if (Object.keys(queued).length > 0) await this.saveSections(queued, undefined, { ...this.failedVersions });
      if (this.pendingProgress !== null) await this.saveProgress(this.pendingProgress);
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
  async retrySync(reload: () => Promise<unknown>, now: () => Date = () => new Date()): Promise<boolean> {
    this.set({ status: 'syncing' });
    try {
      await reload();
      this.set({ status: 'online', lastSync: now().toISOString(), error: null });
      return true;
    } catch (err) {
      this.set({ status: 'offline', error: err instanceof Error ? err.message : String(err) });
      this.errorIsConnection = true;
      return false;
    }
  }

  /** The Performance panel's load time of the profile. */
  recordLoadTime(ms: number) {
    this.set({ loadTimeMs: Math.max(0, Math.round(ms)) });
  }

  /**
   * Follows the browser's online and offline events (P2-PERF-13) while at least one caller
   * listens; coming back online retries the queue. Returns the caller's stop function.
   */
  listenToConnectivity(): () => void {
    if (typeof window === 'undefined') return () => undefined;
    this.connectivityUsers += 1;
    if (!this.stopConnectivity) {
      const offline = () => this.set({ status: 'offline' });
      const online = () => {
        // A connection error no longer holds once the connection is back; a failed retry sets its own.
        this.set(this.errorIsConnection ? { status: 'online', error: null } : { status: 'online' });
        this.errorIsConnection = false;
        void this.retryFailedSaves();
      };
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      this.stopConnectivity = () => {
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) this.set({ status: 'offline' });
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.connectivityUsers -= 1;
      if (this.connectivityUsers === 0) {
        this.stopConnectivity?.();
        this.stopConnectivity = null;
      }
    };
  }
}

/** The signed-in user's sync service, from the nearest ProfileSyncProvider (created on first use). */
export function useProfileSyncService(): ProfileSync {
  const slot = useContext(ProfileSyncContext);
  if (!slot) throw new Error('useProfileSyncService: no ProfileSyncProvider above this component');
  slot.sync ??= new ProfileSync(slot.userId);
  return slot.sync;
}

/** The sync status, last sync, error, retry queue and load time, re-rendering when they change. */
export function useProfileSync(): SyncState {
  const sync = useProfileSyncService();
  return useSyncExternalStore(sync.subscribe, sync.getState, sync.getState);
}
