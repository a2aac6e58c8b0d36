import type { Diet, IngredientGroup } from '../../types';
export const ingredientGroups: IngredientGroup[] = [];
export const diets: Diet[] = [];
