/**
 * Health action plans of the Action Center (spec part 2 §2, §3, §4, §9; P2-SWD-04..16,
 * P2-CALL-04, P2-CALL-10/11): the row shape with its defaults, effort, steps, completion and
 * the at-most-5 list. The generator that writes plans from a profile is action-plan-generator.ts.
 */
import { z } from 'zod';

export const actionCategories = ['nutrition', 'lifestyle', 'fitness', 'other'] as const;
export type ActionCategory = (typeof actionCategories)[number];
export const actionPriorities = ['high', 'medium', 'low'] as const;
export type ActionPriority = (typeof actionPriorities)[number];
export const actionStatuses = ['pending', 'completed'] as const;
export type ActionStatus = (typeof actionStatuses)[number];

/** §9. */
export const actionListLimit = 5;
export const actionDefaults = {
  impactScore: 7,
  timeSensitivity: 7,
  steps: ['Complete this action'],
} as const;

/** P2-SWD-13 (our wording). */
export const actionCenterTip = 'Quick tip: start with the high-impact, low-effort actions. Small wins build momentum.';

/** The value when it fits the schema, else the fallback (rows are read, never rejected, for a default). */
const orDefault = <T extends z.ZodType, const D>(schema: T, fallback: D) =>
  z.unknown().optional().transform((value): z.output<T> | D => {
    const parsed = schema.safeParse(value);
    return parsed.success && parsed.data != null ? parsed.data : fallback;
  });

/** One health_action_plans row as the Action Center reads it: bad or missing values fall back to the defaults. */
export const actionPlanSchema = z.object({
  action_id: z.string().min(1),
  title: z.string().min(1),
  category: orDefault(z.enum(actionCategories), 'other'),
  priority: orDefault(z.enum(actionPriorities), 'medium'),
  impact_score: orDefault(z.number().int().min(1).max(10), actionDefaults.impactScore),
  time_sensitivity: orDefault(z.number().int().min(1).max(10), actionDefaults.timeSensitivity),
  description: orDefault(z.string(), ''),
  status: orDefault(z.enum(actionStatuses), 'pending'),
  completed_at: orDefault(z.string(), null),
  scheduled_for: orDefault(z.string(), null),
  metadata: z
    .object({ steps: z.array(z.string().trim().min(1)).min(1).catch([...actionDefaults.steps]) })
    .catch({ steps: [...actionDefaults.steps] }),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

/** Body of the status update (P2-SWD-14/15). */
export const actionStatusUpdateSchema = z.object({
  status: z.enum(actionStatuses, { error: 'status must be pending or completed.' }),
});
export type ActionStatusUpdate = z.infer<typeof actionStatusUpdateSchema>;

/** P2-SWD-09: effort out of 5 = ceil(time_sensitivity / 2). */
export function actionEffort(timeSensitivity: number | null | undefined): number {
  return Math.ceil((timeSensitivity ?? actionDefaults.timeSensitivity) / 2);
}

/** P2-SWD-11: no metadata.steps gives the single step 'Complete this action'. */
export function actionSteps(metadata: { steps?: readonly string[] | null } | null | undefined): string[] {
  const steps = (metadata?.steps ?? []).filter((s) => typeof s === 'string' && s.trim() !== '');
  return steps.length > 0 ? [...steps] : [...actionDefaults.steps];
}

/** P2-SWD-10: the step list is expandable only with more than one step. */
export function hasExpandableSteps(metadata: { steps?: readonly string[] | null } | null | undefined): boolean {
  return actionSteps(metadata).length > 1;
}

/** P2-SWD-14/15: ticking completes it and sets completed_at; unticking makes it pending and clears completed_at. */
export function setActionCompleted<T extends { status: ActionStatus; completed_at: string | null }>(action: T, completed: boolean, now: Date): T {
  return completed ? { ...action, status: 'completed', completed_at: now.toISOString() } : { ...action, status: 'pending', completed_at: null };
}

/** P2-SWD-12. */
export function pendingActionCount(actions: readonly { status: ActionStatus }[]): number {
  return actions.filter((a) => a.status === 'pending').length;
}

const priorityRank: Record<ActionPriority, number> = { high: 3, medium: 2, low: 1 };

/**
 * P2-SWD-04 / P2-CALL-10: at most 5, most important first. "Priority descending" is by meaning
 * (high, medium, low), not by the text (which would put medium first); ties go to higher impact.
 */
export function topActions<T extends { priority: ActionPriority; impact_score: number }>(actions: readonly T[], limit: number = actionListLimit): T[] {
  return [...actions].sort((a, b) => priorityRank[b.priority] - priorityRank[a.priority] || b.impact_score - a.impact_score).slice(0, limit);
}
