import type { Substance } from '../../types';
export const cardiometabolicDrugs: Substance[] = [];
