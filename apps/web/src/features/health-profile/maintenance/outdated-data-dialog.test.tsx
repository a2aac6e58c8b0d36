// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshnessSources, type FreshnessSource } from '@thrivewell/core/rules/data-freshness';
import { logger } from '../../../lib/logger';
import { OutdatedDataDialog, recentlyDismissed } from './outdated-data-dialog';

type Answer = { status?: number; body?: unknown };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push({ key, body: undefined });
    const a = routes[key]?.(undefined) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const item = (source: FreshnessSource, daysAgo: number) => ({ source, ...freshnessSources[source], daysAgo });
const allFour = [item('diet_profiles', 120), item('health_goals', 95), item('medications', 200), item('blood_test_history', 400)];
const outdated = (items: unknown[]) => serve({ 'GET /api/profile/freshness': () => ({ body: { items, checkedAt: '2025-06-01T00:00:00.000Z' } }) });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<OutdatedDataDialog />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
// The dialog's chunk loads when it opens.
const dialog = () => screen.findByRole('dialog', { name: 'Update Your Health Information' }, { timeout: 10_000 });
const dayMs = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("'Update Your Health Information' dialog", () => {
  it("P2-OUT-01/05 opens by itself with each outdated item and 'Last updated N days ago'", async () => {
    outdated([item('diet_profiles', 120), item('medications', 200)]);
    renderDialog();
    const d = await dialog();
    expect(within(d).getByText('Diet profile')).toBeTruthy();
    expect(within(d).getByText('Last updated 120 days ago')).toBeTruthy();
    expect(within(d).getByText('Medication list')).toBeTruthy();
    expect(within(d).getByText('Last updated 200 days ago')).toBeTruthy();
    expect(within(d).queryByText('Wellness goals')).toBeNull();
  });

  it.each([
    ['Diet profile', '/health/nutrition'],
    ['Wellness goals', '/health-goals'],
    ['Medication list', '/medications'],
    ['Test results', '/upload'],
  ])('P2-OUT-06 Update on %s goes to %s', async (label, route) => {
    outdated(allFour);
    renderDialog();
    fireEvent.click(within(await dialog()).getByRole('button', { name: `Update ${label}` }));
    expect(screen.getByTestId('where').textContent).toBe(route);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('P2-OUT-08 View All Settings goes to /account', async () => {
    outdated(allFour);
    renderDialog();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'View All Settings' }));
    expect(screen.getByTestId('where').textContent).toBe('/account');
  });

  it("P2-OUT-07 Remind Me Later stores 'dataUpdatePromptDismissed' = now and keeps the dialog away for 7 days", async () => {
    outdated(allFour);
    const { unmount } = renderDialog();
    const before = Date.now();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Remind Me Later' }));
    const stored = Number(localStorage.getItem('dataUpdatePromptDismissed'));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    const reload = renderDialog();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    reload.unmount();

    localStorage.setItem('dataUpdatePromptDismissed', String(Date.now() - 8 * dayMs));
    renderDialog();
    expect(await dialog()).toBeTruthy();
  });

  it('the 7-day window: a ms timestamp or an ISO date, nothing or junk never blocks', () => {
    const now = Date.parse('2025-06-10T12:00:00.000Z');
    expect(recentlyDismissed(String(now - 6 * dayMs), now)).toBe(true);
    expect(recentlyDismissed(String(now - 7 * dayMs), now)).toBe(false);
    expect(recentlyDismissed('2025-06-05T00:00:00.000Z', now)).toBe(true);
    expect(recentlyDismissed(null, now)).toBe(false);
    expect(recentlyDismissed('soon', now)).toBe(false);
  });

  it('P2-OUT-09 shows nothing when no item is outdated', async () => {
    const calls = outdated([]);
    const { container } = renderDialog();
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.textContent).toBe('/dashboard');
  });

  it('P2-OUT-10 a failed check is only logged: no dialog, no health data in the log', async () => {
    const warn = vi.spyOn(logger, 'warn');
    serve({ 'GET /api/profile/freshness': () => ({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred. Please try again.' } } }) });
    renderDialog();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Outdated-data check failed', { code: 'INTERNAL_ERROR' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
