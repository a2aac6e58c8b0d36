import type { EssentialOil } from '../types';
export const essentialOils: EssentialOil[] = [];
