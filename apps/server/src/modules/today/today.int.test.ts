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

// A zone far from UTC, so "today" is the person's day and not the server's.
const zone = 'Pacific/Auckland';
const localToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

describe('GET /api/today', () => {
  it('needs a session', async () => {
    expect((await json(t.app, 'GET', '/api/today')).statusCode).toBe(401);
  });

  it('starts empty for a new person', async () => {
    const fresh = await signedInUser(t, 'free');
    const today = (await json(t.app, 'GET', '/api/today', { cookie: fresh.cookie })).json();
    expect(today).toMatchObject({ moodEntries: 0, dailyLogSaved: false, symptomEntries: 0, habitsDue: [], habitsDone: 0, doses: [] });
  });

  it('shows what is logged and what is still due in the person’s own day', async () => {
    const alice = await signedInUser(t, 'free');
    const bob = await signedInUser(t, 'free');
    expect((await json(t.app, 'PUT', '/api/tracking/settings', { cookie: alice.cookie, body: { timeZone: zone } })).statusCode).toBe(200);
    const date = localToday();
    const walk = (await json(t.app, 'POST', '/api/habits', { cookie: alice.cookie, body: { name: 'Evening walk', startedOn: date } })).json();
    const read = (await json(t.app, 'POST', '/api/habits', { cookie: alice.cookie, body: { name: 'Read 10 pages', startedOn: date } })).json();
    expect((await json(t.app, 'POST', `/api/habits/${read.id}/checkins?today=${date}`, { cookie: alice.cookie, body: { localDate: date } })).statusCode).toBe(200);
    expect((await json(t.app, 'POST', '/api/tracking/mood', { cookie: alice.cookie, body: { recordedAt: new Date().toISOString(), localDate: date, value: 4 } })).statusCode).toBe(201);
    expect((await json(t.app, 'POST', '/api/safety/cabinet', { cookie: alice.cookie, body: { name: 'Metformin', frequency: 'twice daily' } })).statusCode).toBe(201);

    const today = (await json(t.app, 'GET', '/api/today', { cookie: alice.cookie })).json();
    expect(today.date).toBe(date);
    expect(today.moodEntries).toBe(1);
    expect(today.habitsDue.map((h: { id: string }) => h.id)).toEqual([walk.id]);
    expect(today.habitsDone).toBe(1);
    expect(today.doses).toHaveLength(2);
    expect(today.doses.every((d: { medicineName: string }) => d.medicineName === 'Metformin')).toBe(true);

    // Nothing of Alice's shows for Bob.
    const bobs = (await json(t.app, 'GET', '/api/today', { cookie: bob.cookie })).json();
    expect(bobs).toMatchObject({ moodEntries: 0, habitsDue: [], doses: [] });
  });
});
