// @vitest-environment happy-dom
import { ProfileTestProviders } from '../testing/profile-test-providers';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setSessionStateForTests } from '../../../lib/session';
import { resetToasts } from '../../../lib/toast-store';
import { Toaster } from '../../../ui/toaster';
import { SystemStatusCard } from './system-status-card';

const failCheck = vi.hoisted(() => ({ on: false }));
vi.mock('@thrivewell/core/rules/system-status', async (importOriginal) => {
  const real = await importOriginal<typeof import('@thrivewell/core/rules/system-status')>();
  return {
    ...real,
    runSystemCheck: (input: Parameters<typeof real.runSystemCheck>[0]) => {
      if (failCheck.on) throw new Error('boom');
      return real.runSystemCheck(input);
    },
  };
});

type Answer = { status?: number; body?: unknown };
function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const a = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200 });
  }));
  return calls;
}

const user = { id: 'a1b2c3d4-e5f6-4789-8abc-def012345678', email: 'ann@example.com' };
const unauthorized = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required. Please log in to continue.' } } };
const legacy = { any: false, questionnaire: false, personalInfo: false, medicalHistory: false, medications: false, diet: false };
const status = (over: Record<string, unknown> = {}) => ({
  hasProfile: true, onboardingComplete: true, isNewUser: false, resumeStep: 0, lastCompletedStep: null, completenessScore: 62,
  completedAt: null, updatedAt: null, recoveryOffered: false, legacy, journeyLevel: null, storedMedications: [], lastSystemCheck: null, ...over,
});
const profile = (over: Record<string, unknown> = {}) => ({
  user_id: user.id, created_at: '2025-01-01T00:00:00.000Z', data_completeness_score: 62, onboarding_completed: true,
  personal_info: { age: 40, gender: 'female' }, medical_history: { conditions: ['Asthma'] }, ...over,
});
function healthy(over: Record<string, (body: unknown) => Answer> = {}) {
  return serve({
    'GET /api/profile': () => ({ body: profile() }),
    'GET /api/profile/status': () => ({ body: status() }),
    'GET /api/subscription': () => ({ body: { isSubscribed: false, tier: 'free', simplifiedTier: 'free' } }),
    'POST /api/profile/system-check': () => ({ body: { lastSystemCheck: '2025-03-04T10:20:00.000Z' } }),
    ...over,
  });
}

function renderCard() {
  return render(
    <ProfileTestProviders client={queryClient}>
      <SystemStatusCard />
      <div data-testid="toasts"><Toaster /></div>
    </ProfileTestProviders>,
  );
}
const toastText = () => screen.getByTestId('toasts').textContent ?? '';
const lineStatus = (line: string) => within(screen.getByRole('list', { name: 'System checks' })).getByText(line).closest('li')?.textContent?.replace(line, '');
const detail = (name: string) => screen.getByText(name).nextSibling?.textContent;
const summary = () => screen.getByText((_, el) => el?.getAttribute('role') === 'status' && el.tagName === 'P').textContent;
const checks = (calls: { key: string }[]) => calls.filter((c) => c.key === 'POST /api/profile/system-check').length;

beforeEach(() => setSessionStateForTests({ user, loading: false }));
afterEach(() => {
  cleanup();
  resetToasts();
  queryClient.clear();
  failCheck.on = false;
  vi.unstubAllGlobals();
});

