/**
 * Health action plans (spec part 2 §2 Action Center, §3, §4, §7): generated on the server from
 * the profile with core's generateActionPlans whenever a paid user asks (kept in step with the profile), then read back
 * (priority high → low, then impact, at most 5). Ticking sets status and completed_at.
 */
import { actionPlanSchema } from '@thrivewell/core/rules/action-plan-row';
import { topActions, type ActionPlan } from '@thrivewell/core/rules/action-plans';
import { generateActionPlans } from '@thrivewell/core/rules/action-plan-generator';
import type { Database } from '../../db/client';
import { lockUserForUpdate } from '../auth/users.service';
import { AppError } from '../../errors';
import { deletePlan, inPlansTransaction, insertPlans, selectPlans, updatePlanStatus, type PlanRow } from './action-plans.repo';
import { findProfile, toProfile } from './profile.service';

/** A row as the Action Center reads it (core's schema fills defaults). */
export function toActionPlan(row: PlanRow): ActionPlan {
  return actionPlanSchema.parse({
    ...row,
    completed_at: row.completed_at?.toISOString() ?? null,
    scheduled_for: row.scheduled_for?.toISOString() ?? null,
  });
}

/**
 * Brings the stored plans in line with the profile (plan refresh after a profile change): plans
 * the generator now gives and the user lacks are added; pending generated plans it no longer
 * gives are removed; completed plans and their ticks stay. One transaction holding the user's
 * row lock (plan rows alone cannot be locked before the first ones exist), so concurrent reads
 * never double a plan.
 */
async function syncPlans(db: Database, userId: string): Promise<void> {
  await inPlansTransaction(db, async (tx) => {
    await lockUserForUpdate(tx, userId);
    const existing = await selectPlans(tx, userId, true);
    const profileRow = await findProfile(tx, userId);
    const plans = generateActionPlans(profileRow ? toProfile(profileRow) : null);
    const wanted = new Set(plans.map((p) => p.key));
    const have = new Set(existing.map((r) => r.metadata.key).filter((k): k is string => typeof k === 'string'));
    const stale = existing.filter((r) => r.status === 'pending' && typeof r.metadata.key === 'string' && !wanted.has(r.metadata.key));
    for (const row of stale) await deletePlan(tx, row.action_id);
    const fresh = plans.filter((p) => !have.has(p.key));
    if (fresh.length === 0) return;
    await insertPlans(
      tx,
      fresh.map((p) => ({
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

/** The user's top actions, refreshed from the current profile first. */
export async function listActionPlans(db: Database, userId: string): Promise<ActionPlan[]> {
  await syncPlans(db, userId);
  const rows = await selectPlans(db, userId);
  return topActions(rows).map(toActionPlan);
}

/** Ticks (completed, completed_at now) or unticks (pending, completed_at cleared) one of the user's actions. */
export async function setActionCompleted(db: Database, userId: string, actionId: string, completed: boolean, now: Date = new Date()): Promise<ActionPlan> {
  const row = await updatePlanStatus(db, userId, actionId, completed ? { status: 'completed', completed_at: now } : { status: 'pending', completed_at: null });
  if (!row) throw new AppError('ACTION_NOT_FOUND', 'That action was not found.', 404);
  return toActionPlan(row);
}
