/**
 * Timing rules for the antibiotics that minerals bind: fluoroquinolones and tetracyclines. Each
 * rule follows the FDA label on DailyMed or an NIH fact sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, avoid, when } from '../timing-helpers';
import { MINERALS, odsMagnesium, odsZinc } from './mineral-wording';

const BINDS = 'Calcium, iron, magnesium, zinc and aluminium bind it in the gut, so much less is absorbed and it may not work.';

export const antibioticMineralTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ fluoroquinolones
  apart(
    'ciprofloxacin-separate-polyvalent-cation',
    'ciprofloxacin',
    'class:polyvalent-cation',
    { before: 2, after: 6 },
    `Take it at least 2 hours before or 6 hours after ${MINERALS}.`,
    BINDS,
    [dailyMed('Ciprofloxacin')],
  ),
  avoid(
    'ciprofloxacin-avoid-dairy-alone',
    'ciprofloxacin',
    'class:dairy',
    'Do not take it with milk or yogurt on their own (or calcium-fortified juice); it can be taken with a normal meal that includes them.',
    'Calcium in dairy taken on its own lowers ciprofloxacin absorption; within a mixed meal the effect is small.',
    [dailyMed('Ciprofloxacin')],
  ),
  apart(
    'levofloxacin-separate-polyvalent-cation',
    'levofloxacin',
    'class:polyvalent-cation',
    { before: 2, after: 2 },
    `Take it at least 2 hours before or 2 hours after ${MINERALS}.`,
    BINDS,
    [dailyMed('Levofloxacin')],
  ),
  apart(
    'moxifloxacin-separate-polyvalent-cation',
    'moxifloxacin',
    'class:polyvalent-cation',
    { before: 4, after: 8 },
    `Take it at least 4 hours before or 8 hours after ${MINERALS}.`,
    BINDS,
    [dailyMed('Moxifloxacin')],
  ),

  // ------------------------------------------------------------------ tetracyclines
  apart(
    'doxycycline-separate-polyvalent-cation',
    'doxycycline',
    'class:polyvalent-cation',
    { before: 2, after: 3 },
    'Take it at least 2 hours before or 3 hours after antacids, bismuth (Pepto-Bismol), and calcium, iron, magnesium or zinc supplements.',
    'These bind doxycycline in the gut and lower absorption. Food and milk affect doxycycline much less, so it can be taken with food if it upsets your stomach.',
    [dailyMed('Doxycycline'), odsMagnesium],
  ),
  when(
    'doxycycline-full-glass-upright',
    'doxycycline',
    'with-food',
    'Take it with a full glass of water (with food if it upsets your stomach), stay upright for at least 30 minutes, and do not take it just before lying down for the night.',
    'A capsule or tablet that sticks in the food pipe can cause painful irritation and ulcers.',
    [dailyMed('Doxycycline')],
  ),
  apart(
    'minocycline-separate-polyvalent-cation',
    'minocycline',
    'class:polyvalent-cation',
    { before: 2, after: 3 },
    'Take it at least 2 hours before or 3 hours after antacids and calcium, iron, magnesium or zinc supplements.',
    'These bind minocycline in the gut and lower absorption.',
    [dailyMed('Minocycline'), odsZinc],
  ),
  when(
    'tetracycline-empty-stomach',
    'tetracycline',
    'empty-stomach',
    'Take it with a full glass of water 1 hour before or 2 hours after meals.',
    'Food, and dairy in particular, lowers how much tetracycline is absorbed.',
    [dailyMed('Tetracycline')],
  ),
  apart(
    'tetracycline-separate-polyvalent-cation',
    'tetracycline',
    'class:polyvalent-cation',
    { before: 2, after: 3 },
    'Take it at least 2 hours before or 3 hours after milk and other dairy foods, antacids, and calcium, iron, magnesium or zinc products.',
    'Calcium and other minerals bind tetracycline in the gut, so less is absorbed.',
    [dailyMed('Tetracycline')],
  ),

];
