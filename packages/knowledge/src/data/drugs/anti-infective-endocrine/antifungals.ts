/**
 * Antifungals. Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';

export const antifungalDrugs: Substance[] = [
  // ------------------------------------------------------------------ antifungals
  drug('fluconazole', 'Fluconazole', ['azole-antifungal', 'moderate-cyp3a4-inhibitor', 'cyp2c9-inhibitor', 'cyp2c19-inhibitor', 'qt-prolonging', 'strong-cyp2c19-inhibitor'], {
    brands: ['Diflucan'],
    synonyms: ['fluconazol', 'fluconozole'],
    sideEffects: ['headache', 'nausea', 'stomach pain', 'diarrhoea', 'altered taste'],
    seriousSideEffects: ['liver injury', 'irregular heart rhythm (QT prolongation)', 'severe skin reactions'],
    warnings: [
      'It raises levels of many medicines, including warfarin, phenytoin, some statins, sulfonylureas and tacrolimus, and the effect lasts several days after the last dose.',
      'It can lengthen the QT interval; erythromycin, pimozide and quinidine must not be combined with it.',
      'High doses in early pregnancy have been linked to birth defects.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('itraconazole', 'Itraconazole', ['azole-antifungal', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor'], {
    brands: ['Sporanox', 'Tolsura'],
    synonyms: ['itraconazol'],
    sideEffects: ['nausea', 'diarrhoea', 'rash', 'headache', 'stomach pain'],
    seriousSideEffects: ['heart failure', 'liver injury', 'nerve damage', 'hearing loss'],
    warnings: [
      'Boxed warning: it can cause or worsen heart failure, and it has serious, sometimes fatal interactions with medicines such as methadone, several heart-rhythm drugs, simvastatin, lovastatin and triazolam.',
      'Capsules need stomach acid and are taken with a full meal; acid-reducing medicines lower absorption.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('ketoconazole', 'Ketoconazole', ['azole-antifungal', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor', 'hepatotoxic'], {
    brands: ['Nizoral'],
    synonyms: ['ketoconazol'],
    sideEffects: ['nausea', 'vomiting', 'stomach pain', 'itching'],
    seriousSideEffects: ['liver failure', 'low adrenal hormone output (adrenal insufficiency)', 'dangerous heart rhythm with interacting medicines', 'severe allergic reactions'],
    warnings: [
      'Boxed warning: ketoconazole tablets can cause serious liver injury, including liver failure, so they are used only for certain serious fungal infections when other treatments cannot be used.',
      'Boxed warning: combining the tablets with medicines such as dofetilide, quinidine, pimozide, methadone, dronedarone or ranolazine can cause a dangerous heart rhythm and is not allowed.',
      'These warnings concern the tablets; creams and shampoos act on the skin.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('voriconazole', 'Voriconazole', ['azole-antifungal', 'strong-cyp3a4-inhibitor', 'cyp2c9-inhibitor', 'cyp2c19-inhibitor', 'photosensitising', 'hepatotoxic'], {
    brands: ['Vfend'],
    synonyms: ['voriconazol'],
    sideEffects: ['temporary vision changes', 'rash', 'nausea and vomiting', 'headache'],
    seriousSideEffects: ['liver injury', 'irregular heart rhythm (QT prolongation)', 'severe skin reactions', 'skin cancer with long-term use'],
    warnings: [
      'Many medicines must not be combined with it, including rifampin, carbamazepine, long-acting barbiturates, St John’s wort, sirolimus, pimozide, quinidine and ergot drugs.',
      'Skin burns easily in sunlight and long-term use has been linked with skin cancer, so sun protection matters.',
      'Vision changes are common, so night driving is best avoided.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('posaconazole', 'Posaconazole', ['azole-antifungal', 'strong-cyp3a4-inhibitor'], {
    brands: ['Noxafil'],
    synonyms: ['posaconazol'],
    sideEffects: ['nausea', 'diarrhoea', 'vomiting', 'headache', 'fever'],
    seriousSideEffects: ['liver injury', 'irregular heart rhythm (QT prolongation)', 'severe allergic reactions'],
    warnings: [
      'It must not be combined with sirolimus, pimozide, quinidine, ergot drugs, or simvastatin, lovastatin and atorvastatin.',
      'The delayed-release tablets and the liquid are dosed differently and are not interchangeable.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('terbinafine', 'Terbinafine', ['strong-cyp2d6-inhibitor', 'hepatotoxic'], {
    brands: ['Lamisil'],
    synonyms: ['terbinafin', 'terbenafine'],
    sideEffects: ['headache', 'diarrhoea', 'indigestion', 'rash', 'taste changes'],
    seriousSideEffects: ['liver failure', 'loss or change of taste or smell that may last', 'depressed mood', 'severe skin reactions', 'low white blood cells'],
    warnings: [
      'Tablets can rarely cause liver failure; liver tests are done first, and dark urine, pale stools or yellow skin need prompt attention.',
      'It blocks CYP2D6 for weeks, raising levels of some antidepressants, beta blockers and heart-rhythm drugs, and may weaken medicines activated by CYP2D6 such as codeine and tamoxifen.',
      'Creams and sprays for the skin do not carry these risks.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('nystatin', 'Nystatin', [], {
    brands: ['Mycostatin', 'Nystop', 'Nystan'],
    synonyms: ['nistatin', 'nystatin swish and swallow'],
    sideEffects: ['nausea', 'diarrhoea', 'stomach upset', 'mouth irritation'],
    seriousSideEffects: ['severe allergic reaction', 'severe skin reactions (very rare)'],
    warnings: ['Almost none is absorbed from the gut or skin, so it has very few interactions with other medicines.'],
  }),
  drug('griseofulvin', 'Griseofulvin', ['photosensitising'], {
    brands: ['Gris-PEG', 'Grifulvin V'],
    synonyms: ['griseofulvine'],
    sideEffects: ['headache', 'rash', 'nausea', 'upset stomach'],
    seriousSideEffects: ['severe skin reactions', 'liver injury', 'low white blood cells', 'lupus-like illness'],
    warnings: [
      'It is not used in pregnancy, and men are advised to wait at least 6 months after treatment before fathering a child.',
      'It can make birth-control pills less effective and weaken warfarin, and it may strengthen the effects of alcohol.',
      'Skin burns more easily in sunlight during treatment.',
    ],
  }),
];
