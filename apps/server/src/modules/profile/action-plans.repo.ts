import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthActionPlans } from '../../db/schema/profile';
import type { Tx } from './profile.repo';

/** health_action_plans: only this file reads or writes it. */
export type PlanRow = typeof healthActionPlans.$inferSelect;
export type NewPlanRow = typeof healthActionPlans.$inferInsert;

export async function selectPlans(db: Database | Tx, userId: string, lock = false): Promise<PlanRow[]> {
  const query = db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, userId));
  return lock ? query.for('update') : query;
}

export async function deletePlan(tx: Database | Tx, actionId: string): Promise<void> {
  await tx.delete(healthActionPlans).where(eq(healthActionPlans.action_id, actionId));
}

export async function insertPlans(tx: Database | Tx, rows: NewPlanRow[]): Promise<void> {
  await tx.insert(healthActionPlans).values(rows);
}

/** Sets the status of one of the user's plans; null when the user has no such plan. */
export async function updatePlanStatus(db: Database, userId: string, actionId: string, values: Pick<PlanRow, 'status' | 'completed_at'>): Promise<PlanRow | null> {
  const [row] = await db
    .update(healthActionPlans)
    .set(values)
    .where(and(eq(healthActionPlans.action_id, actionId), eq(healthActionPlans.user_id, userId)))
    .returning();
  return row ?? null;
}

/** Runs `work` in one transaction (the caller takes its locks first). */
export function inPlansTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
