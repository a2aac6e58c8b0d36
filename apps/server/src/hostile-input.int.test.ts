import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth } from './json-body';
import { testOrigin } from '../test/auth-helpers';
import { startRouteWalk, type RouteWalk } from '../test/route-walk';

/**
 * W2-A 8: every route of the app, signed out and signed in, gets the same hostile bodies and
 * must answer each with a 4xx (or a success), never a 5xx; the server still answers
 * /api/health afterwards. Routes are collected as the app adds them, so a route added later
 * is covered without touching this file.
 */

let walk: RouteWalk;
let app: FastifyInstance;
let cookie: string;
let routes: RouteWalk['routes'];

beforeAll(async () => {
  walk = await startRouteWalk('hostile@example.com');
  ({ app, cookie, routes } = walk);
}, 60_000);
afterAll(async () => {
  await walk?.close();
});

/** Better Auth's endpoints behind /api/auth/* that take a body. */
const authPosts = [
  'sign-in/email',
  'sign-up/email',
  'request-password-reset',
  'reset-password',
  'change-password',
  'change-email',
  'update-user',
  'send-verification-email',
  'sign-out',
].map((p) => `/api/auth/${p}`);

/** A plausible value for a path parameter, so the request reaches the handler's own checks. */
function concrete(url: string): string[] {
  if (url === '/api/auth/*') return authPosts;
  const filled = url
    .replace(/\/substances\/:id/, '/substances/warfarin')
    .replace(/\/sections\/:id/, '/sections/personal_info')
    .replace(/:barcode/, '3017620422003')
    .replace(/:feature/, 'nutrition')
    .replace(/:(\w+)/g, () => randomUUID())
    .replace(/\*$/, 'some/page');
  return [filled];
}

/** Common field names, so a body of the right shape but hostile values reaches the validators. */
const fields = ['email', 'password', 'newPassword', 'currentPassword', 'name', 'message', 'content', 'action', 'reports', 'level', 'completed', 'items', 'medications', 'query', 'lookupKey', 'text', 'token', 'newEmail'];
const withEvery = (value: string) => `{${fields.map((f) => `"${f}":${value}`).join(',')}}`;

