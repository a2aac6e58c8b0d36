/**
 * Oils that can seriously harm: wintergreen and sweet birch (almost pure methyl salicylate) and the
 * oils that can trigger seizures or liver injury (sage, camphor, hyssop, pennyroyal). Use them only
 * in licensed products, or not at all.
 */
import { dailyMed, src } from '../../sources';
import type { EssentialOil } from '../../types';
import { OIL_SRC, OIL_BASE, OIL_TEXT } from './shared-sources-wording';

const liverTox = src('LiverTox (NIH): Clinical and Research Information on Drug-Induced Liver Injury', 'https://www.ncbi.nlm.nih.gov/books/NBK547852/');

const SALICYLATE_OTHER = [
  'Almost pure methyl salicylate, a close relative of aspirin that passes through the skin. Heavy use on skin, especially under heat or a dressing, has caused salicylate poisoning.',
  'Avoid if you are allergic to aspirin, have asthma triggered by aspirin or painkillers, have a bleeding disorder, or are due to have surgery.',
  'Licensed rubs contain methyl salicylate at controlled strengths; the essential oil is far stronger.',
  OIL_TEXT.neverSwallow,
];

const salicylateInteractions = [
  {
    with: 'warfarin',
    note: 'Methyl salicylate rubbed on the skin has raised INR and caused bleeding in people taking warfarin. Talk to your prescriber or pharmacist before using it.',
  },
  {
    with: 'class:anticoagulant',
    note: 'Salicylate absorbed through the skin may add to the effect of blood thinners. Talk to your prescriber or pharmacist first.',
  },
  {
    with: 'class:antiplatelet',
    note: 'Adds salicylate on top of aspirin and may add to the effect of other antiplatelet medicines. Talk to your prescriber or pharmacist first.',
  },
];

const seizureInteraction = {
  with: 'class:seizure-threshold-lowering',
  note: 'This oil can itself trigger seizures; medicines that lower the seizure threshold may add to the risk. Avoid the combination.',
};

