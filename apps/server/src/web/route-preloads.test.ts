import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routePreloads, withPreloads } from './route-preloads';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A dist directory holding only the given Vite manifest. */
function distWith(manifest: unknown): string {
  dir = mkdtempSync(path.join(tmpdir(), 'thrivewell-preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'app.html': { file: 'assets/app-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/routes/dashboard.tsx': { file: 'assets/dashboard-1.js', isDynamicEntry: true, imports: ['_react.js', '_query.js', '_button.js'], css: ['assets/x.css'] },
  '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
  '_button.js': { file: 'assets/button-1.js', imports: ['_query.js'] },
  'src/app/query-provider.tsx': { file: 'assets/query-provider-1.js', isDynamicEntry: true, imports: ['_query.js'] },
  'src/app/other-routes.tsx': { file: 'assets/other-routes-1.js', isDynamicEntry: true, imports: ['_preload-helper.js'] },
  '_preload-helper.js': { file: 'assets/preload-helper-1.js' },
  'src/routes/landing.tsx': { file: 'assets/landing-1.js', isDynamicEntry: true, imports: ['_react.js'] },
};

describe('routePreloads', () => {
  it("lists a page's chunk, its static imports, the query provider and the other-routes chunk, once each, without what the shell loads", () => {
    const preloads = routePreloads(distWith(manifest));
    expect(preloads('dashboard')).toEqual([
      '/assets/dashboard-1.js',
      '/assets/query-1.js',
      '/assets/button-1.js',
      '/assets/query-provider-1.js',
      '/assets/other-routes-1.js',
      '/assets/preload-helper-1.js',
    ]);
  });

  it('gives the landing page its own chunk only (it renders without the query provider and loads directly)', () => {
    expect(routePreloads(distWith(manifest))('landing')).toEqual(['/assets/landing-1.js']);
  });

  it('gives only the query provider and the other-routes chunk for a page it does not know, and nothing without a manifest', () => {
    expect(routePreloads(distWith(manifest))('no-such-page')).toEqual([
      '/assets/query-provider-1.js',
      '/assets/query-1.js',
      '/assets/other-routes-1.js',
      '/assets/preload-helper-1.js',
    ]);
    dir = mkdtempSync(path.join(tmpdir(), 'thrivewell-preloads-'));
    expect(routePreloads(dir)('dashboard')).toEqual([]);
  });
});

describe('withPreloads', () => {
  it('adds one modulepreload link per file at the end of the head', () => {
    const html = withPreloads('<html><head><title>T</title></head><body></body></html>', ['/assets/a.js', '/assets/b.js']);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/a.js">\s*<link rel="modulepreload" crossorigin href="\/assets\/b.js">\s*<\/head>/);
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });

  it('on a prerendered page, adds the files to the boot guard\'s data-preload list instead (fetched after the first paint)', () => {
    const html = withPreloads('<head><script src="/boot-guard.js" defer data-entry="/assets/app.js" data-preload="/assets/react.js"></script></head>', ['/assets/a.js', '/assets/b.js']);
    expect(html).toContain('data-preload="/assets/react.js /assets/a.js /assets/b.js"');
    expect(html).not.toContain('<link');
  });
});
