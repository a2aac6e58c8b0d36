/**
 * Essential oils for a blocked nose and cough (inhaled or in rubs): eucalyptus and its cineole-rich
 * relatives, and pine.
 */
import type { EssentialOil } from '../../types';
import { OIL_SRC, OIL_BASE, OIL_TEXT } from './shared-sources-wording';

export const breathingOils: EssentialOil[] = [
  {
    id: 'eucalyptus',
    name: 'Eucalyptus',
    botanicalName: 'Eucalyptus globulus (also E. radiata)',
    commonUses: ['Blocked nose and cough (inhaled or in rubs)', 'Muscle rubs'],
    evidence: 'insufficient',
    evidenceSummary:
      'There is not enough evidence to show that eucalyptus oil helps any health condition. Some small studies of capsules containing its main component, 1,8-cineole, suggest benefit for sinus and chest symptoms, but those are medicines, not essential oil to swallow.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: `${OIL_TEXT.cineoleChildren} Even a teaspoon swallowed can be dangerous for a child.`,
      pets: 'Eucalyptus oil is toxic to cats and dogs if licked or absorbed. Do not apply to pets; diffuse only where they can leave the room.',
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute, 'Poisonous if swallowed by adults too: it can cause vomiting, drowsiness and seizures.'],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.eucalyptus, OIL_SRC.poisonControl, OIL_SRC.aspca],
  },
  {
    id: 'cajeput',
    name: 'Cajeput',
    botanicalName: 'Melaleuca cajuputi',
    commonUses: ['Blocked nose (inhaled)', 'Muscle rubs'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that cajeput oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.cineoleChildren,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.poisonControl],
  },
  {
    id: 'niaouli',
    name: 'Niaouli',
    botanicalName: 'Melaleuca quinquenervia',
    commonUses: ['Blocked nose (inhaled)', 'Skin care'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that niaouli oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.cineoleChildren,
      pets: OIL_TEXT.pets,
      other: [OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.poisonControl],
  },
  {
    id: 'pine',
    name: 'Scots pine',
    botanicalName: 'Pinus sylvestris',
    commonUses: ['Blocked nose (inhaled)', 'Room scent', 'Cleaning products'],
    evidence: 'insufficient',
    evidenceSummary: 'There is no good evidence that pine oil treats any health condition.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: 'Pine oil, including pine-oil cleaners, is among the products reported as harmful to pets, especially cats. Do not apply to animals.',
      other: ['Old, oxidised pine oil commonly causes skin allergy; use fresh oil and keep it sealed.', OIL_TEXT.neverSwallow, OIL_TEXT.dilute],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.aspca],
  },
];
