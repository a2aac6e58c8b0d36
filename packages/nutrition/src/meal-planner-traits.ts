/**
 * What the meal planner needs to know about a food: the traits that diets, allergies and the
 * medicine rules act on. The planner reads them through this small interface so the source can
 * be switched (a fixture in tests); the default is food-traits.ts over the SR24 food table,
 * plus 'pork' (halal and kosher restrictions). A recipe's own allergen tags map onto the same
 * traits here, so a tag and a food name are read alike.
 */
import { traitsOf, type FoodTrait } from './food-traits';
import { getFood } from './foods';

export type PlannerTrait = FoodTrait | 'pork';

export interface FoodTraitSource {
  /** The traits of one food (by NDB id); an unknown id has none. */
  traitsOf(foodId: string): ReadonlySet<PlannerTrait>;
}

/** Traits judged per 100 g of a single food; the planner judges these per serving instead. */
export const nutrientTraits: ReadonlySet<PlannerTrait> = new Set<PlannerTrait>(['vitamin-k-rich', 'calcium-rich', 'iron-rich']);

/** A recipe's allergen tag → the trait it adds (a tag can only add a trait, never remove one). */
export const allergenTagTraits: Record<string, PlannerTrait> = {
  peanut: 'peanut', 'tree-nut': 'tree-nut', milk: 'dairy', egg: 'egg', wheat: 'gluten', gluten: 'gluten', soy: 'soy', fish: 'fish', shellfish: 'shellfish', molluscs: 'shellfish', sesame: 'sesame',
};

const cache = new Map<string, ReadonlySet<PlannerTrait>>();
const none: ReadonlySet<PlannerTrait> = new Set();

export const foodTableTraits: FoodTraitSource = {
  traitsOf(foodId) {
    let traits = cache.get(foodId);
    if (!traits) {
      const food = getFood(foodId);
      if (!food) traits = none;
      else {
        const set = new Set<PlannerTrait>(traitsOf(food));
        if (food.group === 'Pork products' || /\b(pork|ham|bacon|lard|prosciutto|pancetta)\b/i.test(food.name)) set.add('pork');
        traits = set;
      }
      cache.set(foodId, traits);
    }
    return traits;
  },
};
