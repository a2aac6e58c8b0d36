import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/client-values';
import { performanceMonitor, type PerformanceMonitor } from '../../lib/performance-monitor';

/**
 * Measures one page for the performance monitor (P1-SEC-31/32): from the page's first render
 * to its commit. A page whose code was ready is a render (slow above 16 ms); a page that had to
 * wait for its code first (its loading fallback showed), or that was hydrated from prerendered
 * HTML (in slices, as a transition, while the painted page stays usable), is a load (slow above
 * 2000 ms).
 */
export class PageTimer {
  private startedAt: number | null;
  private loading = false;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
    this.startedAt = now();
  }

  private readonly now: () => number;

  markLoading(): void {
    this.loading = true;
  }

  /** The measurement, once: later calls (StrictMode's second effect) return null. */
  finish(): { ms: number; loading: boolean } | null {
    if (this.startedAt === null) return null;
    const ms = this.now() - this.startedAt;
    this.startedAt = null;
    return { ms, loading: this.loading };
  }
}

/** One timer per mounted page, started at its first render. */
export function usePageTimer(): PageTimer {
  const [timer] = useState(() => new PageTimer());
  return timer;
}

/** Wraps the page's loading fallback: if it renders, the page is loading, not just rendering. */
export function LoadingMark({ timer, children }: { timer: PageTimer; children: ReactNode }) {
  timer.markLoading();
  return children;
}

/**
 * Placed before the page inside its Suspense boundary: while React hydrates prerendered HTML the
 * page is being loaded, not rendered, so its time is judged as a load. (Otherwise every hydration
 * is a 'Slow render', and reporting it pulls the logger onto the landing page, W2-C §2.) A leaf of
 * its own, so the update after hydration re-renders nothing else.
 */
export function HydrationMark({ timer }: { timer: PageTimer }) {
  if (!useHydrated()) timer.markLoading();
  return null;
}

/** Placed after the page inside its Suspense boundary, so it commits together with the page. */
export function PageCommitted({ timer, name, monitor = performanceMonitor }: { timer: PageTimer; name: string; monitor?: PerformanceMonitor }) {
  useLayoutEffect(() => {
    const measured = timer.finish();
    if (!measured) return;
    if (measured.loading) monitor.recordLoad(`page ${name}`, measured.ms);
    else monitor.recordRender(`page ${name}`, measured.ms);
  }, [timer, name, monitor]);
  return null;
}
