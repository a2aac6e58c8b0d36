// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders, resetTestProfileSync } from '../testing/profile-test-providers';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingStorageKeys } from '../../../lib/profile-storage-keys';
import { emptySection } from '@thrivewell/core/contracts/profile-contract';
import { setSessionStateForTests } from '../../../lib/session';
import { getToasts, resetToasts } from '../../../lib/toast-store';
import { Toaster } from '../../../ui/toaster';
import { OnboardingFlow, type OnboardingFlowProps } from './onboarding-flow';

/** offline: the request never gets an answer (fetch rejects). */
type Answer = { status?: number; body?: unknown; offline?: boolean };
type Handler = (body: unknown) => Answer;
function serve(routes: Record<string, Handler>) {
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
const noProfile = { status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: 'No profile yet.' } } };
const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = (over: Record<string, unknown> = {}) => ({
  hasProfile: false, onboardingComplete: false, isNewUser: true, resumeStep: 0, lastCompletedStep: null, completenessScore: 0,
  completedAt: null, updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null, ...over,
});
const row = { user_id: user.id, created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 10 };
const partial = status({ hasProfile: true, isNewUser: false, lastCompletedStep: 2, resumeStep: 3 });

/** A server for the flow: profile and status reads, section saves, progress, completion, journey. */
function flowServer(over: Record<string, Handler> = {}) {
  return serve({
    'GET /api/profile': () => noProfile,
    'GET /api/profile/status': () => ({ body: status() }),
    'PUT /api/profile/sections': () => ({ body: row }),
    'PUT /api/profile/onboarding-progress': (body) => ({ body }),
    'POST /api/profile/complete': () => ({ body: { ...row, onboarding_completed: true } }),
    'GET /api/profile/journey': () => ({ body: { level: null } }),
    'PUT /api/profile/journey': (body) => ({ body }),
    ...over,
  });
}

