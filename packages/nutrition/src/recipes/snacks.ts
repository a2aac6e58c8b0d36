import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
export const snackRecipes: Recipe[] = [];
