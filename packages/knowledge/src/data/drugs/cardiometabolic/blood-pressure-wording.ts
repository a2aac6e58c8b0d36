/**
 * Wording and sources shared by ace-inhibitors-arbs.ts, beta-blockers.ts, blood-pressure.ts and
 * diuretics.ts: our own summaries of the FDA labels on DailyMed and the pages cited.
 */
import { medlinePlus } from '../../../sources';

export const bp = medlinePlus('bloodpressuremedicines', 'Blood Pressure Medicines');
export const hf = medlinePlus('heartfailure', 'Heart Failure');

export const fetalBox = 'Boxed warning: it can harm or kill an unborn baby; tell your prescriber as soon as you know you are pregnant.';
