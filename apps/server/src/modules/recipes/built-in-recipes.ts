import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';

/**
 * The built-in starter library (packages/nutrition/src/recipes, `builtInRecipes`). The one place
 * that names it: until that package ships its recipes the library is the imported ones only.
 */
export function builtInRecipes(): readonly Recipe[] {
  return [];
}
