// @vitest-environment happy-dom
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setSessionStateForTests } from '../../../lib/session';
import { SmartWellnessDashboard } from './smart-wellness-dashboard';

const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), critical: vi.fn() }));
vi.mock('../../../lib/logger', () => ({ logger: log }));

type Answer = { status?: number; body?: unknown; delay?: number };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (a.delay) await new Promise((r) => setTimeout(r, a.delay));
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const user = { id: 'u-1', email: 'ann@example.com' };
const paid = { body: { isSubscribed: true, tier: 'wellness_pro', simplifiedTier: 'paid' } };
const free = { body: { isSubscribed: false, tier: 'free', simplifiedTier: 'free' } };
const plan = (n: number, over: Record<string, unknown> = {}) => ({
  action_id: `a${n}`, title: `Action ${n}`, category: 'nutrition', priority: 'high', impact_score: 7, time_sensitivity: 7,
  description: `What action ${n} does`, status: 'pending', completed_at: null, scheduled_for: null, metadata: { steps: ['Complete this action'] }, ...over,
});
const analysis = (over: Record<string, unknown> = {}) => ({ body: { analysis_result: null, created_at: null, immuneScore: 78, demoDataViolation: false, ...over } });

function renderDashboard(demo = false) {
  return render(
    <ProfileTestProviders client={queryClient}>
      <MemoryRouter>
        <SmartWellnessDashboard demo={demo} />
      </MemoryRouter>
    </ProfileTestProviders>,
  );
}
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const patches = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key.startsWith('PATCH'));

