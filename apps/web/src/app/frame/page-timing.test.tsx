// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPerformanceMonitor } from '../../lib/performance-monitor';
import { HydrationMark, LoadingMark, PageCommitted, PageTimer } from './page-timing';

afterEach(cleanup);

function page(timer: PageTimer, monitor: ReturnType<typeof createPerformanceMonitor>, content: React.ReactNode) {
  return (
    <Suspense
      fallback={
        <LoadingMark timer={timer}>
          <p>Loading page...</p>
        </LoadingMark>
      }
    >
      <HydrationMark timer={timer} />
      {content}
      <PageCommitted timer={timer} name="/dashboard" monitor={monitor} />
    </Suspense>
  );
}

describe('page timing for the performance monitor (P1-SEC-31/32)', () => {
  it('a page whose code was ready is measured as a render: over 16 ms is reported', () => {
    const warn = vi.fn();
    const monitor = createPerformanceMonitor(warn);
    let clock = 1000;
    const timer = new PageTimer(() => clock);
    clock = 1020;
    render(page(timer, monitor, <h1>Dashboard</h1>));
    expect(monitor.snapshot().renders).toEqual({ count: 1, slow: 1, worstMs: 20 });
    expect(warn).toHaveBeenCalledWith('Slow render', { name: 'page /dashboard', ms: 20, thresholdMs: 16 });
    expect(monitor.snapshot().loads.count).toBe(0);
  });

  it('a page that waited for its code is measured as a load, once', async () => {
    const warn = vi.fn();
    const monitor = createPerformanceMonitor(warn);
    let clock = 0;
    const timer = new PageTimer(() => clock);
    let resolve: (m: { default: () => React.ReactElement }) => void = () => {};
    const Lazy = lazy(() => new Promise<{ default: () => React.ReactElement }>((r) => (resolve = r)));
    const view = render(page(timer, monitor, <Lazy />));
    expect(screen.getByText('Loading page...')).toBeTruthy();
    clock = 2500;
    await act(async () => resolve({ default: () => <h1>Dashboard</h1> }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    view.rerender(page(timer, monitor, <Lazy />));
    expect(monitor.snapshot().loads).toEqual({ count: 1, slow: 1, worstMs: 2500 });
    expect(monitor.snapshot().renders.count).toBe(0);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Slow load', { name: 'page /dashboard', ms: 2500, thresholdMs: 2000 });
  });

  it('a page hydrated from prerendered HTML is measured as a load, not a slow render', async () => {
    const warn = vi.fn();
    const monitor = createPerformanceMonitor(warn);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new PageTimer(), createPerformanceMonitor(vi.fn()), <h1>Welcome</h1>));
    document.body.append(container);
    let clock = 1000;
    const timer = new PageTimer(() => clock);
    clock = 1040;
    const root = await act(async () => hydrateRoot(container, page(timer, monitor, <h1>Welcome</h1>)));
    expect(container.querySelector('h1')?.textContent).toBe('Welcome');
    expect(monitor.snapshot().loads).toEqual({ count: 1, slow: 0, worstMs: 40 });
    expect(monitor.snapshot().renders.count).toBe(0);
    expect(warn).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
