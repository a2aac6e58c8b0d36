import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { addDays, dayInZone } from '@thrivewell/core/tracking/day-grid';
import { normalDraw, seededRandom } from '@thrivewell/core/tracking/synthetic-series';

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

describe('a planted effect logged through the tracking API', () => {
  it('is found at lag 1 (alcohol → the next night’s sleep about 1 h shorter) and the trends carry the days in the person’s zone', async () => {
    const user = await signedInUser(t, 'paid');
    expect((await json(t.app, 'PUT', '/api/tracking/settings', { cookie: user.cookie, body: { timeZone: 'Pacific/Kiritimati' } })).statusCode).toBe(200);
    const today = dayInZone(new Date(), 'Pacific/Kiritimati');
    const random = seededRandom(5);
    const days = Array.from({ length: 60 }, (_, i) => addDays(today, i - 60));
    const alcohol = new Set(days.filter((_, i) => i === 0 || random() < 0.35));
    for (const day of days) {
      const sleepHours = Math.round((7.5 - (alcohol.has(addDays(day, -1)) ? 1 : 0) + 0.6 * normalDraw(random)) * 4) / 4;
      const res = await json(t.app, 'PUT', `/api/tracking/day/${day}/log`, { cookie: user.cookie, body: { sleepHours, factors: alcohol.has(day) ? ['Alcohol'] : [] } });
      expect(res.statusCode).toBe(200);
    }

    const res = await json(t.app, 'GET', '/api/insights/patterns?days=90', { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    const patterns = res.json() as { factor: string; outcome: string; lag: number; effect: number; n: number; nWith: number; nWithout: number; ci: [number, number]; q: number; summary: string }[];
    const found = patterns.find((p) => p.factor === 'factor:alcohol' && p.outcome === 'sleep_hours');
    expect(found).toMatchObject({ lag: 1, n: 59 });
    expect(found!.nWith + found!.nWithout).toBe(59);
    expect(found!.q).toBeLessThan(0.1);
    expect(found!.ci[0]).toBeLessThan(found!.effect);
    expect(found!.ci[1]).toBeLessThan(0);
    expect(found!.summary).toMatch(/^The day after Alcohol, Sleep is [\d.]+ hours lower .*correlation, not causation$/);
    expect(patterns.some((p) => p.factor === 'factor:alcohol' && p.outcome === 'sleep_hours' && p.lag === 0)).toBe(false);

    const trends = (await json(t.app, 'GET', '/api/insights/series?days=90&keys=sleep_hours', { cookie: user.cookie })).json();
    expect(trends).toMatchObject({ to: today, timeZone: 'Pacific/Kiritimati' });
    expect(trends.series).toHaveLength(1);
    expect(Object.keys(trends.series[0].values)).toHaveLength(60);
  });
});
