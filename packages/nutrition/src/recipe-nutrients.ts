/**
 * A recipe's nutrients, computed from the food table (never typed in): each ingredient's
 * per-100 g values scaled to its grams, summed, divided by servings. `missing` counts, per
 * nutrient, the ingredients whose food did not analyse it, so a total can read "at least".
 */
import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
import { getFood } from './foods';
import { nutrientKeys, scaleNutrients, sumNutrients, type NutrientKey, type Nutrients } from './nutrients';

export interface RecipeNutrients {
  /** Per serving. */
  perServing: Nutrients;
  /** Per recipe (all servings). */
  total: Nutrients;
  /** Ingredients (of the whole recipe) that did not report a nutrient. */
  missing: Partial<Record<NutrientKey, number>>;
  /** Grams of food in one serving. */
  gramsPerServing: number;
  /** Ingredient food ids that are not in the food table (their nutrients are unknown). */
  unknownFoodIds: string[];
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export function recipeNutrients(recipe: Pick<Recipe, 'ingredients' | 'servings'>): RecipeNutrients {
  const parts: Nutrients[] = [];
  const unknownFoodIds: string[] = [];
  let grams = 0;
  for (const ing of recipe.ingredients) {
    grams += ing.grams;
    const food = getFood(ing.foodId);
    if (!food) {
      unknownFoodIds.push(ing.foodId);
      parts.push({});
      continue;
    }
    parts.push(scaleNutrients(food.per100g, ing.grams));
  }
  const { values, missing } = sumNutrients(parts);
  const servings = Math.max(1, recipe.servings);
  const perServing: Nutrients = {};
  for (const key of nutrientKeys) {
    const v = values[key];
    if (v !== undefined) perServing[key] = round(v / servings);
  }
  return { perServing, total: values, missing, gramsPerServing: round(grams / servings), unknownFoodIds };
}
