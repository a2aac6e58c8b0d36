/**
 * Dermatology medicines. Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { drug } from '../../builders';

export const dermatologyDrugs: Substance[] = [
  // ------------------------------------------------------------------ dermatology
  drug('isotretinoin', 'Isotretinoin', [], {
    brands: ['Absorica', 'Absorica LD', 'Claravis', 'Amnesteem', 'Zenatane', 'Accutane', 'Roaccutane'],
    synonyms: ['isotretinion', '13-cis-retinoic acid'],
    sideEffects: ['dry lips and skin', 'dry eyes', 'nosebleeds', 'joint and muscle pain', 'sun sensitivity'],
    seriousSideEffects: ['severe birth defects', 'depression, psychosis or suicidal thoughts', 'raised pressure in the skull', 'pancreatitis or very high triglycerides', 'liver injury'],
    warnings: [
      'Boxed warning: it causes severe birth defects, so in the US it is available only through the iPLEDGE program with pregnancy tests and two forms of contraception.',
      'It is not combined with tetracycline antibiotics, because both can raise pressure in the skull, and vitamin A supplements are avoided.',
      'Blood should not be donated during treatment or for 1 month after.',
    ],
  }),
];
