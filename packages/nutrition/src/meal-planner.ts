/**
 * The meal planner (W2-E): a 1–7-day plan from a recipe library that respects a person's diet
 * type, restrictions, allergies (free text too: "peanuts", "kiwi"), dislikes, nutrition goals,
 * calorie target, conditions and medicines (medicine-food-rules.ts). Pure and deterministic for
 * a seed: the same input gives the same plan; locked meals are kept; a swap changes one meal and
 * keeps every rule.
 *
 * Safety filters (allergies, diet type, medicine exclusions) are hard: a recipe that breaks one
 * is never chosen, and a slot with no fitting recipe stays empty with a warning rather than
 * bending a rule. Preferences (goals, conditions, calorie target, variety) only score.
 *
 * This file orchestrates the steps, each in its own module: recipe facts (meal-planner-facts),
 * hard filters (meal-planner-filters), the grid with locks and a swap's kept meals
 * (meal-planner-grid), scoring (meal-planner-scoring), portions (meal-planner-portions) and
 * vitamin K steadiness (meal-planner-vitamin-k). The shapes are in meal-planner-types and are
 * re-exported here, so callers import the planner from this one path.
 */
import type { MealSlot } from '@thrivewell/core/contracts/recipes-contract';
import { factsOf, type RecipeFacts } from './meal-planner-facts';
import { buildFilters, fits, fitsSlot } from './meal-planner-filters';
import { candidatesAt, startGrid } from './meal-planner-grid';
import { mealOf, portionForTarget, startingPortion, totalsOf } from './meal-planner-portions';
import { mealCost, preferencesOf } from './meal-planner-scoring';
import { foodTableTraits } from './meal-planner-traits';
import { MealPlanError, type MealPlan, type PlanDay, type PlanInput, type PlannedMeal, type PlanWarning } from './meal-planner-types';
import { remakeForSteadyVitaminK, steadyVitaminK } from './meal-planner-vitamin-k';
import { buildShoppingList } from './shopping-list';

export { ironRichServingMg, recipeServingNutrients, warmPlanner } from './meal-planner-facts';
export { defaultKcalTarget } from './meal-planner-portions';
export { MealPlanError, planNutrientKeys } from './meal-planner-types';
export type { LockedMeal, MealPlan, PlanDay, PlanInput, PlannedIngredient, PlannedMeal, PlannerPerson, PlanNutrientKey, PlanNutrients, PlanWarning } from './meal-planner-types';
export { vitaminKTolerance } from './meal-planner-vitamin-k';

export const maxPlanDays = 7;

/** mulberry32: a small seeded generator, so a seed always gives the same plan. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (start: string, offset: number): string => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/**
 * A plan for the input. With a vitamin K antagonist, a fresh plan whose days could not all be
 * brought within ±30 % of the week's mean (the rearranging found a local optimum) is made again
 * from other starting choices, deterministically, and the steadiest is kept. A swap keeps the
 * rest of its plan, so it is not re-made.
 */
export function planMeals(input: PlanInput): MealPlan {
  const first = planOnce(input);
  if (!first.vitaminK || first.vitaminK.steady || input.swap || input.previous) return first;
  return remakeForSteadyVitaminK(input, first, planOnce);
}

