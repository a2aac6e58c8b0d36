/**
 * The dose tables (dose_schedules, dose_events): the only code that reads or writes them. Every
 * query is scoped by the user id it is given.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { doseEvents, doseSchedules } from '../../db/schema/doses';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DosesDb = Database | Tx;
export type ScheduleRow = typeof doseSchedules.$inferSelect;
export type EventRow = typeof doseEvents.$inferSelect;
export type ScheduleValues = Pick<ScheduleRow, 'times' | 'weekdays' | 'everyDays' | 'asNeeded' | 'timeZone' | 'unitsPerDose' | 'quantityOnHand' | 'refillThresholdDays'> & { frequencySeen?: string | null };

const ownedBy = (userId: string) => eq(doseSchedules.userId, userId);

export function scheduleRows(db: DosesDb, userId: string): Promise<ScheduleRow[]> {
  return db.select().from(doseSchedules).where(ownedBy(userId)).orderBy(asc(doseSchedules.createdAt));
}

export async function findSchedule(db: DosesDb, userId: string, id: string, forUpdate = false): Promise<ScheduleRow | null> {
  const q = db.select().from(doseSchedules).where(and(eq(doseSchedules.id, id), ownedBy(userId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Creates the schedule of a cabinet entry unless one exists already (two first reads at once make one). */
export async function insertSchedule(db: DosesDb, userId: string, medicationId: string, startDate: string, values: ScheduleValues): Promise<void> {
  await db.insert(doseSchedules).values({ userId, medicationId, startDate, ...values }).onConflictDoNothing({ target: doseSchedules.medicationId });
}

export async function updateSchedule(db: DosesDb, userId: string, id: string, values: Partial<ScheduleValues>, now: Date): Promise<void> {
  await db.update(doseSchedules).set({ ...values, updatedAt: now }).where(and(eq(doseSchedules.id, id), ownedBy(userId)));
}

export function eventsBetween(db: DosesDb, userId: string, from: string, to: string, scheduleIds?: string[]): Promise<EventRow[]> {
  const conditions = [eq(doseEvents.userId, userId), gte(doseEvents.localDate, from), lte(doseEvents.localDate, to)];
  if (scheduleIds) conditions.push(inArray(doseEvents.scheduleId, scheduleIds.length ? scheduleIds : ['00000000-0000-0000-0000-000000000000']));
  return db.select().from(doseEvents).where(and(...conditions)).orderBy(asc(doseEvents.scheduledFor));
}

export async function findEvent(db: DosesDb, userId: string, scheduleId: string, scheduledFor: Date): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(doseEvents)
    .where(and(eq(doseEvents.userId, userId), eq(doseEvents.scheduleId, scheduleId), eq(doseEvents.scheduledFor, scheduledFor)));
  return row ?? null;
}

export async function findEventByClientId(db: DosesDb, userId: string, clientId: string): Promise<EventRow | null> {
  const [row] = await db.select().from(doseEvents).where(and(eq(doseEvents.userId, userId), eq(doseEvents.clientId, clientId)));
  return row ?? null;
}

export interface EventValues {
  scheduleId: string;
  scheduledFor: Date;
  localDate: string;
  status: 'taken' | 'skipped';
  takenAt: Date | null;
  clientId: string | null;
}

/** One mark per schedule and scheduled instant: a second save of the same dose changes it. */
export async function upsertEvent(db: DosesDb, userId: string, v: EventValues, now: Date): Promise<void> {
  await db
    .insert(doseEvents)
    .values({ userId, ...v })
    .onConflictDoUpdate({ target: [doseEvents.scheduleId, doseEvents.scheduledFor], set: { status: v.status, takenAt: v.takenAt, updatedAt: now } });
}
