/**
 * Cardiometabolic drugs: blood pressure, diuretics, heart rhythm, angina, blood thinners,
 * lipids, diabetes, gout and kidney medicines. Split across four files by area.
 */
import type { Substance } from '../../types';
import { cardiometabolicDrugs1 } from './cardiometabolic-1';
import { cardiometabolicDrugs2 } from './cardiometabolic-2';
import { cardiometabolicDrugs3 } from './cardiometabolic-3';
import { cardiometabolicDrugs4 } from './cardiometabolic-4';

export const cardiometabolicDrugs: Substance[] = [
  ...cardiometabolicDrugs1,
  ...cardiometabolicDrugs2,
  ...cardiometabolicDrugs3,
  ...cardiometabolicDrugs4,
];
