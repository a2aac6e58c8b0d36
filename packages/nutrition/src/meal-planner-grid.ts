/**
 * The meal plan's grid (W2-E): days × slots of chosen recipes, with the cells the planner may not
 * change. It starts with the meals that must stay — locked meals, and for a swap every other
 * meal of the previous plan — each kept only while it still fits every hard rule (a lock that
 * no longer fits is dropped with a warning, a swap of a meal that is not there is an error).
 * The greedy choice, the portion and the vitamin K rearranging all work on this one grid, so
 * its bookkeeping (how often a recipe is used, the swapped cell's candidates) lives here.
 */
import type { MealSlot } from '@thrivewell/core/contracts/recipes-contract';
import type { RecipeFacts } from './meal-planner-facts';
import { fitsMeal, type Filters } from './meal-planner-filters';
import { MealPlanError, type PlanInput, type PlanNutrientKey, type PlanWarning } from './meal-planner-types';

export interface PlanGrid {
  /** cells[day][slotIndex]: the chosen recipe, or null when nothing fits. */
  cells: (RecipeFacts | null)[][];
  /** Cells the planner may not change: locks, and the meals a swap keeps. */
  fixed: boolean[][];
  /** Cells shown as locked in the plan. */
  locked: boolean[][];
  /** How many times each recipe id is in the grid (variety). */
  used: Map<string, number>;
  /** A swap's cell and the recipe it must move away from. */
  swapAvoid: { d: number; s: number; recipeId: string } | null;
  /** Locks dropped because they no longer fit. */
  warnings: PlanWarning[];
}

/** The grid with every meal that must stay placed; the other cells are empty. */
export function startGrid(input: PlanInput, dates: readonly string[], slots: readonly MealSlot[], byId: ReadonlyMap<string, RecipeFacts>, filters: Filters): PlanGrid {
  const cells: PlanGrid['cells'] = dates.map(() => slots.map(() => null));
  const fixed: boolean[][] = dates.map(() => slots.map(() => false));
  const locked: boolean[][] = dates.map(() => slots.map(() => false));
  const warnings: PlanWarning[] = [];

  // Locks: kept when the recipe still fits every hard rule; otherwise dropped with a warning.
  for (const lock of input.locked ?? []) {
    const d = dates.indexOf(lock.date);
    const s = slots.indexOf(lock.slot);
    const f = byId.get(lock.recipeId);
    if (d < 0 || s < 0) continue;
    if (f && fitsMeal(f, lock.slot, filters)) {
      cells[d]![s] = f;
      fixed[d]![s] = true;
      locked[d]![s] = true;
    } else {
      warnings.push({ rule: 'plan:lock-dropped', kind: 'plan', message: `The locked ${lock.slot} on ${lock.date} no longer fits your profile or medicines, so it was replaced.`, sources: [] });
    }
  }
  // A swap keeps every other meal of the previous plan.
  let swapAvoid: PlanGrid['swapAvoid'] = null;
  if (input.swap && input.previous) {
    const d = dates.indexOf(input.swap.date);
    const s = slots.indexOf(input.swap.slot);
    const prevDay = input.previous.days.find((x) => x.date === input.swap!.date);
    const prevMeal = prevDay?.meals.find((m) => m.slot === input.swap!.slot);
    if (d < 0 || s < 0 || !prevMeal) throw new MealPlanError('NO_MEAL_TO_SWAP', `There is no ${input.swap.slot} on ${input.swap.date} in this plan.`);
    swapAvoid = { d, s, recipeId: prevMeal.recipeId };
    for (const day of input.previous.days) {
      const di = dates.indexOf(day.date);
      if (di < 0) continue;
      for (const m of day.meals) {
        const si = slots.indexOf(m.slot);
        if (si < 0 || (di === d && si === s)) continue;
        const f = byId.get(m.recipeId);
        if (f && fitsMeal(f, m.slot, filters)) {
          cells[di]![si] = f;
          fixed[di]![si] = true;
          locked[di]![si] = m.locked;
        }
      }
    }
  }

  const used = new Map<string, number>();
  for (const row of cells) for (const f of row) if (f) used.set(f.recipe.id, (used.get(f.recipe.id) ?? 0) + 1);
  return { cells, fixed, locked, used, swapAvoid, warnings };
}

/** The recipes a cell may take from its slot's pool: a swapped cell leaves its old recipe out while another fits. */
export function candidatesAt(grid: PlanGrid, pool: readonly RecipeFacts[], d: number, s: number): readonly RecipeFacts[] {
  const avoid = grid.swapAvoid;
  if (avoid && avoid.d === d && avoid.s === s && pool.length > 1) return pool.filter((f) => f.recipe.id !== avoid.recipeId);
  return pool;
}

/** Each day's sum of one nutrient over its chosen recipes, per serving (before the portion). */
export function dayTotals(cells: PlanGrid['cells'], key: PlanNutrientKey): number[] {
  return cells.map((row) => row.reduce((a, f) => a + (f?.perServing[key] ?? 0), 0));
}
