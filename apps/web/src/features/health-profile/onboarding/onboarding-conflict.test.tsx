// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { conflictTexts } from '../profile-conflict';
import { emptySection } from '@thrivewell/core/contracts/profile-contract';
import { OnboardingFlow } from './onboarding-flow';
import { signedInProfileTests } from '../testing/signed-in-profile-tests';

/** Issue 13 §3: onboarding open in two tabs; the other tab saved Personal Information meanwhile. */
const user = { id: 'a1b2c3d4-e5f6-4789-8abc-def012345678', email: 'ann@example.com' };
const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = {
  hasProfile: true, onboardingComplete: false, isNewUser: false, resumeStep: 0, lastCompletedStep: null, completenessScore: 8,
  completedAt: null, updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null,
};

function server() {
  let personal: Record<string, unknown> = { ...emptySection('personalInfo'), age: 34 };
  let version = 1;
  const puts: Record<string, unknown>[] = [];
  const profile = () => ({ user_id: user.id, created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 8, personal_info: personal, section_versions: { personalInfo: `v${version}` } });
  const otherTabSaves = (next: Record<string, unknown>) => {
    personal = next;
    version += 1;
  };
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const json = (body: unknown, s = 200) => new Response(JSON.stringify(body), { status: s });
    if (key === 'GET /api/profile') return json(profile());
    if (key === 'GET /api/profile/status') return json(status);
    if (key === 'PUT /api/profile/onboarding-progress') return json(JSON.parse(String(init.body)));
    if (key === 'PUT /api/profile/sections') {
      const body = JSON.parse(String(init.body)) as { personalInfo?: Record<string, unknown>; versions?: Record<string, string> };
      puts.push(body);
      if (body.versions?.personalInfo && body.versions.personalInfo !== `v${version}`) {
        return json({ error: { code: 'SECTION_CHANGED', message: 'Changed elsewhere.', field: 'personalInfo' } }, 409);
      }
      if (body.personalInfo) otherTabSaves(body.personalInfo);
      return json(profile());
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }));
  return { puts, otherTabSaves, stored: () => personal };
}

function renderFlow() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={['/onboarding']}>
        <OnboardingFlow />
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

signedInProfileTests(user);

describe('OnboardingFlow: a section saved in another tab meanwhile', () => {
  it('the step save is refused without overwriting, the answers stay, and Merge saves both tabs’ answers', async () => {
    const s = server();
    renderFlow();
    expect((await screen.findByLabelText('Age') as HTMLInputElement).value).toBe('34');
    s.otherTabSaves({ ...emptySection('personalInfo'), age: 34, gender: 'female' });
    fireEvent.change(input('Age'), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(`Personal Information: ${conflictTexts.title.toLowerCase()}`);
    expect(s.puts[0]).toMatchObject({ personalInfo: { age: 41 }, versions: { personalInfo: 'v1' } });
    expect(s.stored()).toMatchObject({ age: 34, gender: 'female' });
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(input('Age').value).toBe('41');

    fireEvent.click(within(notice).getByRole('button', { name: conflictTexts.merge }));
    await waitFor(() => expect(s.stored()).toMatchObject({ age: 41, gender: 'female' }));
    expect(s.puts.at(-1)).toMatchObject({ versions: { personalInfo: 'v2' } });
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('female');
    expect(screen.queryByText(conflictTexts.description)).toBeNull();
  });
});
