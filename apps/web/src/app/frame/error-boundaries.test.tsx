// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../lib/report-error';
import { GlobalErrorBoundary } from './global-error-boundary';
import { RouteErrorBoundary } from './route-error-screen';

vi.mock('../../lib/report-error', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/report-error')>()),
  reportError: vi.fn(),
}));
const report = vi.mocked(reportError);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
  report.mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let shouldThrow = true;
function Bomb() {
  if (shouldThrow) throw new Error('render failed');
  return <p>All good</p>;
}

describe('GlobalErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
  });

  it('P1-FRAME-11/12: shows the title, an error id and the spec text', () => {
    render(
      <GlobalErrorBoundary>
        <Bomb />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("We've encountered an unexpected error. Our team has been notified and will look into this issue."),
    ).toBeTruthy();
    const id = screen.getByText(/^ERR-/).textContent!;
    expect(screen.getByText('Error ID:', { exact: false })).toBeTruthy();
    // P1-ERR-02: the report carries the same error id and the component stack.
    expect(report).toHaveBeenCalledTimes(1);
    const sent = report.mock.calls[0]![0];
    expect(sent.error).toBeInstanceOf(Error);
    expect(sent.context).toMatchObject({ errorId: id });
    expect(String(sent.context?.componentStack)).toContain('Bomb');
  });

  it('P1-FRAME-13: Try Again resets the boundary to normal', () => {
    render(
      <GlobalErrorBoundary>
        <Bomb />
      </GlobalErrorBoundary>,
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('P1-FRAME-13: Reload Page reloads the page', () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      render(
        <GlobalErrorBoundary>
          <Bomb />
        </GlobalErrorBoundary>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

/** Mirrors router.tsx: one boundary per page, keyed by path. */
function Page({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname} path={pathname}>
      {name === 'broken' ? <Bomb /> : <h1>{name}</h1>}
    </RouteErrorBoundary>
  );
}

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries}>
      <Routes>
        <Route path="/" element={<Page name="Home" />} />
        <Route path="/about" element={<Page name="About" />} />
        <Route path="/dashboard/broken" element={<Page name="broken" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
  });

  it('P1-FRAME-08/09/10: shows Page Error, the route path, the spec text, Go Back and Go Home', () => {
    renderAt(['/dashboard/broken']);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Error' })).toBeTruthy();
    expect(screen.getByText('/dashboard/broken')).toBeTruthy();
    expect(screen.getByText("This page encountered an error and couldn't load properly.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    const sent = report.mock.calls[0]![0];
    expect(sent.type).toBe('route_error');
    expect(sent.context).toMatchObject({ errorId: expect.stringMatching(/^ERR-/), path: '/dashboard/broken' });
    expect(String(sent.context?.componentStack)).toContain('Bomb');
  });

  it('P1-FRAME-10: Go Home goes to / and the page works again', () => {
    renderAt(['/dashboard/broken']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('P1-FRAME-10: Go Back returns to the previous page', () => {
    renderAt(['/about', '/dashboard/broken']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
  });

  it('an error in one page leaves the rest of the frame alone', () => {
    function Frame() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount((c) => c + 1)}>Frame {count}</button>
          <RouteErrorBoundary path="/x">
            <Bomb />
          </RouteErrorBoundary>
        </>
      );
    }
    render(
      <MemoryRouter>
        <Frame />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Frame 0' })));
    expect(screen.getByRole('button', { name: 'Frame 1' })).toBeTruthy();
    expect(screen.getByText('Page Error')).toBeTruthy();
  });
});
