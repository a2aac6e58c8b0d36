/**
 * Timing rules for antibiotics taken with food. Each rule follows the FDA label on DailyMed or an
 * NIH fact sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { when } from '../timing-helpers';

export const antibioticFoodTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ antibiotics with food
  when(
    'nitrofurantoin-with-food',
    'nitrofurantoin',
    'with-food',
    'Take it with food.',
    'Food improves absorption and lessens nausea.',
    [dailyMed('Nitrofurantoin')],
  ),
  when(
    'amoxicillin-clavulanate-with-meal',
    'amoxicillin-clavulanate',
    'with-food',
    'Take it at the start of a meal.',
    'This improves absorption of the clavulanate part and lessens stomach upset.',
    [dailyMed('Amoxicillin and clavulanate potassium')],
  ),

];
