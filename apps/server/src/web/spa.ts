import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, prerenderedPageFile, type RouteDef } from '@thrivewell/core/contracts/routes';
import { errorBody } from '../errors';
import { isLocalRequest } from '../local-request';
import { routePreloads, withPreloads } from './route-preloads';
import { loadStaticFiles, registerStaticFiles, sendStatic, type StaticFile } from './static-assets';

/** The build writes this placeholder where absolute URLs (canonical, JSON-LD) need the origin. */
const ORIGIN_PLACEHOLDER = '__APP_ORIGIN__';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const readHtml = (file: string, appUrl: string) => readFileSync(file, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, appUrl);

/**
 * An HTML document with its compressed variants, compressed on the thread pool: brotli at its
 * best quality on the main thread took ~100 ms of every start (warm start < 2 s, W2-C §2). A
 * request that comes before it is done waits for it.
 */
async function htmlFile(html: string): Promise<StaticFile> {
  const raw = Buffer.from(html);
  const [br, gzipped] = await Promise.all([brotliAsync(raw), gzipAsync(raw, { level: 9 })]);
  return { type: 'text/html; charset=utf-8', cacheControl: 'no-cache', raw, br, gzip: gzipped };
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, doc: StaticFile, status: number) {
  return sendStatic(request, reply.status(status), doc);
}

/**
 * Serves the built SPA: hashed assets from memory with a one-year immutable cache (pre-compressed
 * .br/.gz written by the build), the prerendered landing page at `/`, the prerendered HTML of the
 * routes marked `prerender`, the app shell for every other route of the core route table, and the shell with HTTP 404 for paths that match no route.
 * Unknown `/api/*` paths get a JSON 404. `/dev/mailbox` is a 404 unless the outbox is the mail
 * provider and the request comes from this machine.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  appUrl: string,
  opts: { devMailbox: boolean } = { devMailbox: false },
) {
  const hasWeb = !!distDir && existsSync(path.join(distDir, 'app.html'));
  let landing: Promise<StaticFile> | undefined;
  let shell: Promise<StaticFile> | undefined;
  // The HTML of each page with its own scripts announced (made on the page's first request).
  const pageShells = new Map<string, Promise<StaticFile>>();
  let shellFor = (_route: RouteDef): Promise<StaticFile> | undefined => shell;
  if (hasWeb) {
    const shellHtml = readHtml(path.join(distDir, 'app.html'), appUrl);
    landing = htmlFile(readHtml(path.join(distDir, 'index.html'), appUrl));
    shell = htmlFile(shellHtml);
    const preloads = routePreloads(distDir);
    // A `prerender` route has its own HTML (frame and head already drawn); other pages share the shell.
    const prerendered = (route: RouteDef): string | undefined => {
      const file = path.join(distDir, prerenderedPageFile(route.path));
      return route.prerender && existsSync(file) ? readFileSync(file, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, appUrl) : undefined;
    };
    shellFor = (route) => {
      const key = route.prerender ? route.path : route.page;
      let doc = pageShells.get(key);
      if (!doc) {
        doc = htmlFile(withPreloads(prerendered(route) ?? shellHtml, preloads(route.page)));
        pageShells.set(key, doc);
      }
      return doc;
    };
    registerStaticFiles(app, loadStaticFiles(distDir));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No API route ${request.method} ${url.split('?')[0]}`));
    }
    if (!landing || !shell || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
    }
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const route = matchRoute(pathname);
    // The dev mailbox page exists only with the outbox mail provider, and only for this machine.
    if (route?.page === 'dev-mailbox' && !(opts.devMailbox && isLocalRequest(request))) return sendHtml(request, reply, await shell, 404);
    if (route?.page === 'landing') return sendHtml(request, reply, await landing, 200);
    // A prerendered page is drawn for its bare path: with a query (`?items=`, `?demo=true`) the
    // first render differs, so that request gets the plain shell.
    const doc = route && !(route.prerender && url.includes('?')) ? shellFor(route) : undefined;
    return sendHtml(request, reply, await (doc ?? shell), route ? 200 : 404);
  });
}
