/**
 * The essential-oil library: what each oil is used for, what the evidence shows, and how to
 * use it safely. The entries live in two files to keep each one readable.
 */
import type { EssentialOil } from '../types';
import { essentialOils1 } from './essential-oils-1';
import { essentialOils2 } from './essential-oils-2';

export const essentialOils: EssentialOil[] = [...essentialOils1, ...essentialOils2];
