import { describe, expect, it } from 'vitest';
import { factsOf } from './meal-planner-facts';
import { candidatesAt, dayTotals, type PlanGrid } from './meal-planner-grid';
import { foodTableTraits } from './meal-planner-traits';
import { fixtureRecipes } from './meal-planner.fixtures';

const facts = (id: string) => factsOf(fixtureRecipes.find((r) => r.id === id)!, foodTableTraits);
const grid = (over: Partial<PlanGrid> = {}): PlanGrid => ({ cells: [[null]], fixed: [[false]], locked: [[false]], used: new Map(), swapAvoid: null, warnings: [], ...over });

describe('the plan grid', () => {
  it('a swapped cell leaves its old recipe out unless it is the only one', () => {
    const pool = [facts('banana'), facts('carrot-sticks')];
    const g = grid({ swapAvoid: { d: 0, s: 0, recipeId: 'banana' } });
    expect(candidatesAt(g, pool, 0, 0).map((f) => f.recipe.id)).toEqual(['carrot-sticks']);
    expect(candidatesAt(g, pool.slice(0, 1), 0, 0).map((f) => f.recipe.id)).toEqual(['banana']);
    expect(candidatesAt(g, pool, 1, 0)).toBe(pool);
    expect(candidatesAt(grid(), pool, 0, 0)).toBe(pool);
  });

  it('sums a nutrient per day over the chosen recipes, empty cells adding nothing', () => {
    const banana = facts('banana');
    const sticks = facts('carrot-sticks');
    expect(dayTotals([[banana, sticks], [null, banana]], 'kcal')).toEqual([banana.perServing.kcal + sticks.perServing.kcal, banana.perServing.kcal]);
  });
});
