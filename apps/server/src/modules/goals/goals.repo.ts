/**
 * The `goals`, `measurements` and `achievements` tables: the only code that reads or writes
 * them. Every query is scoped by the user id it is given.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements, goals, measurements } from '../../db/schema/goals';

export type GoalRow = typeof goals.$inferSelect;
export type MeasurementRow = typeof measurements.$inferSelect;
export type AchievementRow = typeof achievements.$inferSelect;
export type GoalValues = Omit<typeof goals.$inferInsert, 'id' | 'userId' | 'createdAt'>;
export type MeasurementValues = Omit<typeof measurements.$inferInsert, 'id' | 'userId' | 'createdAt'>;
export type AchievementValues = Pick<typeof achievements.$inferInsert, 'key' | 'kind' | 'title' | 'detail'>;

export function listGoalRows(db: Database, userId: string): Promise<GoalRow[]> {
  return db.select().from(goals).where(and(eq(goals.userId, userId), isNull(goals.archivedAt))).orderBy(asc(goals.createdAt));
}

export async function findGoalRow(db: Database, userId: string, id: string): Promise<GoalRow | null> {
  const [row] = await db.select().from(goals).where(and(eq(goals.id, id), eq(goals.userId, userId)));
  return row ?? null;
}

/** The profile keys the user already tracks (archived ones too: the unique index covers them). */
export async function trackedProfileKeys(db: Database, userId: string): Promise<Map<string, GoalRow>> {
  const rows = await db.select().from(goals).where(eq(goals.userId, userId));
  return new Map(rows.filter((r) => r.profileKey !== null).map((r) => [r.profileKey!, r]));
}

/** Inserts a goal; a profile key already tracked is left as it is (returns null). */
export async function insertGoalRow(db: Database, userId: string, values: GoalValues): Promise<GoalRow | null> {
  const [row] = await db.insert(goals).values({ userId, ...values }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateGoalRow(db: Database, userId: string, id: string, values: Partial<GoalValues>): Promise<void> {
  await db.update(goals).set({ ...values, updatedAt: new Date() }).where(and(eq(goals.id, id), eq(goals.userId, userId)));
}

export function measurementRows(db: Database, userId: string, o: { metrics?: readonly string[]; from?: string; to?: string } = {}): Promise<MeasurementRow[]> {
  const conditions = [eq(measurements.userId, userId)];
  if (o.metrics) conditions.push(inArray(measurements.metric, [...o.metrics]));
  if (o.from) conditions.push(gte(measurements.localDate, o.from));
  if (o.to) conditions.push(lte(measurements.localDate, o.to));
  return db.select().from(measurements).where(and(...conditions)).orderBy(asc(measurements.localDate), asc(measurements.recordedAt));
}

/** The newest reading of a metric, or null. */
export async function latestMeasurement(db: Database, userId: string, metric: string): Promise<MeasurementRow | null> {
  const [row] = await db.select().from(measurements).where(and(eq(measurements.userId, userId), eq(measurements.metric, metric))).orderBy(desc(measurements.localDate), desc(measurements.recordedAt)).limit(1);
  return row ?? null;
}

/**
 * Saves readings; one whose clientId was saved before is not saved again, and the first save is
 * answered instead (a retried request after a lost answer).
 */
export async function insertMeasurementRows(db: Database, userId: string, rows: readonly MeasurementValues[]): Promise<MeasurementRow[]> {
  return db.transaction(async (tx) => {
    const out: MeasurementRow[] = [];
    for (const values of rows) {
      const [inserted] = await tx.insert(measurements).values({ userId, ...values }).onConflictDoNothing().returning();
      if (inserted) out.push(inserted);
      else if (values.clientId) {
        const [existing] = await tx.select().from(measurements).where(and(eq(measurements.userId, userId), eq(measurements.clientId, values.clientId)));
        if (existing) out.push(existing);
      }
    }
    return out;
  });
}

export async function deleteMeasurementRow(db: Database, userId: string, id: string): Promise<number> {
  return (await db.delete(measurements).where(and(eq(measurements.id, id), eq(measurements.userId, userId))).returning({ id: measurements.id })).length;
}

export async function measurementDays(db: Database, userId: string): Promise<string[]> {
  return (await db.selectDistinct({ d: measurements.localDate }).from(measurements).where(eq(measurements.userId, userId))).map((r) => r.d);
}

export function achievementRows(db: Database, userId: string): Promise<AchievementRow[]> {
  return db.select().from(achievements).where(eq(achievements.userId, userId)).orderBy(desc(achievements.earnedAt));
}

/** Stores milestones earned now; ones earned before keep their first time (unique key). */
export async function insertAchievementRows(db: Database, userId: string, rows: readonly AchievementValues[], earnedAt: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(achievements).values(rows.map((r) => ({ userId, ...r, earnedAt }))).onConflictDoNothing();
}
