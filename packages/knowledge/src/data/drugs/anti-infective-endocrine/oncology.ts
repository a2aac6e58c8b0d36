/**
 * Oncology medicines. Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';

const AI_BONE = 'It lowers estrogen, which can thin the bones, so bone density may be checked.';
const AI_SIDE = ['hot flushes', 'joint pain or stiffness', 'tiredness', 'headache', 'mood changes'];
const AI_SERIOUS = ['bone thinning and fractures', 'raised cholesterol', 'severe skin or allergic reactions'];

export const oncologyDrugs: Substance[] = [
  // ------------------------------------------------------------------ oncology
  drug('tamoxifen', 'Tamoxifen', ['antineoplastic', 'cyp2d6-activated-prodrug'], {
    brands: ['Soltamox', 'Nolvadex'],
    synonyms: ['tamoxifin', 'tamoxifen citrate'],
    sideEffects: ['hot flushes', 'vaginal discharge', 'irregular periods', 'fluid retention', 'tiredness'],
    seriousSideEffects: ['womb (uterine) cancer', 'blood clots in the legs or lungs', 'stroke', 'cataracts', 'liver problems'],
    warnings: [
      'Boxed warning: for women with DCIS or at high risk of breast cancer, it raises the risk of womb cancer, stroke and blood clots in the lungs; report unusual vaginal bleeding or pelvic pain.',
      'It is activated by CYP2D6, so strong CYP2D6 blockers such as paroxetine, fluoxetine or bupropion may make it less effective.',
      'It can strongly raise the effect of warfarin; for breast cancer prevention, needing warfarin rules it out.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('anastrozole', 'Anastrozole', ['antineoplastic'], {
    brands: ['Arimidex'],
    synonyms: ['anastrazole', 'anastrozol'],
    sideEffects: AI_SIDE,
    seriousSideEffects: [...AI_SERIOUS, 'heart problems in women with existing heart disease'],
    warnings: [AI_BONE, 'Tamoxifen and estrogen-containing medicines reduce its effect and are not used with it.'],
  }),
  drug('letrozole', 'Letrozole', ['antineoplastic'], {
    brands: ['Femara'],
    synonyms: ['letrozol', 'letrazole'],
    sideEffects: AI_SIDE,
    seriousSideEffects: AI_SERIOUS,
    warnings: [AI_BONE, 'It can cause tiredness and dizziness, so take care driving until you know how it affects you.', 'Tamoxifen lowers its levels.'],
  }),
  drug('exemestane', 'Exemestane', ['antineoplastic'], {
    brands: ['Aromasin'],
    synonyms: ['exemestan'],
    sideEffects: AI_SIDE,
    seriousSideEffects: AI_SERIOUS,
    warnings: [AI_BONE, 'Strong CYP3A4 inducers such as rifampin lower its levels, so a higher dose is used.', 'It is taken after a meal.'],
    sources: [S.fdaCyp],
  }),
  drug('capecitabine', 'Capecitabine', ['antineoplastic', 'cyp2c9-inhibitor'], {
    brands: ['Xeloda'],
    synonyms: ['capecitabin'],
    sideEffects: ['redness, pain and peeling of the hands and feet', 'diarrhoea', 'nausea', 'tiredness', 'mouth sores'],
    seriousSideEffects: ['severe diarrhoea and dehydration', 'serious bleeding with warfarin', 'severe toxicity with DPD deficiency', 'heart problems', 'kidney failure from dehydration'],
    warnings: [
      'It can strongly raise the effect of warfarin and cause serious bleeding, so the INR needs frequent checks.',
      'People with DPD deficiency can have severe or fatal side effects, and a test may be done first.',
      'It also raises phenytoin levels.',
    ],
  }),
  drug('irinotecan', 'Irinotecan', ['antineoplastic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Camptosar', 'Onivyde'],
    synonyms: ['CPT-11', 'irinotecon'],
    sideEffects: ['diarrhoea', 'nausea and vomiting', 'hair loss', 'tiredness', 'loss of appetite'],
    seriousSideEffects: ['severe early or late diarrhoea', 'very low white blood cells with infection', 'lung disease', 'severe allergic reactions'],
    warnings: [
      'Boxed warning: it can cause severe diarrhoea and dangerously low white blood cells.',
      'Strong CYP3A4 inducers and blockers, St John’s wort and UGT1A1 blockers such as atazanavir are avoided because they change its levels.',
      'People with the UGT1A1*28 gene variant have more side effects and may need a lower dose.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('procarbazine', 'Procarbazine', ['antineoplastic', 'maoi'], {
    brands: ['Matulane'],
    synonyms: ['procarbazin'],
    sideEffects: ['nausea', 'vomiting', 'loss of appetite', 'tiredness', 'drowsiness'],
    seriousSideEffects: ['low blood counts', 'serious infections', 'dangerous rise in blood pressure with tyramine or certain medicines', 'lung reactions'],
    warnings: [
      'It has MAO-inhibiting activity, so tyramine-rich foods, sympathomimetics, antidepressants and other serotonergic or sedating medicines can cause serious reactions.',
      'Alcohol can cause a reaction with flushing and nausea.',
    ],
  }),
  drug('enzalutamide', 'Enzalutamide', ['antineoplastic', 'strong-cyp3a4-inducer'], {
    brands: ['Xtandi'],
    synonyms: ['enzalutamid'],
    sideEffects: ['tiredness', 'hot flushes', 'high blood pressure', 'back pain', 'falls'],
    seriousSideEffects: ['seizures', 'brain swelling syndrome (PRES)', 'falls and fractures', 'heart disease events'],
    warnings: [
      'It strongly speeds up CYP3A4 and other enzymes, so many medicines may work less well; check every other medicine with a pharmacist.',
      'It can cause seizures, and the risk is higher with other medicines or conditions that lower the seizure threshold.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('ibrutinib', 'Ibrutinib', ['antineoplastic', 'bleeding-risk', 'cyp3a4-sensitive-substrate'], {
    brands: ['Imbruvica'],
    synonyms: ['ibrutinab'],
    sideEffects: ['diarrhoea', 'bruising', 'muscle and bone pain', 'rash', 'tiredness'],
    seriousSideEffects: ['serious bleeding', 'irregular heartbeat (atrial fibrillation)', 'serious infections', 'high blood pressure', 'heart failure'],
    warnings: [
      'It raises the risk of bleeding, especially with blood thinners or antiplatelet medicines.',
      'Strong CYP3A4 blockers and inducers change its levels a lot, and grapefruit and Seville oranges are avoided.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('imatinib', 'Imatinib', ['antineoplastic', 'moderate-cyp3a4-inhibitor'], {
    brands: ['Gleevec', 'Glivec', 'Imkeldi'],
    synonyms: ['imatinab'],
    sideEffects: ['fluid retention and swelling', 'nausea', 'muscle cramps', 'diarrhoea', 'rash'],
    seriousSideEffects: ['severe fluid retention', 'heart failure', 'liver injury', 'bleeding', 'low blood counts'],
    warnings: [
      'It blocks CYP3A4 and raises levels of medicines such as simvastatin, and its own levels change with CYP3A4 blockers and inducers.',
      'It is taken with a meal and a large glass of water.',
    ],
    sources: [S.fdaCyp],
  }),
];
