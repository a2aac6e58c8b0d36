// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EditProfileDialog } from '../editor/edit-profile-dialog';
import { EnhancedHealthDashboard } from './enhanced-health-dashboard';
import { signedInProfileTests } from '../testing/signed-in-profile-tests';

/**
 * Issue 13 §3: after saving medications the dashboard's Analysis Results showed the previous
 * analysis (1 interaction) until a reload while the server had the new one (3). The server
 * analyses ~1 s after the save, as the real one does.
 */
const user = { id: 'a1b2c3d4-e5f6-4789-8abc-def012345678', email: 'ann@example.com' };
const med = (id: string, name: string) => ({ id, name, dosage: '', frequency: '', type: 'Prescription', active: true });
const interaction = (a: string, b: string) => ({ a, b, severity: 'minor', summary: 'x', management: 'y' });

function server() {
  let meds = [med('m1', 'Lisinopril'), med('m2', 'Metformin'), med('m3', 'Aspirin')];
  let interactions = [interaction('Lisinopril', 'Metformin')];
  const profile = () => ({
    user_id: user.id,
    created_at: '2025-01-01T00:00:00.000Z',
    data_completeness_score: 62,
    personal_info: { age: 42, gender: 'female', weight: 68, weightUnit: 'kg', height: 170, heightUnit: 'cm' },
    medications: { current: meds, noMedications: false },
  });
  const analysis = () => ({
    analysis_result: { kind: 'medication_safety', analyzedAt: '2025-03-01T10:00:00.000Z', medications: meds.map((m) => ({ name: m.name, sideEffects: [], detailedSideEffects: [], warnings: [] })), interactions },
    created_at: '2025-03-01T10:00:00.000Z',
    immuneScore: 78,
    demoDataViolation: false,
  });
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (key === 'GET /api/profile') return json(profile());
    if (key === 'GET /api/profile/analysis') return json(analysis());
    if (key === 'GET /api/profile/status') return json({ storedMedications: [] });
    if (key === 'PUT /api/profile/sections') {
      meds = (JSON.parse(String(init.body)) as { medications: { current: typeof meds } }).medications.current;
      // The background analysis lands a second later, with three interactions.
      setTimeout(() => {
        interactions = [interaction('Lisinopril', 'Metformin'), interaction('Lisinopril', 'Aspirin'), interaction('Metformin', 'Aspirin')];
      }, 1000);
      return json(profile());
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
  }));
  return calls;
}

signedInProfileTests(user);

describe('dashboard after a medications save', () => {
  it('Analysis Results show the new analysis without a reload', async () => {
    const calls = server();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 } } });
    render(
      <ProfileTestProviders client={client}>
        <MemoryRouter>
          <EnhancedHealthDashboard onEditProfile={() => undefined} />
          <EditProfileDialog open onOpenChange={() => undefined} initialSection="medications" />
        </MemoryRouter>
      </ProfileTestProviders>,
    );
    const note = async () => (await screen.findByRole('heading', { name: 'Analysis Results', hidden: true })).closest('section')?.textContent ?? '';
    expect(await note()).toContain('0 warnings · 1 interaction');

    const dialog = screen.getByRole('dialog', { name: 'Edit Health Profile' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove Aspirin' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toContain('PUT /api/profile/sections'));

    await waitFor(async () => expect(await note()).toContain('0 warnings · 3 interactions'), { timeout: 4000 });
  }, 10_000);
});
