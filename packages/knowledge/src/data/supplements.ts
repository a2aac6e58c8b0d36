import type { Substance } from '../types';
export const supplements: Substance[] = [];
