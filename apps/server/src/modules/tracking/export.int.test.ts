import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyLogs, moodEntries, symptomEntries, trackingSettings } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';
import { importFile } from '../../../test/upload-helpers';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/core/src/tracking/csv/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

let t: TestApp;
let alice: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  await t.database.db.insert(trackingSettings).values({ userId: alice.id, timeZone: 'America/New_York' });
});
afterAll(async () => {
  await t?.close();
});

const download = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/tracking/export.csv', headers: cookie ? { cookie } : {} });
const counts = async (userId: string) => ({
  mood: (await t.database.db.select().from(moodEntries).where(eq(moodEntries.userId, userId))).length,
  symptom: (await t.database.db.select().from(symptomEntries).where(eq(symptomEntries.userId, userId))).length,
  daily: (await t.database.db.select().from(dailyLogs).where(eq(dailyLogs.userId, userId))).length,
});

describe('GET /api/tracking/export.csv', () => {
  it('needs a session', async () => {
    expect((await download()).statusCode).toBe(401);
  });

  it('downloads every entry as an attachment, times in the person’s zone, formulas neutralised', async () => {
    await t.database.db.insert(moodEntries).values({
      userId: alice.id, recordedAt: new Date('2026-11-02T13:15:00Z'), localDate: '2026-11-02', value: 4, emotions: ['calm'], activities: ['walk'], note: '=HYPERLINK("http://evil.example","x")',
    });
    // 02:40 UTC on 2 November is 21:40 the day before in New York (EST since 1 November).
    await t.database.db.insert(symptomEntries).values({ userId: alice.id, recordedAt: new Date('2026-11-02T02:40:00Z'), localDate: '2026-11-01', symptom: '@Headache', severity: 6, triggers: ['-screens'] });
    await t.database.db.insert(dailyLogs).values({ userId: alice.id, localDate: '2026-11-01', sleepHours: 7.5, stress: 4, factors: ['+coffee'], meals: [{ slot: 'lunch', description: 'Soup, bread' }] });
    const res = await download(alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="thrivewell-tracking-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('date,time,type,item,value,scale,energy,anxiety,tags,activities,duration_minutes,note,source,id');
    expect(lines).toContainEqual(expect.stringMatching(/^2026-11-01,21:40,symptom,'@Headache,6,10,,,'-screens,,,,app,/));
    expect(lines).toContainEqual(expect.stringMatching(/^2026-11-02,08:15,mood,,4,5,,,calm,walk,,"'=HYPERLINK\(""http:\/\/evil.example"",""x""\)",app,/));
    expect(lines).toContainEqual(expect.stringMatching(/^2026-11-01,,daily,factors,,,,,'\+coffee,/));
    // No cell the download writes starts with a formula character.
    for (const line of lines.slice(1)) for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('imports back: into the same account it adds nothing, into a new one it recreates every entry', async () => {
    await importFile(t.app, alice.cookie, fixture('bearable-export.csv'));
    const before = await counts(alice.id);
    const csv = (await download(alice.cookie)).body;

    const same = (await importFile(t.app, alice.cookie, csv)).json();
    expect(same).toMatchObject({ format: 'thrivewell', imported: 0, errorCount: 0 });
    expect(await counts(alice.id)).toEqual(before);

    const bob = await signedInUser(t, 'free');
    await t.database.db.insert(trackingSettings).values({ userId: bob.id, timeZone: 'America/New_York' });
    const fresh = (await importFile(t.app, bob.cookie, csv)).json();
    expect(fresh).toMatchObject({ format: 'thrivewell', errorCount: 0, byKind: { mood: before.mood, symptom: before.symptom, daily: before.daily } });
    expect(await counts(bob.id)).toEqual(before);
    // Bob's own download has the same rows apart from the ids.
    const strip = (text: string) => text.split('\r\n').map((l) => l.replace(/,[0-9a-f-]{36}$/, '')).sort();
    expect(strip((await download(bob.cookie)).body)).toEqual(strip(csv));
  });
});
