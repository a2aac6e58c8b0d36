// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataCompletenessScore } from '@thrivewell/core/rules/completeness-score';
import { onboardingStorageKeys } from '../../../lib/profile-storage-keys';
import { profileSectionColumns, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { Toaster } from '../../../ui/toaster';
import { EditProfileDialog } from './edit-profile-dialog';
import { signedInProfileTests } from '../testing/signed-in-profile-tests';

/** offline: the request never gets an answer (fetch rejects); delay: ms before answering. */
type Answer = { status?: number; body?: unknown; offline?: boolean; delay?: number };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.delay) await new Promise((r) => setTimeout(r, a.delay));
    if (a.offline) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const user = { id: 'a1b2c3d4-e5f6-4789-8abc-def012345678', email: 'ann@example.com' };
type Row = Record<string, unknown>;
/** A stored profile as the server answers it, its score computed the server's way. */
function row(over: Row = {}): Row {
  const base: Row = {
    user_id: user.id,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    personal_info: { age: 34, gender: 'female', weight: null, height: null, weightUnit: 'kg', heightUnit: 'cm' },
    medical_history: { noConditions: true, currentConditions: [], chronicConditions: [], allergies: [], familyHistory: [] },
    lifestyle_data: { exerciseFrequency: '3-4-times', activityLevel: null, sleepHours: 8, stressLevel: 4, smokingStatus: 'never', alcoholConsumption: 'rarely' },
    dietary_info: { type: 'vegan', restrictions: [], preferences: [], goals: [] },
    ...over,
  };
  return { ...base, data_completeness_score: dataCompletenessScore(base) };
}
/** The fake PUT /api/profile/sections: merges the sent sections into the stored row. */
function merge(saved: Row, body: unknown): Row {
  const sections = body as Partial<Record<ProfileSectionId, unknown>>;
  const next = { ...saved };
  for (const [id, data] of Object.entries(sections)) next[profileSectionColumns[id as ProfileSectionId]] = data;
  return row(next);
}
const badRequest = { status: 400, body: { error: { code: 'VALIDATION', message: 'Age must be between 1 and 120.', field: 'age' } } };
const unauthorized = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } } };

function Harness({ initialSection }: { initialSection?: ProfileSectionId }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <EditProfileDialog open={open} onOpenChange={setOpen} initialSection={initialSection} />
      {!open && <p>Editor closed</p>}
    </>
  );
}
function renderDialog(initialSection?: ProfileSectionId) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<Harness initialSection={initialSection} />} />
          <Route path="/auth" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
      <div data-testid="toasts">
        <Toaster />
      </div>
    </ProfileTestProviders>,
  );
}
const dialog = () => screen.getByRole('dialog', { name: 'Edit Health Profile' });
const nav = () => within(dialog()).getByRole('navigation', { name: 'Profile sections' });
const navButton = (title: string) => within(nav()).getByRole('button', { name: new RegExp(`^${title.replace(/[&]/g, '\\$&')}`) });
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
const age = () => within(dialog()).getByLabelText('Age') as HTMLInputElement;
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const footerStatus = () => within(dialog()).getAllByRole('status').find((s) => s.tagName === 'P')?.textContent;
const putCalls = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === 'PUT /api/profile/sections');

/** A server that stores what is saved, unless `answer` says otherwise. */
function profileServer(answer?: (body: unknown) => Answer | undefined) {
  let saved = row();
  const calls = serve({
    'GET /api/profile': () => ({ body: saved }),
    'GET /api/profile/status': () => ({ body: { storedMedications: [] } }),
    'PUT /api/profile/sections': (body) => {
      const override = answer?.(body);
      if (override) return override;
      saved = merge(saved, body);
      return { body: saved, delay: 20 };
    },
  });
  return { calls, saved: () => saved };
}

signedInProfileTests(user);

