/**
 * Hot spice oils (clove, cinnamon bark, oregano, thyme): toothache and antimicrobial claims. Their
 * main components irritate or sensitise skin and mucous membranes, so they have low skin maximums.
 */
import type { EssentialOil } from '../../types';
import { OIL_SRC, OIL_BASE, OIL_TEXT } from './shared-sources-wording';

export const spiceOils: EssentialOil[] = [
  {
    id: 'clove',
    name: 'Clove (bud)',
    botanicalName: 'Syzygium aromaticum',
    commonUses: ['Toothache (short-term, on the gum)', 'Room scent'],
    evidence: 'limited',
    evidenceSummary:
      'Clove oil has long been used for tooth pain, and small studies suggest it can numb the gum slightly. It does not fix the cause of a toothache, which needs a dentist.',
    safety: {
      phototoxic: false,
      maxDermalPercent: 0.5,
      pregnancy: OIL_TEXT.pregnancy,
      children:
        'Dangerous if swallowed: small children who drank clove oil have had liver damage and low blood sugar. Keep the bottle out of reach.',
      pets: 'Clove oil is toxic to cats and dogs. Do not apply to pets; diffuse only where they can leave the room.',
      other: [
        'Rich in eugenol, which irritates skin and the lining of the mouth and can cause skin allergy; keep under the listed maximum.',
        'Eugenol may slow blood clotting; people with bleeding disorders, or due to have surgery, should avoid it.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [
      { with: 'class:anticoagulant', note: 'Eugenol may slow blood clotting and add to the effect of blood thinners. Talk to your prescriber or pharmacist before using clove oil.' },
      { with: 'class:antiplatelet', note: 'Eugenol may add to the effect of antiplatelet medicines and raise bleeding risk. Talk to your prescriber or pharmacist first.' },
    ],
    sources: [...OIL_BASE, OIL_SRC.poisonControl, OIL_SRC.aspca],
  },
  {
    id: 'cinnamon-bark',
    name: 'Cinnamon bark',
    botanicalName: 'Cinnamomum verum (syn. C. zeylanicum)',
    commonUses: ['Room scent', 'Flavouring (food-grade, in tiny amounts)'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that cinnamon bark oil treats any condition in people.',
    safety: {
      phototoxic: false,
      maxDermalPercent: 0.07,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: 'Cinnamon oil is among the oils reported as harmful to pets. Do not apply to animals; diffuse only where they can leave the room.',
      other: [
        'Rich in cinnamaldehyde, a strong skin sensitiser: even dilute oil can cause burning and lasting allergy. Many people are better off not using it on skin at all.',
        'Irritates the mouth, eyes and nose; do not use in steam inhalation.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.aspca],
  },
  {
    id: 'oregano',
    name: 'Oregano',
    botanicalName: 'Origanum vulgare',
    commonUses: ['Claimed antimicrobial', 'Room scent'],
    evidence: 'insufficient',
    evidenceSummary:
      'Oregano oil kills bacteria and fungi in laboratory dishes, but this has not been shown to treat infections in people.',
    safety: {
      phototoxic: false,
      maxDermalPercent: 1.1,
      pregnancy: 'Best avoided in pregnancy and breastfeeding; its safety is not established.',
      children: OIL_TEXT.children,
      pets: 'Phenol-rich oils such as oregano are especially harmful to cats. Do not apply to pets; diffuse only where they can leave the room.',
      other: ['Rich in carvacrol, which strongly irritates skin and mucous membranes; keep under the listed maximum.', OIL_TEXT.neverSwallow],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.aspca],
  },
  {
    id: 'thyme',
    name: 'Thyme (thymol type)',
    botanicalName: 'Thymus vulgaris (thymol chemotype)',
    commonUses: ['Claimed antimicrobial', 'Scalp blends'],
    evidence: 'insufficient',
    evidenceSummary: 'Thyme oil kills microbes in laboratory tests, but there is no good evidence that it treats any condition in people.',
    safety: {
      phototoxic: false,
      maxDermalPercent: 1.3,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: 'Phenol-rich oils such as thyme are especially harmful to cats. Do not apply to pets; diffuse only where they can leave the room.',
      other: [
        'The 1.3% maximum applies to thymol-rich oil, a skin and mucous membrane irritant. Linalool-type thyme is much milder.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.aspca],
  },
];