export const highRiskOils: EssentialOil[] = [
  {
    id: 'wintergreen',
    name: 'Wintergreen',
    botanicalName: 'Gaultheria procumbens (also G. fragrantissima)',
    commonUses: ['Muscle and joint pain rubs'],
    evidence: 'insufficient',
    evidenceSummary:
      'Methyl salicylate, its main component, is used in licensed pain-relief rubs at controlled strengths. There is no good evidence that the pure essential oil is a better or safe alternative.',
    safety: {
      phototoxic: false,
      pregnancy: 'Avoid in pregnancy and breastfeeding.',
      children:
        'Never use on or near children, and keep it locked away. A single teaspoon holds roughly as much salicylate as 20 adult aspirin tablets; swallowed, it can kill a child.',
      pets: 'Salicylates are toxic to cats and dogs, and wintergreen is among the oils most often reported as harmful to pets. Never apply to animals.',
      other: SALICYLATE_OTHER,
    },
    interactions: salicylateInteractions,
    sources: [...OIL_BASE, OIL_SRC.poisonControl, OIL_SRC.methylSalicylateLabel, OIL_SRC.fdaTopicalBurns, OIL_SRC.aspca],
  },
  {
    id: 'birch',
    name: 'Sweet birch',
    botanicalName: 'Betula lenta',
    commonUses: ['Muscle and joint pain rubs'],
    evidence: 'insufficient',
    evidenceSummary:
      'Like wintergreen, sweet birch oil is almost pure methyl salicylate. There is no good evidence that the essential oil is a better or safe alternative to licensed rubs.',
    safety: {
      phototoxic: false,
      pregnancy: 'Avoid in pregnancy and breastfeeding.',
      children:
        'Never use on or near children, and keep it locked away. Swallowing a small amount can cause fatal salicylate poisoning in a child.',
      pets: 'Salicylates are toxic to cats and dogs, and sweet birch is among the oils reported as harmful to pets. Never apply to animals.',
      other: [...SALICYLATE_OTHER, 'Birch tar oil (from Betula pendula) is a different product with its own cautions.'],
    },
    interactions: salicylateInteractions,
    sources: [...OIL_BASE, OIL_SRC.poisonControl, OIL_SRC.methylSalicylateLabel, OIL_SRC.aspca],
  },
  {
    id: 'sage',
    name: 'Sage (Dalmatian)',
    botanicalName: 'Salvia officinalis',
    commonUses: ['Room scent', 'Hair rinses (traditional)'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that sage essential oil treats any condition. Studies of sage for memory or hot flushes used leaf extracts, not the oil.',
    safety: {
      phototoxic: false,
      pregnancy: 'Avoid in pregnancy and breastfeeding.',
      children: 'Do not use for children. Swallowed, it can cause seizures.',
      pets: OIL_TEXT.pets,
      other: [
        'Contains thujone, which can cause seizures, especially if swallowed. Avoid if you have epilepsy or have ever had a seizure.',
        'Clary sage is a different plant and does not carry this risk.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [seizureInteraction],
    sources: [...OIL_BASE, OIL_SRC.poisonControl],
  },
  {
    id: 'camphor',
    name: 'Camphor (white)',
    botanicalName: 'Cinnamomum camphora',
    commonUses: ['Chest and muscle rubs (in licensed products at low strength)'],
    evidence: 'insufficient',
    evidenceSummary:
      'Camphor is used at low, controlled strengths in licensed rubs. There is no good evidence for using the essential oil itself, and it is risky.',
    safety: {
      phototoxic: false,
      pregnancy: 'Avoid in pregnancy and breastfeeding.',
      children:
        'Never use on or near babies and young children. Swallowing even a small amount of camphor can cause seizures in a child within minutes to hours.',
      pets: OIL_TEXT.pets,
      other: [
        'Camphor can cause seizures, especially if swallowed. Avoid if you have epilepsy or have ever had a seizure.',
        'Do not heat camphor products or use them in a steam bowl.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [seizureInteraction],
    sources: [...OIL_BASE, OIL_SRC.poisonControl, OIL_SRC.fdaAromatherapy, dailyMed('Camphor')],
  },
  {
    id: 'hyssop',
    name: 'Hyssop',
    botanicalName: 'Hyssopus officinalis',
    commonUses: ['Cough and chest blends (traditional)'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that hyssop oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: 'Avoid in pregnancy and breastfeeding.',
      children: 'Do not use for children. It can cause seizures.',
      pets: OIL_TEXT.pets,
      other: [
        'The common type is rich in pinocamphone, which can cause seizures. Avoid if you have epilepsy or have ever had a seizure.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [seizureInteraction],
    sources: OIL_BASE,
  },
  {
    id: 'pennyroyal',
    name: 'Pennyroyal',
    botanicalName: 'Mentha pulegium (European); Hedeoma pulegioides (American)',
    commonUses: ['Insect and flea repellent (historical)'],
    evidence: 'insufficient',
    evidenceSummary:
      'Pennyroyal oil has no proven benefit. It is poisonous: swallowing it has caused liver and kidney failure and deaths, including in people who took it to end a pregnancy.',
    safety: {
      phototoxic: false,
      pregnancy: 'Never use in pregnancy. It has caused deaths when taken to end a pregnancy.',
      children: 'Never use on or near children. Pennyroyal tea given to babies has caused fatal liver failure.',
      pets: 'Pennyroyal used as a flea treatment has fatally poisoned dogs. Never use it on animals.',
      other: [
        'Contains pulegone, which destroys liver cells. Do not use this oil at all, including on skin.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [
      {
        with: 'class:hepatotoxic',
        note: 'Pennyroyal is itself a liver poison; other medicines that strain the liver add to the danger. Do not use it.',
      },
    ],
    sources: [...OIL_BASE, OIL_SRC.poisonControl, liverTox, OIL_SRC.aspca],
  },
];
