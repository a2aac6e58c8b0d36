/**
 * The lab timeline on the real app (W2-F, Wellness Pro "blood and urine correlations"): typed lab
 * results, the day's highest severity of each symptom (tracking) and cabinet changes land on the
 * right days; a free plan is refused with UPGRADE_REQUIRED; bad or too-long ranges are clear 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@thrivewell/core/tracking/calendar-days';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let pro: { cookie: string; id: string };
let free: { cookie: string; id: string };
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => addDays(today, -n);
const at = (day: string) => (day === today ? new Date(Date.now() - 60_000).toISOString() : `${day}T12:00:00.000Z`);

beforeAll(async () => {
  t = await startTestApp();
  pro = await signedInUser(t, 'paid');
  free = await signedInUser(t, 'free');
  await json(t.app, 'PUT', '/api/tracking/settings', { cookie: pro.cookie, body: { timeZone: 'UTC' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const timeline = (cookie: string, query = '') => json(t.app, 'GET', `/api/biomarkers/timeline${query}`, { cookie });
const symptom = (day: string, symptom: string, severity: number) =>
  json(t.app, 'POST', '/api/tracking/symptoms', { cookie: pro.cookie, body: { recordedAt: at(day), localDate: day, symptom, severity } });

describe('lab timeline', () => {
  it('puts labs, symptoms (daily max) and cabinet changes on their days', async () => {
    const glucose = (collectedOn: string, value: number) =>
      json(t.app, 'POST', '/api/biomarkers/manual', { cookie: pro.cookie, body: { collectedOn, rows: [{ name: 'Glucose', value, unit: 'mg/dL', rangeText: '70-99' }] } });
    expect((await glucose(daysAgo(40), 92)).statusCode).toBe(201);
    expect((await glucose(daysAgo(5), 120)).statusCode).toBe(201);
    expect((await glucose(daysAgo(500), 88)).statusCode).toBe(201); // outside the default 12 months

    for (const [day, name, severity] of [[daysAgo(6), 'Headache', 3], [daysAgo(6), 'headache ', 7], [daysAgo(6), 'Fatigue', 2], [daysAgo(1), 'Headache', 4]] as const) {
      expect((await symptom(day, name, severity)).statusCode).toBe(201);
    }

    const metformin = await json(t.app, 'POST', '/api/safety/cabinet', { cookie: pro.cookie, body: { name: 'metformin', startDate: daysAgo(30) } });
    expect(metformin.statusCode).toBe(201);
    const biotin = (await json(t.app, 'POST', '/api/safety/cabinet', { cookie: pro.cookie, body: { name: 'biotin', type: 'Supplement' } })).json();
    const biotinId = biotin.items.find((i: { name: string }) => i.name === 'biotin').id;
    // Stopped: marked as not taken (its day is that save's day, today).
    expect((await json(t.app, 'PATCH', `/api/safety/cabinet/${biotinId}`, { cookie: pro.cookie, body: { active: false } })).statusCode).toBe(200);
    // Removed: the cabinet's change log keeps its add and its removal.
    const gone = (await json(t.app, 'POST', '/api/safety/cabinet', { cookie: pro.cookie, body: { name: 'ibuprofen' } })).json();
    const goneId = gone.items.find((i: { name: string }) => i.name === 'ibuprofen').id;
    expect((await json(t.app, 'DELETE', `/api/safety/cabinet/${goneId}`, { cookie: pro.cookie })).statusCode).toBeLessThan(300);

    const res = await timeline(pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ from: addDays(today, -365), to: today });
    expect(body.labs.map((l: { collectedOn: string; value: number; unit: string; flag: string; loinc: string }) => [l.collectedOn, l.loinc, l.value, l.unit, l.flag])).toEqual([
      [daysAgo(40), '2345-7', 92, 'mg/dL', 'normal'],
      [daysAgo(5), '2345-7', 120, 'mg/dL', 'high'],
    ]);
    expect(body.symptoms).toEqual([
      { day: daysAgo(6), name: 'Headache', severity: 7 },
      { day: daysAgo(6), name: 'Fatigue', severity: 2 },
      { day: daysAgo(1), name: 'Headache', severity: 4 },
    ]);
    expect(body.medicineChanges).toEqual([
      { day: daysAgo(30), medicine: 'metformin', change: 'started', basis: 'start_date' },
      { day: today, medicine: 'biotin', change: 'started', basis: 'logged' },
      { day: today, medicine: 'biotin', change: 'stopped', basis: 'logged' },
      { day: today, medicine: 'ibuprofen', change: 'started', basis: 'logged' },
      { day: today, medicine: 'ibuprofen', change: 'removed', basis: 'logged' },
    ]);

    // A chosen range: only what falls inside it.
    const week = (await timeline(pro.cookie, `?from=${daysAgo(7)}&to=${daysAgo(2)}`)).json();
    expect(week).toMatchObject({ from: daysAgo(7), to: daysAgo(2), medicineChanges: [] });
    expect(week.labs).toHaveLength(1);
    expect(week.symptoms).toHaveLength(2);
    const older = (await timeline(pro.cookie, `?from=${daysAgo(600)}&to=${daysAgo(400)}`)).json();
    expect(older.labs.map((l: { value: number }) => l.value)).toEqual([88]);
  });

  it('is Wellness Pro: a free plan gets 403 UPGRADE_REQUIRED, signed out 401', async () => {
    const refused = await timeline(free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'UPGRADE_REQUIRED', field: 'lab_correlations' });
    expect((await json(t.app, 'GET', '/api/biomarkers/timeline')).statusCode).toBe(401);
  });

  it('answers bad dates and too-long spans with a clear 400', async () => {
    for (const [query, field, message] of [
      ['?from=2026-02-30', 'from', /From must be a date/],
      ['?to=yesterday', 'to', /To must be a date/],
      ['?from=2026-05-01&to=2026-04-01', 'from', /on or before/],
      ['?from=2020-01-01&to=2026-01-01', 'from', /at most 1100 days/],
      [`?from=${addDays(today, 3)}`, 'from', /on or before/],
    ] as const) {
      const res = await timeline(pro.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toBe(field);
      expect(res.json().error.message, query).toMatch(message);
    }
  });
});
