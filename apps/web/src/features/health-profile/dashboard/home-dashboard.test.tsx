// @vitest-environment happy-dom
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setSessionStateForTests } from '../../../lib/session';
import { HomeDashboard, homeIntro } from './home-dashboard';

const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() }));
vi.mock('../../../lib/logger', () => ({ logger: log }));

type Answer = { status?: number; body?: unknown };
function serve(routes: Record<string, () => Answer>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const a = routes[key]?.() ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const user = { id: 'u-1', email: 'ann@example.com' };
const paid = () => ({ body: { isSubscribed: true, tier: 'wellness_pro', simplifiedTier: 'paid' } });
const free = () => ({ body: { isSubscribed: false, tier: 'free', simplifiedTier: 'free' } });
const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = (over: Record<string, unknown> = {}) => () => ({
  body: {
    hasProfile: true, onboardingComplete: false, isNewUser: false, resumeStep: 2, lastCompletedStep: 1, completenessScore: 45, completedAt: null,
    updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null, ...over,
  },
});
const profile = () => ({
  body: {
    user_id: user.id, created_at: '2026-01-01T00:00:00.000Z', data_completeness_score: 45, personal_info: { age: 40, gender: 'female' },
    medications: { current: [{ id: 'm1', name: 'A', active: true }, { id: 'm2', name: 'B', active: true }, { id: 'm3', name: 'C', active: false }] },
  },
});
const noProfile = () => ({ status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: 'No profile yet' } } });

function renderHome() {
  return render(
    <ProfileTestProviders client={queryClient}>
      <MemoryRouter>
        <HomeDashboard />
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const featureLinks = () =>
  within(screen.getByRole('heading', { name: /tools$/ }).closest('section') as HTMLElement)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
const tiles = () =>
  within(screen.getByRole('heading', { name: 'At a glance' }).closest('section') as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => [li.querySelector('p')?.textContent, li.querySelectorAll('p')[1]?.textContent]);

beforeEach(() => setSessionStateForTests({ user, loading: false }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Home dashboard', () => {
  it('P2-HOME-01/02/03/04/06/07/08: a new wellness user gets the heading, wellness intro, welcome card, six feature cards, tiles and both calls to action', async () => {
    serve({ 'GET /api/subscription': free, 'GET /api/profile/status': status({ isNewUser: true, hasProfile: false, completenessScore: 0 }), 'GET /api/profile': noProfile });
    renderHome();
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to your wellness dashboard' })).toBeTruthy();
    expect(screen.getByText(homeIntro.wellness)).toBeTruthy();
    expect(await screen.findByText(/in just 8 minutes/)).toBeTruthy();
    expect(screen.queryByText(/\/6$/)).toBeNull();
    expect(featureLinks()).toEqual(['/product-fact-checker', '/ingredient-analyzer', '/profile', '/habits', '/mood-tracking', '/community']);
    // The product fact checker and ingredient analyzer are Wellness Pro: marked so, not counted as included.
    const toolLinks = within(screen.getByRole('heading', { name: /tools$/ }).closest('section') as HTMLElement).getAllByRole('link');
    expect(toolLinks.map((a) => within(a).queryByText('Wellness Pro', { exact: true }) !== null)).toEqual([true, true, false, false, false, false]);
    expect(tiles()).toEqual([
      ['Profile completeness', '0%'],
      ['Serious interaction checks', 'Free'],
      ['Wellness tools', '4'],
    ]);
    expect(hrefOf(/Get Started Now/)).toBe('/onboarding');
    expect(hrefOf('Upgrade to Wellness Pro')).toBe('/pricing');
    // P2-TIER-02..05: the plan section lists the 13 included features and the 25 Pro additions
    expect(screen.getByText('13 features included')).toBeTruthy();
    expect(screen.getByText('What Wellness Pro adds (25)')).toBeTruthy();
    expect(screen.getByText('Research mode')).toBeTruthy();
  });

  it('P2-HOME-02/03/05/06/08: a returning paid user gets the health intro, the completion card, seven feature cards, paid tiles and no upgrade button', async () => {
    const calls = serve({
      'GET /api/subscription': paid,
      'GET /api/profile/status': status(),
      'GET /api/profile': profile,
      'GET /api/profile/analysis': () => ({ body: { analysis_result: {}, created_at: '2026-11-25T12:00:00.000Z', immuneScore: 80, demoDataViolation: false } }),
    });
    renderHome();
    expect(await screen.findByText(homeIntro.health)).toBeTruthy();
    expect(screen.queryByText(homeIntro.wellness)).toBeNull();
    expect(await screen.findByText('2/6')).toBeTruthy();
    expect(hrefOf('Continue Setup')).toBe('/onboarding?continue=true');
    expect(screen.queryByText(/in just 8 minutes/)).toBeNull();
    expect(featureLinks()).toEqual([
      '/product-fact-checker',
      '/ingredient-analyzer',
      '/onboarding',
      '/blood-test-upload',
      '/urine-test-upload',
      '/dashboard/medication-safety',
      '/natural-remedies',
    ]);
    expect(await screen.findByText('Nov 25, 2026')).toBeTruthy();
    expect(tiles()).toEqual([
      ['Profile completeness', '45%'],
      ['Medications tracked', '2'],
      ['Latest analysis', 'Nov 25, 2026'],
    ]);
    expect(hrefOf(/Get Started Now/)).toBe('/onboarding');
    expect(screen.queryByRole('link', { name: 'Upgrade to Wellness Pro' })).toBeNull();
    expect(screen.getByText('All 38 features')).toBeTruthy();
    expect(screen.queryByText(/What Wellness Pro adds/)).toBeNull();
    expect(calls).toContain('GET /api/profile/analysis');
  });

  it('P2-HOME-06: a free user never loads the analysis; a paid user without one sees "None yet"', async () => {
    const calls = serve({ 'GET /api/subscription': free, 'GET /api/profile/status': status(), 'GET /api/profile': profile });
    renderHome();
    await screen.findByText('2/6');
    expect(calls).not.toContain('GET /api/profile/analysis');
    cleanup();
    queryClient.clear();
    serve({
      'GET /api/subscription': paid,
      'GET /api/profile/status': status(),
      'GET /api/profile': profile,
      'GET /api/profile/analysis': () => ({ body: { analysis_result: null, created_at: null, immuneScore: 78, demoDataViolation: false } }),
    });
    renderHome();
    expect(await screen.findByText('None yet')).toBeTruthy();
  });

  it('a failed status check is logged and treated as a user who still needs onboarding', async () => {
    serve({ 'GET /api/subscription': free, 'GET /api/profile/status': () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'No' } } }) });
    renderHome();
    expect(await screen.findByText(/in just 8 minutes/)).toBeTruthy();
    expect(log.warn).toHaveBeenCalledWith('Profile status could not be loaded', { code: 'FORBIDDEN' });
    expect(tiles()[0]).toEqual(['Profile completeness', '—']);
  });
});
