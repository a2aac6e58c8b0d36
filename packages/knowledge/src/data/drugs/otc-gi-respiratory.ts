/**
 * Over-the-counter and common prescription medicines, one file per subject in
 * ./otc-gi-respiratory: pain and fever; cough, cold and allergy; asthma and COPD; other OTC
 * products; stomach and bowel. The order is the knowledge base's order.
 */
import type { Substance } from '../../types';
import { painFeverDrugs } from './otc-gi-respiratory/pain-fever';
import { coughColdAllergyDrugs } from './otc-gi-respiratory/cough-cold-allergy';
import { asthmaCopdDrugs } from './otc-gi-respiratory/asthma-copd';
import { otherOtcDrugs } from './otc-gi-respiratory/other-otc';
import { stomachBowelDrugs } from './otc-gi-respiratory/stomach-bowel';

export const otcGiRespiratoryDrugs: Substance[] = [...painFeverDrugs, ...coughColdAllergyDrugs, ...asthmaCopdDrugs, ...otherOtcDrugs, ...stomachBowelDrugs];
