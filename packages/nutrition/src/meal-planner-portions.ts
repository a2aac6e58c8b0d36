/**
 * Portion scaling to the calorie target (W2-E, advanced plans): one portion factor for the whole
 * plan, from the target over the plan's mean daily kcal per serving, in quarter servings between
 * 0.75 and 1.75. One factor rather than one a meal, so that scaling never disturbs vitamin K
 * steadiness between days. Also the scaled meal and day totals a plan shows, and the default
 * daily target when the person gave none.
 */
import type { MealSlot } from '@thrivewell/core/contracts/recipes-contract';
import { round1, zeroPlanNutrients, type RecipeFacts } from './meal-planner-facts';
import { dayTotals, type PlanGrid } from './meal-planner-grid';
import { planNutrientKeys, type PlanInput, type PlanNutrients, type PlannedMeal } from './meal-planner-types';

/** The portion while choosing: a swap keeps its plan's portion, a fresh plan starts at one serving. */
export function startingPortion(input: PlanInput): number {
  return input.previous && input.swap ? (input.previous.days[0]?.meals[0]?.portion ?? 1) : 1;
}

/** The one portion factor that brings the plan's mean day to the kcal target (1 without a target). */
export function portionForTarget(cells: PlanGrid['cells'], kcalTarget: number | null): number {
  const dayKcal = dayTotals(cells, 'kcal');
  const mean = dayKcal.reduce((a, b) => a + b, 0) / Math.max(cells.length, 1);
  return kcalTarget && mean > 0 ? Math.min(1.75, Math.max(0.75, Math.round((kcalTarget / mean) * 4) / 4)) : 1;
}

/** One planned meal: the recipe's serving times the portion, ingredients and nutrients rounded to 0.1. */
export function mealOf(f: RecipeFacts, slot: MealSlot, portion: number, locked: boolean): PlannedMeal {
  const scaled = zeroPlanNutrients();
  for (const k of planNutrientKeys) scaled[k] = round1(f.perServing[k] * portion);
  return {
    slot,
    recipeId: f.recipe.id,
    title: f.recipe.title,
    portion,
    minutes: f.recipe.minutes,
    locked,
    ingredients: f.ingredients.map((i) => ({ ...i, grams: Math.round(i.grams * portion * 10) / 10 })),
    nutrients: scaled,
  };
}

export function totalsOf(meals: readonly PlannedMeal[]): PlanNutrients {
  const t = zeroPlanNutrients();
  for (const m of meals) for (const k of planNutrientKeys) t[k] += m.nutrients[k];
  for (const k of planNutrientKeys) t[k] = round1(t[k]);
  return t;
}

/** The default daily kcal when the person gave none: a moderate adult figure (DGA 2020–2025 ranges). */
export function defaultKcalTarget(sex: string | null | undefined, age: number | null | undefined): number {
  const male = sex === 'male';
  const older = (age ?? 40) >= 51;
  if (male) return older ? 2200 : 2400;
  return older ? 1800 : 2000;
}
