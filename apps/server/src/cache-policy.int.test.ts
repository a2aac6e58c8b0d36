import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '../test/auth-helpers';
import { startRouteWalk, type RouteWalk } from '../test/route-walk';

/** The only API answers a browser or proxy may keep: the public oil and remedy libraries and the API document (no personal data). */
const publicRoutes = new Map([
  ['GET /api/knowledge/essential-oils', 'public, max-age=3600'],
  ['GET /api/knowledge/remedies', 'public, max-age=3600'],
  ['GET /api/openapi.json', 'public, max-age=3600'],
]);

let walk: RouteWalk;
let app: FastifyInstance;
let cookie: string;
let routes: RouteWalk['routes'];

beforeAll(async () => {
  walk = await startRouteWalk('cache@example.com');
  ({ app, cookie, routes } = walk);
});
afterAll(async () => {
  await walk?.close();
});

const apiRoutes = () => routes.filter((r) => r.url.startsWith('/api/') && !r.url.includes('*') && r.method !== 'OPTIONS');
/** Concrete URLs that reach each handler with real data where it matters. */
const concrete = (url: string) =>
  url
    .replace(':barcode', '3017620422003')
    .replace(':feature', 'product_fact_checker')
    .replace(':id', 'magnesium')
    .replace(/:(\w+)/g, 'x-$1');
const withQuery = (url: string) => (url === '/api/knowledge/search' ? `${url}?q=warf` : url);

let ip = 0;
function send(method: string, url: string) {
  ip += 1;
  const bodyless = method === 'GET' || method === 'HEAD';
  return app.inject({
    method: method as 'GET',
    url: withQuery(concrete(url)),
    headers: { cookie, origin: testOrigin, ...(bodyless ? {} : { 'content-type': 'application/json' }) },
    ...(bodyless ? {} : { payload: '{}' }),
    remoteAddress: `10.66.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}

describe('W2-A §7: no API answer with personal data may be stored by a browser or proxy', () => {
  it('walks every API route (signed in): Cache-Control no-store unless the route is a public look-up', async () => {
    const found = apiRoutes();
    expect(found.length).toBeGreaterThanOrEqual(40);
    const problems: string[] = [];
    for (const r of found) {
      const res = await send(r.method, r.url);
      const name = `${r.method} ${r.url}`;
      const expected = publicRoutes.get(name.replace(/^HEAD /, 'GET ')) ?? 'no-store';
      if (res.statusCode >= 200 && res.statusCode < 300 && res.headers['cache-control'] !== expected) {
        problems.push(`${name} → ${res.statusCode} cache-control ${String(res.headers['cache-control'])}`);
      }
      if (res.statusCode >= 400 && res.headers['cache-control'] !== 'no-store') {
        problems.push(`${name} → ${res.statusCode} cache-control ${String(res.headers['cache-control'])}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers that carry personal data are among them: profile journey, substance facts, search, safety check', async () => {
    const reads = ['/api/profile/journey', '/api/knowledge/substances/magnesium', '/api/knowledge/search?q=warf', '/api/products/samples'];
    for (const url of reads) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const check = await app.inject({ method: 'POST', url: '/api/safety/check', headers: { cookie, origin: testOrigin, 'content-type': 'application/json' }, payload: { items: ['warfarin', 'aspirin'] } });
    expect(check.statusCode).toBe(200);
    expect(check.headers['cache-control']).toBe('no-store');
  });

  it('errors, unknown API paths and the auth library are no-store too', async () => {
    for (const url of ['/api/no-such-route', '/api/auth/get-session', '/api/profile']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
