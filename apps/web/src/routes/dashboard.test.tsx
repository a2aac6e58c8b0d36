// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../features/health-profile/testing/profile-test-providers';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient as sharedClient } from '../lib/query-client';
import { setSessionStateForTests } from '../lib/session';
import { resetToasts } from '../lib/toast-store';
import { Toaster } from '../ui/toaster';
import DashboardPage from './dashboard';

vi.mock('../lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() } }));

function serve(routes: Record<string, () => unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const body = routes[key]?.();
    return body === undefined
      ? new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } }), { status: 401 })
      : new Response(JSON.stringify(body), { status: 200 });
  }));
  return calls;
}

const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = {
  hasProfile: false, onboardingComplete: false, isNewUser: true, resumeStep: 0, lastCompletedStep: null, completenessScore: 0, completedAt: null,
  updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null,
};

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <div data-testid="toasts">
          <Toaster />
        </div>
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const toastText = () => screen.getByTestId('toasts').textContent ?? '';

afterEach(() => {
  cleanup();
  resetToasts();
  sharedClient.clear();
  vi.unstubAllGlobals();
});

describe('/dashboard route', () => {
  it('P2-ROUTE-01/02 signed out with demo=true: both dashboards with sample data, nothing read from the server', async () => {
    setSessionStateForTests({ user: null, loading: false });
    const calls = serve({});
    renderAt('/dashboard?demo=true');
    // The demo's chunk loads on demand.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard demo' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Demo mode — sample data')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Health Dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Preview Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/register');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.startsWith('GET /api/profile'))).toEqual([]);
  });

  it("P1-FRAME-04 signed out without demo: 'You must be logged in to access this page' and /login, like any protected page", async () => {
    setSessionStateForTests({ user: null, loading: false });
    serve({});
    renderAt('/dashboard');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(toastText()).toContain('You must be logged in to access this page');
  });

  it("signed out on an e-mail verification return: 'Checking your sign-in...' and no redirect (the frame handles it)", async () => {
    setSessionStateForTests({ user: null, loading: false });
    serve({});
    for (const url of ['/dashboard?verified=true', '/dashboard?type=signup', '/dashboard#access_token=a&refresh_token=b']) {
      renderAt(url);
      expect(screen.getByText('Checking your sign-in...').closest('[role="status"]')).toBeTruthy();
      await new Promise((r) => setTimeout(r, 10));
      expect(screen.queryByText('Login page')).toBeNull();
      expect(toastText()).toBe('');
      cleanup();
    }
  });

  it('while the session loads: Checking your sign-in...', () => {
    setSessionStateForTests({ user: null, loading: true });
    serve({});
    renderAt('/dashboard');
    expect(screen.getByText('Checking your sign-in...')).toBeTruthy();
  });

  it('P2-ROUTE-01 signed in: the decision screen (a new user gets the onboarding prompt)', async () => {
    setSessionStateForTests({ user: { id: 'u-1', email: 'ann@example.com' }, loading: false });
    serve({
      'GET /api/profile/status': () => status,
      'GET /api/subscription': () => ({ isSubscribed: false, tier: 'free', simplifiedTier: 'free' }),
    });
    renderAt('/dashboard');
    // The page's h1 is the same in every signed-in state; the onboarding prompt is the section under it.
    // The onboarding prompt's chunk loads once the status says it is needed.
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to your wellness dashboard' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Your dashboard']);
    await waitFor(() => expect(within(document.body).getByRole('link', { name: /Get Started Now/ }).getAttribute('href')).toBe('/onboarding'));
  });
});
