/**
 * Diuretics: loop, thiazide and thiazide-like, potassium-sparing diuretics and MRAs. Side effects
 * and warnings are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import { S, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { bp, hf } from './blood-pressure-wording';

const thiazideSide = ['Passing more urine', 'Dizziness', 'Low potassium in blood tests', 'Higher blood sugar or uric acid'];
const thiazideSerious = ['Low sodium or potassium (weakness, cramps, confusion)', 'Gout flare', 'Dehydration and low blood pressure'];
const kSparingBox = 'Boxed warning: it can raise potassium to dangerous levels, especially with kidney problems, diabetes, older age, ACE inhibitors, ARBs or potassium supplements.';

export const diureticDrugs: Substance[] = [
  // ------------------------------------------------------------------ loop diuretics
  drug('furosemide', 'Furosemide', ['loop-diuretic'], {
    brands: ['Lasix', 'Furoscix'],
    synonyms: ['frusemide', 'furosemid', 'furosamide'],
    sideEffects: ['Passing a lot of urine', 'Dizziness on standing', 'Thirst', 'Muscle cramps'],
    seriousSideEffects: [
      'Dehydration and very low blood pressure',
      'Very low potassium, sodium or magnesium',
      'Hearing loss or ringing in the ears',
      'Severe skin reactions (rare)',
    ],
    warnings: [
      'Boxed warning: it is a strong diuretic; too much can cause severe loss of water and salts, so the dose is adjusted carefully.',
      'Low potassium raises the risk of rhythm problems with digoxin and some other heart medicines; blood tests are used to check.',
    ],
    sources: [bp, hf],
  }),
  drug('bumetanide', 'Bumetanide', ['loop-diuretic'], {
    brands: ['Bumex', 'Burinex'],
    synonyms: ['bumetanid', 'bumex tablets'],
    sideEffects: ['Passing a lot of urine', 'Dizziness', 'Muscle cramps', 'Headache'],
    seriousSideEffects: ['Dehydration and very low blood pressure', 'Very low potassium or sodium', 'Hearing loss or ringing in the ears'],
    warnings: [
      'Boxed warning: it is a strong diuretic; too much can cause severe loss of water and salts, so the dose is adjusted carefully.',
      'Low potassium raises the risk of rhythm problems with digoxin; blood tests are used to check.',
    ],
    sources: [hf],
  }),
  drug('torsemide', 'Torsemide', ['loop-diuretic'], {
    brands: ['Demadex', 'Soaanz'],
    synonyms: ['torasemide', 'torsamide'],
    sideEffects: ['Passing a lot of urine', 'Dizziness', 'Headache', 'Muscle cramps'],
    seriousSideEffects: ['Dehydration and very low blood pressure', 'Very low potassium or sodium', 'Hearing loss or ringing in the ears'],
    warnings: [
      'Too much can cause severe loss of water and salts; potassium and kidney function are checked.',
    ],
    sources: [bp, hf],
  }),
  // ------------------------------------------------------------------ thiazide and thiazide-like diuretics
  drug('hydrochlorothiazide', 'Hydrochlorothiazide', ['thiazide-diuretic', 'photosensitising'], {
    brands: ['Microzide'],
    synonyms: ['HCTZ', 'HCT', 'hydrochlorthiazide'],
    sideEffects: [...thiazideSide, 'Sun sensitivity'],
    seriousSideEffects: [
      ...thiazideSerious,
      'Sudden eye pain or blurred vision (angle-closure glaucoma)',
      'Non-melanoma skin cancer with long-term use',
    ],
    warnings: [
      'Protect your skin from the sun; long-term use has been linked with non-melanoma skin cancer.',
      'It can raise lithium levels to toxic amounts.',
    ],
    sources: [bp],
  }),
  drug('chlorthalidone', 'Chlorthalidone', ['thiazide-diuretic'], {
    brands: ['Thalitone', 'Hygroton'],
    synonyms: ['chlortalidone', 'chlorthalidon', 'chlorthiadone'],
    sideEffects: thiazideSide,
    seriousSideEffects: thiazideSerious,
    warnings: ['It acts for longer than hydrochlorothiazide; low potassium and low sodium are checked with blood tests.', 'It can raise lithium levels to toxic amounts.'],
    sources: [bp],
  }),
  drug('indapamide', 'Indapamide', ['thiazide-diuretic'], {
    brands: ['Lozol', 'Natrilix', 'Natrilix SR'],
    synonyms: ['indapamid', 'indapamine'],
    sideEffects: thiazideSide,
    seriousSideEffects: ['Severe low sodium, especially in older women', ...thiazideSerious.slice(1)],
    warnings: ['Severe low sodium and low potassium can occur, most often in older people; blood tests are used to check.', 'It can raise lithium levels to toxic amounts.'],
    sources: [bp],
  }),
  drug('metolazone', 'Metolazone', ['thiazide-diuretic'], {
    brands: ['Zaroxolyn'],
    synonyms: ['metolozone', 'metalazone'],
    sideEffects: thiazideSide,
    seriousSideEffects: ['Severe fluid and salt loss when added to a loop diuretic', ...thiazideSerious.slice(0, 2)],
    warnings: [
      'Boxed warning: different metolazone products are not interchangeable dose for dose; keep to the product prescribed.',
      'Added to a loop diuretic such as furosemide it can cause a large loss of fluid, sodium and potassium; close blood tests are usual.',
    ],
    sources: [hf],
  }),
  drug('bendroflumethiazide', 'Bendroflumethiazide', ['thiazide-diuretic'], {
    brands: ['Aprinox', 'Naturetin'],
    synonyms: ['bendrofluazide', 'bendroflumethiazid'],
    sideEffects: thiazideSide,
    seriousSideEffects: thiazideSerious,
    warnings: ['It can raise lithium levels to toxic amounts.', 'Potassium, sodium and kidney function are checked from time to time.'],
    sources: [bp, mesh('Bendroflumethiazide')],
  }),
  // ------------------------------------------------------------------ potassium-sparing diuretics and MRAs
  drug('spironolactone', 'Spironolactone', ['potassium-sparing-diuretic'], {
    brands: ['Aldactone', 'CaroSpir'],
    synonyms: ['spironolacton', 'spirolactone', 'spironolactone tablets'],
    sideEffects: ['Breast enlargement or tenderness', 'Irregular periods', 'Dizziness', 'Nausea'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Dehydration and low sodium', 'Worsening kidney function'],
    warnings: [
      'It can raise potassium dangerously, especially with kidney disease, ACE inhibitors, ARBs or potassium supplements.',
      'Avoid potassium-based salt substitutes unless your prescriber agrees.',
    ],
    sources: [bp, hf, mesh('Mineralocorticoid Receptor Antagonists')],
  }),
  drug('eplerenone', 'Eplerenone', ['potassium-sparing-diuretic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Inspra'],
    synonyms: ['eplerinone', 'eplerenon'],
    sideEffects: ['Dizziness', 'High potassium in blood tests', 'Cough', 'Tiredness'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Worsening kidney function'],
    warnings: [
      'It must not be combined with strong CYP3A4 blockers such as ketoconazole or clarithromycin, which raise its level several-fold.',
      'Potassium supplements and other potassium-sparing diuretics are not used with it for high blood pressure.',
    ],
    sources: [hf, S.fdaCyp, mesh('Mineralocorticoid Receptor Antagonists')],
  }),
  drug('amiloride', 'Amiloride', ['potassium-sparing-diuretic'], {
    brands: ['Midamor'],
    synonyms: ['amiloride hcl', 'amilorid'],
    sideEffects: ['Headache', 'Nausea', 'Loss of appetite', 'Diarrhea'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Dehydration'],
    warnings: [kSparingBox],
    sources: [bp],
  }),
  drug('triamterene', 'Triamterene', ['potassium-sparing-diuretic'], {
    brands: ['Dyrenium'],
    synonyms: ['triamteren', 'triamterine'],
    sideEffects: ['Nausea', 'Dizziness', 'Headache', 'Dry mouth'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Kidney stones', 'Low blood counts (rare)'],
    warnings: [kSparingBox],
    sources: [bp],
  }),
  drug('finerenone', 'Finerenone', ['potassium-raising', 'cyp3a4-sensitive-substrate'], {
    brands: ['Kerendia'],
    synonyms: ['finerinone', 'finerenon'],
    sideEffects: ['High potassium in blood tests', 'Low blood pressure', 'Low sodium'],
    seriousSideEffects: ['High potassium (weakness, irregular heartbeat)', 'Worsening kidney function'],
    warnings: [
      'It must not be combined with strong CYP3A4 blockers; grapefruit and moderate blockers raise its level too.',
      'Potassium is checked before starting and regularly afterwards.',
    ],
    sources: [S.fdaCyp, mesh('Mineralocorticoid Receptor Antagonists')],
  }),
];
