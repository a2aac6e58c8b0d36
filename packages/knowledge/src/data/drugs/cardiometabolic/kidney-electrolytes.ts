/**
 * Kidney medicines and electrolytes: phosphate binders, calcitriol and potassium chloride. Side
 * effects and warnings are our own summaries of each FDA label on DailyMed (always cited by
 * drug()).
 */
import { medlinePlus, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';

const potassium = medlinePlus('potassium', 'Potassium');

export const kidneyElectrolyteDrugs: Substance[] = [
  // ------------------------------------------------------------------ kidney and electrolytes
  drug('sevelamer', 'Sevelamer', [], {
    brands: ['Renvela', 'Renagel'],
    synonyms: ['sevelamer carbonate', 'sevelamer hydrochloride', 'sevalamer'],
    sideEffects: ['Nausea', 'Vomiting', 'Constipation or diarrhea', 'Stomach pain', 'Gas'],
    seriousSideEffects: ['Bowel blockage or perforation', 'Trouble swallowing the tablets'],
    warnings: [
      'It is taken with meals to bind phosphate and can also bind some medicines, such as ciprofloxacin and mycophenolate, which may need spacing.',
      'It can lower absorption of some vitamins, including D, E and K, and folic acid.',
    ],
    sources: [mesh('Sevelamer')],
  }),
  drug('calcium-acetate', 'Calcium acetate', ['polyvalent-cation'], {
    brands: ['PhosLo', 'Phoslyra', 'Phosex'],
    synonyms: ['calcium acetate capsules', 'calcium acetat'],
    sideEffects: ['Nausea', 'Constipation', 'Vomiting'],
    seriousSideEffects: ['High calcium (confusion, thirst, weakness)', 'Irregular heartbeat with digoxin if calcium rises'],
    warnings: [
      'It is taken with meals to bind phosphate; it can also bind drugs such as tetracyclines and fluoroquinolones.',
      'Extra calcium supplements or calcium antacids can push blood calcium too high.',
    ],
    sources: [mesh('Calcium Compounds')],
  }),
  drug('calcitriol', 'Calcitriol', [], {
    brands: ['Rocaltrol'],
    synonyms: ['1,25-dihydroxyvitamin D3', 'calcitrol', 'active vitamin D'],
    sideEffects: ['Headache', 'Nausea', 'Stomach pain', 'Constipation'],
    seriousSideEffects: ['High calcium (confusion, thirst, weakness)', 'Kidney stones', 'Irregular heartbeat with digoxin if calcium rises'],
    warnings: [
      'Blood calcium and phosphate are checked regularly; extra vitamin D or calcium supplements can push calcium too high.',
      'Magnesium-containing antacids are avoided in people on dialysis.',
    ],
    sources: [mesh('Calcitriol')],
  }),
  drug('potassium-chloride', 'Potassium chloride', ['potassium-raising'], {
    brands: ['Klor-Con', 'K-Tab', 'Micro-K', 'K-Dur', 'Slow-K'],
    synonyms: ['KCl', 'potassium chloride er', 'potasium chloride'],
    sideEffects: ['Nausea', 'Vomiting', 'Stomach pain', 'Diarrhea', 'Gas'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Stomach or bowel ulcers or bleeding', 'Black or bloody stools'],
    warnings: [
      'Too much potassium can cause dangerous heart rhythms, especially with kidney disease or with ACE inhibitors, ARBs or potassium-sparing diuretics.',
      'Swallow tablets whole with a full glass of water and a meal; do not crush or chew them.',
    ],
    sources: [potassium, mesh('Potassium Chloride')],
  }),
];
