import { describe, expect, it } from 'vitest';
import { factsOf } from './meal-planner-facts';
import { mealOf, portionForTarget, totalsOf } from './meal-planner-portions';
import { foodTableTraits } from './meal-planner-traits';
import { fixtureRecipes } from './meal-planner.fixtures';

const facts = (id: string) => factsOf(fixtureRecipes.find((r) => r.id === id)!, foodTableTraits);

describe('portion scaling to the calorie target', () => {
  const day = [facts('oat-porridge-milk'), facts('chicken-rice')];
  const kcal = day[0]!.perServing.kcal + day[1]!.perServing.kcal;

  it('is one serving without a target, quarter servings towards it, within 0.75–1.75', () => {
    expect(portionForTarget([day], null)).toBe(1);
    expect(portionForTarget([day], kcal * 1.3)).toBe(1.25);
    expect(portionForTarget([day], kcal * 1.1)).toBe(1);
    expect(portionForTarget([day], kcal * 5)).toBe(1.75);
    expect(portionForTarget([day], kcal * 0.2)).toBe(0.75);
    // The mean over days counts: a half-empty second day lowers it.
    expect(portionForTarget([day, [day[0]!, null]], kcal)).toBeGreaterThan(1);
  });

  it('scales a meal’s ingredients and nutrients and sums a day', () => {
    const f = facts('oat-porridge-milk');
    const meal = mealOf(f, 'breakfast', 1.5, true);
    expect(meal.portion).toBe(1.5);
    expect(meal.locked).toBe(true);
    expect(meal.ingredients.map((i) => i.grams)).toEqual([90, 375, 150]);
    expect(meal.nutrients.kcal).toBeCloseTo(f.perServing.kcal * 1.5, 0);
    const other = mealOf(facts('banana'), 'snack', 1, false);
    expect(totalsOf([meal, other]).kcal).toBeCloseTo(meal.nutrients.kcal + other.nutrients.kcal, 5);
  });
});
