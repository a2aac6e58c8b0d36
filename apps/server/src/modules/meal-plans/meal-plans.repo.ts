/**
 * The `meal_plans` table: the only code that reads or writes it. One row per user (the current
 * plan); every query is scoped by the user id it is given.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mealPlans, type MealPlanRequest } from '../../db/schema/meal-plans';

export type { MealPlanRequest };
export type MealPlanRow = typeof mealPlans.$inferSelect;
export type MealPlanValues = Pick<typeof mealPlans.$inferInsert, 'request' | 'plan' | 'seed' | 'swaps' | 'tier'>;

export async function findMealPlanRow(db: Database, userId: string): Promise<MealPlanRow | null> {
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.userId, userId));
  return row ?? null;
}

/** Replaces the user's current plan (a new id: a new plan). */
export async function replaceMealPlanRow(db: Database, userId: string, values: MealPlanValues): Promise<MealPlanRow> {
  const now = new Date();
  const [row] = await db
    .insert(mealPlans)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mealPlans.userId, set: { ...values, id: crypto.randomUUID(), createdAt: now, updatedAt: now } })
    .returning();
  return row!;
}

/** Changes the current plan in place (a swap or a lock), only while it is still the plan `id`. */
export async function updateMealPlanRow(db: Database, userId: string, id: string, values: Partial<MealPlanValues>): Promise<MealPlanRow | null> {
  const [row] = await db
    .update(mealPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.id, id)))
    .returning();
  return row ?? null;
}
