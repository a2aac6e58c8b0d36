/**
 * What the natural-remedy files share: sources several of them cite and the magnesium wording.
 */
import type { Source } from '../../source';
import { doi, nccih, ods, src } from '../../sources';
import type { OilInteraction } from '../../types';

/** Sources several remedy files use. */
export const REMEDY_SRC = {
  liverTox: src('LiverTox (NIH): Clinical and Research Information on Drug-Induced Liver Injury', 'https://www.ncbi.nlm.nih.gov/books/NBK547852/'),
  acpLowBackPain: doi(
    '10.7326/M16-2367',
    'Qaseem A, et al. Noninvasive treatments for acute, subacute, and chronic low back pain: a clinical practice guideline from the American College of Physicians. Ann Intern Med. 2017;166(7):514-530',
  ),
  odsMagnesium: ods('Magnesium', 'Magnesium'),
  teaTree: nccih('tea-tree-oil', 'Tea Tree Oil'),
  lavender: nccih('lavender', 'Lavender'),
  peppermint: nccih('peppermint-oil', 'Peppermint Oil'),
} as const satisfies Record<string, Source>;

/** What both magnesium entries (leg cramps, migraine) say. */
export const magnesiumCautions = [
  'Supplement doses above 350 mg a day for adults can cause diarrhoea, nausea and stomach cramps.',
  'Ask your doctor first if you have kidney disease, which makes magnesium build up.',
];

export const magnesiumInteractions: OilInteraction[] = [
  {
    with: 'class:cation-chelating',
    note: 'Magnesium binds some antibiotics (tetracyclines and quinolones), bone medicines and thyroid hormone in the gut. Take them several hours apart; ask your pharmacist for the timing.',
  },
];
