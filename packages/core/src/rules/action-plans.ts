/**
 * Health action plans of the Action Center (spec part 2 §2, §3, §4, §9; P2-SWD-04..16,
 * P2-CALL-04, P2-CALL-10/11): the row's defaults, effort, steps, completion and the at-most-5
 * list. The row and status-update schemas are in action-plan-row.ts; the generator that writes
 * plans from a profile is action-plan-generator.ts. No zod here: the Action Center's screen
 * imports these rules.
 */

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

/** One health_action_plans row as the Action Center reads it; its schema is in action-plan-row.ts (zod stays out of the web's bundles). */
export type { ActionPlan, ActionStatusUpdate } from './action-plan-row';

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
