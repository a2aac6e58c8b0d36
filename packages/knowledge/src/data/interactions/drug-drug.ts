import type { InteractionRule } from '../../types';
export const drugDrugRules: InteractionRule[] = [];
