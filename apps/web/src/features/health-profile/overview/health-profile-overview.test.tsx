// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders, testProfileSync } from '../testing/profile-test-providers';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataCompletenessScore } from '@thrivewell/core/rules/completeness-score';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { Toaster } from '../../../ui/toaster';
import { HealthProfileOverview } from './health-profile-overview';
import { overviewSectionStatus } from './section-status';
import { signedInProfileTests } from '../testing/signed-in-profile-tests';

type Answer = { status?: number; body?: unknown; offline?: boolean };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.offline) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const user = { id: 'a1b2c3d4-e5f6-4789-8abc-def012345678', email: 'ann@example.com' };
const serverError = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } };
type Row = UnifiedProfile & Record<string, unknown>;
function row(over: Row = {}): Row {
  const base: Row = {
    user_id: user.id,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-03-01T12:00:00.000Z',
    personal_info: { age: 34, gender: 'female', weightUnit: 'kg', heightUnit: 'cm' },
    medical_history: { noConditions: true, currentConditions: [], chronicConditions: [], allergies: [], familyHistory: [] },
    symptoms: { currentSymptoms: ['Fatigue'], severity: { Fatigue: 4 }, frequency: {}, completed: false },
    medications: { current: [], noMedications: true },
    lifestyle_data: { exerciseFrequency: 'daily', sleepHours: 8, stressLevel: 2, smokingStatus: 'never', alcoholConsumption: 'none' },
    ...over,
  };
  return { ...base, data_completeness_score: dataCompletenessScore(base) };
}
const complete = () =>
  row({
    dietary_info: { type: 'vegan', restrictions: ['Gluten-free'], preferences: [], goals: [] },
    health_goals: { primary: ['Better sleep'], timeframe: '3-months', preferences: [] },
  });

function renderOverview(onEditSection = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ProfileTestProviders client={client}>
      <MemoryRouter>
        <HealthProfileOverview onEditSection={onEditSection} />
      </MemoryRouter>
      <div data-testid="toasts">
        <Toaster />
      </div>
    </ProfileTestProviders>,
  );
  return onEditSection;
}
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const card = (title: string) => screen.getByRole('article', { name: title });
const badgeOf = (title: string) => within(card(title)).getByText((_, el) => el?.textContent?.startsWith('Status: ') === true && el.tagName === 'SPAN' && el.className.includes('rounded-full'));

signedInProfileTests(user);