function planOnce(input: PlanInput): MealPlan {
  const days = Math.trunc(input.days);
  if (!(days >= 1 && days <= maxPlanDays)) throw new MealPlanError('INVALID_INPUT', `days must be 1 to ${maxPlanDays}.`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.startDate)) throw new MealPlanError('INVALID_INPUT', 'startDate must be YYYY-MM-DD.');
  const traits = input.traits ?? foodTableTraits;
  const slots: MealSlot[] = [...new Set(input.slots ?? (['breakfast', 'lunch', 'dinner', 'snack'] as const))];
  const advanced = input.advanced ?? false;
  const random = seededRandom(input.seed);
  const filters = buildFilters(input.person, input.medicines ?? []);
  const prefs = preferencesOf(input.person);
  const steadyK = filters.concerns.find((c) => c.kind === 'steady-vitamin-k');
  const kcalTarget = advanced ? (input.person.kcalTarget ?? null) : null;

  const all = input.recipes.map((r) => factsOf(r, traits));
  const fitting = all.filter((f) => fits(f, filters));
  const byId = new Map(all.map((f) => [f.recipe.id, f]));
  const pools = new Map<MealSlot, RecipeFacts[]>(slots.map((s) => [s, fitting.filter((f) => fitsSlot(f, s, filters))]));

  const dates = Array.from({ length: days }, (_, i) => isoDay(input.startDate, i));
  const grid = startGrid(input, dates, slots, byId, filters);
  const { cells, used } = grid;
  const candidates = (d: number, s: number) => candidatesAt(grid, pools.get(slots[s]!)!, d, s);
  const warnings: PlanWarning[] = [...filters.warnings, ...grid.warnings];
  let portion = startingPortion(input);

  const choose = (d: number, s: number): RecipeFacts | null => {
    const slot = slots[s]!;
    const pool = candidates(d, s);
    if (pool.length === 0) return null;
    const sameDay = new Set(cells[d]!.filter((x): x is RecipeFacts => x !== null).map((x) => x.recipe.id));
    let best: RecipeFacts | null = null;
    let bestCost = Infinity;
    for (const f of pool) {
      const repeats = used.get(f.recipe.id) ?? 0;
      const cost = mealCost(f, slot, portion, kcalTarget, prefs, advanced) + repeats * 1.5 + (sameDay.has(f.recipe.id) ? 5 : 0) + random() * 1.2;
      if (cost < bestCost) {
        bestCost = cost;
        best = f;
      }
    }
    return best;
  };

  // First pass: greedy with seeded noise.
  for (let d = 0; d < days; d++) {
    for (let s = 0; s < slots.length; s++) {
      if (grid.fixed[d]![s]) continue;
      const f = choose(d, s);
      cells[d]![s] = f;
      if (f) used.set(f.recipe.id, (used.get(f.recipe.id) ?? 0) + 1);
    }
  }
  // One portion for the whole plan, meeting the kcal target; a swap keeps its plan's portion.
  if (kcalTarget && !(input.previous && input.swap)) portion = portionForTarget(cells, kcalTarget);

  // Vitamin K: rearrange meals (never ban greens) until every day is within the tolerance of the mean.
  let vitaminK: MealPlan['vitaminK'] = null;
  if (steadyK) {
    const steady = steadyVitaminK(grid, candidates, portion, steadyK);
    vitaminK = steady.vitaminK;
    if (steady.warning) warnings.push(steady.warning);
  }

  const planDays: PlanDay[] = dates.map((date, d) => {
    const meals: PlannedMeal[] = [];
    slots.forEach((slot, s) => {
      const f = cells[d]![s];
      if (f) meals.push(mealOf(f, slot, portion, grid.locked[d]![s]!));
    });
    return { date, meals, totals: totalsOf(meals) };
  });
  for (const slot of slots) {
    if (pools.get(slot)!.length === 0) {
      warnings.push({ rule: 'plan:no-recipe', kind: 'plan', message: `No recipe in the library fits your diet, allergies and medicines for ${slot}, so it is left empty.`, sources: [] });
    }
  }
  if (input.swap && grid.swapAvoid && pools.get(slots[grid.swapAvoid.s]!)!.length <= 1) {
    warnings.push({ rule: 'plan:no-alternative', kind: 'plan', message: `No other recipe fits this ${input.swap.slot}, so it stayed the same.`, sources: [] });
  }

  return {
    seed: input.seed,
    startDate: input.startDate,
    slots,
    days: planDays,
    warnings: dedupeWarnings(warnings),
    shoppingList: buildShoppingList(planDays.flatMap((d) => d.meals.flatMap((m) => m.ingredients))),
    vitaminK,
    kcalTarget,
    fittingRecipes: fitting.length,
  };
}

function dedupeWarnings(list: PlanWarning[]): PlanWarning[] {
  const seen = new Map<string, PlanWarning>();
  for (const w of list) {
    const key = `${w.rule}|${w.message}`;
    if (!seen.has(key)) seen.set(key, w);
  }
  return [...seen.values()];
}

/** Change one meal: another recipe that fits every rule; the other meals (and locks) stay. */
export function swapMeal(input: Omit<PlanInput, 'swap' | 'previous' | 'days' | 'startDate'>, previous: MealPlan, date: string, slot: MealSlot): MealPlan {
  return planMeals({ ...input, days: previous.days.length, startDate: previous.startDate, slots: previous.slots, swap: { date, slot }, previous });
}
