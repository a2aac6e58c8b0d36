import type { InteractionRule } from '../../types';
export const drugFoodRules: InteractionRule[] = [];
