/**
 * Drug–supplement rules for DHEA, a precursor of sex hormones: hormone therapy and hormone treatment
 * for breast cancer.
 */
import { dailyMed, mesh } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';

const dhea = mesh('Dehydroepiandrosterone');

export const dheaRules: InteractionRule[] = [
  rule('estrogen+dhea', 'class:estrogen', 'dhea', 'minor', 'theoretical',
    'DHEA is turned into estrogens and androgens in the body and could add to hormone therapy or contraceptives.',
    'DHEA is a precursor of sex hormones.',
    'Tell your prescriber if you take DHEA with hormone medicines.',
    [dhea]),
  ...(['tamoxifen', 'anastrozole', 'letrozole'] as const).map((d) =>
    rule(`${d}+dhea`, d, 'dhea', 'moderate', 'theoretical',
      'DHEA can be converted to estrogen and could work against hormone treatment for breast cancer.',
      'DHEA is a precursor of estrogens; these medicines work by blocking estrogen or its production.',
      'Do not take DHEA during hormone treatment for cancer unless your oncology team agrees.',
      [dhea, dailyMed(d)]),
  ),
];
