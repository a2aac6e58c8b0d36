import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';
import { createTrackingService, type TrackingService } from './tracking.service';

let t: TestApp;
let tracking: TrackingService;
let userId: string;
// A fixed clock: 20 March 2026, noon UTC.
const now = new Date('2026-03-20T12:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  userId = (await signedInUser(t, 'free')).id;
  tracking = createTrackingService({ db: t.database.db, now: () => now });
  await tracking.setTimeZone(userId, 'Europe/Berlin');
  const mood = (localDate: string, value: number, extra: Record<string, unknown> = {}) =>
    tracking.addMood(userId, { recordedAt: `${localDate}T09:00:00Z`, localDate, value, emotions: [], activities: [], ...extra });
  await mood('2026-03-01', 2, { energy: 2, emotions: ['Tired'], activities: ['Walk'] });
  await mood('2026-03-01', 4, { energy: 4 });
  await mood('2026-03-02', 5, { activities: ['walk', 'Yoga'] });
  const symptom = (localDate: string, name: string, severity: number) =>
    tracking.addSymptom(userId, { recordedAt: `${localDate}T10:00:00Z`, localDate, symptom: name, severity, triggers: [] });
  await symptom('2026-03-01', 'Headache', 3);
  await symptom('2026-03-01', 'Headache', 7);
  await symptom('2026-03-02', 'Joint Pain', 4);
  await tracking.saveDailyLog(userId, '2026-03-01', { sleepHours: 6.5, sleepQuality: 3, energy: 3, stress: 7, waterGlasses: 4, meals: [], factors: ['Alcohol'] });
  await tracking.saveDailyLog(userId, '2026-03-02', { sleepHours: 8, waterGlasses: 0, meals: [], factors: [] });
});
afterAll(async () => {
  await t?.close();
});

describe('dailySeries', () => {
  it('answers day means, day maxima, counts and yes/no tags with their fill policies', async () => {
    const series = await tracking.dailySeries(userId, '2026-03-01', '2026-03-31');
    const byKey = new Map(series.map((s) => [s.key, s]));
    expect(byKey.get('mood')).toMatchObject({ kind: 'rating', fill: 'skip', values: { '2026-03-01': 3, '2026-03-02': 5 } });
    // Energy from mood entries (2, 4) and the daily log (3): mean 3 on the 1st.
    expect(byKey.get('energy')?.values).toEqual({ '2026-03-01': 3 });
    expect(byKey.get('symptom:headache')).toMatchObject({ kind: 'rating', values: { '2026-03-01': 7 } });
    expect(byKey.get('symptom_present:headache')?.values).toEqual({ '2026-03-01': 1, '2026-03-02': 0 });
    expect(byKey.get('symptom_present:joint_pain')?.values).toEqual({ '2026-03-01': 0, '2026-03-02': 1 });
    expect(byKey.get('activity:walk')).toMatchObject({ kind: 'binary', fill: 'zero', values: { '2026-03-01': 1, '2026-03-02': 1 } });
    expect(byKey.get('activity:yoga')?.values).toEqual({ '2026-03-01': 0, '2026-03-02': 1 });
    expect(byKey.get('emotion:tired')?.values).toEqual({ '2026-03-01': 1, '2026-03-02': 0 });
    expect(byKey.get('factor:alcohol')?.values).toEqual({ '2026-03-01': 1, '2026-03-02': 0 });
    expect(byKey.get('water')).toMatchObject({ kind: 'count', fill: 'zero', values: { '2026-03-01': 4, '2026-03-02': 0 } });
    expect(byKey.get('sleep_hours')).toMatchObject({ kind: 'measure', values: { '2026-03-01': 6.5, '2026-03-02': 8 } });
    expect(byKey.get('stress')?.values).toEqual({ '2026-03-01': 7 });
    expect(byKey.has('anxiety')).toBe(false);
  });

  it('keeps to the range and answers today in the user’s zone', async () => {
    expect(await tracking.dailySeries(userId, '2026-03-02', '2026-03-02').then((s) => s.find((x) => x.key === 'mood')?.values)).toEqual({ '2026-03-02': 5 });
    expect((await tracking.today(userId)).date).toBe('2026-03-20');
  });
});
