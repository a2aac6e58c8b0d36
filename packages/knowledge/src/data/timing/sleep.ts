/**
 * Timing rules for sleep medicines. Each rule follows the FDA label on DailyMed or an NIH fact
 * sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { when } from '../timing-helpers';

export const sleepTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ sleep medicines
  when(
    'zolpidem-bedtime',
    'zolpidem',
    'time-of-day',
    'Take it right before bed, and only when you can stay in bed for a full 7 to 8 hours.',
    'Taken earlier, or with too little time to sleep, it can cause next-morning drowsiness, impaired driving and complex sleep behaviours.',
    [dailyMed('Zolpidem')],
    'bedtime',
  ),
  when(
    'zolpidem-empty-stomach',
    'zolpidem',
    'empty-stomach',
    'Do not take it with or right after a meal.',
    'Food slows absorption, so it takes longer to work.',
    [dailyMed('Zolpidem')],
  ),
  when(
    'eszopiclone-bedtime',
    'eszopiclone',
    'time-of-day',
    'Take it right before bed, only when you can stay in bed for at least 7 to 8 hours, and not with or just after a heavy, high-fat meal.',
    'A heavy meal slows how fast it works; too short a night raises next-day drowsiness.',
    [dailyMed('Eszopiclone')],
    'bedtime',
  ),
  when(
    'zaleplon-bedtime',
    'zaleplon',
    'time-of-day',
    'Take it right before bed or after you have gone to bed and cannot sleep, only if at least 4 hours remain before you get up; not with or just after a high-fat meal.',
    'It acts briefly, but less than 4 hours of sleep can leave you impaired; a fatty meal slows it down.',
    [dailyMed('Zaleplon')],
    'bedtime',
  ),
  when(
    'suvorexant-bedtime',
    'suvorexant',
    'time-of-day',
    'Take it within 30 minutes of going to bed, with at least 7 hours left before you get up.',
    'It can cause next-day drowsiness if the night is shorter; it may work more slowly if taken with or soon after a meal.',
    [dailyMed('Suvorexant')],
    'bedtime',
  ),
  when(
    'ramelteon-bedtime',
    'ramelteon',
    'time-of-day',
    'Take it within 30 minutes of going to bed, not with or right after a high-fat meal.',
    'A fatty meal delays and changes its effect.',
    [dailyMed('Ramelteon')],
    'bedtime',
  ),
  when(
    'diphenhydramine-bedtime',
    'diphenhydramine',
    'time-of-day',
    'When used as a sleep aid, take it at bedtime; at any time of day, do not drive until you know how it affects you.',
    'It causes marked drowsiness that can last into the next morning, especially in older adults.',
    [dailyMed('Diphenhydramine')],
    'bedtime',
  ),
  when(
    'doxylamine-bedtime',
    'doxylamine',
    'time-of-day',
    'Take it at bedtime (about 30 minutes before going to bed).',
    'It causes marked drowsiness that can last into the next morning.',
    [dailyMed('Doxylamine')],
    'bedtime',
  ),
  when(
    'mirtazapine-bedtime',
    'mirtazapine',
    'time-of-day',
    'Take it in the evening, shortly before sleep.',
    'It commonly causes drowsiness.',
    [dailyMed('Mirtazapine')],
    'bedtime',
  ),
  when(
    'trazodone-after-snack',
    'trazodone',
    'with-food',
    'Take it shortly after a meal or light snack.',
    'Food lowers the peak level, which lessens dizziness and light-headedness.',
    [dailyMed('Trazodone')],
  ),

];
