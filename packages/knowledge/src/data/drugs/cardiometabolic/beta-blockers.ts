/**
 * Beta blockers. Side effects and warnings are our own summaries of each FDA label on DailyMed
 * (always cited by drug()).
 */
import { S } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { bp, hf } from './blood-pressure-wording';

const bbSide = ['Tiredness', 'Dizziness', 'Slow heartbeat', 'Cold hands and feet'];
const bbSerious = [
  'Very slow heartbeat or heart block',
  'Worsening heart failure',
  'Wheezing or breathing trouble in asthma or COPD',
  'Chest pain or heart attack if stopped suddenly',
];
const bbStop = 'Stopping it suddenly can bring on chest pain, a fast heartbeat or a heart attack; talk to your prescriber before stopping, as the dose is usually lowered slowly.';
const bbSugar = 'It can hide warning signs of low blood sugar, such as a racing heartbeat.';

export const betaBlockerDrugs: Substance[] = [
  // ------------------------------------------------------------------ beta blockers
  drug('metoprolol', 'Metoprolol', ['beta-blocker', 'cyp2d6-sensitive-substrate'], {
    brands: ['Lopressor', 'Toprol XL', 'Kapspargo Sprinkle', 'Betaloc'],
    synonyms: ['metoprolol tartrate', 'metoprolol succinate', 'metropolol'],
    sideEffects: [...bbSide, 'Shortness of breath', 'Low mood'],
    seriousSideEffects: bbSerious,
    warnings: [
      `Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`,
      'It is cleared by CYP2D6, so strong CYP2D6 blockers such as fluoxetine, paroxetine or bupropion can raise its level and slow the heart more.',
      bbSugar,
    ],
    sources: [bp, S.fdaCyp],
  }),
  drug('atenolol', 'Atenolol', ['beta-blocker'], {
    brands: ['Tenormin'],
    synonyms: ['atenalol', 'atenelol'],
    sideEffects: bbSide,
    seriousSideEffects: bbSerious,
    warnings: [`Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`, 'It is cleared by the kidneys, so the dose is lower in kidney disease.', bbSugar],
    sources: [bp],
  }),
  drug('carvedilol', 'Carvedilol', ['beta-blocker', 'pgp-inhibitor', 'cyp2d6-sensitive-substrate'], {
    brands: ['Coreg', 'Coreg CR'],
    synonyms: ['carvedilol phosphate', 'carvediol', 'carvidilol'],
    sideEffects: ['Dizziness', 'Tiredness', 'Weight gain or fluid retention', 'Diarrhea', 'Slow heartbeat'],
    seriousSideEffects: bbSerious,
    warnings: [
      bbStop,
      'It raises digoxin levels; digoxin levels may be checked when it is started or the dose changes.',
      'The extended-release capsule should not be taken with alcohol, which can release the dose too fast.',
    ],
    sources: [bp, hf, S.fdaCyp],
  }),
  drug('propranolol', 'Propranolol', ['beta-blocker'], {
    brands: ['Inderal LA', 'InnoPran XL', 'Hemangeol'],
    synonyms: ['propanolol', 'propranolol hcl', 'propronolol'],
    sideEffects: [...bbSide, 'Trouble sleeping or vivid dreams'],
    seriousSideEffects: [...bbSerious.slice(0, 3), 'Chest pain or heart attack if stopped suddenly', 'Hidden or prolonged low blood sugar'],
    warnings: [
      bbStop,
      'It is non-selective, so it is generally avoided in asthma.',
      bbSugar,
    ],
    sources: [bp],
  }),
  drug('bisoprolol', 'Bisoprolol', ['beta-blocker'], {
    brands: ['Zebeta', 'Cardicor', 'Congescor'],
    synonyms: ['bisoprolol fumarate', 'bisprolol', 'bisoprolo'],
    sideEffects: bbSide,
    seriousSideEffects: bbSerious,
    warnings: [bbStop, bbSugar],
    sources: [bp],
  }),
  drug('nebivolol', 'Nebivolol', ['beta-blocker', 'cyp2d6-sensitive-substrate'], {
    brands: ['Bystolic', 'Nebilet'],
    synonyms: ['nebivilol', 'nebivalol'],
    sideEffects: ['Headache', 'Tiredness', 'Dizziness', 'Slow heartbeat'],
    seriousSideEffects: bbSerious,
    warnings: [
      bbStop,
      'It is cleared by CYP2D6, so strong CYP2D6 blockers such as fluoxetine or paroxetine can raise its level.',
    ],
    sources: [bp, S.fdaCyp],
  }),
  drug('labetalol', 'Labetalol', ['beta-blocker', 'alpha-blocker'], {
    brands: ['Trandate'],
    synonyms: ['labetolol', 'labetalol hcl'],
    sideEffects: ['Dizziness on standing', 'Tiredness', 'Nausea', 'Scalp tingling'],
    seriousSideEffects: ['Severe liver injury (rare)', 'Very slow heartbeat', 'Fainting from low blood pressure', 'Breathing trouble in asthma'],
    warnings: [
      'Rarely it causes serious liver injury; report dark urine, yellow skin or eyes, or unexplained tiredness.',
      bbStop,
      'It is often used for high blood pressure in pregnancy.',
    ],
    sources: [bp],
  }),
  drug('nadolol', 'Nadolol', ['beta-blocker'], {
    brands: ['Corgard'],
    synonyms: ['nadalol'],
    sideEffects: bbSide,
    seriousSideEffects: bbSerious,
    warnings: [`Boxed warning: ${bbStop.charAt(0).toLowerCase()}${bbStop.slice(1)}`, 'It is non-selective, so it is generally avoided in asthma.', bbSugar],
    sources: [bp],
  }),
];
