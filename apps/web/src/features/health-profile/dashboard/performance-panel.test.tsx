// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders, resetTestProfileSync, testProfileSync } from '../testing/profile-test-providers';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionMap } from '../profile-sync';
import { resetToasts } from '../../../lib/toast-store';
import { Toaster } from '../../../ui/toaster';
import { PerformancePanel } from './performance-panel';

const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() }));
vi.mock('../../../lib/logger', () => ({ logger: log }));

type Answer = { status?: number; body?: unknown; delay?: number };
function serve(routes: Record<string, () => Answer>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const a = routes[key]?.() ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.delay) await new Promise((r) => setTimeout(r, a.delay));
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

/** Age and gender only: a stored score of 16 matches the profile, so integrity is 100. */
const sound = { user_id: 'u-1', created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 16, personal_info: { age: 40, gender: 'female' } };
/** Gender missing: 'Basic personal information is incomplete'. */
const incomplete = { ...sound, data_completeness_score: 8, personal_info: { age: 40 } };
const serverDown = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } } };
const diet = { diet: { type: 'vegan', restrictions: [], preferences: [], goals: [] } } as unknown as SectionMap;

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter>
        <div data-testid="page">
          <PerformancePanel />
        </div>
        <div data-testid="toasts">
          <Toaster />
        </div>
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const page = () => within(screen.getByTestId('page'));
const stat = (label: string) => page().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const ready = () => waitFor(() => expect(stat('Profile filled in')).not.toBe('0%'));

