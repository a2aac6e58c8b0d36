import type { NaturalRemedy } from '../types';
export const naturalRemedies: NaturalRemedy[] = [];
