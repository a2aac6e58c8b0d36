import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { mailbox, signUp, testOrigin, verificationPath } from '../test/auth-helpers';
import { createTestDatabase } from '../test/test-db';

/** Every line the server logs at the default level, parsed. */
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test' }); // LOG_LEVEL defaults to info
  app = await buildApp({ config, database, logDestination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every log line as text, the dev outbox's notice included (it names the mailbox, never the links). */
function logText(): string {
  return lines.map((l) => JSON.stringify(l)).join('\n');
}
const requestLines = () => lines.filter((l) => l.msg === 'request completed');

describe('W2-A §6: request logs name the route pattern, never the URL', () => {
  it('the verification and password-reset tokens of the auth links never reach the log', async () => {
    const email = 'logs@example.com';
    const password = 'Quiet-Harbor-47!';
    expect((await signUp(app, { email, password })).statusCode).toBe(200);
    const verifyPath = await verificationPath(app, email);
    const verificationToken = new URL(verifyPath, testOrigin).searchParams.get('token')!;
    expect(verificationToken.length).toBeGreaterThan(10);
    expect((await app.inject({ method: 'GET', url: verifyPath })).statusCode).toBe(302);

    const reset = await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: testOrigin }, payload: { email } });
    expect(reset.statusCode).toBe(200);
    const mail = (await mailbox(app)).find((m) => m.to === email && m.subject === 'Reset your Thrivewell password');
    const link = new URL(mail!.links[0]!);
    const follow = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBe(302);
    const resetToken = new URL(follow.headers.location as string, testOrigin).searchParams.get('token')!;
    expect(resetToken.length).toBeGreaterThan(10);
    // The SPA page the link lands on carries the token in its query string too.
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });

    const text = logText();
    expect(requestLines().length).toBeGreaterThanOrEqual(6);
    expect(text).not.toContain(verificationToken);
    expect(text).not.toContain(resetToken);
    expect(text).toContain('"route":"/api/auth/*"');
  });

  it('drug names and barcodes in URLs never reach the log, next to an address or not', async () => {
    const urls = [
      '/api/knowledge/search?q=warfarin',
      '/api/knowledge/substances/warfarin',
      '/api/products/3017620422003',
      '/api/no-such-route/warfarin?barcode=3017620422003',
      '/cabinet?drug=warfarin',
    ];
    for (const url of urls) await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });

    const text = logText();
    expect(text).not.toMatch(/warfarin/i);
    expect(text).not.toContain('3017620422003');
    const routes = requestLines().map((l) => (l.req as { route?: string } | undefined)?.route);
    expect(routes).toEqual(expect.arrayContaining(['/api/knowledge/search', '/api/knowledge/substances/:id', '/api/products/:barcode', '(unmatched)']));
  });

  it('one line per request: method, route pattern, status and time — no url field anywhere', async () => {
    await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    const health = requestLines().filter((l) => (l.req as { route?: string }).route === '/api/health').at(-1);
    expect(health).toMatchObject({ level: 30, req: { method: 'GET', route: '/api/health' }, res: { statusCode: 200 } });
    expect(typeof health?.responseTime).toBe('number');
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false); // debug only
    expect(logText()).not.toMatch(/"url"\s*:/);
  });
});
