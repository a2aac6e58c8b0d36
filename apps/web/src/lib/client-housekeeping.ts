import { cleanupIntervalMs, runCleanup } from './client-cleanup';
import { startLazyImages } from './lazy-images';
import { checkMemory, memoryCheckIntervalMs, usedHeapBytes } from './memory-check';
import { cacheRateIntervalMs, observeResourceLoads, performanceMonitor, recordPageLoad, type PerformanceMonitor } from './performance-monitor';
import { logWarning } from './report-error';
import { checkClientSecurity, type Warn } from './security-monitor';

/**
 * The client housekeeping of spec part 1 §9, started once by the app frame after the page has
 * loaded: the security monitor (at start and with every cleanup), the 5-minute cleanup, the
 * 30 s memory check, the performance thresholds applied to real measurements, and lazy images
 * 1 s after load. Returns a function that stops it all (tests, hot reload).
 */
export interface HousekeepingDeps {
  win: Window;
  doc: Document;
  local: Storage | undefined;
  session: Storage | undefined;
  production: boolean;
  warn: Warn;
  monitor: PerformanceMonitor;
  perf: Performance | undefined;
  /** The pattern of the route the page was loaded on (not the path: a path can hold ids), for the page-load measure. */
  routePattern: string;
  PerformanceObserverImpl?: typeof PerformanceObserver;
}

function storage(win: Window, kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return win[kind];
  } catch {
    return undefined; // storage disabled (privacy mode)
  }
}

export function browserHousekeepingDeps(production: boolean, routePattern: string): HousekeepingDeps {
  return {
    win: window,
    doc: document,
    local: storage(window, 'localStorage'),
    session: storage(window, 'sessionStorage'),
    production,
    warn: logWarning,
    monitor: performanceMonitor,
    perf: window.performance,
    routePattern,
  };
}

let running: (() => void) | undefined;

export function startClientHousekeeping(deps: HousekeepingDeps): () => void {
  if (running) return running;
  const { win, doc, warn, monitor } = deps;
  const secure = () => checkClientSecurity({ storage: deps.local, location: win.location, warn });
  const clean = () => {
    runCleanup({ doc, storage: deps.local, production: deps.production });
    secure();
  };
  clean();

  const timers = [
    win.setInterval(clean, cleanupIntervalMs),
    win.setInterval(() => checkMemory({ usedBytes: usedHeapBytes(deps.perf), storages: [deps.local, deps.session], warn }), memoryCheckIntervalMs),
    win.setInterval(() => monitor.checkCacheHitRate(), cacheRateIntervalMs),
  ];
  recordPageLoad(monitor, deps.perf, deps.routePattern);
  const stopResources = observeResourceLoads(monitor, deps.PerformanceObserverImpl ?? (win as Window & typeof globalThis).PerformanceObserver);
  const stopImages = startLazyImages({
    doc,
    win,
    now: () => deps.perf?.now() ?? Date.now(),
    loadEventEnd: () => (deps.perf?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
  });

  running = () => {
    timers.forEach((t) => win.clearInterval(t));
    stopResources();
    stopImages();
    running = undefined;
  };
  return running;
}
