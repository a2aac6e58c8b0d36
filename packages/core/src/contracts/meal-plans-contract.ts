/**
 * Meal plans (W2-E): POST /api/meal-plans builds the person's current plan (1 day on the free
 * plan's meal_planner_lite, up to 7 on Wellness Pro's advanced_meal_planning); GET
 * /api/meal-plans/current reads it; swap and lock change one meal; the shopping list comes with
 * the plan and on its own route. Safety (allergy and medicine exclusions, their warnings)
 * applies on every plan (ADR 0007).
 */
import { z } from 'zod';
import { mealSlots } from './recipes-contract';

export const mealPlanLimits = { minDays: 1, maxDays: 7, freeDays: 1, minKcal: 1000, maxKcal: 5000, maxDislikes: 20 } as const;

const daysMessage = `days must be a whole number from ${mealPlanLimits.minDays} to ${mealPlanLimits.maxDays}.`;
const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-11-30.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-30.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a real date.`);
const slot = z.enum(mealSlots, { error: 'slot must be breakfast, lunch, dinner or snack.' });

export const createMealPlanBodySchema = z.object(
  {
    days: z
      .number({ error: daysMessage })
      .int(daysMessage)
      .min(mealPlanLimits.minDays, daysMessage)
      .max(mealPlanLimits.maxDays, daysMessage),
    /** The first day (the person's local day); the server's UTC day when absent. */
    startDate: isoDate('startDate').optional(),
    /** kcal a day (Wellness Pro); the profile's age and sex give a default. */
    kcalTarget: z
      .number({ error: `kcalTarget must be a number from ${mealPlanLimits.minKcal} to ${mealPlanLimits.maxKcal}.` })
      .min(mealPlanLimits.minKcal, `kcalTarget must be a number from ${mealPlanLimits.minKcal} to ${mealPlanLimits.maxKcal}.`)
      .max(mealPlanLimits.maxKcal, `kcalTarget must be a number from ${mealPlanLimits.minKcal} to ${mealPlanLimits.maxKcal}.`)
      .optional(),
    /** Foods to keep out on top of the profile's dislikes. */
    dislikes: z
      .array(z.string({ error: 'Each dislike must be text.' }).trim().min(2, 'Each dislike needs at least 2 letters.').max(60, 'Each dislike can be at most 60 characters.'), { error: 'dislikes must be a list of foods.' })
      .max(mealPlanLimits.maxDislikes, `At most ${mealPlanLimits.maxDislikes} dislikes.`)
      .optional(),
  },
  { error: 'Send a JSON body like { "days": 7 }.' },
);
export type CreateMealPlanBody = z.infer<typeof createMealPlanBodySchema>;

export const swapMealBodySchema = z.object({ date: isoDate('date'), slot }, { error: 'Send { "date", "slot" } of the meal to swap.' });
export type SwapMealBody = z.infer<typeof swapMealBodySchema>;

export const lockMealBodySchema = z.object(
  { date: isoDate('date'), slot, locked: z.boolean({ error: 'locked must be true or false.' }) },
  { error: 'Send { "date", "slot", "locked" } of the meal to lock.' },
);
export type LockMealBody = z.infer<typeof lockMealBodySchema>;

// ---------------------------------------------------------------- responses

export const planNutrientsSchema = z.object({
  kcal: z.number(),
  carbsG: z.number(),
  proteinG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  sodiumMg: z.number(),
  potassiumMg: z.number(),
  vitaminKUg: z.number(),
});
export type PlanNutrientsView = z.infer<typeof planNutrientsSchema>;

export const planSourceSchema = z.object({ title: z.string(), url: z.string() });

export const mealPlanWarningSchema = z.object({
  /** The knowledge-base rule id ('atorvastatin+grapefruit'), or 'allergy:…', 'diet:…', 'plan:…'. */
  rule: z.string(),
  message: z.string(),
  sources: z.array(planSourceSchema),
  kind: z.enum(['medicine', 'allergy', 'diet', 'plan']),
});
export type MealPlanWarning = z.infer<typeof mealPlanWarningSchema>;

export const plannedMealSchema = z.object({
  slot: z.enum(mealSlots),
  recipeId: z.string(),
  title: z.string(),
  portion: z.number(),
  minutes: z.number(),
  locked: z.boolean(),
  ingredients: z.array(z.object({ name: z.string(), foodId: z.string(), grams: z.number(), label: z.string() })),
  nutrients: planNutrientsSchema,
});
export type PlannedMealView = z.infer<typeof plannedMealSchema>;

export const shoppingAisleSchema = z.object({
  aisle: z.string(),
  items: z.array(z.object({ foodId: z.string(), name: z.string(), grams: z.number(), household: z.string().nullable() })),
});
export type ShoppingAisleView = z.infer<typeof shoppingAisleSchema>;

export const mealPlanResponseSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  /** 'lite' (free: 1 day, basic filters) or 'advanced' (Wellness Pro). */
  tier: z.enum(['lite', 'advanced']),
  days: z.array(z.object({ date: z.string(), meals: z.array(plannedMealSchema), totals: planNutrientsSchema })),
  warnings: z.array(mealPlanWarningSchema),
  shoppingList: z.array(shoppingAisleSchema),
  vitaminK: z.object({ steady: z.boolean(), meanUg: z.number(), minUg: z.number(), maxUg: z.number() }).nullable(),
  kcalTarget: z.number().nullable(),
  fittingRecipes: z.number(),
  updatedAt: z.string(),
});
export type MealPlanResponse = z.infer<typeof mealPlanResponseSchema>;

export const shoppingListResponseSchema = z.object({ planId: z.string(), aisles: z.array(shoppingAisleSchema) });
export type ShoppingListResponse = z.infer<typeof shoppingListResponseSchema>;
