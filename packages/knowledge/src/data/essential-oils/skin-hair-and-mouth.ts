/**
 * Essential oils used on the skin, scalp and gums: acne and athlete's foot (tea tree), itchy skin,
 * hair loss, bruises and scars, and mouth care.
 */
import type { EssentialOil } from '../../types';
import { OIL_SRC, OIL_BASE, OIL_TEXT } from './shared-sources-wording';

export const skinHairAndMouthOils: EssentialOil[] = [
  {
    id: 'tea-tree',
    name: 'Tea tree',
    botanicalName: 'Melaleuca alternifolia',
    commonUses: ['Mild acne (as a 5% gel)', "Athlete's foot", 'Minor skin infections'],
    evidence: 'limited',
    evidenceSummary:
      "A few small trials suggest a gel with about 5% tea tree oil can reduce mild acne spots, more slowly than benzoyl peroxide, and it may help athlete's foot. Evidence for other uses, such as nail fungus, is weak.",
    safety: {
      phototoxic: false,
      maxDermalPercent: 15,
      pregnancy: OIL_TEXT.pregnancy,
      children:
        'Poisonous if swallowed: children have become confused, unsteady or unconscious after drinking it. A few case reports linked lavender and tea tree products to breast growth in boys; the link is not proven.',
      pets: 'Concentrated tea tree oil put on the skin has poisoned cats and dogs (weakness, trembling, unsteadiness). Never use it on pets unless a vet advises.',
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute, OIL_TEXT.oxidation, 'Can cause allergic skin rashes.'],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.teaTree, OIL_SRC.poisonControl, OIL_SRC.aspca],
  },
  {
    id: 'german-chamomile',
    name: 'German chamomile',
    botanicalName: 'Matricaria chamomilla (syn. M. recutita)',
    commonUses: ['Irritated or itchy skin', 'Relaxation'],
    evidence: 'insufficient',
    evidenceSummary:
      'Most chamomile research tests the tea or extracts, not the essential oil. Evidence for the oil on its own is very limited.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.pets,
      other: [
        'People allergic to ragweed, daisies, marigolds or chrysanthemums may react to chamomile.',
        OIL_TEXT.neverSwallow,
        OIL_TEXT.dilute,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.chamomile],
  },
  {
    id: 'rosemary',
    name: 'Rosemary',
    botanicalName: 'Salvia rosmarinus (syn. Rosmarinus officinalis)',
    commonUses: ['Hair loss (scalp massage)', 'Alertness and memory (inhaled)', 'Muscle aches'],
    evidence: 'limited',
    evidenceSummary:
      'One small trial found that rosemary oil massaged into the scalp worked about as well as 2% minoxidil for pattern hair loss after six months; larger studies have not confirmed it. Claims for memory and alertness rest on small, short studies.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: `${OIL_TEXT.cineoleChildren} Some types are also rich in camphor.`,
      pets: OIL_TEXT.pets,
      other: [
        OIL_TEXT.neverSwallow,
        OIL_TEXT.dilute,
        'People with epilepsy should avoid camphor-rich rosemary oils, which may trigger seizures at high doses.',
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.poisonControl],
  },
  {
    id: 'geranium',
    name: 'Geranium',
    botanicalName: 'Pelargonium graveolens',
    commonUses: ['Skin care', 'Relaxation'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that geranium oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.pets,
      other: ['Contains geraniol, which can cause skin allergy in some people.', OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: OIL_BASE,
  },
  {
    id: 'myrrh',
    name: 'Myrrh',
    botanicalName: 'Commiphora myrrha',
    commonUses: ['Mouth and gum care (traditional)', 'Skin care', 'Incense'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that myrrh essential oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: 'Traditionally avoided in pregnancy, and its safety has not been studied. Ask your midwife or doctor first.',
      children: OIL_TEXT.children,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: OIL_BASE,
  },
  {
    id: 'palmarosa',
    name: 'Palmarosa',
    botanicalName: 'Cymbopogon martinii',
    commonUses: ['Skin care', 'Perfume'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that palmarosa oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.pets,
      other: ['Rich in geraniol, which can cause skin allergy in some people.', OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: OIL_BASE,
  },
  {
    id: 'helichrysum',
    name: 'Helichrysum (immortelle)',
    botanicalName: 'Helichrysum italicum',
    commonUses: ['Bruises and scars (claimed)', 'Skin care'],
    evidence: 'insufficient',
    evidenceSummary: 'Claims that helichrysum oil heals bruises or scars have not been tested in good human studies.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: OIL_BASE,
  },
];
