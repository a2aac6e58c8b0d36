import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersion } from '../../version';
import { startTestApp, type TestApp } from '../../../test/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers ok with the database kind in use and the app version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const expectedDb = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({ status: 'ok', db: expectedDb, version: appVersion });
    expect(t.database.kind).toBe(expectedDb);
  });

  it('answers HEAD too, for load balancers', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper'],
    ['DELETE', '/api/health/extra'],
    ['GET', '/api'],
    ['GET', '/api?x=1'],
  ] as const)('%s %s → JSON 404 {error:{code,message}}', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(body.error.message).toContain(url.split('?')[0]);
  });

  it('answers a wrong method on a known path with a JSON 404, not a 500', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
