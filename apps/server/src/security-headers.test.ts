import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { permissionsPolicy, registerSecurityHeaders, securityHeaderOptions, type ExtraSources } from './security';

/** The same routes on both servers: JSON, HTML, an error, a 404, and handlers that set headers of their own. */
function addRoutes(app: FastifyInstance) {
  app.get('/api/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>Hello</p>'));
  app.get('/api/fail', async () => {
    throw Object.assign(new Error('Nope'), { statusCode: 400 });
  });
  app.get('/api/public', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send({ ok: true }));
  app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').header('content-security-policy', "default-src 'none'").send('framed'));
}

const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
});

async function withHelmetPlugin(options: ReturnType<typeof securityHeaderOptions>) {
  const app = Fastify();
  servers.push(app);
  // The same helmet options; @fastify/helmet sees helmet's CommonJS declarations, security.ts its ES module ones.
  await app.register(fastifyHelmet, { global: true, ...(options as FastifyHelmetOptions) });
  addRoutes(app);
  return app;
}

function withReplayedHeaders(config: ReturnType<typeof loadConfig>, extra: ExtraSources) {
  const app = Fastify();
  servers.push(app);
  registerSecurityHeaders(app, config, extra);
  addRoutes(app);
  return app;
}

const setups: [string, Record<string, string>, ExtraSources][] = [
  ['http app', {}, {}],
  ['https app', { APP_URL: 'https://thrivewell.example' }, {}],
  ['https app with provider hosts', { APP_URL: 'https://thrivewell.example' }, { connectSrc: ['https://api.example'], frameSrc: ['https://pay.example'], formAction: ['https://pay.example'] }],
];
const urls = ['/api/json', '/page', '/api/fail', '/api/nope', '/nope', '/api/public', '/framed'];

describe.each(setups)('security headers computed once: %s', (_name, env, extra) => {
  it.each(urls)('%s gets the headers @fastify/helmet sends (plus Permissions-Policy, and no-store on the API)', async (url) => {
    const config = loadConfig(env);
    const expected = await (await withHelmetPlugin(securityHeaderOptions(config, extra))).inject({ method: 'GET', url });
    const actual = await withReplayedHeaders(config, extra).inject({ method: 'GET', url });
    expect(actual.statusCode).toBe(expected.statusCode);
    expect(actual.body).toBe(expected.body);
    const { date: _a, ...helmetSent } = expected.headers;
    const { date: _b, 'permissions-policy': policy, ...sent } = actual.headers;
    expect(policy).toBe(permissionsPolicy);
    const noStore = url.startsWith('/api/') && url !== '/api/public';
    expect(sent).toEqual(noStore ? { ...helmetSent, 'cache-control': 'no-store' } : helmetSent);
    expect(helmetSent['content-security-policy']).toBeTruthy();
  });
});

it('computes the CSP with the https upgrade only for an https app', async () => {
  const http = await withReplayedHeaders(loadConfig({}), {}).inject({ method: 'GET', url: '/page' });
  const https = await withReplayedHeaders(loadConfig({ APP_URL: 'https://thrivewell.example' }), {}).inject({ method: 'GET', url: '/page' });
  expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
});

it('refuses per-route helmet options instead of ignoring them', () => {
  const app = withReplayedHeaders(loadConfig({}), {});
  expect(() => app.get('/api/own', { helmet: false }, async () => ({ ok: true }))).toThrow(/per-route helmet options/);
});
