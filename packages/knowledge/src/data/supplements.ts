/**
 * All dietary supplements, assembled from the themed files.
 */
import type { Substance } from '../types';
import { herbalSupplements } from './supplements-herbs';
import { otherSupplements } from './supplements-other';
import { vitaminMineralSupplements } from './supplements-vitamins-minerals';

export const supplements: Substance[] = [...vitaminMineralSupplements, ...herbalSupplements, ...otherSupplements];
