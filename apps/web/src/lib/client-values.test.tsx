// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { startTransition, useDeferredValue } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationGate, useHydrated } from './client-values';
import { useStoredValue } from './local-store';
import { setSessionStateForTests, useSession } from './session';

/** What one render of a reader saw: the three client-only values, and whether its deferred copy lagged behind. */
interface Seen {
  email: string | null;
  loading: boolean;
  theme: string | null;
  hydrated: boolean;
  deferredLagged: boolean;
}

let seen: Seen[] = [];
/** A frame-like reader: the session, a stored value and the hydrated flag, plus a deferred copy as ProtectedRoute keeps. */
function Reader() {
  const session = useSession();
  const [theme] = useStoredValue('thrivewell-theme');
  const hydrated = useHydrated();
  const deferred = useDeferredValue(session);
  seen.push({ email: session.user?.email ?? null, loading: session.loading, theme, hydrated, deferredLagged: deferred !== session });
  return <p>{session.loading ? 'Checking your sign-in...' : session.user?.email}</p>;
}

const serverValues = { email: null, loading: true, theme: null, hydrated: false, deferredLagged: false };
const clientValues = { email: 'ann@example.com', loading: false, theme: 'dark', hydrated: true, deferredLagged: false };

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  seen = [];
  localStorage.setItem('thrivewell-theme', 'dark');
  setSessionStateForTests({ user: { id: 'u1', email: 'ann@example.com' }, loading: false });
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  container.remove();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The prerendered HTML (server snapshots), then hydration as boot.tsx starts it. */
async function hydrate(tree: (children: React.ReactNode) => React.ReactNode) {
  container.innerHTML = renderToString(<Reader />);
  seen = [];
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, tree(<Reader />));
    });
  });
  return { consoleError };
}

describe('HydrationGate: client-only values while a prerendered page hydrates', () => {
  it('hydrates with the values the prerender drew, then switches session, storage and hydrated together', async () => {
    const { consoleError } = await hydrate((children) => <HydrationGate hydrating>{children}</HydrationGate>);
    expect(seen[0]).toEqual(serverValues);
    expect(seen.at(-1)).toEqual(clientValues);
    // Never a render with some client values and some server ones.
    for (const s of seen) expect([serverValues, clientValues]).toContainEqual(s);
    expect(container.textContent).toBe('ann@example.com');
    expect(consoleError).not.toHaveBeenCalled(); // no hydration mismatch
  });

  it('switches in a transition after hydration: two renders of a reader, its deferred copy never lagging', async () => {
    await hydrate((children) => <HydrationGate hydrating>{children}</HydrationGate>);
    expect(seen).toEqual([serverValues, clientValues]);
  });

  it('without the gate, the switch is a forced synchronous render: the deferred copy lags and a third render follows', async () => {
    await hydrate((children) => children);
    expect(seen).toHaveLength(3);
    expect(seen[1]).toMatchObject({ email: 'ann@example.com', deferredLagged: true });
  });

  it('a store change while hydration is under way is read when the gate opens', async () => {
    setSessionStateForTests({ user: null, loading: true });
    container.innerHTML = renderToString(<Reader />);
    seen = [];
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <HydrationGate hydrating>
            <Reader />
          </HydrationGate>,
        );
      });
      setSessionStateForTests({ user: { id: 'u2', email: 'bo@example.com' }, loading: false });
    });
    expect(seen.at(-1)).toMatchObject({ email: 'bo@example.com', loading: false, hydrated: true });
    expect(container.textContent).toBe('bo@example.com');
  });

  it('a fresh render (nothing prerendered) has the client values at once', () => {
    render(
      <HydrationGate hydrating={false}>
        <Reader />
      </HydrationGate>,
    );
    expect(seen).toEqual([clientValues]);
  });

  it('a later store change re-renders readers as before', () => {
    render(
      <HydrationGate hydrating={false}>
        <Reader />
      </HydrationGate>,
    );
    act(() => setSessionStateForTests({ user: null, loading: false }));
    expect(seen.at(-1)).toMatchObject({ email: null, loading: false });
  });
});
