/**
 * Over-the-counter and common prescription medicines for pain and fever, cough, cold and
 * allergy, asthma and COPD, and the stomach and bowel. The data live in four parts:
 *   1 pain and fever, 2 cough/cold/allergy, 3 respiratory and other OTC, 4 stomach and bowel.
 */
import type { Substance } from '../../types';
import { otcGiRespiratoryDrugs1 } from './otc-gi-respiratory-1';
import { otcGiRespiratoryDrugs2 } from './otc-gi-respiratory-2';
import { otcGiRespiratoryDrugs3 } from './otc-gi-respiratory-3';
import { otcGiRespiratoryDrugs4 } from './otc-gi-respiratory-4';

export const otcGiRespiratoryDrugs: Substance[] = [
  ...otcGiRespiratoryDrugs1,
  ...otcGiRespiratoryDrugs2,
  ...otcGiRespiratoryDrugs3,
  ...otcGiRespiratoryDrugs4,
];
