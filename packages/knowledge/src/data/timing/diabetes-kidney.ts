/**
 * Timing rules for diabetes and kidney medicines. Each rule follows the FDA label on DailyMed or an
 * NIH fact sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, when } from '../timing-helpers';

export const diabetesKidneyTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ diabetes and kidney
  when(
    'metformin-with-meals',
    'metformin',
    'with-food',
    'Take it with meals; the extended-release form is usually taken once a day with the evening meal.',
    'Taking it with food lessens stomach upset, nausea and diarrhea.',
    [dailyMed('Metformin')],
  ),
  when(
    'glipizide-before-breakfast',
    'glipizide',
    'time-of-day',
    'Take the regular tablets about 30 minutes before breakfast; the extended-release tablets are taken with breakfast. Do not skip the meal after your dose.',
    'Taken before a meal it controls the after-meal rise in blood sugar best; taking it without eating can cause low blood sugar.',
    [dailyMed('Glipizide')],
    'morning',
  ),
  when(
    'glimepiride-with-breakfast',
    'glimepiride',
    'with-food',
    'Take it with breakfast or the first main meal of the day.',
    'Taking it with a meal lowers the risk of low blood sugar.',
    [dailyMed('Glimepiride')],
  ),
  when(
    'glyburide-with-breakfast',
    'glyburide',
    'with-food',
    'Take it with breakfast or the first main meal of the day.',
    'Taking it with a meal lowers the risk of low blood sugar.',
    [dailyMed('Glyburide')],
  ),
  when(
    'repaglinide-before-meals',
    'repaglinide',
    'with-food',
    'Take it within 30 minutes before each meal; if you skip a meal, skip that dose.',
    'It acts quickly and briefly to cover a meal; a dose without food can cause low blood sugar.',
    [dailyMed('Repaglinide')],
  ),
  when(
    'acarbose-first-bite',
    'acarbose',
    'with-food',
    'Take it with the first bite of each main meal.',
    'It works by slowing the digestion of the carbohydrate in that meal.',
    [dailyMed('Acarbose')],
  ),
  when(
    'calcium-acetate-with-meals',
    'calcium-acetate',
    'with-food',
    'Take it with each meal.',
    'It binds the phosphate in the food you are eating, so it only works when taken with meals.',
    [dailyMed('Calcium acetate')],
  ),
  when(
    'sevelamer-with-meals',
    'sevelamer',
    'with-food',
    'Take it with meals.',
    'It binds the phosphate in the food you are eating, so it only works when taken with meals.',
    [dailyMed('Sevelamer')],
  ),
  when(
    'orlistat-with-meals',
    'orlistat',
    'with-food',
    'Take it with each main meal that contains fat (during the meal or up to 1 hour after); skip the dose if you skip a meal or the meal has no fat.',
    'It blocks fat absorption from the meal it is taken with.',
    [dailyMed('Orlistat')],
  ),
  apart(
    'cyclosporine-separate-orlistat',
    'cyclosporine',
    'orlistat',
    { after: 3 },
    'Take cyclosporine at least 3 hours after orlistat, not at the same time.',
    'Orlistat lowers cyclosporine absorption, which could risk rejection of a transplant.',
    [dailyMed('Orlistat')],
  ),

];
