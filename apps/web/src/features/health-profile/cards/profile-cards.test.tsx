// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { profileCardProgress } from '@thrivewell/core/rules/onboarding-rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShortDate } from '../format-dates';
import { ProfileCompletionCard } from './profile-completion-card';
import { WelcomeCard } from './welcome-card';

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
const renderIn = (ui: ReactElement) =>
  render(
    <ProfileTestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ProfileTestProviders>,
  );
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noProfile = { status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: 'No profile yet' } } };
const base = { user_id: 'u-1', created_at: '2026-01-01T00:00:00.000Z', data_completeness_score: 0, onboarding_completed: false };
const complete = {
  ...base,
  onboarding_completed: true,
  completed_at: '2026-11-25T12:00:00.000Z',
  updated_at: '2026-12-01T12:00:00.000Z',
  personal_info: { age: 40, gender: 'female' },
  medical_history: { noConditions: true },
  medications: { current: [{ id: 'm1', name: 'Metformin', type: 'Prescription', active: true }], lastUpdated: '2026-11-25T12:00:00.000Z' },
  dietary_info: { type: 'vegan' },
  health_goals: { primary: ['Better sleep'] },
};
const stepStates = () =>
  within(screen.getByRole('list', { name: 'Setup steps' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Welcome card', () => {
  it('P2-CARD-01..03: four timed steps, "in just 8 minutes", the privacy note and Start Setup', () => {
    renderIn(<WelcomeCard />);
    const steps = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    expect(steps.map((s) => [s.querySelector('p')?.textContent, s.textContent?.match(/\d+ min/)?.[0]])).toEqual([
      ['Basic Info', '2 min'],
      ['Health Profile', '3 min'],
      ['Lifestyle', '2 min'],
      ['Goals', '1 min'],
    ]);
    expect(screen.getByText(/in just 8 minutes/)).toBeTruthy();
    expect(screen.getByText(/encrypted, and you can change or delete it at any time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Setup' }).getAttribute('href')).toBe('/onboarding');
  });
});

describe('Profile-completion card', () => {
  it('P2-CARD-04/05/06: a new user sees the six steps, 0/6 and Start Setup to /onboarding', async () => {
    serve({ 'GET /api/profile': () => noProfile });
    renderIn(<ProfileCompletionCard />);
    expect(await screen.findByText('0/6')).toBeTruthy();
    expect(stepStates()).toEqual(
      ['Basic Info', 'Health Conditions', 'Medications', 'Diet & Nutrition', 'Safety Check', 'Wellness Goals'].map((s) => `${s}Not done`),
    );
    expect(screen.getByRole('progressbar', { name: 'Profile setup progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('link', { name: 'Start Setup' }).getAttribute('href')).toBe('/onboarding');
  });

  it('P2-CARD-05/07: a partly done user sees n/6, each step done or not, and Continue Setup', async () => {
    serve({ 'GET /api/profile': () => ({ body: { ...base, personal_info: { age: 40, gender: 'female' }, dietary_info: { type: 'vegan' } } }) });
    renderIn(<ProfileCompletionCard />);
    expect(await screen.findByText('2/6')).toBeTruthy();
    expect(stepStates()).toEqual([
      'Basic InfoDone',
      'Health ConditionsNot done',
      'MedicationsNot done',
      'Diet & NutritionDone',
      'Safety CheckNot done',
      'Wellness GoalsNot done',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Profile setup progress' }).getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByRole('link', { name: 'Continue Setup' }).getAttribute('href')).toBe('/onboarding?continue=true');
    expect(screen.queryByText('Profile Complete')).toBeNull();
  });

  it('P2-CARD-08/09: all six done shows Profile Complete as of the completion date and the two next steps', async () => {
    serve({ 'GET /api/profile': () => ({ body: complete }) });
    renderIn(<ProfileCompletionCard />);
    expect(await screen.findByRole('heading', { name: 'Profile Complete' })).toBeTruthy();
    expect(screen.getByText('6/6')).toBeTruthy();
    expect(screen.getByText('As of Nov 25, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Test Results' }).getAttribute('href')).toBe('/upload');
    expect(screen.getByRole('link', { name: 'Explore Natural Remedies' }).getAttribute('href')).toBe('/natural-remedies');
    expect(screen.queryByRole('link', { name: /Setup/ })).toBeNull();
  });

  it('P2-CARD-08: without completed_at the date comes from updated_at', async () => {
    serve({ 'GET /api/profile': () => ({ body: { ...complete, completed_at: null } }) });
    renderIn(<ProfileCompletionCard />);
    expect(await screen.findByText('As of Dec 1, 2026')).toBeTruthy();
  });

  it('P2-CARD-10: complete only when all six steps are true (five of six is still Continue Setup)', async () => {
    expect(profileCardProgress([true, true, true, true, true, false])).toMatchObject({ complete: false, label: '5/6', button: 'Continue Setup' });
    expect(profileCardProgress([true, true, true, true, true, true])).toMatchObject({ complete: true, label: '6/6', button: null });
    serve({ 'GET /api/profile': () => ({ body: { ...complete, health_goals: { primary: [] } } }) });
    renderIn(<ProfileCompletionCard />);
    expect(await screen.findByText('5/6')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Setup' })).toBeTruthy();
    expect(screen.queryByText('Profile Complete')).toBeNull();
  });

  it('loading and error states: a status while loading, then a retry that reloads', async () => {
    let fail = true;
    const calls = serve({ 'GET /api/profile': () => (fail ? { status: 403, body: { error: { code: 'FORBIDDEN', message: 'No' } } } : noProfile) });
    renderIn(<ProfileCompletionCard />);
    expect(screen.getByRole('status').textContent).toContain('Loading your profile');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your profile progress.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0/6')).toBeTruthy();
    expect(calls).toEqual(['GET /api/profile', 'GET /api/profile']);
  });

  it("formats dates as 'MMM d, yyyy'", () => {
    expect(formatShortDate('2026-11-25T12:00:00.000Z')).toBe('Nov 25, 2026');
    expect(formatShortDate('2025-09-03T12:00:00.000Z')).toBe('Sep 3, 2025');
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });
});
