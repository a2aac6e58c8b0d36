import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The page's own scripts, to announce in its HTML as `<link rel="modulepreload">` (W2-C §2): the
 * browser then fetches the route's chunk and its imports while the entry script downloads,
 * instead of only once the entry has run and asked for them. Built from Vite's manifest: the
 * chunk of `src/routes/<page>.tsx` and everything it imports statically, plus what every page but
 * the landing page waits for (the data-query provider, and the other routes' chunk — the route
 * table and page loaders it is loaded through); files the shell already loads are left out.
 * Without a manifest (an older build) no page gets any.
 */
export function routePreloads(distDir: string): (page: string) => string[] {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;

  const closure = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => closure(k, seen))];
  };
  const inShell = new Set(Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? closure(key) : [])));
  const cache = new Map<string, string[]>();

  return (page) => {
    let files = cache.get(page);
    if (!files) {
      const keys = [`src/routes/${page}.tsx`, ...(page === 'landing' ? [] : ['src/app/query-provider.tsx', 'src/app/other-routes.tsx'])];
      files = [...new Set(keys.flatMap((k) => closure(k)))].filter((f) => !inShell.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
      cache.set(page, files);
    }
    return files;
  };
}

/**
 * The HTML with the page's preloads: `<link rel="modulepreload">` tags at the end of its head, or,
 * on a prerendered page whose scripts the boot guard starts after the first paint, added to that
 * tag's `data-preload` list (scripts/build.mjs, public/boot-guard.js).
 */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  if (html.includes(' data-preload="')) {
    return html.replace(/ data-preload="([^"]*)"/, (_m, listed: string) => ` data-preload="${[listed, ...files].filter(Boolean).join(' ')}"`);
  }
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}
