// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingStorageKeys } from '../../lib/profile-storage-keys';
import { ApiError } from '../../lib/api-client';
import { clearBackup, isRetryable, ProfileSync, readBackup } from './profile-sync';

type Answer = { status: number; body?: unknown } | 'offline';
let answers: Answer[] = [];
const sent: unknown[] = [];

let sync: ProfileSync;

beforeEach(() => {
  sync = new ProfileSync('u1');
  localStorage.clear();
  answers = [];
  sent.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit = {}) => {
    sent.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    const a = answers.shift() ?? { status: 200, body: { user_id: 'u1' } };
    if (a === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status });
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('onboarding data service (P2-SVC-01..03)', () => {
  it('a failed save goes into the retry queue and the local backup; a retry sends it and clears both', async () => {
    answers = ['offline'];
    await expect(sync.saveSections({ personalInfo: { age: 40 } }, () => new Date('2026-11-25T10:00:00Z'))).rejects.toBeInstanceOf(ApiError);
    expect(sync.getState()).toMatchObject({ status: 'offline', failedCount: 1, failed: { personalInfo: { age: 40 } } });
    expect(readBackup('u1')).toEqual({ userId: 'u1', data: { personalInfo: { age: 40 } }, timestamp: '2026-11-25T10:00:00.000Z' });
    expect(readBackup('someone-else')).toBeNull();

    answers = [{ status: 500, body: { error: { code: 'X', message: 'Server trouble' } } }];
    await expect(sync.saveSections({ lifestyle: { sleepHours: 7 } })).rejects.toThrow('Server trouble');
    expect(sync.getState().failedCount).toBe(2);
    expect(readBackup('u1')?.data).toEqual({ personalInfo: { age: 40 }, lifestyle: { sleepHours: 7 } });

    expect(await sync.retryFailedSaves()).toBe(true);
    expect(sent.at(-1)).toEqual({ personalInfo: { age: 40 }, lifestyle: { sleepHours: 7 } });
    expect(sync.getState()).toMatchObject({ status: 'online', failedCount: 0, error: null });
    expect(localStorage.getItem(onboardingStorageKeys.backup)).toBeNull();
  });

  it('a newer successful save of a section replaces its queued copy', async () => {
    answers = ['offline'];
    await sync.saveSections({ diet: { type: 'vegan' } }).catch(() => undefined);
    await sync.saveSections({ diet: { type: 'keto' } });
    expect(sync.getState().failedCount).toBe(0);
    expect(readBackup('u1')).toBeNull();
  });

  it('bad data (400) and a missing login (401) are not queued: a retry would only fail again', async () => {
    answers = [{ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Age must be between 1 and 120.' } } }];
    await expect(sync.saveSections({ personalInfo: { age: 500 } })).rejects.toThrow('Age must be between 1 and 120.');
    expect(sync.getState().failedCount).toBe(0);
    expect(isRetryable(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
    expect(isRetryable(new ApiError(503, 'X', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
  });

  it('a failed retry keeps the queue and reports false', async () => {
    answers = ['offline', 'offline'];
    await sync.saveSections({ healthGoals: { primary: ['Better sleep'] } }).catch(() => undefined);
    expect(await sync.retryFailedSaves()).toBe(false);
    expect(sync.getState().failedCount).toBe(1);
    clearBackup();
    expect(readBackup('u1')).toBeNull();
  });

  it('issue 13: the onboarding step reached offline is re-sent with the queue, so resuming opens the right step', async () => {
    answers = ['offline', 'offline'];
    await sync.saveSections({ diet: { type: 'vegan' } }).catch(() => undefined);
    await expect(sync.saveProgress(3)).rejects.toBeInstanceOf(ApiError);
    expect(await sync.retryFailedSaves()).toBe(true);
    expect(sent.slice(-2)).toEqual([{ diet: { type: 'vegan' } }, { lastCompletedStep: 3 }]);
    // Sent once: a later retry has nothing left to send.
    const count = sent.length;
    expect(await sync.retryFailedSaves()).toBe(true);
    expect(sent.length).toBe(count);
  });

  it('issue 13: a queued save keeps the section version it was edited from', async () => {
    answers = ['offline'];
    await sync.saveSections({ diet: { type: 'vegan' } }, undefined, { diet: 'v7' }).catch(() => undefined);
    expect(await sync.retryFailedSaves()).toBe(true);
    expect(sent.at(-1)).toEqual({ diet: { type: 'vegan' }, versions: { diet: 'v7' } });
  });

  it("issue 13: 'Network error…' goes once the browser is back online", async () => {
    const stop = sync.listenToConnectivity();
    await sync.retrySync(() => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Network error: the server could not be reached.')));
    expect(sync.getState()).toMatchObject({ status: 'offline', error: 'Network error: the server could not be reached.' });
    window.dispatchEvent(new Event('online'));
    expect(sync.getState()).toMatchObject({ status: 'online', error: null });
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(sync.getState().status).toBe('online');
  });
});

describe('one sync service per signed-in user (W2-C §1.5)', () => {
  it("another user's service starts empty: no queue, error or load time carries over", async () => {
    answers = ['offline'];
    await sync.saveSections({ diet: { type: 'vegan' } }).catch(() => undefined);
    sync.recordLoadTime(300);
    expect(sync.getState().failedCount).toBe(1);
    const next = new ProfileSync('u2');
    expect(next.getState()).toMatchObject({ status: 'online', failedCount: 0, error: null, loadTimeMs: null });
    expect(await next.retryFailedSaves()).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('signed out, nothing is backed up', () => {
    new ProfileSync(null).backupSections({ diet: { type: 'keto' } });
    expect(localStorage.getItem(onboardingStorageKeys.backup)).toBeNull();
    sync.backupSections({ diet: { type: 'keto' } }, new Date('2026-11-25T10:00:00Z'));
    expect(readBackup('u1')?.data).toEqual({ diet: { type: 'keto' } });
  });
});
