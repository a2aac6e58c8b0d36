/**
 * Essential oils for the stomach: irritable bowel syndrome (peppermint capsules), nausea (inhaled)
 * and traditional digestive uses.
 */
import type { EssentialOil } from '../../types';
import { OIL_SRC, OIL_BASE, OIL_TEXT } from './shared-sources-wording';

export const digestionAndNauseaOils: EssentialOil[] = [
  {
    id: 'peppermint',
    name: 'Peppermint',
    botanicalName: 'Mentha × piperita',
    commonUses: ['Irritable bowel syndrome (enteric-coated capsules)', 'Tension headache (on the temples)', 'Nausea (inhaled)'],
    evidence: 'moderate',
    evidenceSummary:
      'Enteric-coated peppermint oil capsules taken by mouth have moderate evidence for easing irritable bowel syndrome symptoms in the short term. That is oral use of a made-for-purpose product, not inhaling or rubbing on the essential oil. Evidence for headache and nausea is limited.',
    safety: {
      phototoxic: false,
      maxDermalPercent: 5.4,
      pregnancy: OIL_TEXT.pregnancy,
      children:
        'Do not apply on or near the face of babies and young children: menthol can cause a breathing spasm. Keep the bottle out of reach.',
      pets: 'Peppermint oil is one of the oils most often reported as harmful to cats and dogs. Do not apply to pets; diffuse only where they can leave the room.',
      other: [
        OIL_TEXT.neverSwallow,
        OIL_TEXT.dilute,
        'Capsules can cause heartburn, especially if the coating dissolves early.',
      ],
    },
    interactions: [
      {
        with: 'class:acid-reducer',
        note: 'Antacids and acid reducers can dissolve the coating of peppermint oil capsules too early, causing heartburn. Ask your pharmacist how to space them.',
      },
    ],
    sources: [...OIL_BASE, OIL_SRC.peppermint, OIL_SRC.aspca],
  },
  {
    id: 'spearmint',
    name: 'Spearmint',
    botanicalName: 'Mentha spicata',
    commonUses: ['Nausea (inhaled)', 'Flavouring', 'Room scent'],
    evidence: 'insufficient',
    evidenceSummary: 'A few small studies of spearmint scent for nausea are too small to show whether it helps.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: `${OIL_TEXT.children} It contains much less menthol than peppermint.`,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: OIL_BASE,
  },
  {
    id: 'ginger',
    name: 'Ginger',
    botanicalName: 'Zingiber officinale',
    commonUses: ['Nausea (inhaled)', 'Warming massage blends'],
    evidence: 'limited',
    evidenceSummary:
      'Small trials of inhaled ginger oil, alone or in blends, for nausea after surgery have mixed results. Evidence that ginger helps nausea mostly comes from ginger taken by mouth, which is a different use.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute, OIL_TEXT.oxidation],
    },
    interactions: [],
    sources: OIL_BASE,
  },
  {
    id: 'fennel',
    name: 'Fennel (sweet)',
    botanicalName: 'Foeniculum vulgare var. dulce',
    commonUses: ['Digestion (traditional)', 'Massage blends'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that fennel essential oil treats any condition. Studies of fennel mostly test the seed or tea, not the oil.',
    safety: {
      phototoxic: false,
      pregnancy: 'Avoid in pregnancy and breastfeeding: its main component, anethole, acts like a weak estrogen.',
      children: 'Not for young children. Keep the bottle out of reach.',
      pets: OIL_TEXT.pets,
      other: [
        'Because of its estrogen-like effect, avoid it if you have endometriosis or a cancer that is sensitive to estrogen.',
        OIL_TEXT.neverSwallow,
        OIL_TEXT.dilute,
      ],
    },
    interactions: [],
    sources: OIL_BASE,
  },
  {
    id: 'cardamom',
    name: 'Cardamom',
    botanicalName: 'Elettaria cardamomum',
    commonUses: ['Digestion (traditional)', 'Room scent'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that cardamom oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.cineoleChildren,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: OIL_BASE,
  },
  {
    id: 'coriander',
    name: 'Coriander seed',
    botanicalName: 'Coriandrum sativum',
    commonUses: ['Digestion (traditional)', 'Perfume'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that coriander seed oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute, OIL_TEXT.oxidation],
    },
    interactions: [],
    sources: OIL_BASE,
  },
];
