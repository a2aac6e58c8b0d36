// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../lib/report-error';
import { bootErrorScreenId, startApp } from './boot';

vi.mock('../lib/report-error', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/report-error')>()),
  reportError: vi.fn(),
}));
const report = vi.mocked(reportError);

const webDir = path.resolve(__dirname, '../..');
/** The static fallback exactly as app.html ships it. */
function bootErrorScreenFromAppHtml(): string {
  const html = readFileSync(path.join(webDir, 'app.html'), 'utf8');
  const match = /<main id="boot-error"[\s\S]*?<\/main>/.exec(html);
  if (!match) throw new Error('app.html has no #boot-error screen');
  return match[0];
}

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="root"></div>${bootErrorScreenFromAppHtml()}`;
  container = document.getElementById('root')!;
  report.mockClear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-abc123.js');

describe('boot: the current page script fails to load on a direct load or reload', () => {
  it('shows the global error screen with Reload Page instead of a blank page, and reports it', async () => {
    await act(() => startApp({ container, preload: () => Promise.reject(chunkError()), app: <p>The app</p> }));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText('The app')).toBeNull();
    const errorId = container.querySelector('code')?.textContent;
    expect(errorId).toBeTruthy();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatchObject({ type: 'chunk_load_error', context: { errorId, phase: 'boot' } });
    // Only one error screen: the static fallback is gone.
    expect(document.getElementById(bootErrorScreenId)).toBeNull();
  });

  it('replaces prerendered HTML it cannot hydrate', async () => {
    container.innerHTML = '<section><h1>Prerendered landing</h1></section>';
    await act(() => startApp({ container, preload: () => Promise.reject(chunkError()), app: <p>The app</p> }));
    expect(screen.queryByText('Prerendered landing')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it('Reload Page reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, pathname: '/dashboard' } as Location);
    await act(() => startApp({ container, preload: () => Promise.reject(chunkError()), app: <p>The app</p> }));
    act(() => screen.getByRole('button', { name: 'Reload Page' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('renders the app and removes the static fallback when the page loads', async () => {
    await act(() => startApp({ container, preload: () => Promise.resolve(), app: <p>The app</p> }));
    expect(screen.getByText('The app')).toBeTruthy();
    expect(document.getElementById(bootErrorScreenId)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('public/boot-guard.js: the main bundle itself fails to load', () => {
  beforeEach(() => {
    // The guard is a plain script (the CSP forbids inline ones): run the shipped file as the browser would.
    const code = readFileSync(path.join(webDir, 'public/boot-guard.js'), 'utf8');
    new Function(code)();
  });

  it('a failed script reveals the static error screen, whose Reload link reloads this page', () => {
    const fallback = document.getElementById(bootErrorScreenId)!;
    expect(fallback.hidden).toBe(true);
    const script = document.createElement('script');
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(fallback.hidden).toBe(false);
    expect(fallback.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(fallback.querySelector('a')?.getAttribute('href')).toBe('');
  });

  it('a failed module preload reveals it too; a failed image does not', () => {
    const fallback = document.getElementById(bootErrorScreenId)!;
    const img = document.createElement('img');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(fallback.hidden).toBe(true);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    expect(fallback.hidden).toBe(false);
  });
});

describe('public/boot-guard.js: a prerendered page starts its scripts after the first paint', () => {
  /** Runs the shipped guard as the tag that names `preloads`, with frames and timers queued by hand (one task each). */
  function runGuardWith(preloads: string[]) {
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/app-test.js');
    tag.setAttribute('data-preload', preloads.join(' '));
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    const tasks: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => tasks.push(run));
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    try {
      new Function(readFileSync(path.join(webDir, 'public/boot-guard.js'), 'utf8'))();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
    return {
      /** Runs the next queued frame or timer; false when none is left. */
      runTask: () => {
        const next = tasks.shift();
        next?.();
        return next !== undefined;
      },
      entry: () => document.head.querySelector('script[type="module"][src="/assets/app-test.js"]'),
      preloads: () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    };
  }
  beforeEach(() => {
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const files = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);

  it('adds the entry script and the named preloads once a frame has been painted, not before', () => {
    const guard = runGuardWith(files);
    expect(guard.entry()).toBeNull();
    expect(guard.preloads()).toEqual([]);
    while (guard.runTask());
    expect(guard.entry()).not.toBeNull();
    expect(guard.preloads()).toEqual(files);
  });

  it('starts at most 4 requests per task, the entry script first, then the preloads in the listed order', () => {
    const guard = runGuardWith(files);
    guard.runTask(); // the first frame
    guard.runTask(); // the task after it: the entry script and the first preloads
    expect(guard.entry()).not.toBeNull();
    expect(guard.preloads()).toEqual(files.slice(0, 3));
    guard.runTask();
    expect(guard.preloads()).toEqual(files.slice(0, 7));
    guard.runTask();
    expect(guard.preloads()).toEqual(files);
    expect(guard.runTask()).toBe(false);
  });

  it('where the browser reports paints, waits for the first contentful paint (a frame comes before the screen shows it)', () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const observer = { observe: vi.fn(), disconnect: vi.fn() };
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
        return observer as unknown as FakeObserver;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const guard = runGuardWith(files);
    expect(observer.observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    expect(guard.entry()).toBeNull();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(observer.disconnect).toHaveBeenCalled();
    expect(guard.entry()).toBeNull();
    while (guard.runTask());
    expect(guard.entry()).not.toBeNull();
    expect(guard.preloads()).toEqual(files);
  });

  it('if no contentful paint is reported, starts anyway (the 1 s timer)', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      },
    );
    const guard = runGuardWith(files);
    while (guard.runTask());
    expect(guard.entry()).not.toBeNull();
    expect(guard.preloads()).toEqual(files);
  });

  it('in a hidden tab (no frames, timers once a second) adds the entry and every preload at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const guard = runGuardWith(files);
    expect(guard.entry()).not.toBeNull();
    expect(guard.preloads()).toEqual(files);
    expect(guard.runTask()).toBe(false);
    vi.restoreAllMocks();
  });
});
