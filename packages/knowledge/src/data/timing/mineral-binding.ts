/**
 * Timing rules for other medicines that minerals bind. Each rule follows the FDA label on DailyMed
 * or an NIH fact sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, avoid, when } from '../timing-helpers';

export const mineralBindingTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ other medicines minerals bind
  apart(
    'dolutegravir-separate-polyvalent-cation',
    'dolutegravir',
    'class:polyvalent-cation',
    { before: 2, after: 6 },
    'Take it at least 2 hours before or 6 hours after antacids, laxatives or other products with aluminium or magnesium, sucralfate, and calcium or iron supplements (calcium or iron may instead be taken at the same time if both are taken with food).',
    'Minerals bind dolutegravir in the gut and can lower its levels enough to let HIV become resistant.',
    [dailyMed('Dolutegravir')],
  ),
  apart(
    'bictegravir-separate-polyvalent-cation',
    'bictegravir-emtricitabine-tenofovir',
    'class:polyvalent-cation',
    { before: 2 },
    'On an empty stomach, take it at least 2 hours before aluminium or magnesium antacids, not at the same time or soon after them; calcium or iron supplements can be taken at the same time only if both are taken with food.',
    'Minerals bind bictegravir in the gut and lower its levels.',
    [dailyMed('Biktarvy')],
  ),
  avoid(
    'baloxavir-avoid-polyvalent-cation',
    'baloxavir',
    'class:polyvalent-cation',
    'Do not take it with dairy, calcium-fortified drinks, antacids, laxatives or supplements containing calcium, iron, magnesium, selenium or zinc.',
    'These bind baloxavir and can lower its levels enough to make it less effective against flu.',
    [dailyMed('Baloxavir')],
  ),
  apart(
    'cefdinir-separate-antacid',
    'cefdinir',
    'class:antacid',
    { before: 2, after: 2 },
    'Take it at least 2 hours before or 2 hours after aluminium or magnesium antacids.',
    'These antacids lower cefdinir absorption.',
    [dailyMed('Cefdinir')],
  ),
  apart(
    'cefdinir-separate-iron',
    'cefdinir',
    'iron',
    { before: 2, after: 2 },
    'Take it at least 2 hours before or 2 hours after iron supplements.',
    'Iron binds cefdinir and lowers absorption (iron-fortified infant formula does not matter much).',
    [dailyMed('Cefdinir')],
  ),
  apart(
    'hydroxychloroquine-separate-antacid',
    'hydroxychloroquine',
    'class:antacid',
    { before: 4, after: 4 },
    'Take it at least 4 hours apart from antacids.',
    'Antacids can lower hydroxychloroquine absorption.',
    [dailyMed('Hydroxychloroquine')],
  ),
  apart(
    'chloroquine-separate-antacid',
    'chloroquine',
    'class:antacid',
    { before: 4, after: 4 },
    'Take it at least 4 hours apart from antacids.',
    'Antacids can lower chloroquine absorption.',
    [dailyMed('Chloroquine')],
  ),
  when(
    'rifampin-empty-stomach',
    'rifampin',
    'empty-stomach',
    'Take it with a full glass of water 1 hour before or 2 hours after a meal.',
    'Food lowers and delays rifampin absorption.',
    [dailyMed('Rifampin')],
  ),

];
