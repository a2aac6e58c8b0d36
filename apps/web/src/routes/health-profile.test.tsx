// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders, resetTestProfileSync } from '../features/health-profile/testing/profile-test-providers';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionStateForTests } from '../lib/session';
import { resetToasts } from '../lib/toast-store';
import HealthProfilePage from './health-profile';
import ProfileCompletionPage from './profile-completion';

const user = { id: 'a1b2c3d4-e5f6-4789-8abc-def012345678', email: 'ann@example.com' };
const profile = {
  user_id: user.id,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
  data_completeness_score: 16,
  personal_info: { age: 34, gender: 'female', weightUnit: 'kg', heightUnit: 'cm' },
  dietary_info: { type: 'vegan', restrictions: [], preferences: [], goals: [] },
};

const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
/** No earlier data to recover: the Previous Data Found card shows only in debug mode. */
const status = {
  hasProfile: true, onboardingComplete: false, isNewUser: false, resumeStep: 0, lastCompletedStep: null, completenessScore: 16,
  completedAt: null, updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null,
};

function serve() {
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    if (key === 'GET /api/profile') return new Response(JSON.stringify(profile), { status: 200 });
    if (key === 'GET /api/profile/status') return new Response(JSON.stringify(status), { status: 200 });
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
  }));
}
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile" element={<HealthProfilePage />} />
          <Route path="/profile-completion" element={<ProfileCompletionPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  setSessionStateForTests({ user, loading: false });
  localStorage.clear();
  serve();
});
afterEach(() => {
  cleanup();
  resetToasts();
  resetTestProfileSync();
  vi.unstubAllGlobals();
});

describe('/profile and /profile-completion', () => {
  it('?edit=<sectionId> opens the editor on that section; Close removes it', async () => {
    renderAt('/profile?edit=diet');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Health Profile' });
    expect(((await within(dialog).findByLabelText('Diet type')) as HTMLSelectElement).value).toBe('vegan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/profile');
  });

  it("the overview's section buttons open the editor there; an unknown ?edit is ignored", async () => {
    renderAt('/profile-completion?edit=nonsense');
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Health Goals' }));
    expect(where()).toBe('/profile-completion?edit=healthGoals');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Health Profile' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Health Goals' })).toBeTruthy();
  });

  it('/profile has the page heading and an Edit Profile button opening Personal Information', async () => {
    renderAt('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Health Profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Health Profile' });
    expect(((await within(dialog).findByLabelText('Age')) as HTMLInputElement).value).toBe('34');
  });

  it("issue 13: ?debug=true switches the Previous Data Found card's debug mode on (it shows without recoverable data)", async () => {
    renderAt('/profile');
    await screen.findByRole('button', { name: 'Edit Profile' });
    await waitFor(() => expect(screen.getAllByText(/sections completed/).length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Previous Data Found' })).toBeNull();
    cleanup();
    renderAt('/profile?debug=true');
    expect(await screen.findByRole('heading', { name: 'Previous Data Found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Debug' }));
    expect(screen.getByRole('button', { name: 'Hide Debug' }).getAttribute('aria-expanded')).toBe('true');
  });
});