describe('HealthProfileOverview', () => {
  it("P2-OVW-01 P2-OVW-02 P2-OVW-03 P2-OVW-05 P2-OVW-07: badge, 'n of 7 sections completed', last sync, section cards, Complete Profile Setup", async () => {
    const profile = row();
    serve({ 'GET /api/profile': () => ({ body: profile }) });
    const onEdit = renderOverview();
    expect(screen.getByText('Loading your health profile...')).toBeTruthy();
    expect(await screen.findByText(`${profile.data_completeness_score as number}% Complete`)).toBeTruthy();
    expect(screen.getByText('5 of 7 sections completed')).toBeTruthy();
    expect(screen.getByText(/Last synced/).parentElement?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-01T12:00:00.000Z');
    expect(screen.getByText(/Mar 1, 2025/)).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Personal Information', 'Medical History', 'Current Symptoms', 'Medications', 'Lifestyle', 'Diet & Nutrition', 'Health Goals',
    ]);
    expect(badgeOf('Personal Information').textContent).toBe('Status: Complete');
    expect(badgeOf('Current Symptoms').textContent).toBe('Status: Active');
    expect(badgeOf('Medications').textContent).toBe('Status: None');
    expect(badgeOf('Lifestyle').textContent).toBe('Status: Good');
    expect(badgeOf('Diet & Nutrition').textContent).toBe('Status: Available');
    expect(within(card('Lifestyle')).getByText('Lifestyle score 98/100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Personal Information' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Diet & Nutrition' }));
    expect(onEdit.mock.calls).toEqual([['personalInfo'], ['diet']]);
    expect(screen.getByRole('link', { name: 'Complete Profile Setup' }).getAttribute('href')).toBe('/onboarding');
  });

  it("P2-OVW-07 no 'Complete Profile Setup' once all seven sections are complete", async () => {
    serve({ 'GET /api/profile': () => ({ body: complete() }) });
    renderOverview();
    expect(await screen.findByText('7 of 7 sections completed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Complete Profile Setup' })).toBeNull();
  });

  it('P2-OVW-06 statuses are complete, active, good, moderate, needs-attention, none, available', () => {
    const lifestyle = (l: Row['lifestyle_data']) => overviewSectionStatus(row({ lifestyle_data: l }), 'lifestyle');
    expect(overviewSectionStatus(row(), 'personalInfo')).toBe('complete');
    expect(overviewSectionStatus(row(), 'symptoms')).toBe('active');
    expect(overviewSectionStatus(row({ symptoms: { currentSymptoms: [], completed: true } }), 'symptoms')).toBe('none');
    expect(overviewSectionStatus(row({ medications: { current: [{ id: 'med_1', name: 'Ibuprofen' }] } }), 'medications')).toBe('active');
    expect(overviewSectionStatus(row(), 'medications')).toBe('none');
    expect(lifestyle({ exerciseFrequency: 'daily', sleepHours: 8, stressLevel: 2, smokingStatus: 'never', alcoholConsumption: 'none' })).toBe('good');
    expect(lifestyle({ exerciseFrequency: '1-2-times', sleepHours: 8, stressLevel: 5, smokingStatus: 'former', alcoholConsumption: 'rarely' })).toBe('moderate');
    expect(lifestyle({ exerciseFrequency: 'none', sleepHours: 5, stressLevel: 9, smokingStatus: 'regular', alcoholConsumption: 'daily' })).toBe('needs-attention');
    expect(lifestyle(null)).toBe('available');
    expect(overviewSectionStatus(row(), 'diet')).toBe('available');
    expect(overviewSectionStatus(row({ personal_info: { weight: 70 } }), 'personalInfo')).toBe('available');
    expect(overviewSectionStatus(null, 'healthGoals')).toBe('available');
  });

  it("P2-OVW-04 P2-ERR-09: the integrity message and Sync → 'Data synchronized successfully'", async () => {
    const calls = serve({ 'GET /api/profile': () => ({ body: row() }) });
    renderOverview();
    expect(await screen.findByText('Your data looks consistent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeTruthy();
    await waitFor(() => expect(toastText()).toContain('Data synchronized successfully'));
    expect(calls.filter((c) => c.key === 'GET /api/profile')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sync' })).toBeTruthy();
    expect(screen.getAllByText('Data synchronized successfully').length).toBeGreaterThan(0);
  });

  it("P2-ERR-12: integrity issues are shown, and Sync warns 'Data integrity issues detected' listing them", async () => {
    serve({ 'GET /api/profile': () => ({ body: row({ personal_info: { age: 34 } }) }) });
    renderOverview();
    expect(await screen.findByText('Data integrity issues found: 1')).toBeTruthy();
    expect(screen.getByText('Basic personal information is incomplete')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(toastText()).toContain('Data integrity issues detected'));
    expect(toastText()).toContain('Basic personal information is incomplete');
  });

  it("P2-ERR-10: a failed reload → 'Failed to synchronize data'; the loaded profile stays", async () => {
    let fail = false;
    serve({ 'GET /api/profile': () => (fail ? serverError : { body: row() }) });
    renderOverview();
    await screen.findByText('5 of 7 sections completed');
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(toastText()).toContain('Failed to synchronize data'));
    expect(screen.getByText('5 of 7 sections completed')).toBeTruthy();
  });

  it("P2-ERR-10: queued saves that still fail → 'Failed to synchronize data'; once they go through → success", async () => {
    let offline = true;
    const calls = serve({
      'GET /api/profile': () => ({ body: row() }),
      'PUT /api/profile/sections': () => (offline ? { offline: true } : { body: complete() }),
    });
    await testProfileSync().saveSections({ diet: { type: 'keto' } }).catch(() => undefined);
    renderOverview();
    expect(await screen.findByText('1 unsaved section waiting to sync')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(toastText()).toContain('Failed to synchronize data'));
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(toastText()).toContain('Data synchronized successfully'));
    expect(calls.filter((c) => c.key === 'PUT /api/profile/sections').at(-1)?.body).toEqual({ diet: { type: 'keto' } });
    expect(screen.queryByText('1 unsaved section waiting to sync')).toBeNull();
  });

  it('a load error shows Retry; no profile yet points to /onboarding', async () => {
    let answer: Answer = serverError;
    serve({ 'GET /api/profile': () => answer });
    renderOverview();
    expect((await screen.findByText('We could not load your health profile.')).closest('[role="alert"]')?.textContent).toContain('Something went wrong.');
    answer = { status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: 'No profile yet.' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not set up your health profile yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Profile Setup' }).getAttribute('href')).toBe('/onboarding');
  });
});
