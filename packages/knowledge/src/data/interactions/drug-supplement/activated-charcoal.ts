/**
 * Drug–supplement rules for activated charcoal, which binds medicines in the gut.
 */
import { dailyMed, mesh } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';

const charcoal = [dailyMed('Activated Charcoal'), mesh('Charcoal')];
const CHARCOAL_SPACING =
  'If you use activated charcoal, take it at least 2 hours apart from your medicines (ask your pharmacist for your exact schedule).';

export const activatedCharcoalRules: InteractionRule[] = [
  rule('narrow-therapeutic-index+activated-charcoal', 'class:narrow-therapeutic-index', 'activated-charcoal', 'moderate', 'established',
    'Activated charcoal binds medicines in the gut; with narrow-margin medicines such as warfarin, digoxin or levothyroxine even a small loss of absorption matters.',
    'Charcoal adsorbs drugs on its surface so they pass out of the body unabsorbed.',
    CHARCOAL_SPACING,
    charcoal),
  rule('hormonal-contraceptive+activated-charcoal', 'class:hormonal-contraceptive', 'activated-charcoal', 'moderate', 'probable',
    'Activated charcoal taken close to a birth-control pill can stop it being absorbed, like a missed pill.',
    'Charcoal adsorbs the hormones in the gut.',
    CHARCOAL_SPACING + ' Follow the missed-pill advice if they were taken together.',
    charcoal),
  rule('antiepileptic+activated-charcoal', 'class:antiepileptic', 'activated-charcoal', 'moderate', 'probable',
    'Activated charcoal can reduce absorption of seizure medicines, raising the risk of a seizure.',
    'Charcoal adsorbs drugs in the gut.',
    CHARCOAL_SPACING,
    charcoal),
];
