import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
beforeAll(async () => {
  t = await startTestApp();
  alice = await signedInUser(t, 'free');
  bob = await signedInUser(t, 'free');
});
afterAll(async () => {
  await t?.close();
});

interface Schedule {
  id: string;
  medicineName: string;
  times: string[];
  frequency: string | null;
  asNeeded: boolean;
  quantityOnHand: number | null;
  supply: { daysLeft: number | null; refillSoon: boolean };
  understood: { guessed: boolean };
  missedDoseGuidance: { advice: string; labelSpecific: boolean; source: { url: string } };
}

const zone = 'Europe/Berlin';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const addMedicine = (cookie: string, name: string, frequency: string) => json(t.app, 'POST', '/api/safety/cabinet', { cookie, body: { name, frequency } });
const schedules = async (cookie: string): Promise<Schedule[]> => (await json(t.app, 'GET', `/api/doses/schedules?timeZone=${zone}`, { cookie })).json().schedules;
const byName = async (cookie: string, name: string) => (await schedules(cookie)).find((s) => s.medicineName === name)!;
const put = (cookie: string, id: string, body: unknown) => json(t.app, 'PUT', `/api/doses/schedules/${id}`, { cookie, body });
const editable = { times: ['08:00', '20:00'], weekdays: [], everyDays: 1, asNeeded: false, timeZone: zone, unitsPerDose: 1, quantityOnHand: 20, refillThresholdDays: 7 };

