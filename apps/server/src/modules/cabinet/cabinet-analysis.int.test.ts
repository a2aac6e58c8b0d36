import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface StoredAnalysis {
  medications: { name: string; id: string | null }[];
  interactions: { severity: string; aId: string; bId: string }[];
}
const analysisOf = async (cookie: string) => (await json(t.app, 'GET', '/api/profile', { cookie })).json().medications?.analysis as StoredAnalysis | null | undefined;

describe('the background medication analysis analyses what is in the cabinet (W2-C §1.1)', () => {
  it('an entry added only in the cabinet is analysed about a second later, with its interactions', async () => {
    const u = await signedInUser(t, 'free');
    expect((await json(t.app, 'PUT', '/api/profile/sections/medications', { cookie: u.cookie, body: { current: [{ id: 'med_1', name: 'Coumadin' }] } })).statusCode).toBe(200);
    await expect.poll(async () => (await analysisOf(u.cookie))?.medications.map((m) => m.id), { timeout: 5000, interval: 200 }).toEqual(['warfarin']);

    // Added through the cabinet only: the profile's medications list never names it.
    expect((await json(t.app, 'POST', '/api/safety/cabinet', { cookie: u.cookie, body: { name: 'Advil', type: 'Over-the-counter' } })).statusCode).toBe(201);
    await expect.poll(async () => (await analysisOf(u.cookie))?.medications.map((m) => m.id).sort(), { timeout: 5000, interval: 200 }).toEqual(['ibuprofen', 'warfarin']);
    const analysis = (await analysisOf(u.cookie))!;
    expect(analysis.medications).toContainEqual(expect.objectContaining({ name: 'Advil', id: 'ibuprofen' }));
    expect(analysis.interactions).toContainEqual(expect.objectContaining({ severity: 'major' }));

    // Paused in the cabinet: the next analysis leaves it out.
    const advil = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: u.cookie })).json().items.find((i: { name: string }) => i.name === 'Advil');
    expect((await json(t.app, 'PATCH', `/api/safety/cabinet/${advil.id}`, { cookie: u.cookie, body: { active: false } })).statusCode).toBe(200);
    await expect.poll(async () => (await analysisOf(u.cookie))?.medications.map((m) => m.id), { timeout: 5000, interval: 200 }).toEqual(['warfarin']);
  });

  it('a cabinet change does not create a profile for a person without one (the analysis waits for a profile)', async () => {
    const u = await signedInUser(t, 'free');
    expect((await json(t.app, 'POST', '/api/safety/cabinet', { cookie: u.cookie, body: { name: 'warfarin' } })).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 1300));
    expect((await json(t.app, 'GET', '/api/profile', { cookie: u.cookie })).statusCode).toBe(404);
  });
});
