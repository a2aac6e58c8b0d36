// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuthContext } from './auth-context';
import { HydrationGate } from './client-values';
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

  it('hydrating a prerendered page, it gives what the prerender drew (loading) until hydration has committed, then the session', async () => {
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    const seen: string[] = [];
    function Recorder() {
      const { user, loading } = useAuthContext();
      seen.push(loading ? 'loading' : (user?.email ?? 'signed out'));
      return <p>{seen.at(-1)}</p>;
    }
    const tree = (
      <AuthProvider>
        <Recorder />
      </AuthProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe('loading');
    seen.length = 0;
    let root: Root | undefined;
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <HydrationGate hydrating>{tree}</HydrationGate>);
      });
    });
    expect(seen).toEqual(['loading', 'ann@example.com']);
    expect(container.textContent).toBe('ann@example.com');
    act(() => root?.unmount());
    container.remove();
  });

  it('a re-render of the frame with the same session does not re-render its readers', () => {
    setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
    const renders: string[] = [];
    const Reader = memo(function Reader() {
      const email = useAuthContext().user?.email ?? 'signed out';
      renders.push(email);
      return <p>{email}</p>;
    });
    const frame = (page: string) => (
      <AuthProvider>
        <Reader />
        <p>{page}</p>
      </AuthProvider>
    );
    const { rerender } = render(frame('/dashboard'));
    rerender(frame('/safety/cabinet'));
    expect(screen.getByText('/safety/cabinet')).toBeTruthy();
    expect(renders).toEqual(['ann@example.com']);
    act(() => setSessionStateForTests({ user: { id: 'u2', email: 'bo@example.com' }, loading: false }));
    expect(renders).toEqual(['ann@example.com', 'bo@example.com']);
    expect(screen.getByText('bo@example.com')).toBeTruthy();
  });
});
