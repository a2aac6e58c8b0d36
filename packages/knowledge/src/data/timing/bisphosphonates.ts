/**
 * Timing rules for bone medicines (bisphosphonates). Each rule follows the FDA label on DailyMed or
 * an NIH fact sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, when } from '../timing-helpers';
import { odsCalcium } from './mineral-wording';

export const bisphosphonateTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ bisphosphonates
  when(
    'alendronate-empty-stomach-upright',
    'alendronate',
    'empty-stomach',
    'Take it first thing in the morning with a full glass (6 to 8 oz) of plain water only, at least 30 minutes before any food, other drink or medicine; stay sitting or standing for at least 30 minutes and until after your first food of the day.',
    'Almost none is absorbed if anything else is in the stomach, and lying down too soon can irritate or ulcerate the food pipe.',
    [dailyMed('Alendronate')],
  ),
  when(
    'risedronate-empty-stomach-upright',
    'risedronate',
    'empty-stomach',
    'Take the regular tablet with a full glass of plain water at least 30 minutes before the first food or drink of the day, and stay upright for 30 minutes. (The delayed-release form, Atelvia, is taken right after breakfast instead.)',
    'Food, drinks other than water and minerals block absorption, and lying down too soon can irritate the food pipe.',
    [dailyMed('Risedronate')],
  ),
  when(
    'ibandronate-empty-stomach-upright',
    'ibandronate',
    'empty-stomach',
    'Take it first thing in the morning with a full glass of plain water, at least 60 minutes before any food, other drink or medicine, and stay upright for 60 minutes.',
    'Food and other drinks block absorption, and lying down too soon can irritate the food pipe.',
    [dailyMed('Ibandronate')],
  ),
  apart(
    'alendronate-separate-polyvalent-cation',
    'alendronate',
    'class:polyvalent-cation',
    { before: 0.5 },
    'Wait at least 30 minutes after alendronate before taking calcium, antacids, iron or other supplements; many people take calcium later in the day.',
    'Calcium and other minerals bind alendronate and stop it being absorbed.',
    [dailyMed('Alendronate'), odsCalcium],
  ),
  apart(
    'risedronate-separate-polyvalent-cation',
    'risedronate',
    'class:polyvalent-cation',
    { before: 0.5 },
    'Take calcium, antacids, magnesium or iron at a different time of day from risedronate, at least 30 minutes after it.',
    'Calcium and other minerals bind risedronate and stop it being absorbed.',
    [dailyMed('Risedronate'), odsCalcium],
  ),
  apart(
    'ibandronate-separate-polyvalent-cation',
    'ibandronate',
    'class:polyvalent-cation',
    { before: 1 },
    'Wait at least 60 minutes after ibandronate before taking calcium, antacids, iron or other supplements.',
    'Calcium and other minerals bind ibandronate and stop it being absorbed.',
    [dailyMed('Ibandronate'), odsCalcium],
  ),

];
