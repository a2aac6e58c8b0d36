// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { onboardingStorageKeys } from '../../../lib/profile-storage-keys';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { Toaster } from '../../../ui/toaster';
import { SectionPage } from './section-page';
import { signedInProfileTests } from '../testing/signed-in-profile-tests';

/** offline: the request never gets an answer (fetch rejects). */
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
const unauthorized = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } } };
const serverError = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } };
const diet = { type: 'vegan', restrictions: ['Gluten-free'], preferences: [], goals: [] };
const profile = (over: Record<string, unknown> = {}) => ({ user_id: user.id, created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 40, dietary_info: diet, ...over });
const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = (storedMedications: unknown[] = []) => ({
  hasProfile: true, onboardingComplete: false, isNewUser: false, resumeStep: 0, lastCompletedStep: null, completenessScore: 40,
  completedAt: null, updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications, lastSystemCheck: null,
});

function renderPage(section: ProfileSectionId, title = 'Diet & Nutrition') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={['/diet']}>
        <Routes>
          <Route path="/diet" element={<SectionPage section={section} title={title} intro="Edit your answers." />} />
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
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
const dietType = () => screen.getByLabelText('Diet type') as HTMLSelectElement;

signedInProfileTests(user);

describe('SectionPage', () => {
  it('loads the saved section, tracks changes and saves: P2-EDIT-06..08 P2-EDIT-10 P2-EDIT-22', async () => {
    let saved = profile();
    const calls = serve({
      'GET /api/profile': () => ({ body: saved }),
      'PUT /api/profile/sections': (body) => {
        saved = profile({ dietary_info: (body as { diet: unknown }).diet });
        return { body: saved };
      },
    });
    renderPage('diet');
    expect(screen.getByText('Loading your profile...')).toBeTruthy();
    expect((await screen.findByLabelText('Diet type')) as HTMLSelectElement).toBeTruthy();
    expect(dietType().value).toBe('vegan');
    expect(screen.getByRole('heading', { level: 2, name: 'Diet & Nutrition' })).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(dietType(), { target: { value: 'keto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Low carb' }));
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    expect(screen.getByText('Saving changes...')).toBeTruthy();
    await waitFor(() => expect(toastText()).toContain('Diet & Nutrition updated successfully'));
    expect(calls.find((c) => c.key === 'PUT /api/profile/sections')?.body).toEqual({ diet: { type: 'keto', restrictions: ['Gluten-free', 'Low carb'], preferences: [], goals: [] } });
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("a failed save is backed up: 'Save failed' with Retry Now, which retries the queue (P2-ERR-05, P2-EDIT-20)", async () => {
    let fail = true;
    let saved = profile();
    const calls = serve({
      'GET /api/profile': () => ({ body: saved }),
      'PUT /api/profile/sections': (body) => {
        if (fail) return serverError;
        saved = profile({ dietary_info: (body as { diet: unknown }).diet });
        return { body: saved };
      },
    });
    renderPage('diet');
    fireEvent.change(await screen.findByLabelText('Diet type'), { target: { value: 'paleo' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain('Save failed'));
    expect(toastText()).toContain('Your data has been backed up locally and will be retried');
    expect(screen.getByText('Failed to save changes')).toBeTruthy();
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    const backup = JSON.parse(localStorage.getItem(onboardingStorageKeys.backup) ?? '{}') as { userId: string; data: { diet: { type: string } } };
    expect(backup.userId).toBe(user.id);
    expect(backup.data.diet.type).toBe('paleo');
    fail = false;
    fireEvent.click(within(screen.getByTestId('toasts')).getByRole('button', { name: 'Retry Now' }));
    await waitFor(() => expect(toastText()).toContain('Failed saves have been retried'));
    expect(calls.filter((c) => c.key === 'PUT /api/profile/sections')).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
    expect(localStorage.getItem(onboardingStorageKeys.backup)).toBeNull();
  });

  it("no answer from the server: 'An error occurred while saving' (P2-EDIT-21); a 400 shows the server's message beside the form", async () => {
    let answer: Answer = { offline: true };
    serve({ 'GET /api/profile': () => ({ body: profile() }), 'PUT /api/profile/sections': () => answer });
    renderPage('diet');
    fireEvent.change(await screen.findByLabelText('Diet type'), { target: { value: 'other' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText('An error occurred while saving')).toBeTruthy());
    expect(toastText()).toContain('Save failed');
    answer = { status: 400, body: { error: { code: 'VALIDATION', message: 'Diet type must be one of: omnivore.', field: 'diet.type' } } };
    fireEvent.click(saveButton());
    expect(await screen.findByText('Diet type must be one of: omnivore.')).toBeTruthy();
    expect(toastText()).toContain('Failed to save changes');
    expect(toastText()).not.toContain('Retry Now');
  });

  it('answers the schema rejects are shown beside the form and not sent', async () => {
    const calls = serve({ 'GET /api/profile': () => ({ body: profile({ personal_info: { age: 40, gender: 'female' } }) }) });
    renderPage('personalInfo', 'Personal Information');
    fireEvent.change(await screen.findByLabelText('Age'), { target: { value: '150' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Age must be between 1 and 120.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/profile/sections')).toBe(false);
  });

  it("P2-ERR-01..04 401 on save: 'Please log in to save your progress', then /auth after 2 s", async () => {
    serve({ 'GET /api/profile': () => ({ body: profile() }), 'PUT /api/profile/sections': () => unauthorized });
    renderPage('diet');
    fireEvent.change(await screen.findByLabelText('Diet type'), { target: { value: 'paleo' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain('Please log in to save your progress'));
    expect(localStorage.getItem(onboardingStorageKeys.backup)).toBeNull();
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3000 })).toBeTruthy();
  });

  it("401 on load: 'Please log in to access your data'; a load error offers Retry", async () => {
    let answer: Answer = unauthorized;
    serve({ 'GET /api/profile': () => answer });
    renderPage('diet');
    await waitFor(() => expect(toastText()).toContain('Please log in to access your data'));
    expect(screen.getByText('We could not load your profile.')).toBeTruthy();
    answer = { body: profile() };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(((await screen.findByLabelText('Diet type')) as HTMLSelectElement).value).toBe('vegan');
  });

  it('a new user (no profile yet) starts from an empty section', async () => {
    serve({ 'GET /api/profile': () => ({ status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: 'No profile yet.' } } }) });
    renderPage('healthGoals', 'Health Goals');
    expect(await screen.findByRole('group', { name: 'Common health goals' })).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('warns before leaving with unsaved changes', async () => {
    serve({ 'GET /api/profile': () => ({ body: profile() }) });
    renderPage('diet');
    const leave = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    await screen.findByLabelText('Diet type');
    expect(leave()).toBe(false);
    fireEvent.change(dietType(), { target: { value: 'paleo' } });
    expect(leave()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(leave()).toBe(false);
  });

  it('medications: cabinet entries, the stored safety analysis, and a re-read ~1.5 s after saving', async () => {
    const analysis = {
      medications: [
        { name: 'Warfarin', id: 'warfarin', sideEffects: ['Bruising'], detailedSideEffects: ['Severe bleeding'], warnings: ['Avoid NSAIDs'] },
        { name: 'Aspirin', id: 'aspirin', sideEffects: ['Upset stomach'], detailedSideEffects: [], warnings: [] },
      ],
      interactions: [{ a: 'Warfarin', b: 'Aspirin', severity: 'major', summary: 'Higher bleeding risk.', management: 'Ask your doctor.' }],
      analyzedAt: '2025-03-04T10:20:00.000Z',
    };
    const meds = {
      current: [
        { id: 'med_1_1', name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription', active: true },
        { id: 'med_2_2', name: 'Aspirin', dosage: '', frequency: '', type: 'Over-the-counter', active: true },
      ],
      noMedications: false,
      analysis,
      lastUpdated: analysis.analyzedAt,
    };
    const calls = serve({
      'GET /api/profile': () => ({ body: profile({ medications: meds }) }),
      'GET /api/profile/status': () => ({ body: status([{ id: 'db_9', name: 'Vitamin D', dosage: '', frequency: '', type: 'Vitamin', active: true }]) }),
      'PUT /api/profile/sections': () => ({ body: profile({ medications: { ...meds, current: meds.current.slice(0, 1) } }) }),
    });
    renderPage('medications', 'Medications');
    expect(await screen.findByText('From your medicine cabinet')).toBeTruthy();
    expect(screen.getByText('Multiple Medications Detected - Consider discussing potential interactions with your healthcare provider.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Latest safety analysis' })).toBeTruthy();
    expect(screen.getByText(/It refreshes about a second after you save your medications/).textContent).toMatch(/^Updated /);
    expect(screen.getByText('Serious side effects')).toBeTruthy();
    expect(screen.getByText('Severe bleeding')).toBeTruthy();
    expect(screen.getByText('Avoid NSAIDs')).toBeTruthy();
    expect(screen.getByText('Higher bleeding risk.')).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Aspirin' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain('Medications updated successfully'));
    expect(calls.find((c) => c.key === 'PUT /api/profile/sections')?.body).toEqual({ medications: { current: [meds.current[0]], noMedications: false } });
    const reads = calls.filter((c) => c.key === 'GET /api/profile').length;
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/profile').length).toBe(reads + 1), { timeout: 3000 });
  });

  it('issue 13: a save from a page loaded before another tab saved gets 409; the typed answer stays and Merge keeps both', async () => {
    let stored = profile({ section_versions: { diet: 'v1' } });
    const calls = serve({
      'GET /api/profile': () => ({ body: stored }),
      'GET /api/profile/status': () => ({ body: status() }),
      'PUT /api/profile/sections': (body) => {
        const b = body as { diet: typeof diet; versions?: { diet?: string } };
        if (b.versions?.diet !== (stored as { section_versions?: { diet: string } }).section_versions?.diet) {
          return { status: 409, body: { error: { code: 'SECTION_CHANGED', message: 'Changed elsewhere.', field: 'diet' } } };
        }
        stored = profile({ dietary_info: b.diet, section_versions: { diet: 'v3' } });
        return { body: stored };
      },
    });
    renderPage('diet');
    await waitFor(() => expect(dietType().value).toBe('vegan'));
    // Another tab adds a restriction (version v2).
    stored = profile({ dietary_info: { ...diet, restrictions: ['Gluten-free', 'Nut-free'] }, section_versions: { diet: 'v2' } });
    fireEvent.change(dietType(), { target: { value: 'keto' } });
    fireEvent.click(saveButton());
    const merge = await screen.findByRole('button', { name: 'Merge my changes' });
    expect(calls.filter((c) => c.key === 'PUT /api/profile/sections')[0]?.body).toMatchObject({ diet: { type: 'keto' }, versions: { diet: 'v1' } });
    expect(dietType().value).toBe('keto');
    fireEvent.click(merge);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Merge my changes' })).toBeNull());
    fireEvent.click(saveButton());
    await waitFor(() => expect(stored.dietary_info).toEqual({ ...diet, type: 'keto', restrictions: ['Gluten-free', 'Nut-free'] }));
  });
});
