import type { FoodAdditive } from '../../types';
export const additives: FoodAdditive[] = [];
