import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyLogs, habitCheckins, habits, moodEntries, symptomEntries } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { testOrigin } from '../../../test/auth-helpers';
import { json, signedInUser } from '../../../test/safety-helpers';
import { importFile } from '../../../test/upload-helpers';

/**
 * W2-D: every tracking entry is in "Download my data" and goes with the account. Entries are
 * made through the API (typed mood, symptom, daily log, a habit check-in, and an import), so a
 * table the tracking modules write is covered by what a person actually does.
 */

const fixture = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/core/src/tracking/csv/fixtures/daylio-legacy.csv'));
const recordedAt = new Date(Date.now() - 10 * 60_000).toISOString();
const today = recordedAt.slice(0, 10);

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'free');
  for (const user of [alice, bob]) {
    const { cookie } = user;
    expect((await json(t.app, 'PUT', '/api/tracking/settings', { cookie, body: { timeZone: 'UTC' } })).statusCode).toBe(200);
    expect((await json(t.app, 'POST', '/api/tracking/mood', { cookie, body: { recordedAt, localDate: today, value: 4, note: 'typed mood' } })).statusCode).toBe(201);
    expect((await json(t.app, 'POST', '/api/tracking/symptoms', { cookie, body: { recordedAt, localDate: today, symptom: 'Headache', severity: 5 } })).statusCode).toBe(201);
    expect((await json(t.app, 'PUT', `/api/tracking/day/${today}/log`, { cookie, body: { sleepHours: 7, factors: ['walk'], meals: [] } })).statusCode).toBe(200);
    const habit = await json(t.app, 'POST', '/api/habits', { cookie, body: { name: 'Evening walk', startedOn: today } });
    expect(habit.statusCode).toBe(201);
    expect((await json(t.app, 'POST', `/api/habits/${habit.json().id}/checkins`, { cookie, body: { localDate: today } })).statusCode).toBe(200);
    expect((await importFile(t.app, cookie, fixture)).json().imported).toBe(3);
  }
});
afterAll(async () => {
  await t?.close();
});

const counts = async (userId: string) => ({
  mood: (await t.database.db.select().from(moodEntries).where(eq(moodEntries.userId, userId))).length,
  symptom: (await t.database.db.select().from(symptomEntries).where(eq(symptomEntries.userId, userId))).length,
  daily: (await t.database.db.select().from(dailyLogs).where(eq(dailyLogs.userId, userId))).length,
  habits: (await t.database.db.select().from(habits).where(eq(habits.userId, userId))).length,
  checkins: (await t.database.db.select().from(habitCheckins).where(eq(habitCheckins.userId, userId))).length,
});

describe('tracking entries in the account export and deletion', () => {
  it('the account export holds every tracking entry made through the API, and none of anyone else', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: alice.cookie } })).json();
    expect(data.tables.mood_entries.map((r: { note: string | null }) => r.note)).toEqual(expect.arrayContaining(['typed mood', 'Went to a party']));
    expect(data.tables.mood_entries).toHaveLength(4);
    expect(data.tables.symptom_entries).toEqual([expect.objectContaining({ symptom: 'Headache', severity: 5 })]);
    expect(data.tables.daily_logs).toEqual([expect.objectContaining({ localDate: today, sleepHours: 7, factors: ['walk'] })]);
    expect(data.tables.habits).toEqual([expect.objectContaining({ name: 'Evening walk' })]);
    expect(data.tables.habit_checkins).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(bob.id);
  });

  it('the tracking CSV has them too, habit check-ins included', async () => {
    const csv = (await t.app.inject({ method: 'GET', url: '/api/tracking/export.csv', headers: { cookie: alice.cookie } })).body;
    expect(csv).toContain(`,mood,,4,5,`);
    expect(csv).toContain(`,symptom,Headache,5,10,`);
    expect(csv).toContain(`${today},,daily,sleep_hours,7,`);
    expect(csv).toMatch(new RegExp(`${today},,habit,Evening walk,1,`));
  });

  it('deleting the account removes every tracking entry and leaves the other person’s', async () => {
    const bobsBefore = await counts(bob.id);
    expect(bobsBefore).toEqual({ mood: 4, symptom: 1, daily: 1, habits: 1, checkins: 1 });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: alice.cookie, origin: testOrigin }, payload: { email: (await emailOf(alice.cookie)) ?? '' } });
    expect(res.statusCode).toBe(200);
    expect(await counts(alice.id)).toEqual({ mood: 0, symptom: 0, daily: 0, habits: 0, checkins: 0 });
    expect(await counts(bob.id)).toEqual(bobsBefore);
  });
});

async function emailOf(cookie: string): Promise<string | undefined> {
  const session = (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();
  return session?.user?.email;
}
