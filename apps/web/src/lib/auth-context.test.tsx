// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuthContext } from './auth-context';
import { setSessionStateForTests } from './session';

afterEach(cleanup);

function WhoAmI() {
  const { user, loading } = useAuthContext();
  return <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

describe('auth context', () => {
  it("P1-AUTH-57 used outside its provider it throws 'useAuthContext must be used within an AuthProvider'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the thrown render error
    expect(() => render(<WhoAmI />)).toThrow('useAuthContext must be used within an AuthProvider');
    vi.restoreAllMocks();
  });

  it('inside the provider it gives the session', () => {
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    render(
      <AuthProvider>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(screen.getByText('ann@example.com')).toBeTruthy();
  });
});
