/**
 * The emergency screen's labelled evaluation set, written for this project: emergencies by
 * category, hard negatives, and Spanish, French, German and Portuguese. The split is fixed by
 * position — within each list, every third phrasing (the 2nd, 5th, 8th …) is held out as `dev` —
 * so adding a phrasing at the end of a list never moves the others between splits. Tune on
 * `train`; `dev` is the held-out figure the thresholds are enforced on. `test` (emergency-set-fresh)
 * was written after tuning and is never tuned on.
 */
import type { EmergencyCategory, ScreenLanguage } from '../emergency-types';
import { germanSet, portugueseSet } from './emergency-set-de-pt';
import { englishBodyEmergencies } from './emergency-set-en-body';
import { englishCrisis } from './emergency-set-en-crisis';
import { englishIngestionEmergencies } from './emergency-set-en-ingestion';
import { englishMixedEmergencies, englishMixedNegatives } from './emergency-set-en-mixed';
import { englishNegatives } from './emergency-set-en-negatives';
import { frenchSet, spanishSet } from './emergency-set-es-fr';
import { freshEmergencies, freshNegatives } from './emergency-set-fresh';
import { freshEmergencies2, freshNegatives2 } from './emergency-set-fresh-2';
import { freshEmergencies3, freshNegatives3 } from './emergency-set-fresh-3';
import { freshEmergencies4, freshNegatives4 } from './emergency-set-fresh-4';
import { freshEmergencies5, freshNegatives5 } from './emergency-set-fresh-5';
import { freshEmergencies6, freshNegatives6 } from './emergency-set-fresh-6';
import { freshEmergencies7, freshNegatives7 } from './emergency-set-fresh-7';
import { freshEmergencies8, freshNegatives8 } from './emergency-set-fresh-8';
import { freshEmergencies9, freshNegatives9 } from './emergency-set-fresh-9';
import { freshEmergencies10, freshNegatives10 } from './emergency-set-fresh-10';
import { freshEmergencies11, freshNegatives11 } from './emergency-set-fresh-11';
import { freshEmergencies12, freshNegatives12 } from './emergency-set-fresh-12';
import { freshEmergencies13, freshNegatives13 } from './emergency-set-fresh-13';
import { freshEmergencies14, freshNegatives14 } from './emergency-set-fresh-14';
import { freshEmergencies15, freshNegatives15 } from './emergency-set-fresh-15';
import { freshEmergencies16, freshNegatives16 } from './emergency-set-fresh-16';
import { freshEmergencies17, freshNegatives17 } from './emergency-set-fresh-17';
import { freshEmergencies18, freshNegatives18 } from './emergency-set-fresh-18';
import { freshEmergencies19, freshNegatives19 } from './emergency-set-fresh-19';
import { freshEmergencies20, freshNegatives20 } from './emergency-set-fresh-20';
import type { EmergencyExample, EmergencyLabel, Phrasing } from './emergency-set-types';

const splitAt = (index: number): EmergencyExample['split'] => (index % 3 === 1 ? 'dev' : 'train');

function fromList(list: readonly Phrasing[], label: EmergencyLabel, language: ScreenLanguage, note?: string, split = splitAt): EmergencyExample[] {
  return list.map((phrasing, index) => {
    const item = typeof phrasing === 'string' ? { text: phrasing } : phrasing;
    return {
      text: item.text,
      label,
      language: item.language ?? language,
      split: split(index),
      ...(item.also ? { also: item.also } : {}),
      ...(item.note || note ? { note: item.note ?? note } : {}),
    };
  });
}

function fromCategories(lists: Partial<Record<EmergencyCategory, readonly Phrasing[]>>, language: ScreenLanguage, split = splitAt): EmergencyExample[] {
  return Object.entries(lists).flatMap(([category, list]) => fromList(list ?? [], category as EmergencyCategory, language, undefined, split));
}

function fromNegatives(groups: Record<string, readonly string[]>, language: ScreenLanguage): EmergencyExample[] {
  return Object.entries(groups).flatMap(([note, list]) => fromList(list, 'none', language, note));
}

export const emergencySet: readonly EmergencyExample[] = [
  ...fromCategories(englishBodyEmergencies, 'en'),
  ...fromCategories(englishIngestionEmergencies, 'en'),
  ...fromList(englishCrisis, 'self_harm', 'en'),
  ...fromCategories(englishMixedEmergencies, 'en'),
  ...fromNegatives(englishNegatives, 'en'),
  ...fromNegatives(englishMixedNegatives, 'en'),
  ...[
    ['es', spanishSet],
    ['fr', frenchSet],
    ['de', germanSet],
    ['pt', portugueseSet],
  ].flatMap(([language, set]) => {
    const { emergencies, negatives } = set as typeof spanishSet;
    return [...fromCategories(emergencies, language as ScreenLanguage), ...fromList(negatives, 'none', language as ScreenLanguage, 'general or ordinary question')];
  }),
  ...fromCategories(freshEmergencies, 'en', () => 'test'),
  ...fromList(freshNegatives, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies2, 'en', () => 'test'),
  ...fromList(freshNegatives2, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies3, 'en', () => 'test'),
  ...fromList(freshNegatives3, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies4, 'en', () => 'test'),
  ...fromList(freshNegatives4, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies5, 'en', () => 'test'),
  ...fromList(freshNegatives5, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies6, 'en', () => 'test'),
  ...fromList(freshNegatives6, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies7, 'en', () => 'test'),
  ...fromList(freshNegatives7, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies8, 'en', () => 'test'),
  ...fromList(freshNegatives8, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies9, 'en', () => 'test'),
  ...fromList(freshNegatives9, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies10, 'en', () => 'test'),
  ...fromList(freshNegatives10, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies11, 'en', () => 'test'),
  ...fromList(freshNegatives11, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies12, 'en', () => 'test'),
  ...fromList(freshNegatives12, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies13, 'en', () => 'test'),
  ...fromList(freshNegatives13, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies14, 'en', () => 'test'),
  ...fromList(freshNegatives14, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies15, 'en', () => 'test'),
  ...fromList(freshNegatives15, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies16, 'en', () => 'test'),
  ...fromList(freshNegatives16, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies17, 'en', () => 'test'),
  ...fromList(freshNegatives17, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies18, 'en', () => 'test'),
  ...fromList(freshNegatives18, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies19, 'en', () => 'test'),
  ...fromList(freshNegatives19, 'none', 'en', 'fresh, not an emergency', () => 'test'),
  ...fromCategories(freshEmergencies20, 'en', () => 'test'),
  ...fromList(freshNegatives20, 'none', 'en', 'fresh, not an emergency', () => 'test'),
];
