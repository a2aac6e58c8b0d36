import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let free: { cookie: string; id: string };
let pro: { cookie: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  free = await signedInUser(t, 'free');
  pro = await signedInUser(t, 'paid');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/insights/patterns', () => {
  it('needs a session', async () => {
    expect((await json(t.app, 'GET', '/api/insights/patterns')).statusCode).toBe(401);
  });

  it('answers a free user with the plan’s upgrade answer', async () => {
    const res = await json(t.app, 'GET', '/api/insights/patterns', { cookie: free.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: expect.objectContaining({ code: 'UPGRADE_REQUIRED', field: 'pattern_insights' }) });
  });

  it.each(['0', '13', '366', 'abc', '30.5', '-7'])('rejects days=%s with a 400 on the field', async (days) => {
    const res = await json(t.app, 'GET', `/api/insights/patterns?days=${days}`, { cookie: pro.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'days', message: 'days must be a whole number from 14 to 365.' });
  });

  it('answers an empty list, not cached, when nothing is logged', async () => {
    const res = await json(t.app, 'GET', '/api/insights/patterns?days=365', { cookie: pro.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/insights/series', () => {
  it('is free, answers the window in the person’s zone and rejects other windows', async () => {
    const res = await json(t.app, 'GET', '/api/insights/series?days=7', { cookie: free.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toEqual(expect.any(String));
    expect(Date.parse(`${body.to}T00:00:00Z`) - Date.parse(`${body.from}T00:00:00Z`)).toBe(6 * 86_400_000);
    expect(Array.isArray(body.series)).toBe(true);
    for (const days of ['14', '0', 'x']) {
      const bad = await json(t.app, 'GET', `/api/insights/series?days=${days}`, { cookie: free.cookie });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('days');
    }
    expect((await json(t.app, 'GET', `/api/insights/series?keys=${'k,'.repeat(70)}`, { cookie: free.cookie })).statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/insights/series')).statusCode).toBe(401);
  });
});
