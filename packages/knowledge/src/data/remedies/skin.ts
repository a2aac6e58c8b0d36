/**
 * Natural remedies for the skin: minor burns, acne, eczema and bruising.
 */
import { dailyMed, doi, medlinePlus, nccih, src } from '../../sources';
import type { NaturalRemedy } from '../../types';
import { REMEDY_SRC } from './shared-sources-wording';

export const skinRemedies: NaturalRemedy[] = [
  {
    id: 'aloe-vera-for-minor-burns',
    name: 'Aloe vera gel for minor burns',
    claim: 'Aloe vera gel soothes and helps heal minor burns and sunburn.',
    evidence: 'limited',
    evidenceSummary:
      'Some small studies suggest aloe gel may help minor burns and skin wounds heal, but results are mixed. There is no good evidence that it prevents sunburn.',
    cautions: [
      'Only for small, minor burns. Large, deep or blistering burns, and burns on the face, hands or genitals, need medical care.',
      'Aloe taken by mouth is different: aloe latex is a strong laxative, and a whole-leaf extract caused cancer in rats.',
      'Some people get a skin rash.',
    ],
    interactions: [
      { with: 'class:potassium-lowering', note: 'Only for aloe taken by mouth: aloe latex causes diarrhoea and potassium loss, adding to potassium loss from water pills.' },
      { with: 'class:cardiac-glycoside', note: 'Only for aloe taken by mouth: low potassium from aloe latex can make digoxin more toxic.' },
    ],
    sources: [nccih('aloe-vera', 'Aloe Vera'), medlinePlus('burns', 'Burns')],
  },
  {
    id: 'tea-tree-oil-for-acne',
    name: 'Tea tree oil for acne',
    claim: 'Tea tree oil gel clears mild acne.',
    evidence: 'limited',
    evidenceSummary:
      'A few small trials suggest a gel with about 5% tea tree oil can reduce mild acne spots, working more slowly than benzoyl peroxide.',
    cautions: [
      'Use a ready-made gel or a dilution of about 5%; undiluted oil can irritate and burn.',
      'Can cause allergic rashes; try a small patch first.',
      'Poisonous if swallowed; keep it away from children and pets.',
      'Acne that is severe, scarring or not improving is worth seeing a doctor about.',
    ],
    interactions: [],
    sources: [REMEDY_SRC.teaTree],
  },
  {
    id: 'evening-primrose-oil-for-eczema',
    name: 'Evening primrose oil for eczema',
    claim: 'Evening primrose oil capsules improve eczema.',
    evidence: 'insufficient',
    evidenceSummary: 'A Cochrane review found that evening primrose oil taken by mouth did not improve eczema more than placebo.',
    cautions: ['Can cause mild stomach upset and headache.', 'Safety in pregnancy is uncertain.'],
    interactions: [
      { with: 'class:anticoagulant', note: 'Evening primrose oil might add to bleeding risk with blood thinners. Ask your pharmacist first.' },
    ],
    sources: [
      nccih('evening-primrose-oil', 'Evening Primrose Oil'),
      doi('10.1002/14651858.CD004416.pub2', 'Bamford JT, et al. Oral evening primrose oil and borage oil for eczema. Cochrane Database Syst Rev. 2013;(4):CD004416'),
    ],
  },
  {
    id: 'oatmeal-bath-for-eczema',
    name: 'Colloidal oatmeal for itchy eczema',
    claim: 'Oatmeal baths and colloidal oatmeal creams soothe itchy, dry eczema skin.',
    evidence: 'moderate',
    evidenceSummary:
      'Colloidal oatmeal is an FDA-recognised skin protectant that temporarily relieves itching and irritation from eczema and rashes. It soothes symptoms; it does not cure eczema.',
    cautions: [
      'Use lukewarm water, pat the skin dry, and apply moisturiser straight after bathing.',
      'The bath can be slippery.',
      'See a doctor if skin looks infected, weeps, or is not improving.',
    ],
    interactions: [],
    sources: [
      src('eCFR 21 CFR 347.10: Skin protectant active ingredients (colloidal oatmeal)', 'https://www.ecfr.gov/current/title-21/section-347.10'),
      src('NIAMS (NIH): Atopic Dermatitis', 'https://www.niams.nih.gov/health-topics/atopic-dermatitis'),
    ],
  },
  {
    id: 'arnica-gel-for-bruising',
    name: 'Arnica gel for bruising',
    claim: 'Arnica gel speeds healing of bruises and eases swelling.',
    evidence: 'insufficient',
    evidenceSummary:
      'A few small studies of arnica gel for bruising or sore joints have mixed results, and homeopathic remedies in general have little evidence of working for any condition. There is not enough evidence to know whether arnica helps.',
    cautions: [
      'For use on unbroken skin only; do not swallow arnica gels or creams.',
      'People allergic to daisies, marigolds or ragweed may react.',
    ],
    interactions: [],
    sources: [dailyMed('Arnica'), nccih('homeopathy', 'Homeopathy')],
  },
];