beforeEach(() => setSessionStateForTests({ user, loading: false }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Smart Wellness Dashboard', () => {
  it('P2-SWD-01/02, P2-TIER-07: a paying user sees "Your Real Dashboard" with four tabs and their real plans and score', async () => {
    const calls = serve({
      'GET /api/subscription': () => paid,
      'GET /api/profile/analysis': () => analysis({ immuneScore: 91 }),
      'GET /api/profile/action-plans': () => ({ body: { sample: false, plans: [plan(1, { title: 'Walk after dinner' })] } }),
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Your Real Dashboard' })).toBeTruthy();
    expect(screen.queryByText(/sample data/)).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Action Center', 'Wellness Score', 'AI Assistant', 'Wellness Journey']);
    expect(await screen.findByRole('checkbox', { name: 'Walk after dinner' })).toBeTruthy();
    openTab('Wellness Score');
    expect(screen.getByText('91')).toBeTruthy();
    expect(screen.getByText('Your overall score')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain('GET /api/profile/analysis');
  });

  it('P2-SWD-03, P2-TIER-07: everyone else sees "Preview Dashboard" with sample data and an upgrade link; no real analysis is loaded', async () => {
    const calls = serve({
      'GET /api/subscription': () => free,
      'GET /api/profile/action-plans': () => ({ body: { sample: true, plans: [plan(1, { title: 'Sample walk', action_id: 'sample-1' })] } }),
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Preview Dashboard' })).toBeTruthy();
    expect(screen.getByText(/This preview shows sample data/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to see your own dashboard' }).getAttribute('href')).toBe('/pricing');
    expect(await screen.findByRole('checkbox', { name: 'Sample walk' })).toBeTruthy();
    openTab('Wellness Score');
    expect(screen.getByText('78')).toBeTruthy();
    expect(screen.getByText('Sample overall score')).toBeTruthy();
    expect(calls.map((c) => c.key)).not.toContain('GET /api/profile/analysis');
  });

  it('P2-SWD-04..13: at most 5 actions with checkbox, priority, category, impact, effort, steps, pending count and tip', async () => {
    serve({
      'GET /api/subscription': () => paid,
      'GET /api/profile/analysis': () => analysis(),
      'GET /api/profile/action-plans': () => ({
        body: {
          sample: false,
          plans: [
            plan(1, { category: 'fitness', priority: 'high', impact_score: 9, time_sensitivity: 3, metadata: { steps: ['Put shoes by the door', 'Walk 10 minutes'] } }),
            plan(2, { category: 'lifestyle', priority: 'medium' }),
            plan(3, { category: 'other', priority: 'low', status: 'completed', completed_at: '2026-01-02T10:00:00.000Z' }),
            plan(4),
            plan(5),
            plan(6),
          ],
        },
      }),
    });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Your actions' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.queryByRole('checkbox', { name: 'Action 6' })).toBeNull();
    expect(box('Action 3').checked).toBe(true);
    expect(screen.getAllByText('High priority')).toHaveLength(3);
    expect(screen.getByText('Medium priority')).toBeTruthy();
    expect(screen.getByText('Low priority')).toBeTruthy();
    for (const c of ['fitness', 'lifestyle', 'other', 'nutrition']) expect(screen.getAllByText(`Category: ${c}`).length).toBeGreaterThan(0);
    expect(screen.getByText('Impact 9/10')).toBeTruthy();
    expect(screen.getAllByText('Impact 7/10')).toHaveLength(4);
    expect(screen.getByText('Effort 2/5')).toBeTruthy();
    expect(screen.getAllByText('Effort 4/5')).toHaveLength(4);
    expect(screen.getByText('4 pending')).toBeTruthy();
    expect(screen.getByText(/Quick tip: start with the high-impact, low-effort actions/)).toBeTruthy();
    // P2-SWD-10/11: a disclosure only for more than one step.
    const toggle = screen.getByRole('button', { name: /Show 2 steps/ });
    expect(screen.getAllByRole('button', { name: /steps/ })).toHaveLength(1);
    expect(screen.getAllByText('Step: Complete this action')).toHaveLength(4);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const steps = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLOListElement;
    expect(steps.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(steps.hidden).toBe(false);
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Put shoes by the door', 'Walk 10 minutes']);
  });

  it('P2-SWD-14/15: ticking completes and saves; unticking makes it pending again', async () => {
    const calls = serve({
      'GET /api/subscription': () => paid,
      'GET /api/profile/analysis': () => analysis(),
      'GET /api/profile/action-plans': () => ({ body: { sample: false, plans: [plan(1), plan(2)] } }),
      'PATCH /api/profile/action-plans/a1': (b) => {
        const done = (b as { completed: boolean }).completed;
        return { body: plan(1, done ? { status: 'completed', completed_at: '2026-03-01T09:00:00.000Z' } : {}) };
      },
    });
    renderDashboard();
    await screen.findByText('2 pending');
    fireEvent.click(box('Action 1'));
    await waitFor(() => expect(box('Action 1').checked).toBe(true));
    expect(screen.getByText('1 pending')).toBeTruthy();
    await waitFor(() => expect(patches(calls)).toEqual([{ key: 'PATCH /api/profile/action-plans/a1', body: { completed: true } }]));
    fireEvent.click(box('Action 1'));
    await waitFor(() => expect(box('Action 1').checked).toBe(false));
    expect(screen.getByText('2 pending')).toBeTruthy();
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ completed: false }));
    expect(box('Action 1').checked).toBe(false);
  });

  it('P2-SWD-16: a failed update is only logged and the tick quietly goes back', async () => {
    serve({
      'GET /api/subscription': () => paid,
      'GET /api/profile/analysis': () => analysis(),
      'GET /api/profile/action-plans': () => ({ body: { sample: false, plans: [plan(1)] } }),
      'PATCH /api/profile/action-plans/a1': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } }, delay: 30 }),
    });
    renderDashboard();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Action 1' }));
    await waitFor(() => expect(box('Action 1').checked).toBe(true));
    await waitFor(() => expect(log.warn).toHaveBeenCalledWith('Action plan update failed', { actionId: 'a1', code: 'INTERNAL' }));
    await waitFor(() => expect(box('Action 1').checked).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('P2-TIER-07: sample plans tick locally and are never sent to the server', async () => {
    const calls = serve({
      'GET /api/subscription': () => free,
      'GET /api/profile/action-plans': () => ({ body: { sample: true, plans: [plan(1, { action_id: 'sample-1' })] } }),
    });
    renderDashboard();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Action 1' }));
    await waitFor(() => expect(box('Action 1').checked).toBe(true));
    expect(screen.getByText('0 pending')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(patches(calls)).toEqual([]);
  });

  it('P2-ERR-14: failed plan and analysis loads are logged, the score falls back to 78 without a message', async () => {
    serve({
      'GET /api/subscription': () => paid,
      'GET /api/profile/analysis': () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'No' } } }),
      'GET /api/profile/action-plans': () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'No' } } }),
    });
    renderDashboard();
    expect(await screen.findByText('Your actions are not available right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(log.warn).toHaveBeenCalledWith('Wellness analysis could not be loaded', { code: 'FORBIDDEN' }));
    expect(log.warn).toHaveBeenCalledWith('Action plans could not be loaded', { code: 'FORBIDDEN' });
    openTab('Wellness Score');
    expect(screen.getByText('78')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('P2-TIER-08: a demo-data violation for a paying user is logged and shows nothing extra', async () => {
    serve({
      'GET /api/subscription': () => paid,
      'GET /api/profile/analysis': () => analysis({ demoDataViolation: true }),
      'GET /api/profile/action-plans': () => ({ body: { sample: false, plans: [] } }),
    });
    renderDashboard();
    await waitFor(() => expect(log.error).toHaveBeenCalledWith('Demo data violation flagged for a paying user', { check: 'demo_data_leak' }));
    expect(screen.getByRole('heading', { name: 'Your Real Dashboard' })).toBeTruthy();
    expect(screen.queryByText(/violation/i)).toBeNull();
    expect(await screen.findByText(/No actions yet/)).toBeTruthy();
  });

  it('P2-SWD-17..19: overall score, sample sub-scores out of 100 with bars, and sample trends', async () => {
    serve({ 'GET /api/subscription': () => free, 'GET /api/profile/action-plans': () => ({ body: { sample: true, plans: [] } }) });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Preview Dashboard' });
    openTab('Wellness Score');
    expect(screen.getByText('78')).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow'), b.getAttribute('aria-valuemax')])).toEqual([
      ['Nutrition score', '82', '100'],
      ['Fitness score', '75', '100'],
      ['Sleep Quality score', '68', '100'],
      ['Biomarkers score', '85', '100'],
    ]);
    for (const t of ['82/100', '75/100', '68/100', '85/100', '+5 this month', '+3 this week', '7-day streak']) expect(screen.getByText(t)).toBeTruthy();
  });

  it('P2-SWD-21/22: demo mode makes no request; the assistant shows the sample conversation and a button to /register', async () => {
    setSessionStateForTests({ user: null, loading: false });
    const calls = serve({});
    renderDashboard(true);
    expect(screen.getByRole('heading', { name: 'Preview Dashboard' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Take a 10-minute walk after lunch' })).toBeTruthy();
    fireEvent.click(box('Take a 10-minute walk after lunch'));
    await waitFor(() => expect(box('Take a 10-minute walk after lunch').checked).toBe(true));
    openTab('AI Assistant');
    const chat = screen.getByRole('list', { name: 'Sample conversation' });
    expect(within(chat).getAllByRole('listitem')).toHaveLength(4);
    expect(within(chat).getByText('I keep feeling tired in the afternoon. Any ideas?')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create a free account/ }).getAttribute('href')).toBe('/register');
    openTab('Wellness Journey');
    expect(screen.getByText('Improve & Optimize')).toBeTruthy();
    expect(screen.getByText('Time per week: 15–20 min/week')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Engagement' }).getAttribute('aria-valuenow')).toBe('66');
    expect(calls).toEqual([]);
  });

  it('P2-SWD-22: a signed-in user is pointed to the assistant in the header instead of /register', async () => {
    serve({ 'GET /api/subscription': () => free, 'GET /api/profile/action-plans': () => ({ body: { sample: true, plans: [] } }) });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Preview Dashboard' });
    openTab('AI Assistant');
    expect(screen.getByText(/open AI Wellness Chat from the header/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create a free account/ })).toBeNull();
  });

  it('Wellness Journey: the saved level, engagement, focus areas, profile milestones and links', async () => {
    serve({
      'GET /api/subscription': () => free,
      'GET /api/profile/action-plans': () => ({ body: { sample: true, plans: [] } }),
      'GET /api/profile/journey': () => ({ body: { level: 'transform' } }),
      'GET /api/profile': () => ({
        body: { user_id: user.id, created_at: '2026-01-01T00:00:00.000Z', data_completeness_score: 41, personal_info: { age: 40, gender: 'female' }, dietary_info: { type: 'vegan' } },
      }),
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Preview Dashboard' });
    openTab('Wellness Journey');
    expect(await screen.findByText('Transform & Thrive')).toBeTruthy();
    expect(screen.getByText('Time per week: 30+ min/week')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Engagement' }).getAttribute('aria-valuenow')).toBe('100');
    expect(within(screen.getByRole('list', { name: 'Focus areas' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByText('41%')).toBeTruthy();
    expect(screen.getByText('2 of 7 sections completed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change journey' }).getAttribute('href')).toBe('/health/journey-selector');
    expect(screen.getByRole('link', { name: 'Continue profile setup' }).getAttribute('href')).toBe('/onboarding?continue=true');
  });
});
