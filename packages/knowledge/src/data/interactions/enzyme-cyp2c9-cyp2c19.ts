/**
 * CYP2C9 and CYP2C19 (FDA table). CYP2C9: amiodarone, fluconazole and others are moderate
 * inhibitors; celecoxib and siponimod are sensitive substrates (warfarin, phenytoin and the
 * sulfonylureas have their own rules). CYP2C19: fluconazole, fluoxetine and fluvoxamine are strong
 * inhibitors, omeprazole and esomeprazole moderate; clopidogrel needs CYP2C19 to work.
 */
import { S, dailyMed } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

export const cyp2c9Cyp2c19Rules: InteractionRule[] = [
  rule('cyp2c9-inhibitor+cyp2c9-sensitive-substrate', 'class:cyp2c9-inhibitor', 'class:cyp2c9-sensitive-substrate', 'moderate', 'established', {
    summary: 'A CYP2C9 blocker such as fluconazole or amiodarone raises the level of this medicine, roughly doubling it.',
    mechanism: 'The second medicine is cleared mainly by CYP2C9, which the first blocks.',
    management: 'The label of the second medicine advises starting at the lowest dose; ask your prescriber or pharmacist.',
  }, [dailyMed('Celebrex'), S.fdaCyp]),

  rule('siponimod+fluconazole', 'siponimod', 'fluconazole', 'major', 'established', {
    summary: 'Fluconazole blocks both enzymes that clear siponimod and raises its level about twofold, adding to its slowing of the heart and infection risk.',
    mechanism: 'Fluconazole is a moderate blocker of CYP2C9 and CYP3A4, the two routes that clear siponimod.',
    management: 'The siponimod label does not recommend this pair. Talk to your prescriber.',
  }, [dailyMed('Mayzent'), S.fdaCyp]),

  rule('siponimod+strong-cyp3a4-inducer', 'siponimod', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Rifampin, carbamazepine and other strong inducers lower siponimod levels so it may not control multiple sclerosis.',
    mechanism: 'These inducers speed up CYP3A4 and CYP2C9, which clear siponimod.',
    management: 'The siponimod label does not recommend this pair. Talk to your prescriber.',
  }, [dailyMed('Mayzent'), S.fdaCyp]),

  rule('clopidogrel+strong-cyp2c19-inhibitor', 'clopidogrel', 'class:strong-cyp2c19-inhibitor', 'major', 'established', {
    summary: 'Strong CYP2C19 blockers such as fluconazole, fluoxetine or fluvoxamine cut the amount of clopidogrel’s active form, so it may not prevent clots, heart attack or stent blockage.',
    mechanism: 'Clopidogrel is a prodrug that CYP2C19 turns into its active form; these drugs block CYP2C19 more than omeprazole does.',
    management: 'The clopidogrel label advises avoiding CYP2C19 blockers of this kind. Talk to your prescriber about an alternative for one of them.',
  }, [dailyMed('Plavix'), S.fdaCyp]),
];
