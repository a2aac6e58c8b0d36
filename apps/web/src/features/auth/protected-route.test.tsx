// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSessionStateForTests } from '../../lib/session';
import { getToasts, resetToasts } from '../../lib/toast-store';
import { ProtectedRoute } from './protected-route';

function renderAt(path: string, redirectTo?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account" element={<ProtectedRoute redirectTo={redirectTo}><h1>Account Settings</h1></ProtectedRoute>} />
        <Route path="/login" element={<h1>Sign in page</h1>} />
        <Route path="/auth" element={<h1>Auth page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => resetToasts());
afterEach(cleanup);

describe('protected-route wrapper (P1-FRAME-03..05)', () => {
  it('P1-FRAME-03 shows a spinner while the session loads, then the page for a signed-in user', () => {
    setSessionStateForTests({ user: null, loading: true });
    renderAt('/account');
    expect(screen.getByRole('status').textContent).toContain('Checking your sign-in...');
    expect(screen.queryByRole('heading', { name: 'Account Settings' })).toBeNull();
    act(() => setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false }));
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(getToasts()).toHaveLength(0);
  });

  it("P1-FRAME-04/05 without a user: toast 'You must be logged in to access this page' and /login", async () => {
    setSessionStateForTests({ user: null, loading: false });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(getToasts().map((t) => t.title)).toEqual(['You must be logged in to access this page']);
  });

  it('redirects to the given path instead when one is set', async () => {
    setSessionStateForTests({ user: null, loading: false });
    renderAt('/account', '/auth');
    expect(await screen.findByRole('heading', { name: 'Auth page' })).toBeTruthy();
  });

  it('signing out on a protected page sends the visitor away', async () => {
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    renderAt('/account');
    act(() => setSessionStateForTests({ user: null, loading: false }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
  });
});
