/**
 * Muscle relaxants. Side effects and warnings are our own summaries of each FDA label on DailyMed
 * (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import { beers, sedativeAdd } from './shared-wording';

export const muscleRelaxantDrugs: Substance[] = [
  // ------------------------------------------------------------------ muscle relaxants
  drug('cyclobenzaprine', 'Cyclobenzaprine', ['muscle-relaxant', 'serotonergic', 'anticholinergic'], {
    brands: ['Flexeril', 'Amrix', 'Fexmid'],
    synonyms: ['cyclobenzaprin', 'cyclobenzeprine', 'flexiril'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness', 'Tiredness', 'Constipation'],
    seriousSideEffects: ['Serotonin syndrome', 'Heart rhythm problems', 'Confusion in older adults', 'Trouble passing urine'],
    warnings: [
      'It must not be used with or within 14 days of an MAOI, and with other serotonergic medicines it can cause serotonin syndrome.',
      'It is related to tricyclic antidepressants and is not used after a recent heart attack, with heart-rhythm problems or heart failure, or with an overactive thyroid.',
      'Its drowsiness and anticholinergic effects make it a poor choice for many older adults.',
    ],
    sources: [beers],
  }),
  drug('methocarbamol', 'Methocarbamol', ['muscle-relaxant'], {
    brands: ['Robaxin'],
    synonyms: ['methocarbomol', 'methacarbamol', 'methocarbamal'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Light-headedness', 'Nausea', 'Blurred vision', 'Headache'],
    seriousSideEffects: ['Severe allergic reactions', 'Fainting, slow heartbeat or low blood pressure'],
    warnings: [sedativeAdd, 'It can turn urine brown, black or green, which is harmless.'],
    sources: [beers],
  }),
  drug('tizanidine', 'Tizanidine', ['muscle-relaxant', 'cyp1a2-sensitive-substrate', 'antihypertensive'], {
    brands: ['Zanaflex'],
    synonyms: ['tizanadine', 'tizanidin', 'tizanedine'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness', 'Weakness', 'Low blood pressure'],
    seriousSideEffects: ['Very low blood pressure and fainting', 'Liver injury', 'Hallucinations', 'Rebound high blood pressure and fast heartbeat if stopped suddenly'],
    warnings: [
      'It must not be taken with fluvoxamine or ciprofloxacin, which raise its level many times over and can cause dangerous drops in blood pressure and heavy sedation.',
      'Other CYP1A2 blockers, including some birth-control pills, also raise its level.',
      'Stopping suddenly after regular high doses can cause a rebound rise in blood pressure and heart rate; talk to your prescriber before changing the dose.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('baclofen', 'Baclofen', ['muscle-relaxant'], {
    brands: ['Lioresal', 'Gablofen', 'Ozobax', 'Fleqsuvy', 'Lyvispah'],
    synonyms: ['baclophen', 'baclofin', 'backlofen'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Weakness', 'Tiredness', 'Nausea', 'Confusion'],
    seriousSideEffects: [
      'Withdrawal if stopped suddenly (hallucinations, seizures, high fever)',
      'Slowed breathing with other sedatives',
      'Confusion and heavy sedation in kidney disease',
    ],
    warnings: [
      'Boxed warning (pump into the spine): a sudden interruption can cause high fever, confusion, muscle rigidity and death.',
      'Tablets and liquids also should not be stopped suddenly, because hallucinations and seizures can occur; talk to your prescriber before changing the dose.',
      'People with kidney problems are more prone to confusion and heavy sedation.',
    ],
  }),
  drug('carisoprodol', 'Carisoprodol', ['muscle-relaxant'], {
    brands: ['Soma'],
    synonyms: ['carisprodol', 'carisoprodal', 'carisoprodole'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Headache'],
    seriousSideEffects: ['Dependence and withdrawal', 'Misuse', 'Seizures in overdose', 'Slowed breathing with other sedatives'],
    warnings: [
      'The body turns it into meprobamate, a habit-forming sedative, so it is meant only for short use of two to three weeks.',
      sedativeAdd,
    ],
    sources: [beers],
  }),
  drug('metaxalone', 'Metaxalone', ['muscle-relaxant'], {
    brands: ['Skelaxin', 'Metaxall'],
    synonyms: ['metaxolone', 'metaxalon', 'metaxelone'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Headache', 'Nausea', 'Irritability'],
    seriousSideEffects: ['Severe allergic reactions', 'Low blood cell counts', 'Jaundice (yellow skin or eyes)'],
    warnings: [
      'Taking it with food increases how much is absorbed and can increase drowsiness.',
      sedativeAdd,
    ],
    sources: [beers],
  }),
];
