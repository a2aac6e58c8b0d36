/**
 * Wording and sources shared by statins.ts and lipid-lowering.ts: our own summaries of the FDA
 * labels on DailyMed and the pages cited.
 */
import { medlinePlus } from '../../../sources';

export const statins = medlinePlus('statins', 'Statins');
export const statinSerious = [
  'Muscle breakdown (rhabdomyolysis): unexplained muscle pain or weakness with dark urine',
  'Liver problems (rare)',
  'Higher blood sugar or new diabetes',
  'Immune-mediated muscle disease (rare)',
];
export const statinMuscle = 'Report unexplained muscle pain, tenderness or weakness, especially with fever or dark urine.';
