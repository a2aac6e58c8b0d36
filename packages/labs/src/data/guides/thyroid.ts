/** Guides for thyroid tests. Sources: MedlinePlus, NICE NG145, FDA on biotin interference. */
import { M, S, nice } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const biotin = 'I take biotin (or a hair, skin and nail supplement). Could it have changed this result?';
const ng145 = nice('ng145', 'Thyroid disease: assessment and management');

export const thyroidGuides: MarkerGuide[] = [
  {
    loinc: '3016-3', otherLoinc: ['11580-8'], name: 'Thyroid stimulating hormone (TSH)', aka: ['TSH', 'Thyrotropin'], panel: 'thyroid',
    measures: 'A hormone from the pituitary gland that tells the thyroid how hard to work. It is usually the first thyroid test.',
    high: ['An underactive thyroid', 'A levothyroxine dose that is too low, or taken with food, iron or calcium', 'Recovery after an illness', 'Medicines such as lithium or amiodarone'],
    low: ['An overactive thyroid', 'A levothyroxine dose that is too high', 'Steroid medicines or serious illness', 'High-dose biotin can give a falsely low result on some tests'],
    ask: ['Should my free T4 be checked too?', 'If I take levothyroxine, does my dose need to change?', biotin],
    sources: [M.tsh, ng145, S.fdaBiotin2019],
  },
  {
    loinc: '3024-7', otherLoinc: ['14920-3'], name: 'Free thyroxine (free T4)', aka: ['FT4', 'Free T4', 'fT4'], panel: 'thyroid',
    measures: 'The main hormone made by the thyroid, in the form your body can use.',
    high: ['An overactive thyroid', 'Too much levothyroxine, or a dose taken just before the blood test', 'Amiodarone', 'High-dose biotin can give a falsely high result on some tests'],
    low: ['An underactive thyroid', 'Too little levothyroxine', 'Less often, a pituitary problem'],
    ask: ['Should I take my levothyroxine after the blood test on test days?', biotin],
    sources: [M.t4, ng145, S.fdaBiotin2019],
  },
  {
    loinc: '3051-0', otherLoinc: ['14928-6'], name: 'Free triiodothyronine (free T3)', aka: ['FT3', 'Free T3', 'fT3'], panel: 'thyroid',
    measures: 'The most active thyroid hormone. It is mostly checked when the TSH is low.',
    high: ['An overactive thyroid', 'Taking T3 (liothyronine)', 'High-dose biotin can give a falsely high result on some tests'],
    low: ['An underactive thyroid', 'Serious illness or fasting', 'Some medicines'],
    ask: ['Do I need this test, or are TSH and free T4 enough?', biotin],
    sources: [M.t3, ng145, S.fdaBiotin2019],
  },
];
