import type { Substance } from '../../types';
export const antiInfectiveEndocrineDrugs: Substance[] = [];
