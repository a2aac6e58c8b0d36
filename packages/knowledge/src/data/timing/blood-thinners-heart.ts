/**
 * Timing rules for blood-thinning, heart and blood-pressure medicines. Each rule follows the FDA
 * label on DailyMed or an NIH fact sheet named in its sources.
 */
import { S, dailyMed, medlinePlus } from '../../sources';
import type { TimingRule } from '../../types';
import { when } from '../timing-helpers';

const bpMeds = medlinePlus('bloodpressuremedicines', 'Blood Pressure Medicines');
const NIGHT_URINE = 'It makes you pass more urine for several hours, so a late dose can wake you at night.';

export const bloodThinnerHeartTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ blood thinners and heart
  when(
    'warfarin-same-time',
    'warfarin',
    'time-of-day',
    'Take it at the same time every day, and keep the amount of vitamin K in your diet (leafy greens, some oils) steady from week to week rather than avoiding it.',
    'Big swings in vitamin K intake change how well warfarin works and can push your INR too high or too low.',
    [dailyMed('Warfarin'), S.odsVitaminK, S.medlineBloodThinners],
  ),
  when(
    'rivaroxaban-with-food',
    'rivaroxaban',
    'with-food',
    'Take the 15 mg and 20 mg tablets with food (for atrial fibrillation, usually with the evening meal); the 2.5 mg and 10 mg tablets can be taken with or without food.',
    'The higher-strength tablets are absorbed fully only with food.',
    [dailyMed('Rivaroxaban')],
  ),
  when(
    'loop-diuretic-morning',
    'class:loop-diuretic',
    'time-of-day',
    'Take a once-daily dose in the morning; if you take a second dose, take it by mid-afternoon unless your prescriber says otherwise.',
    NIGHT_URINE,
    [dailyMed('Furosemide'), bpMeds],
    'morning',
  ),
  when(
    'thiazide-diuretic-morning',
    'class:thiazide-diuretic',
    'time-of-day',
    'Take it in the morning unless your prescriber says otherwise.',
    NIGHT_URINE,
    [dailyMed('Hydrochlorothiazide'), bpMeds],
    'morning',
  ),
  when(
    'captopril-before-meals',
    'captopril',
    'empty-stomach',
    'Take it 1 hour before meals.',
    'Food lowers captopril absorption.',
    [dailyMed('Captopril')],
  ),
  when(
    'metoprolol-with-food',
    'metoprolol',
    'with-food',
    'Take it with or right after a meal, at the same time(s) each day.',
    'Food increases and steadies metoprolol absorption.',
    [dailyMed('Metoprolol')],
  ),
  when(
    'carvedilol-with-food',
    'carvedilol',
    'with-food',
    'Take it with food.',
    'Food slows absorption and lowers the chance of dizziness or fainting when you stand up.',
    [dailyMed('Carvedilol')],
  ),
  when(
    'potassium-chloride-with-meals',
    'potassium-chloride',
    'with-food',
    'Take it with a meal and a full glass of water or other liquid; swallow tablets whole.',
    'Concentrated potassium can irritate or injure the stomach and gut lining; food and fluid dilute it.',
    [dailyMed('Potassium chloride')],
  ),
  when(
    'tamsulosin-after-meal',
    'tamsulosin',
    'with-food',
    'Take it about 30 minutes after the same meal each day.',
    'Taking it on an empty stomach raises peak levels and the chance of dizziness or fainting.',
    [dailyMed('Tamsulosin')],
  ),
  when(
    'alfuzosin-after-meal',
    'alfuzosin',
    'with-food',
    'Take it right after the same meal each day.',
    'It is absorbed much less on an empty stomach.',
    [dailyMed('Alfuzosin')],
  ),

];
