/**
 * Statins. Side effects and warnings are our own summaries of each FDA label on DailyMed (always
 * cited by drug()).
 */
import { S } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { statins, statinSerious, statinMuscle } from './blood-thinner-lipid-wording';

const statinSide = ['Muscle aches', 'Joint pain', 'Diarrhea or constipation', 'Nausea', 'Headache'];

export const statinDrugs: Substance[] = [
  // ------------------------------------------------------------------ statins
  drug('atorvastatin', 'Atorvastatin', ['cyp3a4-statin', 'oatp1b-substrate'], {
    brands: ['Lipitor', 'Atorvaliq'],
    synonyms: ['atorvastatin calcium', 'atorvastin', 'atorvastatine'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'Strong CYP3A4 blockers, some HIV and hepatitis C medicines, cyclosporine, gemfibrozil and large amounts of grapefruit juice raise its level; some combinations are avoided and others limit the dose.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('simvastatin', 'Simvastatin', ['cyp3a4-statin', 'cyp3a4-sensitive-substrate', 'oatp1b-substrate'], {
    brands: ['Zocor', 'Flolipid'],
    synonyms: ['simvastatine', 'simvistatin', 'simvastin'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It must not be taken with strong CYP3A4 blockers (such as clarithromycin or itraconazole), gemfibrozil, cyclosporine or danazol; grapefruit juice should be avoided.',
      'Amlodipine, diltiazem, verapamil, amiodarone and ranolazine limit the dose that can be used safely.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('lovastatin', 'Lovastatin', ['cyp3a4-statin', 'cyp3a4-sensitive-substrate', 'oatp1b-substrate'], {
    brands: ['Mevacor', 'Altoprev'],
    synonyms: ['lovastatine', 'lovastin'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It must not be taken with strong CYP3A4 blockers; large amounts of grapefruit juice should be avoided, and several heart drugs limit the dose.',
      'Immediate-release tablets work best taken with the evening meal.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('pravastatin', 'Pravastatin', ['statin', 'oatp1b-substrate'], {
    brands: ['Pravachol'],
    synonyms: ['pravastatin sodium', 'pravastatine', 'pravistatin'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It is not cleared by CYP3A4, but cyclosporine and clarithromycin raise its level and limit the dose, and gemfibrozil is avoided with it.',
    ],
    sources: [statins],
  }),
  drug('rosuvastatin', 'Rosuvastatin', ['statin', 'bcrp-substrate', 'oatp1b-substrate'], {
    brands: ['Crestor', 'Ezallor Sprinkle'],
    synonyms: ['rosuvastatin calcium', 'rosuvastatine', 'rosuvistatin'],
    sideEffects: statinSide,
    seriousSideEffects: [...statinSerious.slice(0, 3), 'Protein or blood in the urine'],
    warnings: [
      statinMuscle,
      'Levels run higher in people of Asian descent and with cyclosporine, gemfibrozil or some HIV medicines, so lower doses are used.',
      'Antacids with aluminium or magnesium are taken at least 2 hours after it.',
    ],
    sources: [statins],
  }),
  drug('pitavastatin', 'Pitavastatin', ['statin', 'oatp1b-substrate'], {
    brands: ['Livalo', 'Zypitamag'],
    synonyms: ['pitavastatin calcium', 'pitavastin'],
    sideEffects: ['Muscle aches', 'Back pain', 'Constipation or diarrhea', 'Pain in arms or legs'],
    seriousSideEffects: statinSerious,
    warnings: [statinMuscle, 'It must not be taken with cyclosporine; erythromycin and rifampin limit the dose.'],
    sources: [statins],
  }),
  drug('fluvastatin', 'Fluvastatin', ['statin', 'oatp1b-substrate', 'cyp2c9-sensitive-substrate'], {
    brands: ['Lescol XL'],
    synonyms: ['fluvastatin sodium', 'fluvastatine'],
    sideEffects: ['Muscle aches', 'Indigestion', 'Headache', 'Stomach pain'],
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It is cleared mainly by CYP2C9; fluconazole and cyclosporine limit the dose, and it can change levels of glyburide and phenytoin.',
    ],
    sources: [statins, S.fdaCyp],
  }),
];
