import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, LANDING_MARKER, PRERENDERED_MARKER, SHELL_MARKER, type FakeWebDist } from '../../test/fake-web-dist';
import { startTestApp, type TestApp } from '../../test/test-db';

let dist: FakeWebDist;
let t: TestApp;
beforeAll(async () => {
  dist = createFakeWebDist();
  t = await startTestApp({ webDistDir: dist.dir, env: { APP_URL: 'https://thrivewell.example' } });
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('SPA serving', () => {
  it('/ → 200 with the prerendered landing HTML, not cached, origin filled in', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(LANDING_MARKER);
    expect(res.body).toContain('href="https://thrivewell.example/"');
    expect(res.body).not.toContain('__APP_ORIGIN__');
  });

  it.each(['/pricing', '/pricing/', '/terms?x=1', '/upgrade/barcode_scan', '/dashboard/overview'])(
    'a route of the table (%s) → 200 with the app shell',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(SHELL_MARKER);
    },
  );

  it('a `prerender` route → 200 with its prerendered HTML, origin filled in; the same route without its file gets the shell', async () => {
    const res = await get('/safety/cabinet');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(PRERENDERED_MARKER);
    expect(res.body).not.toContain('__APP_ORIGIN__');
    // /dashboard is marked `prerender` too, but this build has no file for it.
    expect((await get('/dashboard')).body).toContain(SHELL_MARKER);
    // With a query the page's first render differs from the prerendered one: the shell.
    expect((await get('/safety/cabinet?from=mail')).body).toContain(SHELL_MARKER);
  });

  it.each(['/no-such-page', '/pricing/extra', '/upgrade', '/index.html', '/apiary'])(
    'a path matching no route (%s) → 404 with the shell, so the SPA renders its not-found page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(SHELL_MARKER);
    },
  );

  it('/dev/mailbox is served to this machine only (W2-A 2.1)', async () => {
    expect((await get('/dev/mailbox')).statusCode).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).toContain(SHELL_MARKER);
  });

  it('HTML is compressed with brotli or gzip when the client accepts it', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(LANDING_MARKER);
    const gz = await get('/no-such-page', { 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(404);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain(SHELL_MARKER);
  });

  it('hashed assets get a one-year immutable cache and the pre-compressed brotli file', async () => {
    const res = await get('/assets/x.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(dist.assetJs);
  });

  it('falls back to gzip, then to the raw file', async () => {
    const gz = await get('/assets/x.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(dist.assetJs);
    const raw = await get('/assets/x.js', { 'accept-encoding': 'identity' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(dist.assetJs);
  });

  it('a missing asset → plain 404, never the HTML shell', async () => {
    const res = await get('/assets/missing-abc123.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SHELL_MARKER);
  });

  it('public files outside /assets get a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('unknown /api/* stays a JSON 404 while the SPA is served', async () => {
    const res = await get('/api/no-such-endpoint');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('non-GET requests to page paths → JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pricing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('without a built web app', () => {
  it('page paths answer a JSON 404 instead of crashing', async () => {
    const bare = await startTestApp({ webDistDir: '/nonexistent/web/dist', database: t.database });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await bare.close();
    }
  });
});