const hostileBodies: [string, string][] = [
  ['deep array (5,000)', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['deep object (5,000)', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['deep value under a real field', `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"message":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`],
  ['wide (100k keys)', `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":0`).join(',')}}`],
  ['huge (2 MB)', `{"message":"${'a'.repeat(2 * 1024 * 1024)}"}`],
  ['just over the 1 MiB limit', `{"message":"${'a'.repeat(1024 * 1024)}"}`],
  ['NUL escapes in every field', withEvery('"a\\u0000b"')],
  ['a raw NUL byte', '{"message":"a\u0000b"}'],
  ['lone surrogates in every field', withEvery('"a\\ud800b"')],
  ['a lone low surrogate as a key', '{"\\udc00":"x","message":"y"}'],
  ['an array', '[]'],
  ['an array of numbers', '[1,2,3]'],
  ['a number', '42'],
  ['a string', '"hello"'],
  ['null', 'null'],
  ['true', 'true'],
  ['__proto__', '{"__proto__":{"polluted":true},"message":"x"}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['wrong types in every field (numbers)', withEvery('1e308')],
  ['wrong types in every field (objects)', withEvery('{"$gt":""}')],
  ['wrong types in every field (arrays)', withEvery('[null,{},[]]')],
  ['long strings in every field', withEvery(`"${'x'.repeat(20_000)}"`)],
  ['invalid JSON', '{"message":'],
  ['empty', ''],
];

/**
 * The one 5xx that is not a fault: with Stripe not configured (the embedded test-mode billing
 * these tests run), the Stripe webhook answers 503 PROVIDER_NOT_CONFIGURED before it reads
 * the body, so that Stripe retries deliveries once the keys are set. Its body handling is
 * covered with Stripe configured in stripe-webhook.int.test.ts.
 */
const switchedOff = (res: { statusCode: number; json(): { error?: { code?: string } } }) =>
  res.statusCode === 503 && res.json().error?.code === 'PROVIDER_NOT_CONFIGURED';

let ip = 0;
function send(method: string, url: string, signedIn: boolean, payload?: string) {
  ip += 1;
  return app.inject({
    method: method as 'POST',
    url,
    headers: { origin: testOrigin, ...(signedIn ? { cookie } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: `10.${Math.floor(ip / 62500) % 250}.${Math.floor(ip / 250) % 250}.${ip % 250}`,
  });
}

describe('hostile input never reaches a 5xx (W2-A 8)', () => {
  it('every route, signed out and signed in, answers every hostile body with a 4xx or a success', async () => {
    const seen = new Set<string>();
    const targets: { method: string; url: string }[] = [];
    for (const r of routes) {
      if (r.method === 'HEAD' || r.method === 'OPTIONS') continue;
      for (const url of concrete(r.url)) {
        if (r.url === '/api/auth/*' && r.method === 'GET') continue;
        const key = `${r.method} ${url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        targets.push({ method: r.method, url });
      }
    }
    expect(targets.length).toBeGreaterThan(40);

    const failures: string[] = [];
    for (const signedIn of [false, true]) {
      for (const { method, url } of targets) {
        // Sign-out would end the session the signed-in pass needs; its body is ignored anyway.
        if (signedIn && url === '/api/auth/sign-out') continue;
        const bodies: [string, string | undefined][] = method === 'GET' || method === 'DELETE' ? [['no body', undefined]] : [];
        if (method !== 'GET') bodies.push(...hostileBodies);
        for (const [name, payload] of bodies) {
          const res = await send(method, url, signedIn, payload);
          if (res.statusCode >= 500 && !switchedOff(res)) failures.push(`${signedIn ? 'signed in' : 'signed out'} ${method} ${url} with ${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Still signed in and still serving.
    expect((await send('GET', '/api/health', false)).statusCode).toBe(200);
    expect((await send('GET', '/api/profile', true)).statusCode).toBe(200);
  }, 120_000);

  it('answers deep JSON, NUL and lone surrogates with 400 INVALID_JSON and a message that names the problem', async () => {
    const cases: [string, RegExp][] = [
      [`${'['.repeat(5000)}${']'.repeat(5000)}`, new RegExp(`nests deeper than ${maxJsonDepth} levels`)],
      ['{"email":"a\\u0000@example.com","password":"x"}', /NUL character/],
      ['{"email":"\\ud83d@example.com","password":"x"}', /unpaired UTF-16 surrogate/],
      ['{"__proto__":{"admin":true}}', /reserved key/],
      ['{"email":', /not valid JSON/],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/auth/sign-in/email', false, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'INVALID_JSON', message: expect.stringMatching(message) });
    }
    // Exactly the limit is fine, and a surrogate pair (an emoji) is ordinary text.
    const atLimit = `{"reports":${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}}`;
    expect((await send('POST', '/api/errors', false, atLimit)).json().error.code).toBe('VALIDATION_ERROR');
    const emoji = await send('POST', '/api/chat', true, '{"message":"Is \\ud83d\\ude00 ok with ibuprofen?"}');
    expect(emoji.statusCode).toBeLessThan(500);
    expect(emoji.json().error?.code).not.toBe('INVALID_JSON');
  });

  it('a chat message with a NUL byte is refused with 400, not 502', async () => {
    const res = await send('POST', '/api/chat', true, '{"message":"ibuprofen\\u0000 and warfarin?"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('the legacy import refuses a file over 512 KiB with 413 and a clear message', async () => {
    const big = JSON.stringify({ questionnaire_data: { notes: 'n'.repeat(600 * 1024) } });
    const res = await send('POST', '/api/profile/legacy-import', true, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large: at most 512 KB is accepted here.' });
    const global = await send('POST', '/api/profile/recover', true, `{"message":"${'a'.repeat(1024 * 1024)}"}`);
    expect(global.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large: at most 1024 KB is accepted here.' });
  });
});
