/**
 * Timing rules for transplant and immune medicines. Each rule follows the FDA label on DailyMed or
 * an NIH fact sheet named in its sources.
 */
import { S, dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, avoid, when } from '../timing-helpers';

export const transplantImmuneTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ transplant and immune medicines
  when(
    'tacrolimus-consistent',
    'tacrolimus',
    'time-of-day',
    'Take it at the same times every day (12 hours apart for twice-daily forms) and the same way each time, always with food or always without.',
    'Food changes how much tacrolimus is absorbed, and its blood level must stay in a narrow range.',
    [dailyMed('Tacrolimus')],
  ),
  avoid(
    'tacrolimus-avoid-grapefruit',
    'tacrolimus',
    'grapefruit',
    'Do not eat grapefruit or drink grapefruit juice while taking it.',
    'Grapefruit blocks the enzyme that clears tacrolimus and can raise it to toxic levels.',
    [dailyMed('Tacrolimus'), S.fdaGrapefruit],
  ),
  avoid(
    'cyclosporine-avoid-grapefruit',
    'cyclosporine',
    'grapefruit',
    'Avoid grapefruit and grapefruit juice while taking it.',
    'Grapefruit raises cyclosporine levels unpredictably.',
    [dailyMed('Cyclosporine'), S.fdaGrapefruit],
  ),
  avoid(
    'sirolimus-avoid-grapefruit',
    'sirolimus',
    'grapefruit',
    'Do not take it with grapefruit juice or mix it in grapefruit juice.',
    'Grapefruit blocks the enzymes that clear sirolimus and raises its level.',
    [dailyMed('Sirolimus'), S.fdaGrapefruit],
  ),
  when(
    'mycophenolate-empty-stomach',
    'mycophenolate',
    'empty-stomach',
    'Take it on an empty stomach, unless your transplant team tells you otherwise.',
    'Food lowers the peak level of mycophenolate.',
    [dailyMed('Mycophenolate')],
  ),
  apart(
    'mycophenolate-separate-antacid',
    'mycophenolate',
    'class:antacid',
    {},
    'Do not take it at the same time as magnesium or aluminium antacids.',
    'These antacids lower mycophenolate absorption.',
    [dailyMed('Mycophenolate')],
  ),

];
