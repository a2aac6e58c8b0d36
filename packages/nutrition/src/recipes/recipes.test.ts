import { recipeSchema, type Recipe, type RecipeDiet } from '@thrivewell/core/contracts/recipes-contract';
import { describe, expect, it } from 'vitest';
import { recipeTraits, type FoodTrait } from '../food-traits';
import { getFood } from '../foods';
import { recipeNutrients } from '../recipe-nutrients';
import { builtInRecipes, getBuiltInRecipe, withImpliedDiets } from './index';

const all = builtInRecipes;
const traitsOf = new Map(all.map((r) => [r.id, recipeTraits(r)]));
const nutrientsOf = new Map(all.map((r) => [r.id, recipeNutrients(r).perServing]));
const has = (r: Recipe, t: FoodTrait) => traitsOf.get(r.id)!.traits.includes(t);
const count = (pred: (r: Recipe) => boolean) => all.filter(pred).length;
const inSlot = (slot: Recipe['slots'][number]) => (r: Recipe) => r.slots.includes(slot);
const fits = (diet: RecipeDiet) => (r: Recipe) => r.diets.includes(diet);

/** What each diet tag promises, written out here rather than taken from food-traits. */
const forbidden: Partial<Record<RecipeDiet, FoodTrait[]>> = {
  vegetarian: ['meat', 'fish', 'shellfish', 'gelatin'],
  vegan: ['meat', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'],
  pescatarian: ['meat', 'gelatin'],
  'gluten-free': ['gluten', 'wheat'],
  'dairy-free': ['dairy'],
  paleo: ['dairy', 'grain', 'legume', 'peanut'],
};

describe('the built-in recipe library', () => {
  it('has at least 160 recipes, each valid by the recipe contract, with unique ids', () => {
    expect(all.length).toBeGreaterThanOrEqual(160);
    for (const r of all) {
      const parsed = recipeSchema.safeParse(r);
      expect(parsed.success, `${r.id}: ${parsed.error?.issues.map((i) => i.message).join('; ')}`).toBe(true);
    }
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(getBuiltInRecipe('shakshuka')?.title).toBe('Shakshuka');
    expect(getBuiltInRecipe('no-such-recipe')).toBeUndefined();
  });

  it('links every ingredient to a food of the USDA table, in realistic amounts', () => {
    for (const r of all) {
      for (const i of r.ingredients) {
        expect(getFood(i.foodId), `${r.id}: ${i.foodId} (${i.label})`).toBeDefined();
      }
      const { gramsPerServing, unknownFoodIds } = recipeNutrients(r);
      expect(unknownFoodIds, r.id).toEqual([]);
      // A serving weighs between a handful of nuts and a big bowl of soup.
      expect(gramsPerServing, r.id).toBeGreaterThan(25);
      expect(gramsPerServing, r.id).toBeLessThan(1100);
    }
  });

  it('gives every serving between 60 and 1300 kcal', () => {
    for (const r of all) {
      const kcal = nutrientsOf.get(r.id)!.kcal ?? 0;
      expect(kcal, r.id).toBeGreaterThanOrEqual(60);
      expect(kcal, r.id).toBeLessThanOrEqual(1300);
    }
  });

  it('keeps every diet tag true to the ingredients', () => {
    for (const r of all) {
      const traits = traitsOf.get(r.id)!;
      for (const diet of r.diets) {
        const bad = (forbidden[diet] ?? []).filter((t) => traits.traits.includes(t));
        const culprits = traits.ingredients.filter((i) => i.traits.some((t) => bad.includes(t))).map((i) => i.name);
        expect(bad, `${r.id} is tagged ${diet} but has ${culprits.join(', ')}`).toEqual([]);
      }
      const carbs = nutrientsOf.get(r.id)!.carbsG ?? 0;
      if (r.diets.includes('keto')) expect(carbs, `${r.id} carbs per serving`).toBeLessThanOrEqual(15);
      if (r.diets.includes('low-carb')) expect(carbs, `${r.id} carbs per serving`).toBeLessThanOrEqual(30);
    }
  });

  it('tags every allergen the ingredients carry (a peanut ingredient always means "peanut")', () => {
    for (const r of all) {
      const found = traitsOf.get(r.id)!.allergens;
      const missing = found.filter((a) => !r.allergens.includes(a));
      expect(missing, r.id).toEqual([]);
    }
    const peanutDishes = all.filter((r) => r.ingredients.some((i) => /peanut/i.test(getFood(i.foodId)!.name)));
    expect(peanutDishes.length).toBeGreaterThanOrEqual(5);
    for (const r of peanutDishes) expect(r.allergens, r.id).toContain('peanut');
  });

  it('adds the diet tags that follow from others', () => {
    const vegan = all.filter(fits('vegan'));
    for (const r of vegan) expect(r.diets, r.id).toEqual(expect.arrayContaining(['vegetarian', 'dairy-free', 'pescatarian']));
    for (const r of all.filter(fits('keto'))) expect(r.diets, r.id).toContain('low-carb');
    const sample = withImpliedDiets({ ...all[0]!, diets: ['vegan'] });
    expect(sample.diets).toEqual(['vegetarian', 'vegan', 'pescatarian', 'dairy-free']);
  });

  it('has the variety a week of plans needs, by slot and diet', () => {
    expect(count(inSlot('breakfast'))).toBeGreaterThanOrEqual(35);
    expect(count(inSlot('lunch'))).toBeGreaterThanOrEqual(40);
    expect(count(inSlot('dinner'))).toBeGreaterThanOrEqual(50);
    expect(count(inSlot('snack'))).toBeGreaterThanOrEqual(25);
    expect(count(fits('vegetarian'))).toBeGreaterThanOrEqual(60);
    expect(count(fits('vegan'))).toBeGreaterThanOrEqual(25);
    expect(count(fits('pescatarian'))).toBeGreaterThanOrEqual(20);
    expect(count((r) => fits('pescatarian')(r) && (has(r, 'fish') || has(r, 'shellfish')))).toBeGreaterThanOrEqual(20);
    expect(count((r) => fits('keto')(r) || fits('low-carb')(r))).toBeGreaterThanOrEqual(15);
    expect(count(fits('gluten-free'))).toBeGreaterThanOrEqual(40);
    expect(count(fits('dairy-free'))).toBeGreaterThanOrEqual(60);
    expect(count((r) => !has(r, 'peanut'))).toBeGreaterThanOrEqual(150);
    expect(count((r) => !has(r, 'tree-nut'))).toBeGreaterThanOrEqual(150);
    // Enough per slot for a vegan to eat a different breakfast, lunch and dinner each day of a week.
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) expect(count((r) => inSlot(slot)(r) && fits('vegan')(r)), slot).toBeGreaterThanOrEqual(7);
  });

  it('spans many cuisines', () => {
    const cuisines = new Set(all.map((r) => r.cuisine));
    expect(cuisines.size).toBeGreaterThanOrEqual(12);
    for (const c of ['Mediterranean', 'Indian', 'Mexican', 'Middle Eastern', 'American', 'Italian', 'Chinese', 'Japanese', 'Thai']) expect(cuisines, c).toContain(c);
  });

  it('lets the medicine-aware planner work: steady vitamin K, levothyroxine breakfasts, and foods to avoid', () => {
    const vitK = (r: Recipe) => nutrientsOf.get(r.id)!.vitaminKUg ?? 0;
    // Warfarin: both low and moderate vitamin K dishes, in every slot, so a day can be kept steady.
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      expect(count((r) => inSlot(slot)(r) && vitK(r) < 10), `${slot} low K`).toBeGreaterThanOrEqual(5);
    }
    expect(count((r) => vitK(r) >= 20 && vitK(r) <= 150)).toBeGreaterThanOrEqual(25);
    expect(count((r) => vitK(r) > 150)).toBeGreaterThanOrEqual(3);
    // Levothyroxine: breakfasts free of dairy, soy, coffee/tea and iron- or calcium-rich foods.
    const levoSafe = (r: Recipe) => inSlot('breakfast')(r) && !(['dairy', 'soy', 'caffeine', 'iron-rich', 'calcium-rich'] as const).some((t) => has(r, t));
    expect(count(levoSafe)).toBeGreaterThanOrEqual(6);
    // Things the planner must be able to avoid exist, but are a minority.
    const grapefruit = count((r) => has(r, 'grapefruit-family'));
    expect(grapefruit).toBeGreaterThanOrEqual(2);
    expect(grapefruit).toBeLessThanOrEqual(8);
    expect(count((r) => has(r, 'tyramine-rich'))).toBeGreaterThanOrEqual(10);
    expect(count((r) => has(r, 'caffeine'))).toBeGreaterThanOrEqual(1);
    // The Pro user (vegetarian, peanut allergy, phenelzine, atorvastatin) still has choice in every slot.
    const proUser = (r: Recipe) => fits('vegetarian')(r) && !has(r, 'peanut') && !has(r, 'tyramine-rich') && !has(r, 'grapefruit-family');
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const) expect(count((r) => inSlot(slot)(r) && proUser(r)), slot).toBeGreaterThanOrEqual(10);
  });

  it('is written in plain words: no markup, labels a cook can read', () => {
    for (const r of all) {
      expect(r.summary.length, r.id).toBeGreaterThan(20);
      for (const s of r.steps) expect(s, r.id).toMatch(/^[A-Z0-9]/);
      for (const i of r.ingredients) expect(i.label, r.id).not.toMatch(/^\d{5}$/);
    }
  });
});
