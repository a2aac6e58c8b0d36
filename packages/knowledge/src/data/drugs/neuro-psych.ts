/**
 * Neurology, psychiatry and pain drugs, one file per subject in ./neuro-psych: antidepressants,
 * mood stabilisers, antipsychotics, sedatives and sleep medicines, ADHD and wakefulness,
 * antiseizure and migraine medicines, opioids, muscle relaxants, dementia and Parkinson’s
 * medicines, and addiction treatments. The order is the knowledge base's order.
 */
import type { Substance } from '../../types';
import { antidepressantDrugs } from './neuro-psych/antidepressants';
import { moodStabiliserDrugs } from './neuro-psych/mood-stabilisers';
import { antipsychoticDrugs } from './neuro-psych/antipsychotics';
import { sedativeSleepDrugs } from './neuro-psych/sedatives-sleep';
import { adhdWakefulnessDrugs } from './neuro-psych/adhd-wakefulness';
import { antiseizureDrugs } from './neuro-psych/antiseizure';
import { migraineDrugs } from './neuro-psych/migraine';
import { opioidDrugs } from './neuro-psych/opioids';
import { muscleRelaxantDrugs } from './neuro-psych/muscle-relaxants';
import { dementiaParkinsonsDrugs } from './neuro-psych/dementia-parkinsons';
import { addictionDrugs } from './neuro-psych/addiction';

export const neuroPsychDrugs: Substance[] = [
  ...antidepressantDrugs,
  ...moodStabiliserDrugs,
  ...antipsychoticDrugs,
  ...sedativeSleepDrugs,
  ...adhdWakefulnessDrugs,
  ...antiseizureDrugs,
  ...migraineDrugs,
  ...opioidDrugs,
  ...muscleRelaxantDrugs,
  ...dementiaParkinsonsDrugs,
  ...addictionDrugs,
];
