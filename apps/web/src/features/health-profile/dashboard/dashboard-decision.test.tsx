// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders, resetTestProfileSync } from '../testing/profile-test-providers';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient as sharedClient } from '../../../lib/query-client';
import { setSessionStateForTests } from '../../../lib/session';
import { resetToasts } from '../../../lib/toast-store';
import { Toaster } from '../../../ui/toaster';
import { DashboardDecision } from './dashboard-decision';

const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() }));
vi.mock('../../../lib/logger', () => ({ logger: log }));
// The onboarding flow has its own tests; here it only has to finish on demand.
vi.mock('../onboarding/onboarding-flow', () => ({
  OnboardingFlow: ({ mode, onComplete }: { mode?: string; onComplete?: () => void }) => (
    <div>
      <p>Onboarding flow ({mode})</p>
      <button type="button" onClick={onComplete}>
        Finish the flow
      </button>
    </div>
  ),
}));

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

const user = { id: 'u-1', email: 'ann@example.com' };
const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = (over: Record<string, unknown> = {}) => ({
  hasProfile: true, onboardingComplete: true, isNewUser: false, resumeStep: 6, lastCompletedStep: 6, completenessScore: 62, completedAt: null,
  updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null, ...over,
});
const profile = { user_id: user.id, created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 62, onboarding_completed: true, personal_info: { age: 40, gender: 'female' } };
const serverError = { status: 500, body: { error: { code: 'INTERNAL', message: 'Server trouble' } } };

function site(over: Record<string, () => Answer> = {}) {
  return serve({
    'GET /api/profile/status': () => ({ body: status() }),
    'GET /api/profile': () => ({ body: profile }),
    'GET /api/profile/analysis': () => ({ body: { analysis_result: null, created_at: null, immuneScore: 78, demoDataViolation: false } }),
    'GET /api/profile/freshness': () => ({ body: { items: [], checkedAt: '2025-03-01T00:00:00.000Z' } }),
    'GET /api/profile/action-plans': () => ({ body: { sample: true, plans: [] } }),
    'GET /api/subscription': () => ({ body: { isSubscribed: false, tier: 'free', simplifiedTier: 'free' } }),
    ...over,
  });
}

function renderDecision(demo = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <div data-testid="page">
                <DashboardDecision demo={demo} />
              </div>
            }
          />
          <Route path="/auth" element={<p>Sign-in page</p>} />
        </Routes>
        <div data-testid="toasts">
          <Toaster />
        </div>
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const page = () => within(screen.getByTestId('page'));
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const enhanced = () => page().findByRole('heading', { name: 'Health Dashboard' });
// The onboarding prompt's chunk loads once the status says it is needed.
const onboardingPrompt = () => page().findByRole('heading', { name: 'Welcome to your wellness dashboard', level: 2 }, { timeout: 10_000 });

