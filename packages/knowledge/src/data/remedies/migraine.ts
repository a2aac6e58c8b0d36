/**
 * Natural remedies to prevent migraine: magnesium, riboflavin, feverfew and butterbur.
 */
import { nccih, ods } from '../../sources';
import type { NaturalRemedy } from '../../types';
import { REMEDY_SRC, magnesiumCautions, magnesiumInteractions } from './shared-sources-wording';

export const migraineRemedies: NaturalRemedy[] = [
  {
    id: 'magnesium-for-migraine',
    name: 'Magnesium for migraine prevention',
    claim: 'Daily magnesium helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary:
      'Some trials suggest daily magnesium may modestly reduce how often migraines happen, and US headache guidelines rate it as probably effective. The studies are small.',
    cautions: magnesiumCautions,
    interactions: magnesiumInteractions,
    substanceId: 'magnesium',
    sources: [REMEDY_SRC.odsMagnesium],
  },
  {
    id: 'riboflavin-for-migraine',
    name: 'Riboflavin (vitamin B2) for migraine prevention',
    claim: 'High-dose riboflavin helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary:
      'A few small trials found 400 mg of riboflavin a day reduced how often adults had migraines after about three months, and US headache guidelines rate it as probably effective.',
    cautions: ['Turns urine bright yellow; this is harmless.', 'It can take about three months to tell whether it helps.'],
    interactions: [],
    sources: [ods('Riboflavin', 'Riboflavin')],
  },
  {
    id: 'feverfew-for-migraine',
    name: 'Feverfew for migraine prevention',
    claim: 'Feverfew helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary: 'Studies of feverfew for preventing migraine have mixed results; some found a small benefit and others found none.',
    cautions: [
      'Do not use in pregnancy: it may cause contractions of the womb.',
      'Chewing fresh leaves can cause mouth sores.',
      'People allergic to ragweed, daisies or marigolds may react.',
      'Stopping suddenly after long use may bring rebound headaches, joint aches and poor sleep.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'Feverfew may affect blood clotting. Ask your pharmacist before using it with a blood thinner.' },
      { with: 'class:antiplatelet', note: 'Feverfew may affect platelets and add to bleeding risk. Ask your pharmacist first.' },
    ],
    sources: [nccih('feverfew', 'Feverfew')],
  },
  {
    id: 'butterbur-for-migraine',
    name: 'Butterbur for migraine prevention',
    claim: 'Butterbur root extract helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary:
      'Studies of a butterbur root extract processed to remove pyrrolizidine alkaloids suggested it may reduce how often migraines happen. Reports of liver damage have led some experts to stop recommending it.',
    cautions: [
      'Use only products labelled PA-free: raw butterbur contains pyrrolizidine alkaloids, which can damage the liver and may cause cancer.',
      'Liver injury has been reported even with PA-free products.',
      'Avoid in pregnancy, while breastfeeding and for children.',
      'People allergic to ragweed, daisies or marigolds may react.',
    ],
    interactions: [
      { with: 'class:hepatotoxic', note: 'Butterbur can harm the liver; other medicines that strain the liver add to the risk.' },
    ],
    sources: [nccih('butterbur', 'Butterbur'), REMEDY_SRC.liverTox],
  },
];
