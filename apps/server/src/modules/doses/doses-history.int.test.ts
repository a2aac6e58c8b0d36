import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doseSchedules } from '../../db/schema/doses';
import { createCabinetService } from '../cabinet/cabinet.service';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';
import { createDosesService } from './doses.service';
import type { DoseReminderPort } from './dose-reminder-sync';

/**
 * Adherence, the daily series and the reminders over known days, through the service with a fixed
 * clock: 9 March taken on time and late, 10 March skipped and missed, 11 March still due at noon.
 */
let t: TestApp;
let userId: string;
let scheduleId: string;
const calls: { op: 'upsert' | 'remove'; kind?: string; title?: string; active?: boolean }[] = [];
const port: DoseReminderPort = {
  upsertForSubject: async (_u, input) => calls.push({ op: 'upsert', kind: input.kind, title: input.title, active: input.active }),
  removeForSubject: async () => calls.push({ op: 'remove' }),
  doseSubjects: async () => [],
};
let clock = new Date('2026-03-09T06:00:00Z');
const doses = () => createDosesService({ db: t.database.db, cabinet: createCabinetService({ db: t.database.db }), reminders: port, now: () => clock });

beforeAll(async () => {
  t = await startTestApp();
  userId = (await signedInUser(t, 'free')).id;
  await createCabinetService({ db: t.database.db }).add(userId, { name: 'Warfarin', type: 'Prescription', dosage: null, frequency: 'twice daily', indication: null, prescribingDoctor: null, startDate: null });
  scheduleId = (await doses().schedules(userId, 'UTC'))[0]!.id;
  await t.database.db.update(doseSchedules).set({ createdAt: clock }).where(eq(doseSchedules.id, scheduleId));
  clock = new Date('2026-03-11T12:00:00Z');
  const mark = (scheduledFor: string, status: 'taken' | 'skipped', takenAt?: string) => doses().mark(userId, { scheduleId, scheduledFor, status, takenAt });
  await mark('2026-03-09T08:00:00.000Z', 'taken', '2026-03-09T08:10:00.000Z');
  await mark('2026-03-09T20:00:00.000Z', 'taken', '2026-03-09T23:00:00.000Z');
  await mark('2026-03-10T08:00:00.000Z', 'skipped');
});
afterAll(async () => {
  await t?.close();
});

describe('dose history', () => {
  it('counts adherence from the day the schedule was made, skips and misses apart', async () => {
    const [row] = await doses().adherence(userId, '2026-03-01', '2026-03-11');
    expect(row).toMatchObject({ scheduleId, scheduled: 4, taken: 1, late: 1, skipped: 1, missed: 1, percent: 50 });
  });

  it('answers the daily series trends and patterns read', async () => {
    const series = await doses().dailySeries(userId, '2026-03-08', '2026-03-11');
    expect(series.find((s) => s.key === `dose:${scheduleId}`)).toMatchObject({ kind: 'binary', fill: 'zero', values: { '2026-03-09': 1, '2026-03-10': 0 } });
    expect(series.find((s) => s.key === 'adherence')?.values).toEqual({ '2026-03-09': 100, '2026-03-10': 0 });
  });

  it('lists what is still due today for the dashboard', async () => {
    expect((await doses().dueToday(userId, '2026-03-11')).map((d) => [d.time, d.status])).toEqual([
      ['08:00', 'due'],
      ['20:00', 'due'],
    ]);
  });

  it('keeps dose and refill reminders in step, never naming the medicine', async () => {
    calls.length = 0;
    const body = { times: ['08:00', '09:00'], weekdays: [], everyDays: 1, asNeeded: false, timeZone: 'UTC', unitsPerDose: 1, quantityOnHand: 4, refillThresholdDays: 7 };
    await doses().updateSchedule(userId, scheduleId, body);
    expect(calls).toEqual([
      { op: 'upsert', kind: 'dose', title: 'Time for your morning medicines', active: true },
      { op: 'upsert', kind: 'refill', title: 'Time to plan a refill', active: true },
    ]);
    calls.length = 0;
    await doses().refill(userId, scheduleId, 60);
    expect(calls.at(-1)).toEqual({ op: 'upsert', kind: 'refill', title: 'Time to plan a refill', active: false });
    calls.length = 0;
    await doses().updateSchedule(userId, scheduleId, { ...body, asNeeded: true });
    expect(calls[0]).toMatchObject({ op: 'upsert', kind: 'dose', active: false });
  });
});
