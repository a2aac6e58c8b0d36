/**
 * The schemas of a health action plan (spec part 2 §9; P2-SWD-04..16): the row as the Action
 * Center reads it (bad or missing values fall back to the defaults) and the body of the status
 * update. Apart from the rules in action-plans.ts so that the web's Action Center, which only
 * needs the rules and the types, does not load zod.
 */
import { z } from 'zod';
import { actionCategories, actionDefaults, actionPriorities, actionStatuses } from './action-plans';

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
