/**
 * Neurology, psychiatry and pain drugs: antidepressants, lithium, antipsychotics, sedatives,
 * ADHD medicines, antiseizure and migraine medicines, opioids, muscle relaxants, dementia and
 * Parkinson’s medicines, and addiction treatments. Split into four parts to keep files short.
 */
import type { Substance } from '../../types';
import { neuroPsychDrugs1 } from './neuro-psych-1';
import { neuroPsychDrugs2 } from './neuro-psych-2';
import { neuroPsychDrugs3 } from './neuro-psych-3';
import { neuroPsychDrugs4 } from './neuro-psych-4';

export const neuroPsychDrugs: Substance[] = [...neuroPsychDrugs1, ...neuroPsychDrugs2, ...neuroPsychDrugs3, ...neuroPsychDrugs4];
