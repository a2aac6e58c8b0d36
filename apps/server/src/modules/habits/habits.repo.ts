/**
 * The `habits` and `habit_checkins` tables: the only code that reads or writes them. Every query
 * is scoped by the user id it is given.
 */
import { and, asc, eq, gte, inArray, isNull, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { habitCheckins, habits, type HabitPause, type HabitSchedule } from '../../db/schema/habits';

export type { HabitPause, HabitSchedule };
export type HabitRow = typeof habits.$inferSelect;
export type CheckinRow = typeof habitCheckins.$inferSelect;
export type HabitValues = Omit<typeof habits.$inferInsert, 'id' | 'userId' | 'createdAt'>;

const ownedBy = (userId: string) => eq(habits.userId, userId);

export function listHabitRows(db: Database, userId: string, archived: boolean): Promise<HabitRow[]> {
  return db
    .select()
    .from(habits)
    .where(and(ownedBy(userId), archived ? isNotNull(habits.archivedAt) : isNull(habits.archivedAt)))
    .orderBy(asc(habits.sortOrder), asc(habits.createdAt));
}

export async function findHabitRow(db: Database, userId: string, id: string): Promise<HabitRow | null> {
  const [row] = await db.select().from(habits).where(and(eq(habits.id, id), ownedBy(userId)));
  return row ?? null;
}

export async function nextSortOrder(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number | null>`max(${habits.sortOrder})` }).from(habits).where(ownedBy(userId));
  return Number(row?.n ?? -1) + 1;
}

export async function insertHabitRow(db: Database, userId: string, values: HabitValues): Promise<HabitRow> {
  const [row] = await db.insert(habits).values({ userId, ...values }).returning();
  return row!;
}

export async function updateHabitRow(db: Database, userId: string, id: string, values: Partial<HabitValues>): Promise<void> {
  await db.update(habits).set({ ...values, updatedAt: new Date() }).where(and(eq(habits.id, id), ownedBy(userId)));
}

/** Sets each listed habit's position; ids of other users' habits match nothing. */
export async function setSortOrders(db: Database, userId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) await tx.update(habits).set({ sortOrder: i }).where(and(eq(habits.id, id), ownedBy(userId)));
  });
}

export async function countOwnedHabits(db: Database, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: habits.id }).from(habits).where(and(ownedBy(userId), inArray(habits.id, [...ids])));
  return rows.length;
}

/** The user's check-ins of the given habits from..to (inclusive; either end open). */
export function checkinRows(db: Database, userId: string, habitIds: readonly string[], from?: string, to?: string): Promise<CheckinRow[]> {
  if (habitIds.length === 0) return Promise.resolve([]);
  const conditions = [eq(habitCheckins.userId, userId), inArray(habitCheckins.habitId, [...habitIds])];
  if (from) conditions.push(gte(habitCheckins.localDate, from));
  if (to) conditions.push(lte(habitCheckins.localDate, to));
  return db.select().from(habitCheckins).where(and(...conditions)).orderBy(asc(habitCheckins.localDate));
}

export async function findCheckinRow(db: Database, userId: string, habitId: string, localDate: string): Promise<CheckinRow | null> {
  const [row] = await db.select().from(habitCheckins).where(and(eq(habitCheckins.userId, userId), eq(habitCheckins.habitId, habitId), eq(habitCheckins.localDate, localDate)));
  return row ?? null;
}

/**
 * The day's check-in, written once per habit and day (the unique index makes a repeated tap, or
 * two at once, land on the same row).
 */
export async function upsertCheckinRow(db: Database, userId: string, habitId: string, localDate: string, status: 'done' | 'skipped', value: number): Promise<void> {
  await db
    .insert(habitCheckins)
    .values({ userId, habitId, localDate, status, value })
    .onConflictDoUpdate({ target: [habitCheckins.habitId, habitCheckins.localDate], set: { status, value, updatedAt: new Date() } });
}

/** Adds to the day's amount atomically (a measurable habit's +1), never below 0. */
export async function addToCheckinRow(db: Database, userId: string, habitId: string, localDate: string, amount: number): Promise<void> {
  await db
    .insert(habitCheckins)
    .values({ userId, habitId, localDate, status: 'done', value: Math.max(0, amount) })
    .onConflictDoUpdate({
      target: [habitCheckins.habitId, habitCheckins.localDate],
      set: {
        status: 'done',
        value: sql`greatest(0, case when ${habitCheckins.status} = 'done' then ${habitCheckins.value} else 0 end + ${amount})`,
        updatedAt: new Date(),
      },
    });
}

export async function deleteCheckinRow(db: Database, userId: string, habitId: string, localDate: string): Promise<number> {
  const rows = await db
    .delete(habitCheckins)
    .where(and(eq(habitCheckins.userId, userId), eq(habitCheckins.habitId, habitId), eq(habitCheckins.localDate, localDate)))
    .returning({ id: habitCheckins.id });
  return rows.length;
}

/** Every check-in day of the user (done or skipped) from..to: the days something was logged. */
export async function checkinDays(db: Database, userId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ d: habitCheckins.localDate }).from(habitCheckins).where(and(eq(habitCheckins.userId, userId), eq(habitCheckins.status, 'done')));
  return rows.map((r) => r.d);
}