beforeEach(() => resetTestProfileSync());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Performance & Reliability panel', () => {
  it('P2-PERF-01..05/11/12 shows Online, the load time in ms with its rating and bar, completeness, integrity score and last sync', async () => {
    serve({ 'GET /api/profile': () => ({ body: sound }) });
    testProfileSync().recordLoadTime(420);
    renderPanel();
    await ready();
    expect(stat('Connection')).toBe('Online');
    expect(stat('Loading speed')).toBe('420 ms Excellent');
    expect(page().getByRole('progressbar', { name: 'Load performance' }).getAttribute('aria-valuenow')).toBe('79');
    expect(stat('Profile filled in')).toBe('16%');
    expect(stat('Data check score')).toBe('100%');
    expect(stat('Last saved to your account')).not.toBe('Not synced yet');
    expect(page().queryByText(/You could try/)).toBeNull();
    act(() => testProfileSync().recordLoadTime(1500));
    expect(stat('Loading speed')).toBe('1500 ms Fair');
    expect(page().getByRole('progressbar', { name: 'Load performance' }).getAttribute('aria-valuenow')).toBe('25');
    expect(page().queryByText(/You could try/)).toBeNull();
  });

  it('P2-PERF-02 before any measurement the load time reads "Not measured yet"', async () => {
    serve({ 'GET /api/profile': () => ({ body: sound }) });
    renderPanel();
    await ready();
    expect(stat('Loading speed')).toBe('Not measured yet');
    expect(page().queryByRole('progressbar')).toBeNull();
  });

  it('P2-PERF-10/11/12 a poor load time (2000 ms and more) lists the four tips; the bar floors at 0', async () => {
    serve({ 'GET /api/profile': () => ({ body: sound }) });
    testProfileSync().recordLoadTime(2500);
    renderPanel();
    await ready();
    expect(stat('Loading speed')).toBe('2500 ms Poor');
    expect(page().getByRole('progressbar', { name: 'Load performance' }).getAttribute('aria-valuenow')).toBe('0');
    const tips = page().getByText('Loading is slow. You could try:').parentElement as HTMLElement;
    expect(within(tips).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Clear your browser cache',
      'Check your internet connection',
      'Close other browser tabs',
      'Try again during off-peak hours',
    ]);
  });

  it("P2-PERF-06/07/18 a failed save shows the error and the failed-operations count; Retry succeeds → 'Failed operations retried successfully'", async () => {
    let putFails = true;
    serve({ 'GET /api/profile': () => ({ body: sound }), 'PUT /api/profile/sections': () => (putFails ? serverDown : { body: sound }) });
    renderPanel();
    await ready();
    expect(stat('Changes waiting to be saved')).toBe('0 Retry');
    expect((page().getByRole('button', { name: 'Retry failed operations' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await testProfileSync().saveSections(diet).catch(() => undefined);
    });
    expect(page().getByRole('alert').textContent).toBe('Problem: Service unavailable');
    expect(stat('Changes waiting to be saved')).toBe('1 Retry');
    putFails = false;
    fireEvent.click(page().getByRole('button', { name: 'Retry failed operations' }));
    await waitFor(() => expect(toastText()).toContain('Failed operations retried successfully'));
    expect(stat('Changes waiting to be saved')).toBe('0 Retry');
    expect(page().queryByRole('alert')).toBeNull();
    expect(stat('Last saved to your account')).not.toBe('Not synced yet');
  });

  it("P2-PERF-19 Retry that fails again → 'Failed to retry operations' and the count stays", async () => {
    serve({ 'GET /api/profile': () => ({ body: sound }), 'PUT /api/profile/sections': () => serverDown });
    renderPanel();
    await ready();
    await act(async () => {
      await testProfileSync().saveSections(diet).catch(() => undefined);
    });
    fireEvent.click(page().getByRole('button', { name: 'Retry failed operations' }));
    await waitFor(() => expect(toastText()).toContain('Failed to retry operations'));
    expect(stat('Changes waiting to be saved')).toBe('1 Retry');
  });

  it("P2-PERF-08/15 Check Integrity re-reads the profile: a sound one → 'Data integrity check passed'", async () => {
    const calls = serve({ 'GET /api/profile': () => ({ body: sound }) });
    renderPanel();
    await ready();
    fireEvent.click(page().getByRole('button', { name: 'Check Integrity' }));
    await waitFor(() => expect(toastText()).toContain('Data integrity check passed'));
    expect(calls.filter((c) => c === 'GET /api/profile')).toHaveLength(2);
  });

  it("P2-PERF-04/16 issues found → warning 'Data integrity issues found: N', listed in the panel", async () => {
    serve({ 'GET /api/profile': () => ({ body: incomplete }) });
    renderPanel();
    await waitFor(() => expect(stat('Profile filled in')).toBe('8%'));
    expect(stat('Data check score')).toBe('75%');
    fireEvent.click(page().getByRole('button', { name: 'Check Integrity' }));
    await waitFor(() => expect(toastText()).toContain('Data integrity issues found: 1'));
    expect(toastText()).toContain('Basic personal information is incomplete');
    expect(page().getByText('Basic personal information is incomplete', { selector: 'li' })).toBeTruthy();
  });

  it("P2-PERF-17 a check that cannot run → 'Failed to run integrity check' (logged without data)", async () => {
    let fail = false;
    serve({ 'GET /api/profile': () => (fail ? serverDown : { body: sound }) });
    renderPanel();
    await ready();
    fail = true;
    fireEvent.click(page().getByRole('button', { name: 'Check Integrity' }));
    await waitFor(() => expect(toastText()).toContain('Failed to run integrity check'));
    expect(log.warn).toHaveBeenCalledWith('Integrity check failed', { code: 'UNAVAILABLE' });
  });

  /** The panel runs one operation at a time: its buttons stay disabled until the previous one has settled. */
  async function clickWhenEnabled(name: string) {
    const button = page().getByRole('button', { name }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
  }

  it("P2-PERF-09/13/14 follows offline/online events; Retry Sync (offline only) goes Syncing → Offline on failure, → Online on success", async () => {
    let fail = false;
    serve({ 'GET /api/profile': () => (fail ? { ...serverDown, delay: 20 } : { body: sound, delay: 20 }) });
    renderPanel();
    await ready();
    expect(page().queryByRole('button', { name: 'Retry Sync' })).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(stat('Connection')).toBe('Offline');
    fail = true;
    await clickWhenEnabled('Retry Sync');
    await waitFor(() => expect(stat('Connection')).toBe('Syncing'));
    await waitFor(() => expect(stat('Connection')).toBe('Offline'));
    expect(toastText()).toContain('Failed to synchronize data');
    fail = false;
    await clickWhenEnabled('Retry Sync');
    await waitFor(() => expect(stat('Connection')).toBe('Syncing'));
    await waitFor(() => expect(stat('Connection')).toBe('Online'));
    expect(toastText()).toContain('Data synchronized successfully');
    expect(page().queryByRole('button', { name: 'Retry Sync' })).toBeNull();
    expect(testProfileSync().getState().error).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(stat('Connection')).toBe('Offline');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(stat('Connection')).toBe('Online');
  });
});