function renderFlow(url = '/onboarding', props: OnboardingFlowProps = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/onboarding" element={<OnboardingFlow {...props} />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
          <Route path="/auth" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
      <div data-testid="toasts">
        <Toaster />
      </div>
    </ProfileTestProviders>,
  );
}
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const stepHeading = () => screen.getAllByRole('heading', { level: 2 }).at(-1)?.textContent;
const age = () => screen.getByLabelText('Age') as HTMLInputElement;
const sectionSaves = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === 'PUT /api/profile/sections').map((c) => c.body);
const withAge = (n: number) => ({ personalInfo: { ...emptySection('personalInfo'), age: n } });
/** Lets pending fetches and React updates finish while the clock is faked. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  setSessionStateForTests({ user, loading: false });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  resetToasts();
  resetTestProfileSync();
  vi.unstubAllGlobals();
});

describe('OnboardingFlow', () => {
  it('a new user starts at step 1 and goes through the seven sections in order: P2-ONB-01 P2-ONB-02 P2-ONB-03', async () => {
    const calls = flowServer();
    renderFlow();
    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
    const titles = ['Personal Information', 'Medical History', 'Current Symptoms', 'Medications', 'Lifestyle', 'Diet & Nutrition', 'Health Goals'];
    for (const [i, title] of titles.entries()) {
      expect(screen.getByText(`Step ${i + 1} of 7`)).toBeTruthy();
      expect(stepHeading()).toBe(title);
      if (i < 6) {
        fireEvent.click(screen.getByRole('button', { name: 'Next' }));
        await screen.findByText(`Step ${i + 2} of 7`);
        expect(document.activeElement?.textContent).toBe(titles[i + 1]); // focus follows the step
      }
    }
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeTruthy();
    expect(sectionSaves(calls)[0]).toEqual({ personalInfo: emptySection('personalInfo') });
    expect(calls.filter((c) => c.key === 'PUT /api/profile/onboarding-progress').map((c) => c.body)).toEqual([0, 1, 2, 3, 4, 5].map((lastCompletedStep) => ({ lastCompletedStep })));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 6 of 7')).toBeTruthy();
  });

  it('?continue=true and saved partial progress resume at status.resumeStep: P2-ONB-05', async () => {
    flowServer({ 'GET /api/profile': () => ({ body: row }), 'GET /api/profile/status': () => ({ body: partial }) });
    renderFlow('/onboarding?continue=true');
    expect(await screen.findByText('Step 4 of 7')).toBeTruthy();
    expect(stepHeading()).toBe('Medications');
    cleanup();
    renderFlow('/onboarding');
    expect(await screen.findByText('Step 4 of 7')).toBeTruthy();
  });

  it('auto-saves the edited section 2000 ms after the last edit, not before: P2-SVC-04 P2-CONST-01', async () => {
    const calls = flowServer();
    renderFlow();
    await screen.findByText('Step 1 of 7');
    vi.useFakeTimers();
    fireEvent.change(age(), { target: { value: '41' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(age(), { target: { value: '42' } }); // a new edit restarts the delay
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(sectionSaves(calls)).toEqual([]);
    expect(screen.getByText('Unsaved changes, saving shortly…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(sectionSaves(calls)).toEqual([withAge(42)]);
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('a failed auto-save is queued and backed up; Retry Now resends it: P2-SVC-01 P2-SVC-02 P2-SVC-03 P2-ERR-06 P2-ERR-11', async () => {
    let offline = true;
    const calls = flowServer({ 'PUT /api/profile/sections': () => (offline ? { offline: true } : { body: row }) });
    renderFlow();
    await screen.findByText('Step 1 of 7');
    vi.useFakeTimers();
    fireEvent.change(age(), { target: { value: '42' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await settle();
    expect(toastText()).toContain('Save failed');
    expect(toastText()).toContain('Your data has been backed up locally and will be retried');
    const backup = JSON.parse(localStorage.getItem(onboardingStorageKeys.backup) ?? 'null') as { userId: string; data: unknown; timestamp: string };
    expect(backup).toMatchObject({ userId: user.id, data: withAge(42) });
    expect(Number.isNaN(Date.parse(backup.timestamp))).toBe(false);
    expect(screen.getByText('1 unsaved change waiting to retry')).toBeTruthy();

    offline = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry Now' })[0] as HTMLElement);
    await settle();
    await settle();
    expect(sectionSaves(calls)).toEqual([withAge(42), withAge(42)]);
    expect(toastText()).toContain('Failed saves have been retried');
    expect(localStorage.getItem(onboardingStorageKeys.backup)).toBeNull();
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it("a failed step save says so, keeps the data and still moves on: P2-ERR-05", async () => {
    flowServer({ 'PUT /api/profile/sections': () => serverError });
    renderFlow();
    await screen.findByText('Step 1 of 7');
    fireEvent.change(age(), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 7')).toBeTruthy();
    expect(toastText()).toContain('Failed to save data');
    expect(toastText()).toContain('Your progress has been backed up and will be retried');
    expect(screen.getByTestId('toasts').querySelector('button')?.textContent).toBe('Retry Now');
    expect(JSON.parse(localStorage.getItem(onboardingStorageKeys.backup) ?? '{}').data).toEqual(withAge(42));
  });

  it('edits not yet sent are backed up when the page is left, and restored and re-saved on the next load', async () => {
    // The page goes away before its last save gets an answer.
    const calls = flowServer({
      'GET /api/profile': () => ({ body: { ...row, personal_info: { age: 30 } } }),
      'GET /api/profile/status': () => ({ body: partial }),
      'PUT /api/profile/sections': () => ({ offline: true }),
    });
    renderFlow('/onboarding?continue=false');
    await screen.findByText('Step 4 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 1 of 7');
    expect(age().value).toBe('30');
    fireEvent.change(age(), { target: { value: '31' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(onboardingStorageKeys.backup) ?? '{}').data).toEqual(withAge(31));
    await waitFor(() => expect(sectionSaves(calls)).toContainEqual(withAge(31)));
    cleanup();
    resetTestProfileSync();
    vi.unstubAllGlobals();

    // The reload: the server still has 30; the backup wins and is saved again.
    const reload = flowServer({ 'GET /api/profile': () => ({ body: { ...row, personal_info: { age: 30 } } }), 'PUT /api/profile/sections': () => ({ body: row }) });
    renderFlow();
    await screen.findByText('Step 1 of 7');
    expect(age().value).toBe('31');
    await waitFor(() => expect(sectionSaves(reload)).toEqual([withAge(31)]));
    await waitFor(() => expect(localStorage.getItem(onboardingStorageKeys.backup)).toBeNull());
  });

  it('a load failure recovers the local backup, or starts empty: P2-ERR-07 P2-ERR-08', async () => {
    localStorage.setItem(onboardingStorageKeys.backup, JSON.stringify({ userId: user.id, data: { personalInfo: { age: 55, gender: 'female' } }, timestamp: '2026-01-01T00:00:00.000Z' }));
    flowServer({ 'GET /api/profile': () => serverError, 'PUT /api/profile/sections': () => ({ offline: true }) });
    renderFlow();
    await screen.findByText('Step 1 of 7');
    expect(toastText()).toContain('Data recovered from local backup');
    expect(age().value).toBe('55');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('female');
    expect(await screen.findByText('1 unsaved change waiting to retry')).toBeTruthy();
    cleanup();
    resetToasts();
    resetTestProfileSync();
    localStorage.clear();

    flowServer({ 'GET /api/profile': () => serverError });
    renderFlow();
    await screen.findByText('Step 1 of 7');
    expect(age().value).toBe('');
    expect(toastText()).not.toContain('Data recovered from local backup');
  });

  it('a missing login on load: P2-ERR-03', async () => {
    flowServer({ 'GET /api/profile': () => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } } }) });
    renderFlow();
    await waitFor(() => expect(toastText()).toContain('Please log in to access your data'));
  });

  it('cabinet medications are listed but never saved again: P2-ONB-32', async () => {
    const metformin = { id: 'db_7', name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily', type: 'Prescription', active: true };
    const calls = flowServer({ 'GET /api/profile': () => ({ body: row }), 'GET /api/profile/status': () => ({ body: { ...partial, storedMedications: [metformin] } }) });
    renderFlow('/onboarding?continue=true');
    await screen.findByText('Step 4 of 7');
    expect(screen.getByText('Metformin')).toBeTruthy();
    expect(screen.getByText('From your medicine cabinet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 5 of 7');
    expect(sectionSaves(calls)).toEqual([{ medications: { current: [], noMedications: false } }]);
  });

  it('Complete Setup saves, marks onboarding complete, then the journey and the dashboard: P2-ONB-06 P2-ONB-08 P2-CONST-04', async () => {
    const done = status({ hasProfile: true, isNewUser: false, lastCompletedStep: 6, resumeStep: 6 });
    const calls = flowServer({ 'GET /api/profile': () => ({ body: row }), 'GET /api/profile/status': () => ({ body: done }) });
    renderFlow('/onboarding?continue=true');
    await screen.findByText('Step 7 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Health Journey' })).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/profile/complete')).toBe(true);
    expect(sectionSaves(calls)).toEqual([{ healthGoals: emptySection('healthGoals') }]);
    expect(toastText()).toContain('Welcome! Your profile is now complete');
    expect(toastText()).toContain('You can now access all platform features');
    expect(getToasts()[0]?.durationMs).toBe(5000);
    await screen.findByRole('slider');
    fireEvent.click(screen.getByRole('button', { name: 'Start My Journey' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('a failed completion is not shown and the user still proceeds: P2-ONB-09', async () => {
    const done = status({ hasProfile: true, isNewUser: false, lastCompletedStep: 6, resumeStep: 6 });
    flowServer({ 'GET /api/profile': () => ({ body: row }), 'GET /api/profile/status': () => ({ body: done }), 'POST /api/profile/complete': () => serverError });
    renderFlow('/onboarding?continue=true');
    await screen.findByText('Step 7 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Health Journey' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Failed to mark onboarding complete');
    expect(toastText()).not.toContain('Welcome!');
    fireEvent.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('update mode: the journey picker above the steps, onComplete at the end', async () => {
    const done = status({ hasProfile: true, isNewUser: false, onboardingComplete: true, lastCompletedStep: 6, resumeStep: 6 });
    flowServer({ 'GET /api/profile': () => ({ body: row }), 'GET /api/profile/status': () => ({ body: done }) });
    const onComplete = vi.fn();
    renderFlow('/onboarding', { mode: 'update', onComplete });
    expect(screen.getByRole('heading', { name: 'Update Your Health Journey' })).toBeTruthy();
    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
    for (let step = 2; step <= 7; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText(`Step ${step} of 7`);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Choose Your Health Journey' })).toBeNull();
  });
});
