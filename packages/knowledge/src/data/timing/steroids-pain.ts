/**
 * Timing rules for steroids and pain relievers. Each rule follows the FDA label on DailyMed or an
 * NIH fact sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { when } from '../timing-helpers';

export const steroidPainTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ steroids and pain
  when(
    'prednisone-morning',
    'prednisone',
    'time-of-day',
    'If you take it once a day, take it in the morning.',
    'A morning dose matches the body’s own cortisol rhythm and is less likely to keep you awake at night.',
    [dailyMed('Prednisone')],
    'morning',
  ),
  when(
    'prednisone-with-food',
    'prednisone',
    'with-food',
    'Take it with food or milk.',
    'Food lessens stomach upset.',
    [dailyMed('Prednisone')],
  ),
  when(
    'prednisolone-morning',
    'prednisolone',
    'time-of-day',
    'If you take it once a day, take it in the morning.',
    'A morning dose matches the body’s own cortisol rhythm and is less likely to keep you awake at night.',
    [dailyMed('Prednisolone')],
    'morning',
  ),
  when(
    'prednisolone-with-food',
    'prednisolone',
    'with-food',
    'Take it with food or milk.',
    'Food lessens stomach upset.',
    [dailyMed('Prednisolone')],
  ),
  when(
    'methylprednisolone-morning',
    'methylprednisolone',
    'time-of-day',
    'If you take it once a day, take it in the morning.',
    'A morning dose matches the body’s own cortisol rhythm and is less likely to keep you awake at night.',
    [dailyMed('Methylprednisolone')],
    'morning',
  ),
  when(
    'methylprednisolone-with-food',
    'methylprednisolone',
    'with-food',
    'Take it with food or milk.',
    'Food lessens stomach upset.',
    [dailyMed('Methylprednisolone')],
  ),
  when(
    'nsaid-with-food',
    'class:nsaid',
    'with-food',
    'Take it with food or milk if it upsets your stomach.',
    'NSAIDs can irritate the stomach lining; food lessens the upset, although it does not remove the risk of ulcers or bleeding.',
    [dailyMed('Ibuprofen'), dailyMed('Naproxen')],
  ),
  when(
    'methotrexate-weekly',
    'methotrexate',
    'time-of-day',
    'For arthritis or psoriasis it is taken once a week, on the same day each week — not every day. Check your label carefully.',
    'Taking weekly methotrexate every day by mistake has caused serious poisoning and deaths.',
    [dailyMed('Methotrexate')],
  ),
];
