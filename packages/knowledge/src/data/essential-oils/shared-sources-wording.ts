/**
 * What the essential-oil files share: the general sources every entry cites and plain-language
 * safety sentences that apply to most oils.
 */
import type { Source } from '../../source';
import { dailyMed, doi, nccih, src } from '../../sources';

/** Sources the oil files share. */
export const OIL_SRC = {
  aromatherapy: nccih('aromatherapy', 'Aromatherapy'),
  nciPdq: src('NCI PDQ: Aromatherapy With Essential Oils', 'https://www.cancer.gov/about-cancer/treatment/cam/hp/aromatherapy-pdq'),
  tisserand: doi('10.1016/C2009-0-52351-3', 'Tisserand R, Young R. Essential Oil Safety, 2nd edition. Churchill Livingstone; 2014'),
  ifraFurocoumarins: src('IFRA: Furocoumarins update (phototoxicity limits for citrus and other oils)', 'https://ifrafragrance.org/latest-updates/furocoumarins-update'),
  poisonControl: src('National Capital Poison Center (Poison Control): Essential oils', 'https://www.poison.org/articles/essential-oils'),
  fdaAromatherapy: src('FDA: Aromatherapy', 'https://www.fda.gov/cosmetics/cosmetic-products/aromatherapy'),
  aspca: src('ASPCA Animal Poison Control Center', 'https://www.aspca.org/pet-care/animal-poison-control'),
  lavender: nccih('lavender', 'Lavender'),
  peppermint: nccih('peppermint-oil', 'Peppermint Oil'),
  teaTree: nccih('tea-tree-oil', 'Tea Tree Oil'),
  eucalyptus: nccih('eucalyptus', 'Eucalyptus'),
  bitterOrange: nccih('bitter-orange', 'Bitter Orange'),
  chamomile: nccih('chamomile', 'Chamomile'),
  fdaTopicalBurns: src(
    'FDA Drug Safety Communication: rare cases of serious burns with over-the-counter topical muscle and joint pain relievers (2012)',
    'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-rare-cases-serious-burns-use-over-counter-topical-muscle-and-joint',
  ),
  methylSalicylateLabel: dailyMed('Methyl salicylate'),
} as const satisfies Record<string, Source>;

/** The general sources every oil entry cites. */
export const OIL_BASE: Source[] = [OIL_SRC.aromatherapy, OIL_SRC.nciPdq, OIL_SRC.tisserand];

/** Plain-language safety sentences that apply to most oils. */
export const OIL_TEXT = {
  pregnancy: 'Little safety research exists in pregnancy or breastfeeding. Use only well diluted, and ask your midwife, doctor or pharmacist first.',
  children: 'Keep the bottle out of reach: swallowing even a small amount of an essential oil can poison a child. Use weaker dilutions for children.',
  pets: 'Cats are especially sensitive to essential oils. Do not put oils on pets, keep bottles out of reach, and diffuse only where cats, dogs and birds can leave the room.',
  neverSwallow: 'Do not swallow essential oils; keep them away from the eyes, nose and mouth.',
  dilute: 'Dilute in a carrier oil before use on skin and try a small patch first.',
  oxidation: 'Old or oxidised oil is more likely to cause skin allergy; keep the bottle closed, cool and dark.',
  phototoxic:
    'Can cause burns, blisters or dark patches when skin is exposed to sunlight or sunbeds after use. Keep treated skin out of the sun for 12 hours, or stay under the listed maximum.',
  cineoleChildren:
    'Rich in 1,8-cineole: do not apply on or near the face of babies and young children, where it can trouble breathing. Swallowed, it can cause seizures in children.',
  catsCitrus: 'Citrus oils (limonene) and concentrated oils in general can poison cats and dogs. Do not apply to pets; diffuse only where pets can leave the room.',
} as const;
