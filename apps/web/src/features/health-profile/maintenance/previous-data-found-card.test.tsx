// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionStateForTests } from '../../../lib/session';
import { resetToasts } from '../../../lib/toast-store';
import { Toaster } from '../../../ui/toaster';
import { PreviousDataFoundCard } from './previous-data-found-card';

type Answer = { status?: number; body?: unknown; raw?: string; delay?: number };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.delay) await new Promise((r) => setTimeout(r, a.delay));
    return new Response(a.raw ?? JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const userId = 'a1b2c3d4-e5f6-4789-8abc-def012345678';
const legacy = { any: true, questionnaire: true, personalInfo: true, medicalHistory: false, medications: true, diet: false };
const status = (over: Record<string, unknown> = {}) => ({
  hasProfile: false, onboardingComplete: false, isNewUser: false, resumeStep: 0, lastCompletedStep: null, completenessScore: 35,
  completedAt: null, updatedAt: null, recoveryOffered: true, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null, ...over,
});

function renderCard(debug = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <PreviousDataFoundCard debug={debug} />
      <div data-testid="toasts"><Toaster /></div>
    </ProfileTestProviders>,
  );
}
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const recoverWith = (answer: Answer) => serve({ 'GET /api/profile/status': () => ({ body: status() }), 'POST /api/profile/recover': () => answer });
async function clickRecover() {
  fireEvent.click(await screen.findByRole('button', { name: 'Recover My Data' }));
}

