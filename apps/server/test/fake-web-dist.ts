import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface FakeWebDist {
  dir: string;
  /** The uncompressed asset body, to compare with what the server sends. */
  assetJs: string;
  remove(): void;
}

/** Markers the tests look for to tell the landing page from the app shell. */
export const LANDING_MARKER = 'prerendered-landing';
export const SHELL_MARKER = 'app-shell';
/** The build's prerendered HTML of a `prerender` route (here /safety/cabinet). */
export const PRERENDERED_MARKER = 'prerendered-page';

/**
 * A tiny stand-in for `apps/web/dist` as the build writes it: the prerendered landing page, one
 * prerendered route, the app shell (both with the origin placeholder), a hashed asset with its .br/.gz twins,
 * and a public file outside /assets.
 */
export function createFakeWebDist(): FakeWebDist {
  const dir = mkdtempSync(path.join(tmpdir(), 'thrivewell-web-dist-'));
  const html = (marker: string) =>
    `<!doctype html><html lang="en"><head><title>Thrivewell</title>` +
    `<link rel="canonical" href="__APP_ORIGIN__/"></head>` +
    `<body><div id="root" data-kind="${marker}"></div><script type="module" src="/assets/x.js"></script></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), html(LANDING_MARKER));
  writeFileSync(path.join(dir, 'app.html'), html(SHELL_MARKER));
  mkdirSync(path.join(dir, 'pages/safety'), { recursive: true });
  writeFileSync(path.join(dir, 'pages/safety/cabinet.html'), html(PRERENDERED_MARKER));
  mkdirSync(path.join(dir, 'assets'));
  const assetJs = `export const answer = 42;\n${'// padding so compression matters\n'.repeat(100)}`;
  writeFileSync(path.join(dir, 'assets/x.js'), assetJs);
  writeFileSync(path.join(dir, 'assets/x.js.br'), brotliCompressSync(assetJs));
  writeFileSync(path.join(dir, 'assets/x.js.gz'), gzipSync(assetJs));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, assetJs, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
