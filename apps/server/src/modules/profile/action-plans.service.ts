/**
 * Health action plans (spec part 2 §2 Action Center, §3, §4, §7): generated on the server from
 * the profile with core's generateActionPlans the first time a paid user asks, then read back
 * (priority high → low, then impact, at most 5). Ticking sets status and completed_at.
 */
import { and, eq } from 'drizzle-orm';
import { actionPlanSchema, topActions, type ActionPlan } from '@thrivewell/core/action-plans';
import { generateActionPlans } from '@thrivewell/core/action-plan-generator';
import type { Database } from '../../db/client';
import { healthActionPlans } from '../../db/schema';
import { AppError } from '../../errors';
import { findProfile, toProfile } from './profile.service';

type PlanRow = typeof healthActionPlans.$inferSelect;

/** A row as the Action Center reads it (core's schema fills defaults). */
export function toActionPlan(row: PlanRow): ActionPlan {
  return actionPlanSchema.parse({
    ...row,
    completed_at: row.completed_at?.toISOString() ?? null,
    scheduled_for: row.scheduled_for?.toISOString() ?? null,
  });
}

/** Writes the generated plans for a user who has none yet; a concurrent first read cannot double them (checked in one transaction). */
async function ensurePlans(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: healthActionPlans.action_id }).from(healthActionPlans).where(eq(healthActionPlans.user_id, userId)).limit(1);
    if (existing.length > 0) return;
    const profileRow = await findProfile(tx, userId);
    const plans = generateActionPlans(profileRow ? toProfile(profileRow) : null);
    if (plans.length === 0) return;
    await tx.insert(healthActionPlans).values(
      plans.map((p) => ({
        user_id: userId,
        title: p.title,
        category: p.category,
        priority: p.priority,
        impact_score: p.impact_score,
        time_sensitivity: p.time_sensitivity,
        description: p.description,
        metadata: { steps: p.metadata.steps, basedOn: p.metadata.basedOn, key: p.key },
      })),
    );
  });
}

/** The user's top actions (generated first when the user has none). */
export async function listActionPlans(db: Database, userId: string): Promise<ActionPlan[]> {
  await ensurePlans(db, userId);
  const rows = await db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, userId));
  return topActions(rows).map(toActionPlan);
}

/** Ticks (completed, completed_at now) or unticks (pending, completed_at cleared) one of the user's actions. */
export async function setActionCompleted(db: Database, userId: string, actionId: string, completed: boolean, now: Date = new Date()): Promise<ActionPlan> {
  const [row] = await db
    .update(healthActionPlans)
    .set(completed ? { status: 'completed', completed_at: now } : { status: 'pending', completed_at: null })
    .where(and(eq(healthActionPlans.action_id, actionId), eq(healthActionPlans.user_id, userId)))
    .returning();
  if (!row) throw new AppError('ACTION_NOT_FOUND', 'That action was not found.', 404);
  return toActionPlan(row);
}
