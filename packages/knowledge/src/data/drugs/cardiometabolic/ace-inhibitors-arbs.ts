/**
 * ACE inhibitors, ARBs and the ARNI (sacubitril-valsartan): blood-pressure and heart-failure
 * medicines. Side effects and warnings are our own summaries of each FDA label on DailyMed (always
 * cited by drug()).
 */
import { mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { bp, hf, fetalBox } from './blood-pressure-wording';

const aceSide = ['Dry, tickly cough', 'Dizziness or light-headedness', 'Headache', 'Tiredness'];
const aceSerious = [
  'Swelling of the face, lips, tongue or throat (angioedema)',
  'Very low blood pressure or fainting',
  'High potassium',
  'Worsening kidney function',
];
const aceWarn = [
  fetalBox,
  'It must not be taken with sacubitril-valsartan (Entresto) or within 36 hours of it, because angioedema becomes more likely.',
  'Potassium supplements, potassium salt substitutes and potassium-sparing diuretics can push potassium too high; ask before using them.',
];
const arbSide = ['Dizziness', 'Headache', 'Tiredness', 'Cold-like symptoms'];
const arbSerious = ['Very low blood pressure or fainting', 'High potassium', 'Worsening kidney function', 'Swelling of the face or throat (rare)'];
const arbWarn = [
  fetalBox,
  'Taking it together with an ACE inhibitor or aliskiren raises the chance of low blood pressure, high potassium and kidney problems.',
];

export const aceInhibitorArbDrugs: Substance[] = [
  // ------------------------------------------------------------------ ACE inhibitors
  drug('lisinopril', 'Lisinopril', ['ace-inhibitor'], {
    brands: ['Zestril', 'Prinivil', 'Qbrelis'],
    synonyms: ['lisinipril', 'lisinopril dihydrate', 'lysinopril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('enalapril', 'Enalapril', ['ace-inhibitor'], {
    brands: ['Vasotec', 'Epaned', 'Innovace'],
    synonyms: ['enalapril maleate', 'enalopril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('ramipril', 'Ramipril', ['ace-inhibitor'], {
    brands: ['Altace', 'Tritace'],
    synonyms: ['ramapril', 'ramipril capsules'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('benazepril', 'Benazepril', ['ace-inhibitor'], {
    brands: ['Lotensin'],
    synonyms: ['benazapril', 'benazepril hcl'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('quinapril', 'Quinapril', ['ace-inhibitor'], {
    brands: ['Accupril'],
    synonyms: ['quinopril', 'quinapril hcl'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: [...aceWarn.slice(0, 2), 'Some tablets contain magnesium, which can reduce absorption of tetracycline antibiotics.'],
    sources: [bp],
  }),
  drug('fosinopril', 'Fosinopril', ['ace-inhibitor'], {
    brands: ['Monopril'],
    synonyms: ['fosinopril sodium', 'fosinipril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('captopril', 'Captopril', ['ace-inhibitor'], {
    brands: ['Capoten'],
    synonyms: ['captopryl', 'captropril'],
    sideEffects: [...aceSide, 'Taste changes', 'Rash'],
    seriousSideEffects: [...aceSerious, 'Low white blood cell count (rare)'],
    warnings: [...aceWarn.slice(0, 2), 'It is taken one hour before meals, usually two or three times a day.'],
    sources: [bp],
  }),
  drug('perindopril', 'Perindopril', ['ace-inhibitor'], {
    brands: ['Aceon', 'Coversyl'],
    synonyms: ['perindopril erbumine', 'perindopril arginine'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  drug('trandolapril', 'Trandolapril', ['ace-inhibitor'], {
    brands: ['Mavik', 'Gopten'],
    synonyms: ['trandalopril'],
    sideEffects: aceSide,
    seriousSideEffects: aceSerious,
    warnings: aceWarn,
    sources: [bp],
  }),
  // ------------------------------------------------------------------ ARBs and ARNI
  drug('losartan', 'Losartan', ['arb'], {
    brands: ['Cozaar'],
    synonyms: ['losartan potassium', 'losarten', 'lozartan'],
    sideEffects: ['Dizziness', 'Cold-like symptoms', 'Back pain', 'Tiredness'],
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('valsartan', 'Valsartan', ['arb'], {
    brands: ['Diovan'],
    synonyms: ['valsarten', 'valsartin'],
    sideEffects: arbSide,
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('olmesartan', 'Olmesartan', ['arb'], {
    brands: ['Benicar', 'Olmetec'],
    synonyms: ['olmesartan medoxomil', 'olmisartan'],
    sideEffects: arbSide,
    seriousSideEffects: [...arbSerious.slice(0, 3), 'Severe, long-lasting diarrhea with weight loss (sprue-like enteropathy)'],
    warnings: [
      ...arbWarn,
      'Rarely it causes severe chronic diarrhea months or years after starting; tell your prescriber if this happens.',
    ],
    sources: [bp],
  }),
  drug('irbesartan', 'Irbesartan', ['arb'], {
    brands: ['Avapro', 'Aprovel'],
    synonyms: ['irbesarten', 'irbasartan'],
    sideEffects: arbSide,
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('telmisartan', 'Telmisartan', ['arb'], {
    brands: ['Micardis'],
    synonyms: ['telmisarten', 'telmasartan'],
    sideEffects: ['Dizziness', 'Back pain', 'Sinus infection', 'Diarrhea'],
    seriousSideEffects: arbSerious,
    warnings: [...arbWarn, 'It can raise digoxin levels; digoxin levels may be checked when it is started or changed.'],
    sources: [bp],
  }),
  drug('candesartan', 'Candesartan', ['arb'], {
    brands: ['Atacand', 'Amias'],
    synonyms: ['candesartan cilexetil', 'candesarten'],
    sideEffects: arbSide,
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp, hf],
  }),
  drug('azilsartan', 'Azilsartan', ['arb'], {
    brands: ['Edarbi'],
    synonyms: ['azilsartan medoxomil', 'azilsarten'],
    sideEffects: ['Diarrhea', 'Dizziness', 'Tiredness', 'Nausea'],
    seriousSideEffects: arbSerious,
    warnings: arbWarn,
    sources: [bp],
  }),
  drug('sacubitril-valsartan', 'Sacubitril and valsartan', ['arb'], {
    brands: ['Entresto', 'Entresto Sprinkle'],
    synonyms: ['sacubitril/valsartan', 'ARNI', 'sacubitril'],
    sideEffects: ['Low blood pressure or dizziness', 'High potassium', 'Cough', 'Worsening kidney tests'],
    seriousSideEffects: ['Swelling of the face, lips or throat (angioedema)', 'Very low blood pressure', 'Kidney problems', 'High potassium'],
    warnings: [
      fetalBox,
      'It must not be taken with an ACE inhibitor or within 36 hours of the last ACE-inhibitor dose, because of the risk of angioedema.',
      'It is not combined with aliskiren in people with diabetes.',
    ],
    sources: [hf, mesh('Neprilysin')],
  }),
];
