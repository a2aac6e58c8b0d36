import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
export const lunchRecipes: Recipe[] = [];
