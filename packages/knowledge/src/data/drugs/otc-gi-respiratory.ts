import type { Substance } from '../../types';
export const otcGiRespiratoryDrugs: Substance[] = [];
