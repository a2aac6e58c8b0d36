import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, type FakeWebDist } from '../test/fake-web-dist';
import { startTestApp, type TestApp } from '../test/test-db';

let dist: FakeWebDist;
let t: TestApp;
beforeAll(async () => {
  dist = createFakeWebDist();
  t = await startTestApp({ webDistDir: dist.dir, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

/** Parses a CSP header into directive → sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const requests: [string, { method: 'GET' | 'POST' | 'HEAD'; url: string; payload?: string; headers?: Record<string, string> }, number][] = [
  ['health', { method: 'GET', url: '/api/health' }, 200],
  ['landing page', { method: 'GET', url: '/' }, 200],
  ['app shell', { method: 'GET', url: '/pricing' }, 200],
  ['SPA 404', { method: 'GET', url: '/no-such-page' }, 404],
  ['static asset', { method: 'GET', url: '/assets/x.js', headers: { 'accept-encoding': 'br' } }, 200],
  ['missing asset', { method: 'GET', url: '/assets/gone.js' }, 404],
  ['API 404', { method: 'GET', url: '/api/nope' }, 404],
  ['validation error', { method: 'POST', url: '/api/errors', payload: '{}', headers: { 'content-type': 'application/json' } }, 400],
  ['invalid JSON', { method: 'POST', url: '/api/errors', payload: '{', headers: { 'content-type': 'application/json' } }, 400],
  ['HEAD', { method: 'HEAD', url: '/api/health' }, 200],
];

describe.each(requests)('security headers on every response: %s', (_name, request, status) => {
  let headers: Record<string, unknown>;
  beforeAll(async () => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    headers = res.headers;
  });

  it('Content-Security-Policy: scripts from self only (WebAssembly may compile, for the barcode reader), no inline script, framing by self only', () => {
    const csp = parseCsp(headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('P1-SEC-01: Strict-Transport-Security max-age=31536000', () => {
    expect(headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
  });

  it('P1-SEC-02: X-Frame-Options SAMEORIGIN', () => {
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('P1-SEC-03: Permissions-Policy denies microphone and geolocation, camera only for self', () => {
    const policy = String(headers['permissions-policy']);
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('camera=(self)');
  });

  it('X-Content-Type-Options nosniff and a Referrer-Policy', () => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('security headers on a rate-limited response', () => {
  it('a 429 carries them too', async () => {
    let last;
    for (let i = 0; i < 31; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        payload: '{}',
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(last!.headers['content-security-policy']).toContain("script-src 'self'");
    expect(last!.headers['permissions-policy']).toContain('camera=(self)');
  });
});

describe('CSP upgrades insecure requests only when the app is served over HTTPS', () => {
  it('adds upgrade-insecure-requests for an https APP_URL, not for http', async () => {
    const https = await startTestApp({ database: t.database, env: { APP_URL: 'https://thrivewell.example' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(parseCsp(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(parseCsp(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(false);
  });
});
