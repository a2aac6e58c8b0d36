/**
 * Timing rules for thyroid hormone. Each rule follows the FDA label on DailyMed or an NIH fact
 * sheet named in its sources.
 */
import { dailyMed, src } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, when } from '../timing-helpers';
import { MINERALS, odsCalcium, odsIron } from './mineral-wording';

const ataCoffee = src(
  'American Thyroid Association, Clinical Thyroidology for Patients: coffee interferes with the absorption of levothyroxine (summary of Benvenga S, et al. Thyroid. 2008;18(3):293-301)',
  'https://www.thyroid.org/patient-thyroid-information/ct-for-patients/vol-1-issue-1/vol-1-issue-1-p-21/',
);

export const thyroidTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ thyroid hormone
  when(
    'levothyroxine-empty-stomach',
    'levothyroxine',
    'empty-stomach',
    'Take it once a day with a full glass of water on an empty stomach, 30 to 60 minutes before breakfast.',
    'Food, especially soy, walnuts and high-fiber foods, lowers and varies how much levothyroxine is absorbed; taking it the same way every day keeps your dose steady.',
    [dailyMed('Levothyroxine')],
  ),
  apart(
    'levothyroxine-separate-polyvalent-cation',
    'levothyroxine',
    'class:polyvalent-cation',
    { before: 4, after: 4 },
    `Take it at least 4 hours before or 4 hours after ${MINERALS}.`,
    'These products bind levothyroxine in the gut, so less is absorbed and your thyroid levels can drift.',
    [dailyMed('Levothyroxine'), odsCalcium, odsIron],
  ),
  apart(
    'levothyroxine-separate-cholestyramine',
    'levothyroxine',
    'cholestyramine',
    { before: 4, after: 6 },
    'Take it at least 4 hours before cholestyramine, or 4 to 6 hours after it.',
    'Cholestyramine is a resin that binds levothyroxine and other medicines in the gut.',
    [dailyMed('Levothyroxine'), dailyMed('Cholestyramine')],
  ),
  apart(
    'levothyroxine-separate-colesevelam',
    'levothyroxine',
    'colesevelam',
    { before: 4 },
    'Take it at least 4 hours before colesevelam.',
    'Colesevelam binds levothyroxine in the gut; the colesevelam label advises taking levothyroxine at least 4 hours earlier.',
    [dailyMed('Colesevelam'), dailyMed('Levothyroxine')],
  ),
  apart(
    'levothyroxine-separate-orlistat',
    'levothyroxine',
    'orlistat',
    { before: 4, after: 4 },
    'Take levothyroxine and orlistat at least 4 hours apart.',
    'Orlistat can lower levothyroxine absorption; low thyroid levels have been reported when they were taken together.',
    [dailyMed('Orlistat')],
  ),
  apart(
    'levothyroxine-separate-coffee',
    'levothyroxine',
    'coffee',
    { before: 1 },
    'Swallow it with water, not coffee, and wait 30 to 60 minutes before your coffee.',
    'Coffee taken at the same time cut levothyroxine absorption by about a quarter to a third in a study; coffee an hour later did not.',
    [ataCoffee, dailyMed('Levothyroxine')],
  ),
  apart(
    'levothyroxine-separate-soy',
    'levothyroxine',
    'soy',
    { before: 1 },
    'Keep soy foods for later in the day, at least 30 to 60 minutes after your dose, and keep the amount you eat fairly steady.',
    'Soy can reduce levothyroxine absorption; a big change in how much soy you eat can change your thyroid levels, so tell your prescriber if your diet changes.',
    [dailyMed('Levothyroxine')],
  ),
  apart(
    'levothyroxine-separate-high-fiber-foods',
    'levothyroxine',
    'high-fiber-foods',
    { before: 1 },
    'Eat high-fiber foods (such as bran cereal) at least 30 to 60 minutes after your dose, and keep your fiber intake fairly steady.',
    'Dietary fiber binds levothyroxine and lowers how much is absorbed.',
    [dailyMed('Levothyroxine')],
  ),

];
