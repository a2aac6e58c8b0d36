import type { InteractionRule } from '../../types';
export const drugSupplementRules: InteractionRule[] = [];
