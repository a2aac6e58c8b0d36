#!/usr/bin/env node
// Builds the web app (client bundle + prerendered landing page and `prerender` routes) and the server bundle.
// `node scripts/build.mjs` builds only when inputs changed; `--force` always builds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const serverDir = path.join(root, 'apps/server');
const stampFile = path.join(root, '.build-stamp');
export const ORIGIN_PLACEHOLDER = '__APP_ORIGIN__';

const inputDirs = ['apps/web/src', 'apps/web/public', 'apps/server/src', 'apps/server/drizzle', 'packages/core/src', 'packages/knowledge/src', 'packages/assistant/src', 'packages/nutrition/src', 'packages/labs/src'];
const inputFiles = ['apps/web/app.html', 'apps/web/vite.config.ts', 'package-lock.json', 'package.json', 'scripts/build.mjs'];

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** A hash of every source file that goes into the build. */
export function inputsHash() {
  const files = [];
  for (const d of inputDirs) walk(path.join(root, d), files);
  for (const f of inputFiles) if (existsSync(path.join(root, f))) files.push(path.join(root, f));
  const hash = createHash('sha256');
  for (const f of files.sort()) {
    if (/\.test\.tsx?$/.test(f)) continue;
    hash.update(path.relative(root, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex');
}

export function isBuildCurrent() {
  return (
    existsSync(stampFile) &&
    existsSync(path.join(webDir, 'dist/index.html')) &&
    existsSync(path.join(serverDir, 'dist/main.js')) &&
    readFileSync(stampFile, 'utf8') === inputsHash()
  );
}

/**
 * Writes x.br and x.gz beside each text file, whatever its size, wherever the result is smaller
 * than the file itself (the server sends the raw file when no smaller variant exists).
 */
function compressTree(dir) {
  const files = [];
  walk(dir, files);
  for (const f of files) {
    if (!/\.(js|css|svg|json|webmanifest|txt|xml|wasm)$/.test(f)) continue;
    const raw = readFileSync(f);
    const br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${f}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${f}.gz`, gz);
  }
}

/**
 * public/boot-guard.js is copied as written (commented, readable); the copy every page loads is
 * minified, like the app's own scripts (landing JS budget, W2-C §2). It stays a classic script.
 */
async function minifyBootGuard(distDir) {
  const { transform } = await import('esbuild');
  const file = path.join(distDir, 'boot-guard.js');
  const { code } = await transform(readFileSync(file, 'utf8'), { loader: 'js', minify: true, legalComments: 'none' });
  writeFileSync(file, code);
}

/**
 * The landing page carries its stylesheet inline: one round trip less before the first paint
 * (LCP budget). Other pages link the same hashed file, which stays cached.
 */
function inlineStylesheet(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_tag, href) => {
    const css = readFileSync(path.join(webDir, 'dist', href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * A prerendered page needs no script for its first paint: the entry script and Vite's module
 * preloads leave the HTML and are named on the boot guard's tag instead, which requests them once
 * the page has been painted (public/boot-guard.js; the server adds the route's own chunks to
 * data-preload). Fetched earlier, they would only compete with the HTML for the connection.
 */
function paintFirst(html) {
  const entry = html.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('paintFirst: no entry script in app.html');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let out = html.replace(entry[0], '');
  for (const p of preloads) out = out.replace(p[0], '');
  const files = preloads.map((p) => p[1]).join(' ');
  return out.replace('<script src="/boot-guard.js" defer></script>', `<script src="/boot-guard.js" defer data-entry="${entry[1]}" data-preload="${files}"></script>`);
}

async function buildWeb() {
  const { build } = await import('vite');
  const configFile = path.join(webDir, 'vite.config.ts');
  await build({ root: webDir, configFile, logLevel: 'warn' });
  const ssrOut = path.join(webDir, 'dist-ssr');
  await build({
    root: webDir,
    configFile,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  });
  const { render, landingHead, routes, prerenderedPageFile } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
  const shell = readFileSync(path.join(webDir, 'dist/app.html'), 'utf8');
  // Routes marked `prerender`, and the landing page: the frame and the page's head as HTML, its
  // title, the stylesheet inline, the scripts started by the boot guard after the first paint.
  for (const def of routes.filter((r) => r.prerender)) {
    const file = path.join(webDir, 'dist', prerenderedPageFile(def.path));
    mkdirSync(path.dirname(file), { recursive: true });
    const html = paintFirst(shell)
      .replace(/<title>[^<]*<\/title>/, `<title>${def.name} · Thrivewell</title>`)
      .replace('<!--app-html-->', await render(def.path));
    writeFileSync(file, inlineStylesheet(html));
  }
  const head = landingHead(ORIGIN_PLACEHOLDER);
  const body = await render('/');
  const landing = paintFirst(shell)
    .replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('<!--app-head-->', head.tags)
    .replace('<!--app-html-->', body);
  writeFileSync(path.join(webDir, 'dist/index.html'), inlineStylesheet(landing));
  rmSync(ssrOut, { recursive: true, force: true });
  await minifyBootGuard(path.join(webDir, 'dist'));
  compressTree(path.join(webDir, 'dist'));
}

/**
 * Packages the server bundle loads from node_modules instead of carrying them. Everything else
 * is bundled: Node's loader spent ~0.5 s of each start resolving and reading the ~1,000 small
 * files of Better Auth, Kysely, Zod, Fastify and friends (warm start < 2 s, W2-C §2). Kept out:
 * packages that read files beside their own code (PGlite's WebAssembly and data, ioredis's
 * package.json, pino's and thread-stream's worker files), the optional native PostgreSQL driver,
 * and the big ones loaded only on demand (PostgreSQL, Stripe, SMTP, the AI SDK).
 */
const serverExternals = ['@electric-sql/pglite', 'pg', 'pg-native', 'ioredis', 'pino', 'thread-stream', 'stripe', 'nodemailer', 'ai', '@ai-sdk/',
  // Lab reading: native code, worker scripts and data files found beside their package (W2-F), and the S3 client.
  'pdfjs-dist', 'tesseract.js', '@tesseract.js-data/', 'sharp', '@napi-rs/', 'pdfkit', '@aws-sdk/'];
const isServerExternal = (specifier) =>
  specifier.startsWith('node:') ||
  serverExternals.some((name) => (name.endsWith('/') ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`)));

async function buildServer() {
  const esbuild = await import('esbuild');
  const out = path.join(serverDir, 'dist');
  rmSync(out, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outdir: out,
    // main.js starts the database while the app's modules (a chunk of their own, loaded by
    // main's dynamic import) load; modules used only on demand (the AI SDK) are chunks too.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [
      {
        name: 'externalize-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (isServerExternal(args.path) ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  });
  cpSync(path.join(serverDir, 'drizzle'), path.join(out, 'drizzle'), { recursive: true });
}

export async function buildAll({ force = false } = {}) {
  if (!force && isBuildCurrent()) return false;
  const started = Date.now();
  process.stdout.write('Building Thrivewell (web + server)...\n');
  // Vite sets NODE_ENV=production in this process; whoever called us keeps the environment it had.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildWeb();
    await buildServer();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(stampFile, inputsHash());
  process.stdout.write(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Exits when done: a build tool's leftover worker or timer must not keep `npm start` (which
  // waits for this process) from serving.
  buildAll({ force: process.argv.includes('--force') }).then(
    () => process.exit(0),
    (err) => {
      process.stderr.write(`Build failed: ${err?.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
