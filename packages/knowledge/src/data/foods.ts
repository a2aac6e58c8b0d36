import type { Substance } from '../types';
export const foods: Substance[] = [];
