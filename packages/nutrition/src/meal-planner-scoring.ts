/**
 * The meal planner's soft preferences (W2-E): how well one serving, at the plan's portion,
 * suits a slot and a person — its share of the calorie target, and the profile's goals and
 * conditions (more protein or fibre, less sodium or carbohydrate, moderate carbohydrate per meal
 * with diabetes, less potassium with kidney disease, a nudge towards Mediterranean dishes).
 * Lower is better. Only the advanced (Wellness Pro) planner scores; hard rules live in
 * meal-planner-filters.ts and never reach here.
 */
import type { MealSlot } from '@thrivewell/core/contracts/recipes-contract';
import type { RecipeFacts } from './meal-planner-facts';
import type { PlannerPerson } from './meal-planner-types';

/** Share of a day's kcal each slot aims at. */
const slotShare: Record<MealSlot, number> = { breakfast: 0.25, lunch: 0.32, dinner: 0.33, snack: 0.1 };

export interface Preferences {
  highProtein: boolean;
  highFiber: boolean;
  lowSodium: boolean;
  lowCarb: boolean;
  diabetes: boolean;
  kidney: boolean;
  mediterranean: boolean;
}

export function preferencesOf(person: PlannerPerson): Preferences {
  const goals = (person.goals ?? []).join(' | ').toLowerCase();
  const conditions = (person.conditions ?? []).join(' | ').toLowerCase();
  return {
    highProtein: /protein|muscle/.test(goals),
    highFiber: /fib(re|er)|gut|digest/.test(goals),
    lowSodium: /sodium|salt|blood pressure/.test(goals) || /hypertension|high blood pressure|heart failure/.test(conditions),
    lowCarb: /low[- ]?carb|sugar|carb/.test(goals),
    diabetes: /diabet/.test(conditions),
    kidney: /kidney|renal|ckd/.test(conditions),
    mediterranean: (person.dietType ?? '') === 'mediterranean',
  };
}

/** Lower is better: how well one serving (times `portion`) suits the slot and the person. */
export function mealCost(f: RecipeFacts, slot: MealSlot, portion: number, kcalTarget: number | null, prefs: Preferences, advanced: boolean): number {
  if (!advanced) return 0;
  const n = f.perServing;
  let cost = 0;
  if (kcalTarget) {
    const aim = kcalTarget * slotShare[slot];
    cost += Math.abs(n.kcal * portion - aim) / Math.max(aim, 1);
  }
  if (prefs.highProtein) cost -= Math.min(n.proteinG * portion, 40) / 60;
  if (prefs.highFiber) cost -= Math.min(n.fiberG * portion, 15) / 20;
  if (prefs.lowSodium) cost += Math.max(0, n.sodiumMg * portion - 600) / 800;
  if (prefs.lowCarb) cost += Math.max(0, n.carbsG * portion - 30) / 60;
  // Diabetes: carbohydrate per meal kept moderate (about 45–60 g a meal is a common starting point).
  if (prefs.diabetes && slot !== 'snack') cost += Math.max(0, n.carbsG * portion - 60) / 40;
  if (prefs.kidney) cost += Math.max(0, n.potassiumMg * portion - 900) / 900;
  if (prefs.mediterranean && (f.recipe.diets as readonly string[]).includes('mediterranean')) cost -= 0.3;
  return cost;
}
