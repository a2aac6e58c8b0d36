/**
 * Wording and sources shared by blood-pressure-combinations.ts and heart-rhythm-angina.ts: our own
 * summaries of the FDA labels on DailyMed and the pages cited.
 */
import { medlinePlus } from '../../../sources';

export const hf = medlinePlus('heartfailure', 'Heart Failure');
export const nitratePde5 =
  'It must not be used with erectile-dysfunction or pulmonary-hypertension medicines such as sildenafil, tadalafil or vardenafil, or with riociguat: blood pressure can fall dangerously.';
