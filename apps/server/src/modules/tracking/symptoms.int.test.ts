import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
const recordedAt = new Date(Date.now() - 60_000).toISOString();
const today = recordedAt.slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'free');
  await json(t.app, 'PUT', '/api/tracking/settings', { cookie: alice.cookie, body: { timeZone: 'UTC' } });
});
afterAll(async () => {
  await t?.close();
});

const symptom = (cookie: string, body: Record<string, unknown>) => json(t.app, 'POST', '/api/tracking/symptoms', { cookie, body: { recordedAt, localDate: today, ...body } });

describe('symptom entries', () => {
  it('saves a listed or custom symptom with severity, duration and triggers; a mild headache is no red flag', async () => {
    const res = await symptom(alice.cookie, { symptom: 'Headache', severity: 3, durationMinutes: 90, triggers: ['screen time'], note: 'after work' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entry: { symptom: 'Headache', severity: 3, durationMinutes: 90, triggers: ['screen time'] }, emergency: null });
    const custom = await symptom(alice.cookie, { symptom: '  Ringing ears ', severity: 2 });
    expect(custom.json().entry.symptom).toBe('Ringing ears');
  });

  it('saves a red-flag entry and answers with the emergency advice', async () => {
    const res = await symptom(alice.cookie, { symptom: 'Chest Pain', severity: 8, note: 'since an hour' });
    expect(res.statusCode).toBe(201);
    const { entry, emergency } = res.json();
    expect(entry.id).toBeTruthy();
    expect(emergency).toMatchObject({ kind: 'emergency', category: 'cardiac' });
    expect(emergency.message).toContain('911');
    const crisis = (await symptom(alice.cookie, { symptom: 'Depression', severity: 6, note: 'I keep having suicidal thoughts' })).json();
    expect(crisis.emergency).toMatchObject({ kind: 'self_harm' });
    expect(crisis.emergency.message).toContain('988');
    // Editing an entry into a red flag answers the advice too.
    const mild = (await symptom(alice.cookie, { symptom: 'Shortness of Breath', severity: 3 })).json();
    expect(mild.emergency).toBeNull();
    const worse = await json(t.app, 'PATCH', `/api/tracking/symptoms/${mild.entry.id}`, { cookie: alice.cookie, body: { severity: 9 } });
    expect(worse.json().emergency).toMatchObject({ category: 'breathing' });
  });

  it('is idempotent by clientId and keeps users apart', async () => {
    const first = await symptom(alice.cookie, { symptom: 'Nausea', severity: 4, clientId: 'q-1' });
    const again = await symptom(alice.cookie, { symptom: 'Nausea', severity: 4, clientId: 'q-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().entry.id).toBe(first.json().entry.id);
    const id = first.json().entry.id;
    expect((await json(t.app, 'PATCH', `/api/tracking/symptoms/${id}`, { cookie: bob.cookie, body: { severity: 1 } })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/tracking/symptoms/${id}`, { cookie: bob.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/tracking/symptoms/${id}`, { cookie: alice.cookie })).statusCode).toBe(204);
  });

  it.each([
    [{ symptom: 'Fatigue', severity: 11 }, 'severity'],
    [{ symptom: 'Fatigue', severity: 0 }, 'severity'],
    [{ symptom: '', severity: 3 }, 'symptom'],
    [{ symptom: 'Fatigue', severity: 3, durationMinutes: -5 }, 'durationMinutes'],
    [{ symptom: 'Fatigue', severity: 3, note: 'n'.repeat(10_000) }, 'note'],
    [{ symptom: 'Fatigue', severity: '3' }, 'severity'],
  ])('refuses bad input (case %#) with a 400 naming the field', async (body, field) => {
    const res = await symptom(alice.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
  });
});

describe('daily log', () => {
  it('upserts one row per day and answers the whole day in one call', async () => {
    const put = (body: unknown) => json(t.app, 'PUT', `/api/tracking/day/${today}/log`, { cookie: alice.cookie, body });
    const first = await put({ sleepHours: 7.5, sleepQuality: 4, energy: 3, stress: 6, waterGlasses: 5, meals: [{ slot: 'breakfast', description: 'oats' }], factors: ['alcohol'], note: 'ok' });
    expect(first.statusCode).toBe(200);
    const second = await put({ sleepHours: 8, waterGlasses: 6, meals: [], factors: [] });
    expect(second.json()).toMatchObject({ sleepHours: 8, waterGlasses: 6, sleepQuality: null, factors: [] });
    await json(t.app, 'POST', '/api/tracking/mood', { cookie: alice.cookie, body: { recordedAt, localDate: today, value: 4 } });
    const day = (await json(t.app, 'GET', `/api/tracking/day/${today}`, { cookie: alice.cookie })).json();
    expect(day.log).toMatchObject({ sleepHours: 8, waterGlasses: 6 });
    expect(day.mood).toHaveLength(1);
    expect(day.symptoms.length).toBeGreaterThan(0);
    // Bob sees none of it.
    const bobs = (await json(t.app, 'GET', `/api/tracking/day/${today}`, { cookie: bob.cookie })).json();
    expect(bobs).toMatchObject({ log: null, mood: [], symptoms: [] });
  });

  it.each([
    [{ sleepHours: 25 }, 'sleepHours'],
    [{ sleepQuality: 6 }, 'sleepQuality'],
    [{ stress: 11 }, 'stress'],
    [{ waterGlasses: 41 }, 'waterGlasses'],
    [{ meals: [{ slot: 'brunch', description: 'eggs' }] }, 'meals.0.slot'],
    [{ note: 'z'.repeat(10_000) }, 'note'],
  ])('refuses bad input (case %#) with a 400 naming the field', async (body, field) => {
    const res = await json(t.app, 'PUT', `/api/tracking/day/${today}/log`, { cookie: alice.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
  });

  it('refuses a future day, 1899 and a malformed date', async () => {
    for (const date of ['2999-01-01', '1899-12-31', '2026-13-01']) {
      const res = await json(t.app, 'PUT', `/api/tracking/day/${date}/log`, { cookie: alice.cookie, body: { waterGlasses: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe(date === '2026-13-01' ? 'date' : 'localDate');
    }
  });
});