describe('dose schedules', () => {
  it('needs a session', async () => {
    expect((await json(t.app, 'GET', '/api/doses/schedules')).statusCode).toBe(401);
    expect((await json(t.app, 'POST', '/api/doses/events', { body: {} })).statusCode).toBe(401);
  });

  it('makes one schedule per active cabinet entry from its frequency, with label-based missed-dose guidance', async () => {
    await addMedicine(alice.cookie, 'Coumadin', 'twice daily');
    await addMedicine(alice.cookie, 'ibuprofen', 'as needed');
    await addMedicine(alice.cookie, 'Mystery tonic', 'whenever the moon is full');
    const list = await schedules(alice.cookie);
    expect(list).toHaveLength(3);
    const warfarin = list.find((s) => s.medicineName === 'Coumadin')!;
    expect(warfarin).toMatchObject({ times: ['08:00', '20:00'], asNeeded: false, understood: { guessed: false } });
    expect(warfarin.missedDoseGuidance).toMatchObject({ labelSpecific: true, source: { url: expect.stringContaining('medlineplus.gov') } });
    expect(warfarin.missedDoseGuidance.advice).toMatch(/do not take a double dose/i);
    expect(list.find((s) => s.medicineName === 'ibuprofen')).toMatchObject({ asNeeded: true, times: [] });
    const guess = list.find((s) => s.medicineName === 'Mystery tonic')!;
    expect(guess).toMatchObject({ times: ['08:00'], understood: { guessed: true }, missedDoseGuidance: { labelSpecific: false } });
    // Reading again makes nothing twice.
    expect(await schedules(alice.cookie)).toHaveLength(3);
  });

  it('edits times, weekdays and supply, and rejects bad values with the field', async () => {
    const s = await byName(alice.cookie, 'Coumadin');
    const saved = await put(alice.cookie, s.id, { ...editable, times: ['20:00', '08:00'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ times: ['08:00', '20:00'], quantityOnHand: 20, supply: { daysLeft: 10, refillSoon: false } });
    const bad: [unknown, string][] = [
      [{ ...editable, times: ['8am'] }, 'times.0'],
      [{ ...editable, times: ['24:00'] }, 'times.0'],
      [{ ...editable, times: [] }, 'times'],
      [{ ...editable, times: ['08:00', '08:00'] }, 'times'],
      [{ ...editable, quantityOnHand: -5 }, 'quantityOnHand'],
      [{ ...editable, unitsPerDose: 0 }, 'unitsPerDose'],
      [{ ...editable, weekdays: [7] }, 'weekdays.0'],
      [{ ...editable, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...editable, refillThresholdDays: 1.5 }, 'refillThresholdDays'],
    ];
    for (const [body, field] of bad) {
      const res = await put(alice.cookie, s.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const malformed = await json(t.app, 'PUT', `/api/doses/schedules/${s.id}`, { cookie: alice.cookie, raw: '{"times": [' });
    expect(malformed.statusCode).toBe(400);
    expect((await byName(alice.cookie, 'Coumadin')).quantityOnHand).toBe(20);
  });

  it("never shows or changes another user's schedule", async () => {
    const s = await byName(alice.cookie, 'Coumadin');
    expect((await schedules(bob.cookie)).map((x) => x.id)).not.toContain(s.id);
    expect((await put(bob.cookie, s.id, editable)).statusCode).toBe(404);
    expect((await json(t.app, 'POST', `/api/doses/schedules/${s.id}/refill`, { cookie: bob.cookie, body: { quantity: 1 } })).statusCode).toBe(404);
    const mark = await json(t.app, 'POST', '/api/doses/events', { cookie: bob.cookie, body: { scheduleId: s.id, scheduledFor: new Date().toISOString(), status: 'taken' } });
    expect(mark.statusCode).toBe(404);
    expect((await json(t.app, 'GET', `/api/doses/day/${today()}?timeZone=${zone}`, { cookie: bob.cookie })).json().doses).toEqual([]);
  });
});

describe('doses of a day', () => {
  it('lists today’s doses, marks one taken once (idempotent), uses the supply and updates adherence', async () => {
    const s = await byName(alice.cookie, 'Coumadin');
    const day = (await json(t.app, 'GET', `/api/doses/day/${today()}?timeZone=${zone}`, { cookie: alice.cookie })).json();
    const doses = day.doses.filter((d: { scheduleId: string }) => d.scheduleId === s.id);
    expect(doses.map((d: { time: string }) => d.time)).toEqual(['08:00', '20:00']);
    expect(day.asNeeded).toContainEqual(expect.objectContaining({ medicineName: 'ibuprofen', taken: [] }));
    const first = doses[0];
    const body = { scheduleId: s.id, scheduledFor: first.scheduledFor, status: 'taken', clientId: 'offline-1' };
    const marked = await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, body });
    expect(marked.statusCode).toBe(200);
    expect(['taken', 'late']).toContain(marked.json().dose.status);
    expect(marked.json().quantityOnHand).toBe(19);
    // The offline queue replays it: nothing changes twice.
    expect((await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, body })).json().quantityOnHand).toBe(19);
    expect((await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, body: { ...body, clientId: undefined } })).json().quantityOnHand).toBe(19);
    // Changing the mark to skipped gives the unit back.
    const skipped = await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, body: { ...body, clientId: undefined, status: 'skipped' } });
    expect(skipped.json()).toMatchObject({ dose: { status: 'skipped' }, quantityOnHand: 20 });
    await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, body: { ...body, clientId: undefined } });

    const adherence = (await json(t.app, 'GET', `/api/doses/adherence?days=7&timeZone=${zone}`, { cookie: alice.cookie })).json();
    const row = adherence.medicines.find((m: { scheduleId: string }) => m.scheduleId === s.id);
    expect(row.taken + row.late).toBe(1);
    expect(adherence.daily).toHaveLength(7);
  });

  it('logs an as-needed dose taken now', async () => {
    const s = await byName(alice.cookie, 'ibuprofen');
    const res = await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, body: { scheduleId: s.id, status: 'taken' } });
    expect(res.statusCode).toBe(200);
    const day = (await json(t.app, 'GET', `/api/doses/day/${today()}?timeZone=${zone}`, { cookie: alice.cookie })).json();
    expect(day.asNeeded.find((a: { scheduleId: string }) => a.scheduleId === s.id).taken).toHaveLength(1);
  });

  it('refills and warns when the supply runs low', async () => {
    const s = await byName(alice.cookie, 'Coumadin');
    const low = (await json(t.app, 'POST', `/api/doses/schedules/${s.id}/refill`, { cookie: alice.cookie, body: { quantity: 6 } })).json();
    expect(low.supply).toEqual({ daysLeft: 3, refillSoon: true });
    const full = (await json(t.app, 'POST', `/api/doses/schedules/${s.id}/refill`, { cookie: alice.cookie, body: { quantity: 60 } })).json();
    expect(full.supply).toEqual({ daysLeft: 30, refillSoon: false });
    expect((await json(t.app, 'POST', `/api/doses/schedules/${s.id}/refill`, { cookie: alice.cookie, body: { quantity: -1 } })).json().error.field).toBe('quantity');
  });

  it('answers bad input with 400 and the field, never a 5xx', async () => {
    const s = await byName(alice.cookie, 'Coumadin');
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    for (const [url, field] of [
      ['/api/doses/day/1899-12-31', 'date'],
      [`/api/doses/day/${future}`, 'date'],
      ['/api/doses/day/2026-02-30', 'date'],
      ['/api/doses/day/today', 'date'],
      [`/api/doses/day/${today()}?timeZone=Nowhere/Land`, 'timeZone'],
      ['/api/doses/adherence?days=365', 'days'],
    ] as const) {
      const res = await json(t.app, 'GET', url, { cookie: alice.cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.field, url).toBe(field);
    }
    const base = { scheduleId: s.id, scheduledFor: new Date().toISOString(), status: 'taken' };
    for (const [body, field] of [
      [{ ...base, status: 'late' }, 'status'],
      [{ ...base, scheduledFor: '1899-06-01T08:00:00Z' }, 'scheduledFor'],
      [{ ...base, scheduledFor: new Date(Date.now() + 3 * 86_400_000).toISOString() }, 'scheduledFor'],
      [{ ...base, scheduledFor: 'yesterday' }, 'scheduledFor'],
      [{ ...base, scheduledFor: '2026-01-01T08:03:00+01:00' }, 'scheduledFor'],
      [{ ...base, takenAt: new Date(Date.now() + 86_400_000).toISOString() }, 'takenAt'],
      [{ ...base, clientId: 'x'.repeat(10_000) }, 'clientId'],
      [{ ...base, scheduleId: 'nope' }, 'scheduleId'],
    ] as const) {
      const res = await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    const malformed = await json(t.app, 'POST', '/api/doses/events', { cookie: alice.cookie, raw: '{"scheduleId":' });
    expect(malformed.statusCode).toBe(400);
  });

  it('follows a frequency changed in the cabinet: new times from the new text, the supply kept', async () => {
    expect((await addMedicine(alice.cookie, 'Atorvastatin', 'twice daily')).statusCode).toBe(201);
    const before = await byName(alice.cookie, 'Atorvastatin');
    expect(before.times).toHaveLength(2);
    expect((await put(alice.cookie, before.id, { ...editable, times: ['07:30', '19:30'], quantityOnHand: 30 })).statusCode).toBe(200);
    // Reading again without a change keeps the person's own times.
    expect((await byName(alice.cookie, 'Atorvastatin')).times).toEqual(['07:30', '19:30']);
    const entry = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json().items.find((i: { name: string }) => i.name === 'Atorvastatin');
    expect((await json(t.app, 'PATCH', `/api/safety/cabinet/${entry.id}`, { cookie: alice.cookie, body: { frequency: 'once daily at bedtime' } })).statusCode).toBe(200);
    const after = await byName(alice.cookie, 'Atorvastatin');
    expect(after.id).toBe(before.id);
    expect(after.times).toHaveLength(1);
    expect(after.frequency).toBe('once daily at bedtime');
    expect(after.quantityOnHand).toBe(30);
  });

  it('hides the schedule of a paused cabinet entry (404) and shows the same one again when resumed', async () => {
    const s = await byName(alice.cookie, 'Mystery tonic');
    const entry = (await json(t.app, 'GET', '/api/safety/cabinet', { cookie: alice.cookie })).json().items.find((i: { name: string }) => i.name === 'Mystery tonic');
    await json(t.app, 'PATCH', `/api/safety/cabinet/${entry.id}`, { cookie: alice.cookie, body: { active: false } });
    expect((await schedules(alice.cookie)).map((x) => x.id)).not.toContain(s.id);
    expect((await put(alice.cookie, s.id, editable)).statusCode).toBe(404);
    await json(t.app, 'PATCH', `/api/safety/cabinet/${entry.id}`, { cookie: alice.cookie, body: { active: true } });
    expect((await schedules(alice.cookie)).map((x) => x.id)).toContain(s.id);
  });

  it('keeps the reminders service in step: dose reminders without the medicine name, removed with the entry', async () => {
    const carol = await signedInUser(t, 'free');
    const added = (await addMedicine(carol.cookie, 'Sertraline', 'every evening')).json();
    const [s] = await schedules(carol.cookie);
    const reminders = async () => (await json(t.app, 'GET', '/api/reminders', { cookie: carol.cookie })).json().reminders as { kind: string; subjectId: string; title: string; times: string[]; active: boolean }[];
    const dose = (await reminders()).find((r) => r.kind === 'dose' && r.subjectId === s!.id);
    expect(dose).toMatchObject({ title: 'Time for your evening medicines', times: ['18:00'], active: true });
    expect(JSON.stringify(await reminders())).not.toMatch(/sertraline/i);
    await json(t.app, 'DELETE', `/api/safety/cabinet/${added.id}`, { cookie: carol.cookie });
    await schedules(carol.cookie);
    expect((await reminders()).filter((r) => r.subjectId === s!.id)).toEqual([]);
  });

  it('reminds an every-other-day medicine on its dose days only, and follows an edit of the interval', async () => {
    const dave = await signedInUser(t, 'free');
    await addMedicine(dave.cookie, 'Methotrexate', 'every other day at bedtime');
    const [s] = await schedules(dave.cookie);
    type R = { kind: string; subjectId: string; times: string[]; everyDays: number; active: boolean; nextAt: string | null; rule: string };
    const dose = async () => ((await json(t.app, 'GET', '/api/reminders', { cookie: dave.cookie })).json().reminders as R[]).find((r) => r.kind === 'dose' && r.subjectId === s!.id)!;
    const first = await dose();
    expect(first).toMatchObject({ times: ['22:00'], everyDays: 2, active: true });
    // The next reminder falls on a dose day of the schedule, and the day before it is not one.
    const dayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(ms));
    const dosesOn = async (date: string) => JSON.stringify((await json(t.app, 'GET', `/api/doses/day/${date}?timeZone=${zone}`, { cookie: dave.cookie })).json());
    const next = new Date(first.nextAt!).getTime();
    expect(await dosesOn(dayOf(next))).toContain('"22:00"');
    expect(await dosesOn(dayOf(next - 24 * 3600_000))).not.toContain('"22:00"');
    expect(first.rule).toMatch(/FREQ=DAILY;INTERVAL=2/);
    // Every third day now: the reminder follows; back to daily: the interval is gone.
    expect((await put(dave.cookie, s!.id, { ...editable, times: ['22:00'], everyDays: 3 })).statusCode).toBe(200);
    expect(await dose()).toMatchObject({ everyDays: 3, active: true, rule: expect.stringMatching(/INTERVAL=3/) });
    expect((await put(dave.cookie, s!.id, { ...editable, times: ['22:00'], everyDays: 1 })).statusCode).toBe(200);
    expect((await dose()).everyDays).toBe(1);
  });
});
