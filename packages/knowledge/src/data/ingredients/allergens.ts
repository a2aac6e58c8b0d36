import type { AllergenGroup } from '../../types';
export const allergenGroups: AllergenGroup[] = [];