beforeEach(() => setSessionStateForTests({ user: { id: userId, email: 'ann@example.com' }, loading: false }));
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('Previous Data Found card', () => {
  it('P2-REC-09 never shows while the session or the status loads; P2-REC-08 hidden without recoverable data unless debug', async () => {
    setSessionStateForTests({ user: null, loading: true });
    serve({ 'GET /api/profile/status': () => ({ body: status(), delay: 20 }) });
    const { unmount } = renderCard(true);
    expect(screen.queryByText('Previous Data Found')).toBeNull();
    act(() => setSessionStateForTests({ user: { id: userId, email: 'ann@example.com' }, loading: false }));
    expect(screen.queryByText('Previous Data Found')).toBeNull(); // status still on its way
    expect(await screen.findByRole('heading', { name: 'Previous Data Found' })).toBeTruthy();
    unmount();

    serve({ 'GET /api/profile/status': () => ({ body: status({ recoveryOffered: false, hasProfile: true, completenessScore: 80 }) }) });
    const calm = renderCard();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(calm.container.textContent).not.toContain('Previous Data Found');
    calm.unmount();

    renderCard(true);
    expect(await screen.findByRole('heading', { name: 'Previous Data Found' })).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
  });

  it('P2-REC-01..04 title, data-status badges, completeness and the shortened user id', async () => {
    serve({ 'GET /api/profile/status': () => ({ body: status() }) });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Previous Data Found' })).toBeTruthy();
    const badges = screen.getByRole('list', { name: 'Found in your earlier data' });
    expect(within(badges).getByText('Personal Info: Found')).toBeTruthy();
    expect(within(badges).getByText('Medical History: Not found')).toBeTruthy();
    expect(within(badges).getByText('Medications: Found')).toBeTruthy();
    expect(screen.getByText('Profile completeness')).toBeTruthy();
    expect(screen.getByText('35%')).toBeTruthy();
    expect(screen.getByText('a1b2c3d4…')).toBeTruthy();
    expect(screen.queryByText(userId)).toBeNull();
  });

  it('P2-REC-05/06/26 debug toggle and connection test: counts and found/none only, never health values', async () => {
    const calls = serve({
      'GET /api/profile/status': () => ({ body: status() }),
      'GET /api/profile/diagnostics': () => ({
        body: { connection: { ok: true, profiles: 1 }, user_details: { questionnaire_data: { basicInfo: { age: 41 } } }, unified_user_profile: null, user_preferences: { onboarding_completed: false } },
      }),
    });
    renderCard();
    const toggle = await screen.findByRole('button', { name: 'Show Debug' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Debug' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Debug information')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run Connection Test' }));
    const panel = await screen.findByLabelText('Connection test result');
    expect(within(panel).getByText('OK (profiles: 1)')).toBeTruthy();
    expect(within(panel).getByText('Earlier data (user_details)').nextSibling?.textContent).toBe('Found');
    expect(within(panel).getByText('Unified profile').nextSibling?.textContent).toBe('None');
    expect(within(panel).getByText('Preferences').nextSibling?.textContent).toBe('Found');
    expect(panel.textContent).not.toContain('41');
    expect(calls.map((c) => c.key)).toContain('GET /api/profile/diagnostics');
    fireEvent.click(screen.getByRole('button', { name: 'Hide Debug' }));
    expect(screen.queryByText('Debug information')).toBeNull();
  });

  it("P2-REC-27 connection test failure: 'Database connection failed: {message}'", async () => {
    serve({
      'GET /api/profile/status': () => ({ body: status() }),
      'GET /api/profile/diagnostics': () => ({ status: 503, body: { error: { code: 'DB_CONNECTION_FAILED', message: 'connection refused' } } }),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Show Debug' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run Connection Test' }));
    await waitFor(() => expect(toastText()).toContain('Database connection failed: connection refused'));
    expect(screen.getByText('The connection test failed.')).toBeTruthy();
  });

  it("P2-REC-07/22/25 'Recovering Data...' while busy, created_profile message, then the profile reloads", async () => {
    let offered = true;
    const calls = serve({
      'GET /api/profile/status': () => ({ body: status({ recoveryOffered: offered }) }),
      'POST /api/profile/recover': () => {
        offered = false;
        return { delay: 30, body: { success: true, error: null, migration_result: { action: 'created_profile', completeness_score: 62, data_found: {}, user_id: userId } } };
      },
    });
    renderCard();
    await clickRecover();
    const busy = screen.getByRole('button', { name: 'Recovering Data...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await waitFor(() => expect(toastText()).toContain('Profile created with migrated data! Completeness: 62%'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Previous Data Found' })).toBeNull());
    expect(calls.filter((c) => c.key === 'GET /api/profile/status')).toHaveLength(2);
    expect(calls.find((c) => c.key === 'POST /api/profile/recover')?.body).toEqual({});
  });

  it("P2-REC-23 updated_profile: 'Profile updated with recovered data! Completeness: N%'", async () => {
    recoverWith({ body: { success: true, error: null, migration_result: { action: 'updated_profile', completeness_score: 71, data_found: {}, user_id: userId } } });
    renderCard();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('Profile updated with recovered data! Completeness: 71%'));
  });

  it("P2-REC-24 other success: 'Data recovery completed successfully!'", async () => {
    recoverWith({ body: { success: true, error: null, migration_result: { action: null, completeness_score: 0, data_found: null, user_id: userId } } });
    renderCard();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('Data recovery completed successfully!'));
  });

  it("P2-REC-19 'No legacy data found' reads as the info 'No additional data found to recover…'", async () => {
    const calls = recoverWith({ body: { success: false, error: 'No legacy data found', migration_result: { action: null, completeness_score: 80, data_found: null, user_id: userId } } });
    renderCard();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('No additional data found to recover. Your profile is up to date.'));
    expect(calls.filter((c) => c.key === 'GET /api/profile/status')).toHaveLength(1); // nothing changed: no reload
  });

  it("P2-REC-20 any other failure: 'Recovery failed: {error}'", async () => {
    recoverWith({ body: { success: false, error: 'Legacy row is locked', migration_result: null } });
    renderCard();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('Recovery failed: Legacy row is locked'));
  });

  it("P2-REC-18 failed remote call: 'Recovery failed: {message}'; a 401 reads as not authenticated", async () => {
    recoverWith({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Database unavailable' } } });
    renderCard();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('Recovery failed: Database unavailable'));
    cleanup();
    resetToasts();
    recoverWith({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } } });
    renderCard();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('User not authenticated. Please log in again.'));
  });

  it("P2-REC-21 unexpected answer: 'Failed to recover data. Please contact support if this continues.'", async () => {
    recoverWith({ raw: 'null' });
    renderCard();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('Failed to recover data. Please contact support if this continues.'));
    expect(screen.getByRole('button', { name: 'Recover My Data' })).toBeTruthy();
  });

  it("P2-REC-17 no user: 'User not authenticated. Please log in again.' without calling the server", async () => {
    setSessionStateForTests({ user: null, loading: false });
    const calls = recoverWith({ body: { success: true } });
    renderCard(true);
    expect(await screen.findByText('Not signed in')).toBeTruthy();
    await clickRecover();
    await waitFor(() => expect(toastText()).toContain('User not authenticated. Please log in again.'));
    expect(calls.some((c) => c.key === 'POST /api/profile/recover')).toBe(false);
  });
});
