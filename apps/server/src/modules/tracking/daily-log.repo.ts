/** The `daily_logs` table: one row per user and day, written by upsert on the day. */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyLogs } from '../../db/schema/tracking';

export type DailyLogRow = typeof dailyLogs.$inferSelect;
export type DailyLogValues = Omit<typeof dailyLogs.$inferInsert, 'id' | 'userId' | 'localDate' | 'createdAt' | 'updatedAt'>;

export async function findDailyLog(db: Database, userId: string, localDate: string): Promise<DailyLogRow | null> {
  const [row] = await db.select().from(dailyLogs).where(and(eq(dailyLogs.userId, userId), eq(dailyLogs.localDate, localDate)));
  return row ?? null;
}

export function listDailyLogs(db: Database, userId: string, from: string, to: string): Promise<DailyLogRow[]> {
  return db
    .select()
    .from(dailyLogs)
    .where(and(eq(dailyLogs.userId, userId), gte(dailyLogs.localDate, from), lte(dailyLogs.localDate, to)))
    .orderBy(asc(dailyLogs.localDate));
}

/** Writes the day's values, replacing what was there (the form always sends the whole day). */
export async function upsertDailyLog(db: Database, userId: string, localDate: string, values: DailyLogValues): Promise<DailyLogRow> {
  const [row] = await db
    .insert(dailyLogs)
    .values({ userId, localDate, ...values })
    .onConflictDoUpdate({ target: [dailyLogs.userId, dailyLogs.localDate], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function deleteDailyLog(db: Database, userId: string, localDate: string): Promise<boolean> {
  const rows = await db.delete(dailyLogs).where(and(eq(dailyLogs.userId, userId), eq(dailyLogs.localDate, localDate))).returning({ id: dailyLogs.id });
  return rows.length > 0;
}
