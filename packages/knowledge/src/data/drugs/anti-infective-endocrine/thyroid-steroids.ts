/**
 * Thyroid medicines and corticosteroids. Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';

const THYROID_BOXED =
  'Boxed warning: thyroid hormone must not be used to treat obesity or for weight loss; large doses can cause serious or life-threatening toxicity, especially with weight-loss stimulants.';
const STEROID_TAPER = 'After more than a few weeks the body makes less of its own cortisol, so the dose is lowered gradually; talk to your prescriber before stopping.';
const STEROID_NSAID = 'Taken with NSAIDs it raises the risk of stomach ulcers and bleeding, and it can raise blood sugar.';
const STEROID_SIDE = ['increased appetite and weight gain', 'trouble sleeping', 'mood changes', 'raised blood sugar', 'fluid retention'];
const STEROID_SERIOUS = ['infections that are more frequent or severe', 'high blood sugar', 'stomach ulcers or bleeding', 'bone thinning', 'reduced adrenal function'];

export const thyroidSteroidDrugs: Substance[] = [
  // ------------------------------------------------------------------ thyroid
  drug('levothyroxine', 'Levothyroxine', ['thyroid-hormone'], {
    brands: ['Synthroid', 'Levoxyl', 'Unithroid', 'Euthyrox', 'Tirosint', 'Eltroxin'],
    synonyms: ['levothyroxin', 'L-thyroxine', 'T4'],
    sideEffects: ['fast or pounding heartbeat', 'nervousness', 'trouble sleeping', 'weight loss', 'feeling hot'],
    seriousSideEffects: ['irregular heartbeat or chest pain from too high a dose', 'bone thinning with long-term overtreatment', 'adrenal crisis if adrenal insufficiency is untreated'],
    warnings: [
      THYROID_BOXED,
      'Calcium, iron, antacids, soy and high-fibre foods can reduce absorption, so it is taken the same way every day, usually on an empty stomach.',
      'Because small dose changes matter, talk to your prescriber or pharmacist before switching brands.',
    ],
  }),
  drug('liothyronine', 'Liothyronine', ['thyroid-hormone'], {
    brands: ['Cytomel', 'Triostat'],
    synonyms: ['T3', 'liothyronin'],
    sideEffects: ['fast heartbeat', 'nervousness', 'sweating', 'headache', 'trouble sleeping'],
    seriousSideEffects: ['irregular heartbeat or chest pain', 'bone thinning with long-term overtreatment'],
    warnings: [THYROID_BOXED, 'It acts faster and wears off sooner than levothyroxine, so heart effects of too high a dose can appear quickly.'],
  }),
  drug('methimazole', 'Methimazole', [], {
    brands: ['Tapazole'],
    synonyms: ['thiamazole', 'methimazol'],
    sideEffects: ['rash', 'itching', 'joint pain', 'nausea', 'altered taste'],
    seriousSideEffects: ['very low white blood cells (agranulocytosis)', 'liver injury', 'inflamed blood vessels (vasculitis)', 'birth defects when taken in early pregnancy'],
    warnings: [
      'A sore throat, fever or mouth ulcers can signal a dangerous drop in white blood cells and need urgent medical attention.',
      'In the first trimester of pregnancy propylthiouracil is usually preferred, because methimazole has been linked to birth defects.',
      'As thyroid levels return to normal, doses of warfarin, digoxin, beta blockers and theophylline may need adjusting.',
    ],
  }),
  drug('propylthiouracil', 'Propylthiouracil', ['hepatotoxic'], {
    synonyms: ['PTU'],
    sideEffects: ['rash', 'nausea', 'joint pain', 'altered taste'],
    seriousSideEffects: ['severe liver injury and liver failure', 'very low white blood cells (agranulocytosis)', 'inflamed blood vessels (vasculitis)'],
    warnings: [
      'Boxed warning: it can cause severe liver injury and acute liver failure, sometimes fatal, so it is usually kept for people who cannot take methimazole or for the first trimester of pregnancy.',
      'A sore throat, fever or mouth ulcers can signal a dangerous drop in white blood cells and need urgent medical attention.',
    ],
  }),
  // ------------------------------------------------------------------ corticosteroids
  drug('prednisone', 'Prednisone', ['corticosteroid'], {
    brands: ['Rayos', 'Deltasone'],
    synonyms: ['predisone', 'prednizone'],
    sideEffects: STEROID_SIDE,
    seriousSideEffects: STEROID_SERIOUS,
    warnings: [STEROID_TAPER, STEROID_NSAID, 'High doses weaken the immune system, so live vaccines are usually avoided.'],
  }),
  drug('prednisolone', 'Prednisolone', ['corticosteroid'], {
    brands: ['Orapred', 'Orapred ODT', 'Millipred', 'Pediapred'],
    synonyms: ['prednisolon', 'pred'],
    sideEffects: STEROID_SIDE,
    seriousSideEffects: STEROID_SERIOUS,
    warnings: [STEROID_TAPER, STEROID_NSAID, 'High doses weaken the immune system, so live vaccines are usually avoided.'],
  }),
  drug('methylprednisolone', 'Methylprednisolone', ['corticosteroid'], {
    brands: ['Medrol', 'Solu-Medrol', 'Depo-Medrol'],
    synonyms: ['Medrol Dosepak', 'methylpred', 'methylprednisolon'],
    sideEffects: STEROID_SIDE,
    seriousSideEffects: STEROID_SERIOUS,
    warnings: [STEROID_TAPER, STEROID_NSAID],
  }),
  drug('dexamethasone', 'Dexamethasone', ['corticosteroid'], {
    brands: ['Hemady', 'Decadron', 'Dexamethasone Intensol'],
    synonyms: ['dex', 'dexamethazone'],
    sideEffects: STEROID_SIDE,
    seriousSideEffects: STEROID_SERIOUS,
    warnings: [STEROID_TAPER, STEROID_NSAID, 'It speeds up CYP3A4 somewhat, so it can lower levels of some other medicines.'],
    sources: [S.fdaCyp],
  }),
  drug('hydrocortisone', 'Hydrocortisone', ['corticosteroid', 'potassium-lowering'], {
    brands: ['Cortef', 'Solu-Cortef', 'Alkindi Sprinkle'],
    synonyms: ['cortisol', 'hydrocortisone tablets'],
    sideEffects: ['fluid retention', 'raised blood pressure', 'mood changes', 'increased appetite', 'trouble sleeping'],
    seriousSideEffects: ['low blood potassium', 'infections that are more frequent or severe', 'adrenal crisis if doses are missed during illness', 'bone thinning'],
    warnings: [
      'For adrenal insufficiency the dose often needs raising during illness or surgery; a sick-day plan from your prescriber helps.',
      'It can lower potassium, especially with diuretics.',
    ],
  }),
  drug('fludrocortisone', 'Fludrocortisone', ['corticosteroid', 'potassium-lowering'], {
    brands: ['Florinef'],
    synonyms: ['fludrocort', 'fludrocortisone acetate'],
    sideEffects: ['fluid retention and swelling', 'raised blood pressure', 'headache'],
    seriousSideEffects: ['high blood pressure', 'heart failure', 'severe low potassium with weakness or irregular heartbeat'],
    warnings: ['It makes the body hold salt and lose potassium, so blood pressure and potassium are checked, especially with diuretics or digoxin.'],
  }),
];
