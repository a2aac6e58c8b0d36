/**
 * Timing rules for supplements and drinks. Each rule follows the FDA label on DailyMed or an NIH
 * fact sheet named in its sources.
 */
import { S, dailyMed, doi, medlinePlus, nccih, ods } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, when } from '../timing-helpers';

const caffeineSleep = doi(
  '10.5664/jcsm.3170',
  'Drake C, Roehrs T, Shambroom J, Roth T. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. J Clin Sleep Med. 2013;9(11):1195-1200',
);

export const supplementDrinkTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ supplements and drinks
  when(
    'vitamin-d-with-fat',
    'vitamin-d',
    'with-food',
    'Take it with a meal or snack that contains some fat.',
    'Vitamin D is fat-soluble and is absorbed better alongside fat.',
    [ods('VitaminD', 'Vitamin D')],
  ),
  when(
    'vitamin-e-with-fat',
    'vitamin-e',
    'with-food',
    'Take it with a meal that contains some fat.',
    'Vitamin E is fat-soluble and needs fat in the gut to be absorbed.',
    [ods('VitaminE', 'Vitamin E')],
  ),
  when(
    'vitamin-a-with-fat',
    'vitamin-a',
    'with-food',
    'Take it with a meal that contains some fat.',
    'Vitamin A is fat-soluble and is absorbed better alongside fat.',
    [ods('VitaminA', 'Vitamin A and Carotenoids')],
  ),
  when(
    'vitamin-k-with-fat',
    'vitamin-k',
    'with-food',
    'Take it with a meal that contains some fat; if you take warfarin, keep your vitamin K intake steady and tell your prescriber before starting it.',
    'Vitamin K is fat-soluble and is absorbed better alongside fat; changes in intake affect warfarin.',
    [S.odsVitaminK],
  ),
  when(
    'omega-3-with-meals',
    'class:omega-3',
    'with-food',
    'Take it with a meal.',
    'Food improves absorption and lessens fishy aftertaste, burping and stomach upset.',
    [ods('Omega3FattyAcids', 'Omega-3 Fatty Acids'), dailyMed('Icosapent ethyl')],
  ),
  when(
    'melatonin-before-bed',
    'melatonin',
    'time-of-day',
    'Take it 30 minutes to 2 hours before your planned bedtime, at about the same time each night; do not drive afterwards.',
    'Melatonin signals night to the body clock and can cause drowsiness.',
    [nccih('melatonin-what-you-need-to-know', 'Melatonin: What You Need To Know')],
    'bedtime',
  ),
  when(
    'caffeine-earlier-in-day',
    'class:caffeine-source',
    'time-of-day',
    'Have caffeine earlier in the day and avoid it in the 6 hours before bedtime.',
    'Caffeine taken even 6 hours before bed measurably shortens and disturbs sleep.',
    [caffeineSleep, medlinePlus('caffeine', 'Caffeine')],
    'morning',
  ),
  apart(
    'probiotics-separate-antibiotic',
    'probiotics',
    'class:antibiotic',
    { before: 2, after: 2 },
    'If you take a probiotic during an antibiotic course, take it at least 2 hours before or after the antibiotic dose.',
    'An antibiotic taken at the same time can kill the live bacteria in a bacterial probiotic; spacing doses is a common precaution, though its benefit is not well studied.',
    [ods('Probiotics', 'Probiotics'), nccih('probiotics-what-you-need-to-know', 'Probiotics: What You Need To Know')],
  ),
  apart(
    'psyllium-separate-other-medicines',
    'fiber-psyllium',
    undefined,
    { before: 2, after: 2 },
    'Take each dose with a full glass (8 oz) of water, and take prescription medicines at least 2 hours before or after it.',
    'Bulk-forming fiber can bind medicines and slow their absorption, and without enough fluid it can swell and cause choking.',
    [dailyMed('Psyllium'), medlinePlus('dietaryfiber', 'Dietary Fiber')],
  ),
  apart(
    'digoxin-separate-psyllium',
    'digoxin',
    'fiber-psyllium',
    { before: 2, after: 2 },
    'Take digoxin at least 2 hours before or after psyllium.',
    'Bulk-forming fiber can lower digoxin absorption when taken together.',
    [dailyMed('Psyllium'), dailyMed('Digoxin')],
  ),
];
