import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from './columns';

/** What a plan was built from, so a swap or a regenerate follows the same request. */
export interface MealPlanRequest {
  days: number;
  startDate: string;
  kcalTarget: number | null;
  dislikes: string[];
  advanced: boolean;
}

/**
 * The person's current meal plan (W2-E), owned by modules/meal-plans: one row per user, replaced
 * on each generate; swaps and locks change it in place. `plan` is the planner's output
 * (packages/nutrition/src/meal-planner-types.ts MealPlan), kept whole so the plan reads back exactly.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    request: jsonb('request').$type<MealPlanRequest>().notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    seed: integer('seed').notNull(),
    /** Swaps made on this plan (each swap draws with seed + swaps, so two swaps differ). */
    swaps: integer('swaps').notNull().default(0),
    tier: text('tier', { enum: ['lite', 'advanced'] }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('meal_plans_user_idx').on(t.userId)],
);
