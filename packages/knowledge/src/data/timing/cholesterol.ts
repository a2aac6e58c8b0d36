/**
 * Timing rules for cholesterol medicines. Each rule follows the FDA label on DailyMed or an NIH
 * fact sheet named in its sources.
 */
import { S, dailyMed, medlinePlus } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, avoid, when } from '../timing-helpers';

export const cholesterolTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ cholesterol
  when(
    'simvastatin-evening',
    'simvastatin',
    'time-of-day',
    'Take it once a day in the evening.',
    'The body makes most of its cholesterol at night, and simvastatin acts for a short time, so an evening dose works best.',
    [dailyMed('Simvastatin'), medlinePlus('statins', 'Statins')],
    'evening',
  ),
  when(
    'lovastatin-evening-meal',
    'lovastatin',
    'time-of-day',
    'Take the regular tablets with your evening meal; the extended-release tablets are taken at bedtime.',
    'Food helps absorption of the regular tablets, and an evening dose matches the body’s night-time cholesterol production.',
    [dailyMed('Lovastatin')],
    'evening',
  ),
  avoid(
    'simvastatin-avoid-grapefruit',
    'simvastatin',
    'class:cyp3a4-inhibiting-food',
    'Avoid grapefruit and grapefruit juice (and Seville oranges, pomelos and tangelos) while taking it.',
    'These block the enzyme that clears simvastatin, raising its level and the risk of muscle damage.',
    [dailyMed('Simvastatin'), S.fdaGrapefruit],
  ),
  avoid(
    'lovastatin-avoid-grapefruit',
    'lovastatin',
    'class:cyp3a4-inhibiting-food',
    'Avoid large amounts of grapefruit juice (more than about a quart a day) while taking it.',
    'Grapefruit blocks the enzyme that clears lovastatin, raising its level and the risk of muscle damage.',
    [dailyMed('Lovastatin'), S.fdaGrapefruit],
  ),
  when(
    'niacin-bedtime',
    'niacin',
    'time-of-day',
    'Take extended-release niacin at bedtime after a low-fat snack; avoid alcohol and hot drinks around the dose.',
    'Taking it with a snack at bedtime makes flushing milder and easier to sleep through; alcohol and hot drinks make flushing worse.',
    [dailyMed('Niacin')],
    'bedtime',
  ),
  apart(
    'cholestyramine-separate-other-medicines',
    'cholestyramine',
    undefined,
    { after: 1, before: 4 },
    'Take your other medicines at least 1 hour before or 4 to 6 hours after cholestyramine.',
    'Cholestyramine is a resin that can bind other medicines and fat-soluble vitamins in the gut and stop them being absorbed.',
    [dailyMed('Cholestyramine')],
  ),
  apart(
    'colesevelam-separate-other-medicines',
    'colesevelam',
    undefined,
    { after: 4 },
    'Take medicines known to be affected (such as thyroid hormone, some diabetes pills, birth control pills, olmesartan and phenytoin) at least 4 hours before colesevelam.',
    'Colesevelam binds some medicines in the gut and lowers their absorption.',
    [dailyMed('Colesevelam')],
  ),
  apart(
    'sulfonylurea-separate-colesevelam',
    'class:sulfonylurea',
    'colesevelam',
    { before: 4 },
    'Take it at least 4 hours before colesevelam.',
    'Colesevelam lowers the absorption of glyburide, glipizide and glimepiride.',
    [dailyMed('Colesevelam')],
  ),
  apart(
    'hormonal-contraceptive-separate-colesevelam',
    'class:hormonal-contraceptive',
    'colesevelam',
    { before: 4 },
    'Take your birth control pill at least 4 hours before colesevelam.',
    'Colesevelam lowers the absorption of the hormones in birth control pills.',
    [dailyMed('Colesevelam')],
  ),
  apart(
    'olmesartan-separate-colesevelam',
    'olmesartan',
    'colesevelam',
    { before: 4 },
    'Take olmesartan at least 4 hours before colesevelam.',
    'Colesevelam lowers olmesartan absorption when they are taken together.',
    [dailyMed('Colesevelam'), dailyMed('Olmesartan')],
  ),
  apart(
    'warfarin-separate-cholestyramine',
    'warfarin',
    'cholestyramine',
    { before: 1, after: 4 },
    'Take warfarin at least 1 hour before or 4 to 6 hours after cholestyramine, and keep the timing the same each day.',
    'Cholestyramine binds warfarin in the gut and can lower its effect; your INR may need checking when it is started or stopped.',
    [dailyMed('Cholestyramine'), dailyMed('Warfarin')],
  ),

];
