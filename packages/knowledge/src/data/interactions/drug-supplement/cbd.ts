/**
 * Drug–supplement rules for cannabidiol (CBD): valproate and sedatives.
 */
import { dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';

const epidiolex = dailyMed('Epidiolex');

export const cbdRules: InteractionRule[] = [
  rule('valproic-acid+cbd', 'valproic-acid', 'cbd', 'moderate', 'established',
    'Cannabidiol taken with valproate raises the chance of liver enzyme increases (a sign of liver strain).',
    'The combination adds to liver stress; the exact cause is not known.',
    'Tell your prescriber before using CBD; liver blood tests may be needed.',
    [epidiolex, dailyMed('Depakote')]),
  rule('cns-depressant+cbd', 'class:cns-depressant', 'cbd', 'moderate', 'probable',
    'Cannabidiol can cause sleepiness and adds to the drowsiness of sedatives, opioids and alcohol.',
    'Cannabidiol has sedating effects that add to other sedatives.',
    'Avoid driving until you know how the combination affects you, and tell your prescriber or pharmacist.',
    [epidiolex]),
];
