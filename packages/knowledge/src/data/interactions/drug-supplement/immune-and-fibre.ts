/**
 * Drug–supplement rules for immune-active products (echinacea, probiotics) and fibre (psyllium).
 */
import { dailyMed, nccih } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';
import { colombo } from './shared-sources';

export const immuneAndFibreRules: InteractionRule[] = [
  rule('immunosuppressant+echinacea', 'class:immunosuppressant', 'echinacea', 'moderate', 'theoretical',
    'Echinacea may stimulate the immune system and could work against medicines that suppress it, for example after a transplant.',
    'Echinacea has immune-stimulating effects in laboratory studies.',
    'Avoid echinacea with immunosuppressants unless your prescriber agrees.',
    [nccih('echinacea', 'Echinacea'), colombo]),
  rule('immunosuppressant+probiotics', 'class:immunosuppressant', 'probiotics', 'moderate', 'theoretical',
    'In people with a weakened immune system, probiotics have rarely caused serious infections.',
    'Live microbes in probiotics can cross into the blood when immune defences are low.',
    'Ask your prescriber before taking probiotics while on immunosuppressants.',
    [nccih('probiotics-what-you-need-to-know', 'Probiotics: What You Need To Know')]),
  rule('antibiotic+probiotics', 'class:antibiotic', 'probiotics', 'minor', 'theoretical',
    'Antibiotics can kill the live bacteria in probiotics if taken at the same time.',
    'Antibiotics act on bacteria in the gut, including probiotic strains.',
    'Take probiotics at least 2 hours apart from the antibiotic.',
    [nccih('probiotics-what-you-need-to-know', 'Probiotics: What You Need To Know')]),
  rule('thyroid-hormone+fiber-psyllium', 'class:thyroid-hormone', 'fiber-psyllium', 'minor', 'probable',
    'Fibre supplements such as psyllium can reduce how much levothyroxine is absorbed if taken together.',
    'Fibre binds levothyroxine in the gut.',
    'Take levothyroxine on an empty stomach and keep fibre supplements at least 4 hours apart.',
    [dailyMed('Synthroid')]),
  rule('cardiac-glycoside+fiber-psyllium', 'class:cardiac-glycoside', 'fiber-psyllium', 'minor', 'suspected',
    'Large amounts of fibre taken with digoxin may slightly reduce its absorption.',
    'Fibre can bind digoxin in the gut.',
    'Take digoxin at a steady time, a couple of hours apart from fibre supplements.',
    [dailyMed('Lanoxin')]),
];
