/**
 * The built-in starter library (W2-E): recipes written for Thrivewell, ingredients linked to
 * USDA SR24 foods so nutrients are always computed (see ../recipe-nutrients.ts). Diet tags say
 * which diets a recipe fits; tags that follow from others are added here (a vegan dish is also
 * vegetarian and dairy-free, a vegetarian one also fits a pescatarian, a keto one is low-carb).
 */
import type { Recipe, RecipeDiet } from '@thrivewell/core/contracts/recipes-contract';
import { recipeDiets } from '@thrivewell/core/contracts/recipes-contract';
import { breakfastRecipes } from './breakfast';
import { dinnerRecipes } from './dinner';
import { dinnerWorldRecipes } from './dinner-world';
import { lunchRecipes } from './lunch';
import { snackRecipes } from './snacks';

const implied: Partial<Record<RecipeDiet, RecipeDiet[]>> = {
  vegan: ['vegetarian', 'dairy-free'],
  vegetarian: ['pescatarian'],
  keto: ['low-carb'],
};

export function withImpliedDiets(recipe: Recipe): Recipe {
  const diets = new Set<RecipeDiet>(recipe.diets);
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of [...diets]) {
      for (const extra of implied[d] ?? []) {
        if (!diets.has(extra)) {
          diets.add(extra);
          changed = true;
        }
      }
    }
  }
  return { ...recipe, diets: recipeDiets.filter((d) => diets.has(d)) };
}

export const builtInRecipes: readonly Recipe[] = Object.freeze(
  [...breakfastRecipes, ...lunchRecipes, ...dinnerRecipes, ...dinnerWorldRecipes, ...snackRecipes].map(withImpliedDiets),
);

const byId = new Map(builtInRecipes.map((r) => [r.id, r]));

export function getBuiltInRecipe(id: string): Recipe | undefined {
  return byId.get(id);
}