describe('EditProfileDialog', () => {
  it('P2-EDIT-01 P2-EDIT-02 P2-EDIT-04 P2-EDIT-08 P2-EDIT-09 P2-EDIT-12 P2-EDIT-13: seven sections, ticks, badge, footer, size, personalInfo loaded', async () => {
    profileServer();
    renderDialog();
    expect(within(dialog()).getByText('Loading your profile...')).toBeTruthy();
    expect((await within(dialog()).findByLabelText('Age') as HTMLInputElement).value).toBe('34');
    const titles = within(nav()).getAllByRole('button').map((b) => b.textContent?.replace('Completed', ''));
    expect(titles).toEqual(['Personal Information', 'Medical History', 'Current Symptoms', 'Medications', 'Lifestyle', 'Diet & Nutrition', 'Health Goals']);
    const ticked = within(nav()).getAllByRole('button').filter((b) => b.textContent?.includes('Completed')).map((b) => b.textContent?.replace('Completed', ''));
    expect(ticked).toEqual(['Personal Information', 'Medical History', 'Lifestyle', 'Diet & Nutrition']);
    expect(navButton('Personal Information').getAttribute('aria-current')).toBe('step');
    expect(within(dialog()).getByRole('heading', { level: 3, name: 'Personal Information' })).toBeTruthy();
    expect(within(dialog()).getByText(`${row().data_completeness_score as number}% Complete`)).toBeTruthy();
    expect(within(dialog()).queryByText('Unsaved Changes')).toBeNull();
    expect(footerStatus()).toBe('All changes saved');
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(dialog().className).toContain('max-w-6xl');
    expect(dialog().className).toContain('h-[90vh]');
  });

  it('P2-EDIT-13 opens on the chosen section with its saved data', async () => {
    profileServer();
    renderDialog('diet');
    expect((await within(dialog()).findByLabelText('Diet type') as HTMLSelectElement).value).toBe('vegan');
    expect(navButton('Diet & Nutrition').getAttribute('aria-current')).toBe('step');
  });

  it("P2-EDIT-03 P2-EDIT-05 P2-EDIT-07 P2-EDIT-10 P2-EDIT-14: an edit shows 'Has changes', 'Unsaved Changes' and enables Save", async () => {
    profileServer();
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Age'), { target: { value: '35' } });
    expect(within(navButton('Personal Information')).getByText('Has changes')).toBeTruthy();
    expect(within(nav()).getAllByText('Has changes')).toHaveLength(1);
    expect(within(dialog()).getByText('Unsaved Changes')).toBeTruthy();
    expect(footerStatus()).toBe('You have unsaved changes');
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(age(), { target: { value: '34' } });
    expect(within(dialog()).queryByText('Unsaved Changes')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it("P2-EDIT-06 P2-EDIT-10 P2-EDIT-11 P2-EDIT-15 P2-EDIT-22: saving, the success toast, then the integrity issues listed or cleared", async () => {
    const { calls } = profileServer();
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Gender'), { target: { value: '' } });
    fireEvent.click(saveButton());
    expect(footerStatus()).toBe('Saving changes...');
    expect(saveButton().disabled).toBe(true);
    await waitFor(() => expect(toastText()).toContain('Personal Information updated successfully'));
    expect(putCalls(calls)[0]?.body).toEqual({ personalInfo: { age: 34, gender: null, weight: null, height: null, weightUnit: 'kg', heightUnit: 'cm' } });
    expect(footerStatus()).toBe('All changes saved');
    expect(within(dialog()).queryByText('Unsaved Changes')).toBeNull();
    const issues = within(dialog()).getByRole('region', { name: 'Data Validation Issues' });
    expect(issues.className).toContain('bg-warning-soft');
    expect(within(issues).getByText('Basic personal information is incomplete')).toBeTruthy();
    // The tick follows the saved profile.
    expect(navButton('Personal Information').textContent).not.toContain('Completed');

    fireEvent.change(within(dialog()).getByLabelText('Gender'), { target: { value: 'female' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(within(dialog()).queryByText('Data Validation Issues')).toBeNull());
    expect(navButton('Personal Information').textContent).toContain('Completed');
  });

  it('P2-EDIT-16 P2-EDIT-17: switching with unsaved changes asks; Save and switch saves, then switches', async () => {
    const { calls } = profileServer();
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Age'), { target: { value: '36' } });
    fireEvent.click(navButton('Diet & Nutrition'));
    const ask = screen.getByRole('alertdialog', { name: 'Save your changes first?' });
    expect(within(ask).getByText('You have unsaved changes in Personal Information. Save them before moving to Diet & Nutrition?')).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Save and switch' }));
    expect(await within(dialog()).findByLabelText('Diet type')).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(1);
    expect((putCalls(calls)[0]?.body as { personalInfo: { age: number } }).personalInfo.age).toBe(36);
    expect(toastText()).toContain('Personal Information updated successfully');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(navButton('Personal Information'));
    expect(age().value).toBe('36');
  });

  it('P2-EDIT-18: declining switches section and discards the edits; Cancel stays', async () => {
    const { calls } = profileServer();
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Age'), { target: { value: '50' } });
    fireEvent.click(navButton('Lifestyle'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(age().value).toBe('50');
    fireEvent.click(navButton('Lifestyle'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    expect(navButton('Lifestyle').getAttribute('aria-current')).toBe('step');
    expect(within(dialog()).getByRole('heading', { level: 3, name: 'Lifestyle' })).toBeTruthy();
    expect(footerStatus()).toBe('All changes saved');
    fireEvent.click(navButton('Personal Information'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(age().value).toBe('34');
    expect(putCalls(calls)).toHaveLength(0);
  });

  it("P2-EDIT-19: closing with unsaved changes asks ('Keep editing' / 'Discard and close'); without changes it just closes", async () => {
    profileServer();
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Age'), { target: { value: '41' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    let ask = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(age().value).toBe('41');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    ask = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard and close' }));
    expect(screen.getByText('Editor closed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('P2-EDIT-09 Close without changes closes at once', async () => {
    profileServer();
    renderDialog();
    await within(dialog()).findByLabelText('Age');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Editor closed')).toBeTruthy();
  });

  it('Escape without changes closes at once', async () => {
    profileServer();
    renderDialog();
    await within(dialog()).findByLabelText('Age');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Editor closed')).toBeTruthy();
  });

  it("P2-EDIT-20: a refused save → 'Failed to save changes', the reason in the form, the edits kept", async () => {
    profileServer(() => badRequest);
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Age'), { target: { value: '77' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain('Failed to save changes'));
    const notice = within(dialog()).getByRole('alert');
    expect(notice.textContent).toContain('Failed to save changes');
    expect(notice.textContent).toContain('Age must be between 1 and 120.');
    expect(footerStatus()).toBe('You have unsaved changes');
    expect(age().value).toBe('77');
    expect(localStorage.getItem(onboardingStorageKeys.backup)).toBeNull();
  });

  it("P2-EDIT-21: a save that throws → 'An error occurred while saving'; the data is backed up for a retry", async () => {
    let offline = true;
    const { calls } = profileServer(() => (offline ? { offline: true } : undefined));
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Age'), { target: { value: '52' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain('An error occurred while saving'));
    expect(toastText()).toContain('Your data has been backed up locally and will be retried');
    const backup = JSON.parse(localStorage.getItem(onboardingStorageKeys.backup) ?? '{}') as { userId: string; data: { personalInfo: { age: number } } };
    expect(backup.userId).toBe(user.id);
    expect(backup.data.personalInfo.age).toBe(52);
    expect(footerStatus()).toBe('You have unsaved changes');
    // The toast offers Retry Now; so does the dialog itself (the modal hides the toast from keyboard and screen reader).
    expect(within(screen.getByTestId('toasts')).getByRole('button', { name: 'Retry Now', hidden: true })).toBeTruthy();
    const notice = within(dialog()).getByRole('alert');
    expect(notice.textContent).toContain('An error occurred while saving');
    offline = false;
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry Now' }));
    await waitFor(() => expect(toastText()).toContain('Failed saves have been retried'));
    expect(putCalls(calls)).toHaveLength(2);
    await waitFor(() => expect(footerStatus()).toBe('All changes saved'));
  });

  it("P2-ERR-02: a 401 on save → 'Please log in to save your progress', then /auth", async () => {
    profileServer(() => unauthorized);
    renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('Age'), { target: { value: '60' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain('Please log in to save your progress'));
    expect(toastText()).not.toContain('Failed to save changes');
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('a load failure shows the error with Retry', async () => {
    let fail = true;
    serve({ 'GET /api/profile': () => (fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } } : { body: row() }) });
    renderDialog();
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('We could not load your profile.');
    fail = false;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect((await within(dialog()).findByLabelText('Age') as HTMLInputElement).value).toBe('34');
  });
});
