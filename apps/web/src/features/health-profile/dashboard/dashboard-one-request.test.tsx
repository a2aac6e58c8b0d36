// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../lib/profile-query-keys';
import { queryDefaults } from '../../../lib/query-defaults';
import { queryClient as sharedClient } from '../../../lib/query-client';
import { setSessionStateForTests } from '../../../lib/session';
import { ProfileTestProviders, resetTestProfileSync } from '../testing/profile-test-providers';
import { DashboardDecision } from './dashboard-decision';
import { prefetchDashboard } from './dashboard-prefetch';

/** W2-C §2: the dashboard's first screen comes from GET /api/dashboard alone, and seeds the other queries. */
vi.mock('../../../lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() } }));

const user = { id: 'u-1', email: 'ann@example.com' };
const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = {
  hasProfile: true, onboardingComplete: true, isNewUser: false, resumeStep: 6, lastCompletedStep: 6, completenessScore: 62, completedAt: null,
  updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null,
};
const profile = { user_id: user.id, created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 62, onboarding_completed: true, personal_info: { age: 40, gender: 'female' } };
const analysis = { analysis_result: null, created_at: null, immuneScore: 78, demoDataViolation: false };
const freshness = { items: [], checkedAt: '2025-03-01T00:00:00.000Z' };

function serve(routes: Record<string, { status?: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const a = routes[key] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
  }));
  return calls;
}
const subscription = { 'GET /api/subscription': { body: { isSubscribed: false, tier: 'free', simplifiedTier: 'free' } } };
const individual = {
  'GET /api/profile/status': { body: status },
  'GET /api/profile': { body: profile },
  'GET /api/profile/analysis': { body: analysis },
  'GET /api/profile/freshness': { body: freshness },
};
const profileReads = Object.keys(individual);

function renderDecision(client: QueryClient) {
  render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <div data-testid="page">
          <DashboardDecision />
        </div>
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
// The app's cache rules (fresh for 5 minutes): a seeded answer is not asked for again.
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: queryDefaults.staleTimeMs } } });
const enhanced = () => within(screen.getByTestId('page')).findByRole('heading', { name: 'Health Dashboard' }, { timeout: 5_000 });

beforeEach(() => {
  setSessionStateForTests({ user, loading: false });
  resetTestProfileSync();
});
afterEach(() => {
  cleanup();
  sharedClient.clear();
  vi.unstubAllGlobals();
});

describe('the dashboard reads its first screen in one request', () => {
  it('GET /api/dashboard alone: no status, profile, analysis or freshness request; their caches hold its parts', async () => {
    const calls = serve({ ...subscription, 'GET /api/dashboard': { body: { status, profile, analysis, freshness } } });
    const client = newClient();
    renderDecision(client);
    await enhanced();
    expect(calls.filter((c) => c === 'GET /api/dashboard')).toHaveLength(1);
    expect(calls.filter((c) => profileReads.includes(c))).toEqual([]);
    expect(client.getQueryData(profileKeys.status)).toEqual(status);
    expect(client.getQueryData(profileKeys.profile)).toEqual(profile);
    expect(client.getQueryData(profileKeys.analysis)).toEqual(analysis);
    expect(client.getQueryData(profileKeys.freshness)).toEqual(freshness);
  });

  it('waits for the boot request when the page is ready before the session has answered', async () => {
    const calls = serve({ ...subscription, 'GET /api/dashboard': { body: { status, profile, analysis, freshness } } });
    let answerSession: (u: typeof user) => void = () => undefined;
    prefetchDashboard(new Promise((resolve) => (answerSession = resolve)));
    renderDecision(newClient());
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.endsWith(' /api/dashboard'))).toHaveLength(0);
    answerSession(user);
    await enhanced();
    expect(calls.filter((c) => c.endsWith(' /api/dashboard'))).toHaveLength(1);
  });

  it('uses the answer of the request started at boot instead of asking again', async () => {
    const calls = serve({ ...subscription, 'GET /api/dashboard': { body: { status, profile, analysis, freshness } } });
    prefetchDashboard(Promise.resolve(user));
    renderDecision(newClient());
    await enhanced();
    expect(calls.filter((c) => c.endsWith(' /api/dashboard'))).toHaveLength(1);
  });

  it('when it fails, each part is asked for on its own and the dashboard still shows', async () => {
    const calls = serve({ ...subscription, ...individual, 'GET /api/dashboard': { status: 500, body: { error: { code: 'INTERNAL', message: 'Server trouble' } } } });
    renderDecision(newClient());
    await enhanced();
    expect(calls).toContain('GET /api/profile/status');
    expect(calls).toContain('GET /api/profile');
  });
});
