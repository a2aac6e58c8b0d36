import type { ConditionIngredientRule } from '../../types';
export const conditionIngredientRules: ConditionIngredientRule[] = [];
