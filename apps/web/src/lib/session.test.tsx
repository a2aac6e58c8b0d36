// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearLocalAuthData,
  getSessionState,
  isLocalAuthKey,
  refreshSession,
  sessionNavigation,
  setSessionStateForTests,
  signOutEverywhere,
  useSession,
} from './session';

/** Replaces fetch with fixed JSON answers per 'METHOD /path' and records the calls. */
function fakeApi(routes: Record<string, () => { status?: number; body?: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input}`;
      calls.push(key);
      const answer = routes[key]?.() ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200 });
    }),
  );
  return { callsTo: (key: string) => calls.filter((c) => c === key) };
}

function Probe() {
  const { user, loading } = useSession();
  return <p data-testid="probe">{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

const go = vi.fn();
beforeEach(() => {
  go.mockReset();
  vi.spyOn(sessionNavigation, 'assign').mockImplementation(go);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('session store (P1-AUTH-56)', () => {
  it('starts loading, then shows the user GET /api/auth/get-session returns', async () => {
    fakeApi({ 'GET /api/auth/get-session': () => ({ body: { session: { id: 's1' }, user: { id: 'u1', email: 'ann@example.com' } } }) });
    setSessionStateForTests({ user: null, loading: true });
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('loading');
    await act(async () => {
      await refreshSession();
    });
    expect(screen.getByTestId('probe').textContent).toBe('ann@example.com');
  });

  it('a null session (signed out) or an unreachable server on first load ends loading as signed out', async () => {
    fakeApi({ 'GET /api/auth/get-session': () => ({ body: null }) });
    setSessionStateForTests({ user: null, loading: true });
    await refreshSession();
    expect(getSessionState()).toEqual({ user: null, loading: false });

    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    setSessionStateForTests({ user: null, loading: true });
    await refreshSession();
    expect(getSessionState()).toEqual({ user: null, loading: false });
  });

  it('keeps the known user when a later refresh cannot reach the server', async () => {
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await refreshSession();
    expect(getSessionState().user?.email).toBe('ann@example.com');
  });
});

describe('signOutEverywhere (P1-AUTH-47..52)', () => {
  it('calls the global sign-out, clears auth and onboarding_ keys, and goes to /login', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-out': () => ({ body: { success: true } }) });
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    localStorage.setItem('onboarding_step', '3');
    localStorage.setItem('sb-abc-auth-token', 'x');
    localStorage.setItem('cookie-consent', '{}');
    sessionStorage.setItem('came-from-home', 'true');
    await signOutEverywhere();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.getItem('onboarding_step')).toBeNull();
    expect(localStorage.getItem('sb-abc-auth-token')).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('{}');
    expect(sessionStorage.getItem('came-from-home')).toBeNull();
    expect(go).toHaveBeenCalledWith('/login');
  });

  it('still goes to /login when the sign-out fails', async () => {
    fakeApi({ 'POST /api/auth/sign-out': () => ({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' } } }) });
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    await signOutEverywhere();
    expect(go).toHaveBeenCalledWith('/login');
  });

  it("goes to /login after 5000 ms when the server does not answer ('Sign out timeout')", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    const done = signOutEverywhere();
    await vi.advanceTimersByTimeAsync(4999);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(go).toHaveBeenCalledWith('/login');
  });

  it('names auth leftovers and onboarding_ keys as local auth data, nothing else', () => {
    expect(isLocalAuthKey('onboarding_profile')).toBe(true);
    expect(isLocalAuthKey('sb-project-auth-token')).toBe(true);
    expect(isLocalAuthKey('footer-disclaimer-dismissed')).toBe(false);
    expect(isLocalAuthKey('hideDisclaimerPopup')).toBe(false);
    localStorage.setItem('onboarding_a', '1');
    clearLocalAuthData();
    expect(localStorage.getItem('onboarding_a')).toBeNull();
  });
});

describe('other tabs', () => {
  it('re-reads the session when another tab signs in or out', async () => {
    const api = fakeApi({ 'GET /api/auth/get-session': () => ({ body: { user: { id: 'u2', email: 'bob@example.com' } } }) });
    setSessionStateForTests({ user: null, loading: false });
    render(<Probe />);
    // The store listens once it is first used; simulate the storage event another tab causes.
    window.dispatchEvent(new StorageEvent('storage', { key: 'session-changed', newValue: String(Date.now()) }));
    await waitFor(() => expect(api.callsTo('GET /api/auth/get-session').length).toBeGreaterThan(0));
  });
});