describe('System Status card', () => {
  it("P2-SYS-01..05/07/11/14 runs once by itself when the profile loads: five Operational lines, score, 'free', no recoverable data; summary inline, no toast", async () => {
    const calls = healthy();
    const { rerender } = renderCard();
    const lines = ['Authentication', 'Data Retrieval', 'Feature Gating', 'Data Saving', 'Cross-Migration'];
    expect(within(screen.getByRole('list', { name: 'System checks' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(lines);
    await waitFor(() => expect(summary()).toBe('All systems operational!'));
    for (const line of lines) expect(lineStatus(line)).toBe('Operational');
    expect(detail('Profile score')).toBe('62%');
    expect(detail('Subscription tier')).toBe('free');
    expect(detail('Recoverable data')).toBe('No');
    expect(detail('Last check')).not.toBe('Never');
    expect(toastText()).toBe('');
    rerender(
      <ProfileTestProviders client={queryClient}>
        <SystemStatusCard />
      </ProfileTestProviders>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(checks(calls)).toBe(1);
  });

  it("P2-SYS-06/12/14 Run System Check saves lastSystemCheck again, re-reads the profile and ends with the toast 'All systems operational!'", async () => {
    const calls = healthy({ 'GET /api/subscription': () => ({ body: { isSubscribed: true, tier: 'health_pro', simplifiedTier: 'paid' } }) });
    renderCard();
    await waitFor(() => expect(summary()).toBe('All systems operational!'));
    expect(detail('Subscription tier')).toBe('paid');
    const profileReads = calls.filter((c) => c.key === 'GET /api/profile').length;
    fireEvent.click(screen.getByRole('button', { name: 'Run System Check' }));
    await waitFor(() => expect(toastText()).toContain('All systems operational!'));
    expect(checks(calls)).toBe(2);
    expect(calls.find((c) => c.key === 'POST /api/profile/system-check')?.body).toEqual({});
    expect(calls.filter((c) => c.key === 'GET /api/profile').length).toBe(profileReads + 1);
  });

  it("P2-SYS-08/09/12/15 signed out: Authentication, Data Retrieval and Data Saving are Error → '3 critical issues detected'", async () => {
    setSessionStateForTests({ user: null, loading: false });
    healthy({ 'GET /api/profile': () => unauthorized, 'GET /api/profile/status': () => unauthorized, 'POST /api/profile/system-check': () => unauthorized });
    renderCard();
    await waitFor(() => expect(summary()).toBe('3 critical issues detected'));
    expect(lineStatus('Authentication')).toBe('Error');
    expect(lineStatus('Data Retrieval')).toBe('Error');
    expect(lineStatus('Data Saving')).toBe('Error');
    expect(lineStatus('Feature Gating')).toBe('Operational');
    expect(lineStatus('Cross-Migration')).toBe('Operational');
    expect(detail('Subscription tier')).toBe('free');
    fireEvent.click(screen.getByRole('button', { name: 'Run System Check' }));
    await waitFor(() => expect(toastText()).toContain('3 critical issues detected'));
  });

  it("P2-SYS-09/12 no profile row (404) and the save refused → Data Retrieval and Data Saving Error", async () => {
    healthy({
      'GET /api/profile': () => ({ status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: 'No profile' } } }),
      'GET /api/profile/status': () => ({ body: status({ hasProfile: false, completenessScore: 0 }) }),
      'POST /api/profile/system-check': () => ({ status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: 'No health profile yet' } } }),
    });
    renderCard();
    await waitFor(() => expect(summary()).toBe('2 critical issues detected'));
    expect(lineStatus('Authentication')).toBe('Operational');
    expect(lineStatus('Data Retrieval')).toBe('Error');
    expect(lineStatus('Data Saving')).toBe('Error');
    expect(detail('Profile score')).toBe('0%');
  });

  it("P2-SYS-05/10/13/16 score 0 with recoverable data and an unmigrated questionnaire → two Warnings, toast '2 warnings detected'", async () => {
    healthy({
      'GET /api/profile': () => ({ body: profile({ data_completeness_score: 0, personal_info: null, medical_history: {} }) }),
      'GET /api/profile/status': () => ({ body: status({ completenessScore: 0, recoveryOffered: true, legacy: { ...legacy, any: true, questionnaire: true } }) }),
    });
    renderCard();
    await waitFor(() => expect(summary()).toBe('2 warnings detected'));
    expect(lineStatus('Data Retrieval')).toBe('Warning');
    expect(lineStatus('Cross-Migration')).toBe('Warning');
    expect(lineStatus('Data Saving')).toBe('Operational');
    expect(detail('Recoverable data')).toBe('Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Run System Check' }));
    await waitFor(() => expect(toastText()).toContain('2 warnings detected'));
  });

  it("P2-SYS-17 an exception during the check: 'System check failed'", async () => {
    healthy();
    renderCard();
    await waitFor(() => expect(summary()).toBe('All systems operational!'));
    failCheck.on = true;
    fireEvent.click(screen.getByRole('button', { name: 'Run System Check' }));
    await waitFor(() => expect(toastText()).toContain('System check failed'));
    expect(summary()).toBe('System check failed');
  });
});
