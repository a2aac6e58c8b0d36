import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
import { builtInRecipes as starterLibrary } from '@thrivewell/nutrition/recipes/index';

/** The built-in starter library (packages/nutrition/src/recipes): the one place the module names it. */
export function builtInRecipes(): readonly Recipe[] {
  return starterLibrary;
}
