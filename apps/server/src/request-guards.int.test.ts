import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossSiteMessage, jsonOnlyMessage } from './request-guards';
import { testOrigin } from '../test/auth-helpers';
import { checkoutBody, sessionIdOf } from '../test/billing-helpers';
import { startRouteWalk, type RouteWalk } from '../test/route-walk';

let walk: RouteWalk;
let app: FastifyInstance;
let cookie: string;
let routes: RouteWalk['routes'];

beforeAll(async () => {
  walk = await startRouteWalk('csrf@example.com');
  ({ app, cookie, routes } = walk);
});
afterAll(async () => {
  await walk?.close();
});

const stateChanging = () =>
  routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/auth/'));
const guarded = () => stateChanging().filter((r) => r.url !== '/api/billing/webhook');
/** A concrete URL for a route pattern (`:id` → a made-up id). */
const concrete = (url: string) => url.replace(/:(\w+)/g, 'x-$1');

let ip = 0;
function send(method: string, url: string, headers: Record<string, string>, payload?: string) {
  ip += 1;
  return app.inject({
    method: method as 'POST',
    url,
    headers: { cookie, ...headers },
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}
const json = { 'content-type': 'application/json' };
/** The error code of an answer, if it has the server's error shape. */
function errorCode(res: { body: string }): string | undefined {
  try {
    return (JSON.parse(res.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

describe('the route list the guard tests walk', () => {
  it('holds every state-changing route of the app, the auth library mounted at /api/auth/*', () => {
    const names = stateChanging().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'DELETE /api/account',
        'POST /api/billing/test/portal/cancel-subscription',
        'PUT /api/profile/sections/:id',
        'PATCH /api/safety/cabinet/:id',
        'DELETE /api/chat/conversation',
        'POST /api/chat/stream',
        'POST /api/billing/webhook',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(routes.some((r) => r.method === 'POST' && r.url === '/api/auth/*')).toBe(true);
  });
});

describe('W2-A §2: a state-changing request from another site is refused, signed in, on every route', () => {
  const crossSite: [string, Record<string, string>][] = [
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin of another port on the same host', { origin: 'http://localhost:3001' }],
    ['opaque Origin null (sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another port)', { 'sec-fetch-site': 'same-site' }],
  ];

  it.each(crossSite)('%s → 403 CROSS_SITE_REQUEST', async (_name, headers) => {
    const answers = await Promise.all(
      guarded().map(async (r) => {
        const res = await send(r.method, concrete(r.url), { ...json, ...headers }, '{}');
        return { route: `${r.method} ${r.url}`, status: res.statusCode, body: res.body ? res.json() : null };
      }),
    );
    for (const answer of answers) {
      expect(answer, answer.route).toMatchObject({ status: 403, body: { error: { code: 'CROSS_SITE_REQUEST', message: crossSiteMessage } } });
    }
  });

  it('the same requests from the app itself, or with no browser headers at all (curl), pass the guard', async () => {
    const sameOrigin: Record<string, string>[] = [
      { origin: testOrigin, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:5173' }, // the Vite dev server, proxying /api
      {},
    ];
    // DELETE /api/account with '{}' is a validation error; nothing here deletes or cancels anything real.
    for (const headers of sameOrigin) {
      for (const r of guarded()) {
        const res = await send(r.method, concrete(r.url), { ...json, ...headers }, '{}');
        expect(errorCode(res), `${r.method} ${r.url} ${JSON.stringify(headers)}`).not.toBe('CROSS_SITE_REQUEST');
        expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(415);
      }
    }
  });

  it('reads (GET) from another site are not refused by this guard', async () => {
    const res = await send('GET', '/api/subscription', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
  });

  it('the signed Stripe webhook is exempt: it proves itself by its signature, not its origin', async () => {
    const res = await send('POST', '/api/billing/webhook', { ...json, origin: 'https://stripe.example', 'sec-fetch-site': 'cross-site' }, '{}');
    expect(errorCode(res)).not.toBe('CROSS_SITE_REQUEST');
  });
});

describe('W2-A §2: JSON routes take only application/json', () => {
  const otherTypes: [string, string, string][] = [
    ['text/plain, empty (a bodyless form post)', 'text/plain', ''],
    ['text/plain with a body', 'text/plain;charset=UTF-8', 'x'],
    ['a url-encoded form', 'application/x-www-form-urlencoded', 'a=b'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
  ];

  it.each(otherTypes)('%s → 415 UNSUPPORTED_MEDIA_TYPE on every state-changing route', async (_name, type, payload) => {
    // A file-upload route (config.multipartUpload) takes multipart; it is checked below.
    const routesFor = stateChanging().filter((r) => !(type.startsWith('multipart/') && r.config?.multipartUpload));
    for (const r of routesFor) {
      const res = await send(r.method, concrete(r.url), { 'content-type': type, origin: testOrigin }, payload);
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode, body: res.body ? res.json() : null }).toMatchObject({
        status: 415,
        body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: jsonOnlyMessage } },
      });
    }
  });

  it('a body without a Content-Type is refused the same way; no body and no type is fine', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/profile/recover', headers: { cookie, 'content-length': '2' }, payload: Buffer.from('{}') });
    expect(res.statusCode).toBe(415);
    const bodyless = await send('DELETE', '/api/chat/conversation', {});
    expect(bodyless.statusCode).toBe(204);
  });

  it('only the file imports take multipart (tracker exports, the admin recipe file), and still only from the app itself', async () => {
    expect(stateChanging().filter((r) => r.config?.multipartUpload).map((r) => `${r.method} ${r.url}`).sort()).toEqual(['POST /api/admin/recipes/import', 'POST /api/admin/recipes/preview', 'POST /api/biomarkers/reports', 'POST /api/tracking/import']);
    const fromApp = await send('POST', '/api/tracking/import', { 'content-type': 'multipart/form-data; boundary=x', origin: testOrigin }, '--x--');
    expect(fromApp.json().error.code).toBe('FILE_REQUIRED');
    for (const url of ['/api/tracking/import', '/api/admin/recipes/preview']) {
      const crossSite = await send('POST', url, { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' }, '--x--');
      expect(crossSite.statusCode, url).toBe(403);
    }
  });

  it('application/json with a charset is JSON', async () => {
    const res = await send('DELETE', '/api/chat/conversation', { 'content-type': 'application/json; charset=utf-8', origin: testOrigin }, '{}');
    expect(res.statusCode).toBe(204);
  });
});

describe('W2-A §2: the reported attack — a page on another port cancels the subscription', () => {
  it('is refused and the subscription stays', async () => {
    const checkout = await send('POST', '/api/billing/checkout', { ...json, origin: testOrigin }, JSON.stringify(checkoutBody()));
    expect(checkout.statusCode).toBe(200);
    const pay = await send('POST', `/api/billing/test/sessions/${sessionIdOf(checkout.json().url)}/pay`, { origin: testOrigin });
    expect(pay.statusCode).toBe(200);

    // <form method=post enctype=text/plain action=http://localhost:3000/…> on http://localhost:8080
    const attack = await send('POST', '/api/billing/test/portal/cancel-subscription', {
      origin: 'http://localhost:8080',
      'sec-fetch-site': 'same-site',
      'content-type': 'text/plain',
    }, '');
    expect(attack.statusCode).toBe(403);
    expect((await send('GET', '/api/subscription', {})).json()).toMatchObject({ isSubscribed: true, simplifiedTier: 'paid' });
  });
});
