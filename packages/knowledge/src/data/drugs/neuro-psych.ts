import type { Substance } from '../../types';
export const neuroPsychDrugs: Substance[] = [];
