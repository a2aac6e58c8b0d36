/**
 * The profile's other tables: the legacy user_details row, the analysis results and the
 * freshness records of the outdated-data reminder. Only this file reads or writes them.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analysisResults, bloodTestHistory, dietProfiles, healthGoalRecords, userDetails } from '../../db/schema/profile';
import type { Tx } from './profile.repo';

export type DetailsRow = typeof userDetails.$inferSelect;
export type DetailsValues = Omit<typeof userDetails.$inferInsert, 'user_id'>;

export async function selectDetails(db: Database, userId: string): Promise<DetailsRow | null> {
  const [row] = await db.select().from(userDetails).where(eq(userDetails.user_id, userId));
  return row ?? null;
}

export async function upsertDetails(db: Database, userId: string, values: DetailsValues): Promise<void> {
  await db.insert(userDetails).values({ user_id: userId, ...values }).onConflictDoUpdate({ target: userDetails.user_id, set: values });
}

export async function latestAnalysisRow(db: Database, userId: string): Promise<{ analysis_result: Record<string, unknown>; created_at: Date } | null> {
  const [row] = await db
    .select({ analysis_result: analysisResults.analysis_result, created_at: analysisResults.created_at })
    .from(analysisResults)
    .where(eq(analysisResults.user_id, userId))
    .orderBy(desc(analysisResults.created_at))
    .limit(1);
  return row ?? null;
}

const freshnessTables = { diet_profiles: dietProfiles, health_goals: healthGoalRecords, blood_test_history: bloodTestHistory };
export type FreshnessRecord = keyof typeof freshnessTables;

/** The newest updated_at of the user's rows in one freshness table. */
export async function newestFreshness(db: Database, record: FreshnessRecord, userId: string): Promise<Date | null> {
  const table = freshnessTables[record];
  const [row] = await db.select({ updated_at: table.updated_at }).from(table).where(eq(table.user_id, userId)).orderBy(desc(table.updated_at)).limit(1);
  return row?.updated_at ?? null;
}

/** Marks a freshness record as updated now: the user's rows, or a new one. */
export async function touchFreshnessRecord(tx: Database | Tx, record: FreshnessRecord, userId: string, data: Record<string, unknown>, now: Date): Promise<void> {
  const table = freshnessTables[record];
  const updated = await tx.update(table).set({ data, updated_at: now }).where(eq(table.user_id, userId)).returning({ id: table.id });
  if (updated.length === 0) await tx.insert(table).values({ user_id: userId, data, updated_at: now });
}
