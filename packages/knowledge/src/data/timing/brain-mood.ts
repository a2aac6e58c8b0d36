/**
 * Timing rules for brain and mood medicines. Each rule follows the FDA label on DailyMed or an NIH
 * fact sheet named in its sources.
 */
import { dailyMed, ods } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, avoid, when } from '../timing-helpers';

export const brainMoodTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ brain and mood medicines
  when(
    'bupropion-morning',
    'bupropion',
    'time-of-day',
    'Take a once-daily dose in the morning; if you take more than one dose a day, space them as your label says (at least 6 to 8 hours apart) and avoid a dose near bedtime.',
    'Bupropion can cause trouble sleeping, and doses too close together raise the risk of seizures.',
    [dailyMed('Bupropion')],
    'morning',
  ),
  when(
    'fluoxetine-morning',
    'fluoxetine',
    'time-of-day',
    'Take it in the morning.',
    'Fluoxetine can be activating and may disturb sleep if taken later in the day.',
    [dailyMed('Fluoxetine')],
    'morning',
  ),
  when(
    'cns-stimulant-morning',
    'class:cns-stimulant',
    'time-of-day',
    'Take it in the morning (long-acting forms once, on waking) and avoid late-afternoon or evening doses.',
    'Stimulants taken late in the day commonly cause trouble falling asleep.',
    [dailyMed('Lisdexamfetamine'), dailyMed('Methylphenidate')],
    'morning',
  ),
  when(
    'modafinil-morning',
    'modafinil',
    'time-of-day',
    'Take it in the morning (or before a work shift if prescribed for shift work).',
    'Taken later in the day it can keep you awake at night.',
    [dailyMed('Modafinil')],
    'morning',
  ),
  when(
    'armodafinil-morning',
    'armodafinil',
    'time-of-day',
    'Take it in the morning (or about an hour before a work shift if prescribed for shift work).',
    'Taken later in the day it can keep you awake at night.',
    [dailyMed('Armodafinil')],
    'morning',
  ),
  when(
    'donepezil-bedtime',
    'donepezil',
    'time-of-day',
    'Take it in the evening, just before going to bed.',
    'This is how it was studied; if it causes vivid dreams or trouble sleeping, ask your prescriber about a morning dose.',
    [dailyMed('Donepezil')],
    'bedtime',
  ),
  when(
    'rivastigmine-with-meals',
    'rivastigmine',
    'with-food',
    'Take the capsules or liquid with your morning and evening meals.',
    'Food lessens nausea and vomiting, which are common with this medicine.',
    [dailyMed('Rivastigmine')],
  ),
  when(
    'galantamine-with-meals',
    'galantamine',
    'with-food',
    'Take it with meals (the extended-release form with breakfast), and drink plenty of fluids.',
    'Food lessens nausea and vomiting.',
    [dailyMed('Galantamine')],
  ),
  avoid(
    'carbidopa-levodopa-avoid-high-protein-meal',
    'carbidopa-levodopa',
    'high-protein-meal',
    'Try not to take it with a high-protein meal; keep your protein intake spread evenly through the day.',
    'Protein competes with levodopa for absorption and entry into the brain, which can delay or weaken its effect.',
    [dailyMed('Carbidopa and levodopa')],
  ),
  apart(
    'carbidopa-levodopa-separate-iron',
    'carbidopa-levodopa',
    'iron',
    { before: 2, after: 2 },
    'Take it and iron supplements at different times of day, ideally at least 2 hours apart.',
    'Iron can bind levodopa in the gut and lower how much is absorbed.',
    [dailyMed('Carbidopa and levodopa'), ods('Iron', 'Iron')],
  ),
  when(
    'lithium-steady',
    'lithium',
    'time-of-day',
    'Take it at the same times each day, drink plenty of fluids, and keep your salt intake steady; tell your prescriber if you have vomiting, diarrhea or heavy sweating.',
    'Less salt or fluid makes the kidneys hold on to lithium, which can raise it to toxic levels.',
    [dailyMed('Lithium')],
  ),
  when(
    'tizanidine-consistent',
    'tizanidine',
    'with-food',
    'Take it the same way each time: if you usually take it with food, keep doing so, and do not switch between tablets and capsules without advice.',
    'Food changes how much tizanidine is absorbed, so switching between fed and fasting doses can change its effect and side effects.',
    [dailyMed('Tizanidine')],
  ),
  when(
    'montelukast-evening',
    'montelukast',
    'time-of-day',
    'For asthma, take it once a day in the evening; for allergies, take it at the same time each day.',
    'Evening dosing is how it was studied for asthma.',
    [dailyMed('Montelukast')],
    'evening',
  ),

];
