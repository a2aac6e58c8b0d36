// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { ProfileTestProviders, resetTestProfileSync, testProfileSync } from '../testing/profile-test-providers';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../lib/toast-store';
import { Toaster } from '../../../ui/toaster';
import { EnhancedHealthDashboard } from './enhanced-health-dashboard';
import { performanceTexts } from './performance-panel';
import { SectionErrorBoundary } from './section-error-boundary';

const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() }));
vi.mock('../../../lib/logger', () => ({ logger: log }));
const boom = vi.hoisted(() => ({ insights: false }));
vi.mock('./data-insights', async (importOriginal) => {
  const real = await importOriginal<typeof import('./data-insights')>();
  return {
    ...real,
    DataInsights: (props: Parameters<typeof real.DataInsights>[0]) => {
      if (boom.insights) throw new Error('insights exploded');
      return real.DataInsights(props);
    },
  };
});

type Answer = { status?: number; body?: unknown; delay?: number };
function serve(routes: Record<string, () => Answer>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const a = routes[key]?.() ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.delay) await new Promise((r) => setTimeout(r, a.delay));
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const fullProfile = (over: Record<string, unknown> = {}) => ({
  user_id: 'u-1',
  created_at: '2025-01-01T00:00:00.000Z',
  data_completeness_score: 62,
  personal_info: { age: 42, gender: 'female', weight: 68, weightUnit: 'kg', height: 170, heightUnit: 'cm' },
  medical_history: { noConditions: false, currentConditions: ['Hypertension', 'asthma'], chronicConditions: ['Asthma'], allergies: [], familyHistory: [] },
  symptoms: { currentSymptoms: [], completed: true },
  medications: {
    current: [
      { id: 'm1', name: 'Lisinopril', dosage: '10 mg', frequency: 'Once daily', type: 'Prescription', active: true },
      { id: 'm2', name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily', type: 'Prescription', active: true },
    ],
  },
  lifestyle_data: { exerciseFrequency: 'daily', sleepHours: 8, stressLevel: 3, smokingStatus: 'never', alcoholConsumption: 'none' },
  dietary_info: { type: 'mediterranean', restrictions: [] },
  health_goals: { primary: ['Better sleep', 'Reduce stress'] },
  ...over,
});
const analysis = {
  analysis_result: {
    kind: 'medication_safety',
    analyzedAt: '2025-03-01T10:00:00.000Z',
    medications: [
      { name: 'Lisinopril', sideEffects: [], detailedSideEffects: [], warnings: ['Watch your potassium'] },
      { name: 'Metformin', sideEffects: [], detailedSideEffects: [], warnings: [] },
    ],
    interactions: [{ a: 'Lisinopril', b: 'Metformin', severity: 'minor', summary: 'x', management: 'y' }],
  },
  created_at: '2025-03-01T10:00:00.000Z',
  immuneScore: 78,
  demoDataViolation: false,
};
const noAnalysis = { analysis_result: null, created_at: null, immuneScore: 78, demoDataViolation: false };

function live(over: Record<string, () => Answer> = {}) {
  return serve({ 'GET /api/profile': () => ({ body: fullProfile() }), 'GET /api/profile/analysis': () => ({ body: analysis }), ...over });
}

function renderIn(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ProfileTestProviders client={client}>
      <MemoryRouter>
        <div data-testid="page">{ui}</div>
        <div data-testid="toasts">
          <Toaster />
        </div>
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
function renderDashboard(props: { demo?: boolean; withJourney?: boolean } = {}) {
  const onEditProfile = vi.fn();
  const onChangeJourney = vi.fn();
  renderIn(<EnhancedHealthDashboard demo={props.demo} onEditProfile={onEditProfile} onChangeJourney={props.withJourney ? onChangeJourney : undefined} />);
  return { onEditProfile, onChangeJourney };
}
const loaded = () => screen.findByRole('heading', { name: 'Health Dashboard' });
const page = () => within(screen.getByTestId('page'));
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
// Data Insights' chunk loads when the tab is first opened.
const insightsShown = () => screen.findByRole('progressbar', { name: 'Profile completeness' }, { timeout: 10_000 });
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => resetTestProfileSync());
afterEach(() => {
  cleanup();
  resetToasts();
  boom.insights = false;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Enhanced Health Dashboard', () => {
  it('P2-ENH-13 shows a loading skeleton while the profile loads, then the dashboard; the load time is recorded', async () => {
    live({ 'GET /api/profile': () => ({ body: fullProfile(), delay: 30 }) });
    renderDashboard();
    expect(page().getByRole('status').textContent).toContain('Loading your health dashboard');
    await loaded();
    expect(screen.queryByText('Loading your health dashboard…')).toBeNull();
    expect(testProfileSync().getState().loadTimeMs).toBeGreaterThanOrEqual(0);
  });

  it("P2-ENH-01 header shows 'Complete' when all seven sections are done, else '{n}% complete'", async () => {
    live();
    renderDashboard();
    await loaded();
    expect(screen.getByText('Complete')).toBeTruthy();
    cleanup();
    live({ 'GET /api/profile': () => ({ body: fullProfile({ health_goals: null }) }) });
    renderDashboard();
    await loaded();
    expect(screen.getByText('62% complete')).toBeTruthy();
    expect(screen.queryByText('Complete')).toBeNull();
    // The same figure in Data Insights.
    openTab('Data Insights');
    await insightsShown();
    expect(tile('Profile completeness')).toBe('62%6 of 7 sections completed');
    cleanup();
    live({ 'GET /api/profile': () => ({ body: { user_id: 'u-1', created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 100 } }) });
    renderDashboard();
    await loaded();
    expect(screen.getByText('Complete')).toBeTruthy();
  });

  it("P2-ENH-02/03 the Performance & Reliability panel sits behind a 'Technical details' disclosure; Edit Profile calls the handler", async () => {
    live();
    const { onEditProfile } = renderDashboard();
    await loaded();
    expect(screen.queryByRole('switch', { name: 'Performance' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Technical details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Performance & Reliability' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel's chunk loads on first open.
    expect(await screen.findByRole('heading', { name: 'Performance & Reliability' }, { timeout: 10_000 })).toBeTruthy();
    // Plain words, not telemetry jargon.
    const panel = screen.getByRole('heading', { name: 'Performance & Reliability' }).closest('section') as HTMLElement;
    expect(within(panel).getByText(performanceTexts.intro)).toBeTruthy();
    for (const jargon of ['Sync status', 'Integrity score', 'Failed operations']) expect(within(panel).queryByText(jargon)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.queryByRole('heading', { name: 'Performance & Reliability' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(onEditProfile).toHaveBeenCalledTimes(1);
  });

  it('P2-ENH-04/05/06 three tabs, Health Overview open by default with the health summary and the Analysis Results note', async () => {
    live();
    renderDashboard();
    await loaded();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Health Overview', 'Data Insights', 'Profile Settings']);
    expect(screen.getByRole('tab', { name: 'Health Overview' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Health summary' })).toBeTruthy();
    expect(tile('Age and BMI')).toBe('42 years · FemaleBMI 23.5');
    expect(tile('Conditions')).toBe('Hypertensionasthma');
    expect(tile('Medications')).toBe('2 medicationsLisinoprilMetforminCheck them for interactions');
    expect(within(panel).getByRole('link', { name: 'Check them for interactions' }).getAttribute('href')).toBe('/interactions'); // P2-ROUTE-11
    expect(tile('Lifestyle score')).toBe('96/100 Good');
    expect(tile('Diet')).toBe('Mediterranean');
    expect(tile('Health goals')).toBe('Better sleepReduce stress');
    const note = await within(panel).findByRole('heading', { name: 'Analysis Results' });
    const noteText = note.closest('section')?.textContent ?? '';
    expect(noteText).toMatch(/Latest medication safety analysis: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    expect(noteText).toContain('1 warning · 1 interaction');
  });

  it('P2-ENH-06 no Analysis Results note without analysis data (and a failed analysis read is only logged)', async () => {
    live({ 'GET /api/profile/analysis': () => ({ body: noAnalysis }) });
    renderDashboard();
    await loaded();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading', { name: 'Analysis Results' })).toBeNull();
    cleanup();
    live({ 'GET /api/profile/analysis': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Server trouble' } } }) });
    renderDashboard();
    await loaded();
    await waitFor(() => expect(log.warn).toHaveBeenCalledWith('Analysis results load failed', { code: 'INTERNAL' }));
    expect(screen.queryByRole('heading', { name: 'Analysis Results' })).toBeNull();
    expect(page().queryByRole('alert')).toBeNull();
  });

  it('P2-ENH-07/08/09 Data Insights: profile completeness percent, medication count, tracked-condition count (and personalisation)', async () => {
    live();
    renderDashboard();
    await loaded();
    openTab('Data Insights');
    expect(screen.getByRole('tab', { name: 'Data Insights' }).getAttribute('aria-selected')).toBe('true');
    await insightsShown();
    // Issue 13 §3: the header says 'Complete' (all seven sections answered, score 62), so Data Insights does too.
    expect(screen.getByText('Complete', { selector: 'span' })).toBeTruthy();
    expect(tile('Profile completeness')).toBe('100%Complete · 7 of 7 sections completed');
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuenow')).toBe('100');
    expect(tile('Medications')).toBe('2');
    expect(tile('Tracked conditions')).toBe('2');
    expect(tile('AI personalisation')).toMatch(/^\d+%/);
    expect(tile('AI personalisation')).toContain('confidence');
  });

  it('P2-ENH-10/11/12 Profile Settings: Edit Complete Profile, Refresh Data refetches, Change Health Journey only with a handler', async () => {
    const calls = live();
    const { onEditProfile, onChangeJourney } = renderDashboard({ withJourney: true });
    await loaded();
    openTab('Profile Settings');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Complete Profile' }));
    expect(onEditProfile).toHaveBeenCalledTimes(1);
    const reads = calls.filter((c) => c === 'GET /api/profile').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(toastText()).toContain('Data synchronized successfully'));
    expect(calls.filter((c) => c === 'GET /api/profile').length).toBe(reads + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Change Health Journey' }));
    expect(onChangeJourney).toHaveBeenCalledTimes(1);
    cleanup();
    live();
    renderDashboard({ withJourney: false });
    await loaded();
    openTab('Profile Settings');
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Health Journey' })).toBeNull();
  });

  it("P2-ENH-14 a failed load shows 'Failed to load health dashboard: {error}' with Retry, which loads again", async () => {
    let fail = true;
    const calls = live({
      'GET /api/profile': () => (fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Server exploded' } } } : { body: fullProfile() }),
    });
    renderDashboard();
    const alert = await page().findByRole('alert');
    expect(alert.textContent).toContain('Failed to load health dashboard: Server exploded');
    expect(log.warn).toHaveBeenCalledWith('Health dashboard profile load failed', { code: 'INTERNAL' });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(calls.filter((c) => c === 'GET /api/profile').length).toBe(2);
    expect(screen.queryByText(/Failed to load health dashboard/)).toBeNull();
  });

  it("P2-ROUTE-02 demo mode: the sample profile with a 'Demo mode — sample data' banner, no server calls, buttons to /register", async () => {
    const calls = serve({});
    const { onEditProfile } = renderDashboard({ demo: true, withJourney: true });
    expect(screen.getByText('Demo mode — sample data')).toBeTruthy();
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(tile('Medications')).toBe('2 medicationsLisinoprilVitamin DCheck them for interactions');
    expect(screen.getByRole('heading', { name: 'Analysis Results' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Technical details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign Up to Edit' }).getAttribute('href')).toBe('/register');
    openTab('Profile Settings');
    expect(screen.getByRole('link', { name: 'Create Your Profile' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Edit Complete Profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Health Journey' })).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    expect(onEditProfile).not.toHaveBeenCalled();
  });
});

function Thrower({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Render failed with Hypertension');
  return <p>Section content</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setFail(false)}>
        Fix it
      </button>
      <SectionErrorBoundary component="Health Overview">
        <Thrower fail={fail} />
      </SectionErrorBoundary>
      <SectionErrorBoundary component="Data Insights">
        <p>Other section</p>
      </SectionErrorBoundary>
    </>
  );
}

describe('Section error fallback', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it("P2-SEF-01..05 a failing section shows '{component} Error', the text, Retry and Go to Dashboard, while the other sections keep working", () => {
    renderIn(<Harness />);
    const fallback = page().getByRole('alert');
    expect(within(fallback).getByRole('heading', { name: 'Health Overview Error' })).toBeTruthy();
    expect(fallback.textContent).toContain('Something went wrong while loading this section. You can try refreshing or continue using other features.');
    expect(within(fallback).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('Other section')).toBeTruthy();
    expect(log.error).toHaveBeenCalledWith('Dashboard section failed to render', expect.objectContaining({ component: 'Health Overview', errorName: 'Error' }));
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('Hypertension');
    fireEvent.click(screen.getByRole('button', { name: 'Fix it' }));
    fireEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Section content')).toBeTruthy();
    expect(page().queryByRole('alert')).toBeNull();
  });

  it('P2-SEF-01 in the dashboard: a failing Data Insights tab shows its fallback, the header and the other tabs keep working', async () => {
    boom.insights = true;
    live();
    renderDashboard();
    await loaded();
    openTab('Data Insights');
    expect(await screen.findByRole('heading', { name: 'Data Insights Error' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Technical details' })).toBeTruthy();
    openTab('Health Overview');
    expect(screen.getByRole('heading', { name: 'Health summary' })).toBeTruthy();
  });
});
