import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@thrivewell/core/tracking/calendar-days';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
const at = new Date(Date.now() - 5 * 60_000);
const recordedAt = at.toISOString();
const today = recordedAt.slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'free');
  for (const user of [alice, bob]) await json(t.app, 'PUT', '/api/tracking/settings', { cookie: user.cookie, body: { timeZone: 'UTC' } });
});
afterAll(async () => {
  await t?.close();
});

const mood = (cookie: string, body: Record<string, unknown>) => json(t.app, 'POST', '/api/tracking/mood', { cookie, body: { recordedAt, localDate: today, ...body } });

describe('tracking settings', () => {
  it('needs a session and validates the IANA zone', async () => {
    expect((await json(t.app, 'GET', '/api/tracking/settings')).statusCode).toBe(401);
    const fresh = await signedInUser(t, 'free');
    expect((await json(t.app, 'GET', '/api/tracking/settings', { cookie: fresh.cookie })).json()).toEqual({ timeZone: 'UTC', saved: false });
    const bad = await json(t.app, 'PUT', '/api/tracking/settings', { cookie: fresh.cookie, body: { timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('timeZone');
    const good = await json(t.app, 'PUT', '/api/tracking/settings', { cookie: fresh.cookie, body: { timeZone: 'Europe/Berlin' } });
    expect(good.json()).toEqual({ timeZone: 'Europe/Berlin', saved: true });
  });
});

describe('mood entries', () => {
  it('adds, lists, edits and deletes, storing the scale with the value', async () => {
    const created = await mood(alice.cookie, { value: 4, energy: 3, emotions: [' calm ', 'Calm', 'hopeful'], activities: ['walk'], note: 'good day' });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({ value: 4, scaleMax: 5, energy: 3, anxiety: null, emotions: ['calm', 'hopeful'], activities: ['walk'], localDate: today });
    // Several a day, back-filled a week ago.
    const earlier = new Date(at.getTime() - 7 * 86_400_000).toISOString();
    expect((await mood(alice.cookie, { value: 2, recordedAt: earlier, localDate: earlier.slice(0, 10) })).statusCode).toBe(201);
    const list = (await json(t.app, 'GET', `/api/tracking/mood?from=${addDays(today, -10)}&to=${today}`, { cookie: alice.cookie })).json();
    expect(list.entries.map((e: { value: number }) => e.value)).toEqual([2, 4]);

    const edited = await json(t.app, 'PATCH', `/api/tracking/mood/${entry.id}`, { cookie: alice.cookie, body: { value: 5, note: null } });
    expect(edited.json()).toMatchObject({ value: 5, note: null, energy: 3 });
    expect((await json(t.app, 'DELETE', `/api/tracking/mood/${entry.id}`, { cookie: alice.cookie })).statusCode).toBe(204);
    expect((await json(t.app, 'DELETE', `/api/tracking/mood/${entry.id}`, { cookie: alice.cookie })).statusCode).toBe(404);
  });

  it('answers a repeated clientId with the first entry, 200, adding nothing', async () => {
    const first = await mood(alice.cookie, { value: 3, clientId: 'device-1:abc' });
    const again = await mood(alice.cookie, { value: 3, clientId: 'device-1:abc' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const day = (await json(t.app, 'GET', `/api/tracking/day/${today}`, { cookie: alice.cookie })).json();
    expect(day.mood.filter((e: { clientId: string | null }) => e.clientId === 'device-1:abc')).toHaveLength(1);
    // Another user's same clientId is their own entry.
    expect((await mood(bob.cookie, { value: 3, clientId: 'device-1:abc' })).statusCode).toBe(201);
  });

  it.each([
    [{ value: 6 }, 'value'],
    [{ value: 0 }, 'value'],
    [{ value: 3.5 }, 'value'],
    [{ value: 3, energy: 9 }, 'energy'],
    [{ value: 3, note: 'x'.repeat(10_000) }, 'note'],
    [{ value: 3, activities: Array.from({ length: 31 }, (_, i) => `a${i}`) }, 'activities'],
    [{ value: 3, activities: ['y'.repeat(41)] }, 'activities.0'],
    [{ value: 3, clientId: 'c'.repeat(65) }, 'clientId'],
    [{ value: 3, localDate: '2026-02-30' }, 'localDate'],
    [{ value: 3, recordedAt: '1899-12-31T12:00:00Z', localDate: '1899-12-31' }, 'localDate'],
    [{ value: 3, recordedAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), localDate: addDays(today, 3) }, 'localDate'],
    [{ value: 3, localDate: addDays(today, -3) }, 'localDate'],
    [{ value: 3, recordedAt: 'yesterday' }, 'recordedAt'],
  ])('refuses bad input (case %#) with a 400 naming the field', async (body, field) => {
    const res = await mood(alice.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('answers malformed JSON with a 400, never a 5xx', async () => {
    const res = await json(t.app, 'POST', '/api/tracking/mood', { cookie: alice.cookie, raw: '{"value": 3,' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });

  it('keeps users apart: another user’s entry is not found', async () => {
    const bobs = (await mood(bob.cookie, { value: 1 })).json();
    expect((await json(t.app, 'PATCH', `/api/tracking/mood/${bobs.id}`, { cookie: alice.cookie, body: { value: 5 } })).statusCode).toBe(404);
    expect((await json(t.app, 'DELETE', `/api/tracking/mood/${bobs.id}`, { cookie: alice.cookie })).statusCode).toBe(404);
    const list = (await json(t.app, 'GET', '/api/tracking/mood', { cookie: alice.cookie })).json();
    expect(list.entries.some((e: { id: string }) => e.id === bobs.id)).toBe(false);
  });

  it('refuses a backwards or too long range', async () => {
    expect((await json(t.app, 'GET', `/api/tracking/mood?from=${today}&to=${addDays(today, -1)}`, { cookie: alice.cookie })).json().error.field).toBe('from');
    expect((await json(t.app, 'GET', `/api/tracking/mood?from=2020-01-01&to=${today}`, { cookie: alice.cookie })).statusCode).toBe(400);
    expect((await json(t.app, 'GET', '/api/tracking/mood?from=garbage', { cookie: alice.cookie })).json().error.field).toBe('from');
  });
});
