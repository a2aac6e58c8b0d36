/**
 * Mood stabilisers (lithium). Side effects and warnings are our own summaries of each FDA label on
 * DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { drug } from '../../builders';

export const moodStabiliserDrugs: Substance[] = [
  // ------------------------------------------------------------------ mood stabiliser
  drug('lithium', 'Lithium', ['narrow-therapeutic-index', 'serotonergic'], {
    brands: ['Lithobid', 'Eskalith', 'Priadel', 'Camcolit'],
    synonyms: ['lithium carbonate', 'lithium citrate', 'lithuim', 'litium'],
    sideEffects: ['Hand tremor', 'Thirst', 'Passing more urine', 'Nausea', 'Weight gain', 'Diarrhea'],
    seriousSideEffects: [
      'Lithium toxicity (vomiting, severe tremor, unsteadiness, confusion)',
      'Kidney problems',
      'Underactive thyroid or high calcium',
      'Heart rhythm problems in people with Brugada syndrome',
      'Serotonin syndrome with other serotonergic medicines',
    ],
    warnings: [
      'Boxed warning: toxicity can occur at doses close to the usual ones, so regular blood level checks are needed.',
      'Dehydration, low-salt diets, NSAIDs, water pills, and ACE inhibitors or ARBs can raise the level; talk to your prescriber or pharmacist before starting any of these.',
    ],
  }),
];
