// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Errors are reported through a chunk of their own; here they are only recorded.
vi.mock('../lib/report-error', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/report-error')>()),
  reportError: vi.fn(),
  logWarning: vi.fn(),
}));

/**
 * A fresh router module (and session store) per test, with app/other-routes.tsx either loadable
 * or unreachable (offline, or a deploy replaced its chunk); `imported` says whether it was asked for.
 */
async function loadRouter(otherRoutes: 'loadable' | 'unreachable' = 'loadable') {
  vi.resetModules();
  const imported = { otherRoutes: false };
  vi.doMock('./other-routes', async (importOriginal) => {
    imported.otherRoutes = true;
    if (otherRoutes === 'unreachable') throw new TypeError('Failed to fetch dynamically imported module: /assets/other-routes-1.js');
    return importOriginal();
  });
  const router = await import('./router');
  const { setSessionStateForTests } = await import('../lib/session');
  setSessionStateForTests({ user: null, loading: false });
  return { ...router, setSessionStateForTests, imported };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, AppRoutes: () => React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Location />
    </MemoryRouter>,
  );
}

/** A link of the landing page's own 'Learn more' navigation (the header and footer have theirs). */
const landingLink = (name: string) => within(screen.getByRole('navigation', { name: 'Learn more' })).getByRole('link', { name });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {})); // React logs caught errors
afterEach(() => {
  cleanup();
  vi.doUnmock('./other-routes');
  vi.restoreAllMocks();
});

describe('the landing page, from the entry script alone (W2-C §2)', () => {
  it('renders without loading the other routes (the route table, the page loaders, the sign-in guard)', async () => {
    const { AppRoutes, preloadPage, imported } = await loadRouter();
    await preloadPage('/');
    renderAt('/', AppRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Wellness Intelligence' })).toBeTruthy();
    expect(screen.queryByText(/^Loading .*page\.\.\.$/)).toBeNull();
    expect(imported.otherRoutes).toBe(false);
  });

  it('an in-app link to another page loads the other routes, then the page', async () => {
    const { AppRoutes, preloadPage, imported } = await loadRouter();
    await preloadPage('/');
    renderAt('/', AppRoutes);
    fireEvent.click(landingLink('About'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Why .* exists$/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/about');
    expect(imported.otherRoutes).toBe(true);
  });
});

describe('every other page, through app/other-routes.tsx', () => {
  it('a page preloaded before the first render shows at once, with its title', async () => {
    const { AppRoutes, preloadPage } = await loadRouter();
    await preloadPage('/about');
    renderAt('/about', AppRoutes);
    expect(screen.getByRole('heading', { level: 1, name: /^Why .* exists$/ })).toBeTruthy();
    await act(async () => {});
    expect(document.title).toBe('About · Thrivewell');
  });

  it('an unknown path shows the 404 page', async () => {
    const { AppRoutes, preloadPage } = await loadRouter();
    await preloadPage('/no-such-page');
    renderAt('/no-such-page', AppRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('a protected page is guarded: "Checking your sign-in..." while the session loads (P1-FRAME-03)', async () => {
    const { AppRoutes, preloadPage, setSessionStateForTests } = await loadRouter();
    await preloadPage('/account');
    setSessionStateForTests({ user: null, loading: true });
    renderAt('/account', AppRoutes);
    expect(screen.getByText('Checking your sign-in...')).toBeTruthy();
  });

  it('names the route pattern of a path for measurements (not the path, which can hold ids)', async () => {
    const { routePattern } = await loadRouter();
    expect(await routePattern('/')).toBe('/');
    expect(await routePattern('/upgrade/barcode_scan')).toBe('/upgrade/:feature');
    expect(await routePattern('/no-such-page')).toBe('(no route)');
  });
});

describe("when the other routes' chunk cannot be loaded", () => {
  it('preloading a page rejects, so the boot shows the global error screen with Reload (not a blank page)', async () => {
    const { preloadPage } = await loadRouter('unreachable');
    await expect(preloadPage('/about')).rejects.toThrow();
    await expect(preloadPage('/')).resolves.toBeUndefined();
  });

  it("an in-app navigation shows 'Page Error' in the frame, which keeps working", async () => {
    const { AppRoutes, preloadPage } = await loadRouter('unreachable');
    await preloadPage('/');
    renderAt('/', AppRoutes);
    fireEvent.click(landingLink('About'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Error' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'AI-Powered Wellness Intelligence' })).toBeTruthy();
  });
});