beforeEach(() => {
  setSessionStateForTests({ user, loading: false });
  resetTestProfileSync();
});
afterEach(() => {
  cleanup();
  resetToasts();
  sharedClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/dashboard decision', () => {
  it('P2-DEC-01 shows a skeleton while the onboarding check and the plan load', async () => {
    site({ 'GET /api/profile/status': () => ({ body: status(), delay: 40 }) });
    renderDecision();
    expect(page().getByRole('status').textContent).toContain('Loading your dashboard');
    expect(page().queryByRole('heading')).toBeNull();
    await enhanced();
  });

  it('P2-DEC-03 onboarding complete: the Enhanced Health Dashboard, with a link to the wellness overview and Edit Profile opening the editor', async () => {
    site();
    renderDecision();
    await enhanced();
    // The page's h1 belongs to /dashboard (routes/dashboard.tsx), not to the decision.
    expect(page().queryByRole('heading', { level: 1 })).toBeNull();
    expect(page().getByRole('link', { name: 'Open Wellness Overview' }).getAttribute('href')).toBe('/dashboard/overview');
    expect(page().queryByRole('link', { name: /Get Started Now/ })).toBeNull();
    fireEvent.click(page().getByRole('button', { name: 'Edit Profile' }));
    // The editor's chunk loads on first open.
    expect(await screen.findByRole('dialog', { name: 'Edit Health Profile' }, { timeout: 10_000 })).toBeTruthy();
  });

  it("P2-DEC-04/05/06 the 'Update Your Health Journey' dialog holds the onboarding flow, opens from Change Health Journey, closes when the flow completes, and reopens", async () => {
    site();
    renderDecision();
    await enhanced();
    expect(screen.queryByRole('dialog', { name: 'Update Your Health Journey' })).toBeNull();
    fireEvent.click(page().getByRole('tab', { name: 'Profile Settings' }));
    fireEvent.click(page().getByRole('button', { name: 'Change Health Journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Health Journey' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Onboarding flow (update)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish the flow' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Your Health Journey' })).toBeNull());
    fireEvent.click(page().getByRole('button', { name: 'Change Health Journey' }));
    expect(await screen.findByRole('dialog', { name: 'Update Your Health Journey' })).toBeTruthy();
  });

  it("P2-REC-01 recovery offered: the 'Previous Data Found' card (loaded on demand) comes with the dashboard, not after it", async () => {
    site({ 'GET /api/profile/status': () => ({ body: status({ recoveryOffered: true, legacy: { ...legacy, any: true, personalInfo: true } }) }) });
    renderDecision();
    await page().findByRole('heading', { name: 'Health Dashboard' }, { timeout: 10_000 });
    // Shown in the same commit: the dashboard does not move down when the card's chunk arrives.
    expect(page().getByRole('heading', { name: 'Previous Data Found' })).toBeTruthy();
  });

  it('P2-DEC-07 onboarding not complete: the onboarding prompt screen (HomeDashboard with Get Started Now)', async () => {
    site({ 'GET /api/profile/status': () => ({ body: status({ onboardingComplete: false, completenessScore: 30 }) }) });
    renderDecision();
    await onboardingPrompt();
    expect(page().getByRole('link', { name: /Get Started Now/ }).getAttribute('href')).toBe('/onboarding');
    expect(page().queryByRole('heading', { name: 'Health Dashboard' })).toBeNull();
    expect(page().queryByRole('alert')).toBeNull();
  });

  it("P2-DEC-02/08 a failed status check shows 'Error loading dashboard data.' and treats the user as needing onboarding; Retry loads again", async () => {
    let fail = true;
    const calls = site({ 'GET /api/profile/status': () => (fail ? serverError : { body: status() }) });
    renderDecision();
    const alert = await page().findByRole('alert');
    expect(alert.textContent).toContain('Error loading dashboard data.');
    await onboardingPrompt();
    await waitFor(() => expect(page().getByRole('button', { name: 'Retry' })).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    // The prompt re-reads the status once as it mounts; no endless re-reading.
    expect(calls.filter((c) => c === 'GET /api/profile/status').length).toBeLessThanOrEqual(2);
    expect(page().getByText('Error loading dashboard data.')).toBeTruthy();
    expect(log.warn).toHaveBeenCalledWith('Onboarding status check failed; treating the user as needing onboarding', { code: 'INTERNAL' });
    fail = false;
    fireEvent.click(page().getByRole('button', { name: 'Retry' }));
    await enhanced();
    expect(page().queryByText('Error loading dashboard data.')).toBeNull();
  });

  it("P2-ERR-02 a lost login during the status check: 'Please log in to access your data', then /auth", async () => {
    site({ 'GET /api/profile/status': () => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } } }) });
    renderDecision();
    await waitFor(() => expect(toastText()).toContain('Please log in to access your data'));
    expect(await screen.findByText('Sign-in page', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('P2-ROUTE-02 demo=true for a signed-in user with a finished profile puts the enhanced dashboard in demo mode', async () => {
    const calls = site();
    renderDecision(true);
    await enhanced();
    expect(page().getByText('Demo mode — sample data')).toBeTruthy();
    expect(calls).not.toContain('GET /api/profile/analysis');
  });
});
