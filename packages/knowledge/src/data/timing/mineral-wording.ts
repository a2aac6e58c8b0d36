/**
 * Wording and sources shared by thyroid.ts, antibiotics-minerals.ts, bisphosphonates.ts and
 * minerals.ts: our own summaries of the FDA labels on DailyMed and the pages cited.
 */
import { ods } from '../../sources';

export const MINERALS = 'antacids, sucralfate, and calcium, iron, magnesium or zinc products (including multivitamins with minerals)';
export const odsCalcium = ods('Calcium', 'Calcium');
export const odsIron = ods('Iron', 'Iron');
export const odsMagnesium = ods('Magnesium', 'Magnesium');
export const odsZinc = ods('Zinc', 'Zinc');
