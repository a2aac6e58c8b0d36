// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeyboardShortcuts, recentFocus, RouteAnnouncer, ScrollToTop } from './a11y';

/** Like a lazy page: a loading text first, the heading a moment later. */
function Later() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(t);
  }, []);
  return ready ? <h1>Loaded later</h1> : <p>Loading Later page...</p>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Frame({ navVisible = true }: { navVisible?: boolean }) {
  return (
    <>
      <nav id="main-navigation" tabIndex={-1} hidden={!navVisible}>
        <Link to="/about">About</Link>
        <Link to="/later">Later</Link>
        <Link to="/blank">Blank</Link>
      </nav>
      <button type="button" aria-controls="mobile-menu">
        Open menu
      </button>
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/about" element={<h1>About Thrivewell</h1>} />
          <Route path="/blank" element={<p>no heading</p>} />
          <Route path="/later" element={<Later />} />
        </Routes>
        <input aria-label="Search" />
      </main>
      <Where />
      <RouteAnnouncer />
      <ScrollToTop />
      <KeyboardShortcuts />
    </>
  );
}

function renderAt(path: string, navVisible = true) {
  // happy-dom has no layout: say that only elements not marked hidden take up space.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.hidden ? [] : [{}]) as unknown as DOMRectList;
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Frame navVisible={navVisible} />
    </MemoryRouter>,
  );
}

const alt = (code: string, key = code.slice(3).toLowerCase(), target: Element = document.body) =>
  fireEvent.keyDown(target, { altKey: true, code, key });

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('KeyboardShortcuts', () => {
  it('P1-A11Y-01: Alt+H goes to the home page', () => {
    renderAt('/about');
    alt('KeyH');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('P1-A11Y-02: Alt+M focuses the main area', () => {
    renderAt('/');
    alt('KeyM');
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('P1-A11Y-03: Alt+N focuses the navigation, or the menu button when it is collapsed', () => {
    renderAt('/');
    alt('KeyN');
    expect(document.activeElement?.id).toBe('main-navigation');
    cleanup();
    renderAt('/', false);
    alt('KeyN');
    expect(document.activeElement?.getAttribute('aria-controls')).toBe('mobile-menu');
  });

  it('leaves Option+letter characters to text fields (macOS) but still works there on Alt+letter', () => {
    renderAt('/');
    const input = screen.getByLabelText('Search');
    input.focus();
    alt('KeyM', 'µ', input);
    expect(document.activeElement).toBe(input);
    alt('KeyM', 'm', input);
    expect(document.activeElement?.id).toBe('main-content');
  });
});

describe('RouteAnnouncer', () => {
  it('P1-A11Y-05/06/07: on route change focuses the new heading, announces it, clears after 1 s', async () => {
    renderAt('/');
    const region = screen.getByRole('status');
    expect(region.textContent).toBe(''); // nothing on first load
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    const heading = screen.getByRole('heading', { name: 'About Thrivewell' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Navigated to About Thrivewell');
    act(() => vi.advanceTimersByTime(999));
    expect(region.textContent).toBe('Navigated to About Thrivewell');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
  });

  it('P1-A11Y-05: a lazily loaded page gets focus once its heading appears', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Later' }));
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(300));
    const heading = screen.getByRole('heading', { name: 'Loaded later' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toBe('Navigated to Loaded later');
  });

  it('P1-A11Y-05: a page without a heading gets the main area focused, named by the title', async () => {
    document.title = 'Blank · Thrivewell';
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Blank' }));
    await act(async () => vi.advanceTimersByTime(2000));
    expect(document.activeElement?.id).toBe('main-content');
    expect(screen.getByRole('status').textContent).toBe('Navigated to Blank');
  });

  it('P1-A11Y-11: remembers at most the last 10 focused elements', () => {
    renderAt('/');
    const input = screen.getByLabelText('Search');
    for (let i = 0; i < 6; i++) {
      input.focus();
      screen.getByRole('button', { name: 'Open menu' }).focus();
    }
    expect(recentFocus()).toHaveLength(10);
    expect(recentFocus().at(-1)).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});

describe('ScrollToTop', () => {
  it('P1-A11Y-10: scrolls to the top on every path change, smoothly by default', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    alt('KeyH');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('P1-A11Y-08: jumps instantly when reduced motion is preferred', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
