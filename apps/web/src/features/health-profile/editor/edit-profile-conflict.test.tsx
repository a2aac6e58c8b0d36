// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { conflictTexts } from '../profile-conflict';
import { profileSectionColumns, profileSectionIds, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { EditProfileDialog } from './edit-profile-dialog';
import { signedInProfileTests } from '../testing/signed-in-profile-tests';

/**
 * Issue 13 §3: two tabs edit Personal Information. The fake server versions each section like
 * the real one (a new version whenever the section's stored answers change) and answers 409
 * SECTION_CHANGED to a save whose version is stale.
 */
const user = { id: 'a1b2c3d4-e5f6-4789-8abc-def012345678', email: 'ann@example.com' };
type Row = Record<string, unknown>;

function versionedServer() {
  let stored: Row = {
    user_id: user.id,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    data_completeness_score: 16,
    personal_info: { age: 34, gender: null, weight: null, height: null, weightUnit: 'kg', heightUnit: 'cm' },
  };
  const versions: Record<string, number> = Object.fromEntries(profileSectionIds.map((id) => [id, 1]));
  const answer = () => ({ ...stored, section_versions: Object.fromEntries(profileSectionIds.map((id) => [id, `v${versions[id]}`])) });
  const puts: Row[] = [];
  /** Another tab's save, straight into the store. */
  const saveElsewhere = (section: ProfileSectionId, data: unknown) => {
    stored = { ...stored, [profileSectionColumns[section]]: data };
    versions[section] = (versions[section] ?? 1) + 1;
  };
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    if (key === 'GET /api/profile') return new Response(JSON.stringify(answer()), { status: 200 });
    if (key === 'GET /api/profile/status') return new Response(JSON.stringify({ storedMedications: [] }), { status: 200 });
    if (key === 'PUT /api/profile/sections') {
      const body = JSON.parse(String(init.body)) as Row & { versions?: Record<string, string> };
      puts.push(body);
      const { versions: expected = {}, ...sections } = body;
      const stale = Object.keys(sections).find((id) => expected[id] !== undefined && expected[id] !== `v${versions[id]}`);
      if (stale) {
        return new Response(JSON.stringify({ error: { code: 'SECTION_CHANGED', message: 'This section was changed in another tab.', field: stale } }), { status: 409 });
      }
      for (const [id, data] of Object.entries(sections)) saveElsewhere(id as ProfileSectionId, data);
      return new Response(JSON.stringify(answer()), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
  }));
  return { puts, saveElsewhere, stored: () => stored };
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ProfileTestProviders client={client}>
      <MemoryRouter>
        <EditProfileDialog open onOpenChange={() => undefined} />
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const dialog = () => screen.getByRole('dialog', { name: 'Edit Health Profile' });
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;

signedInProfileTests(user);

describe('EditProfileDialog: a section saved in another tab meanwhile', () => {
  it('the stale save is refused (nothing overwritten), the typed answer stays, and Merge keeps both edits', async () => {
    const server = versionedServer();
    renderDialog();
    expect((await within(dialog()).findByLabelText('Age') as HTMLInputElement).value).toBe('34');
    // The other tab saves age 50 after this dialog loaded.
    server.saveElsewhere('personalInfo', { age: 50, gender: null, weight: null, height: null, weightUnit: 'kg', heightUnit: 'cm' });
    fireEvent.change(field('Gender'), { target: { value: 'female' } });
    fireEvent.click(saveButton());

    const notice = await within(dialog()).findByRole('alert');
    expect(notice.textContent).toContain(conflictTexts.title);
    expect(server.puts[0]).toMatchObject({ personalInfo: { gender: 'female', age: 34 }, versions: { personalInfo: 'v1' } });
    expect(server.stored().personal_info).toMatchObject({ age: 50, gender: null });
    expect(field('Gender').value).toBe('female');

    fireEvent.click(within(notice).getByRole('button', { name: conflictTexts.merge }));
    await waitFor(() => expect(field('Age').value).toBe('50'));
    expect(field('Gender').value).toBe('female');
    expect(within(dialog()).queryByText(conflictTexts.title)).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(server.stored().personal_info).toMatchObject({ age: 50, gender: 'female' }));
    expect(server.puts[1]).toMatchObject({ versions: { personalInfo: 'v2' } });
  });

  it('Load saved answers drops the edits for the newer saved ones', async () => {
    const server = versionedServer();
    renderDialog();
    await within(dialog()).findByLabelText('Age');
    server.saveElsewhere('personalInfo', { age: 50, gender: 'male', weight: null, height: null, weightUnit: 'kg', heightUnit: 'cm' });
    fireEvent.change(field('Age'), { target: { value: '40' } });
    fireEvent.click(saveButton());
    fireEvent.click(await within(dialog()).findByRole('button', { name: conflictTexts.reload }));
    await waitFor(() => expect(field('Age').value).toBe('50'));
    expect(field('Gender').value).toBe('male');
    expect(saveButton().disabled).toBe(true);
    expect(server.stored().personal_info).toMatchObject({ age: 50 });
  });
});
