/**
 * Measures the emergency screen on its labelled set like a model: per-category precision, recall
 * and F1, overall emergency recall (any routing counts) and the false-alarm rate on messages that
 * must not be routed. Pure: the caller prints.
 */
import { emergencyCategories, type EmergencyCategory, type ScreenLanguage } from '../emergency-types';
import { screenMessage } from '../emergency-screen';
import type { EmergencyExample } from './emergency-set-types';

export interface CategoryScore {
  category: EmergencyCategory;
  support: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ScoredExample {
  example: EmergencyExample;
  predicted: EmergencyCategory[];
}

export interface LanguageScore {
  language: ScreenLanguage;
  emergencies: number;
  routed: number;
  negatives: number;
  falseAlarms: number;
}

export interface EmergencyEvaluation {
  split: 'train' | 'dev' | 'test' | 'all';
  total: number;
  emergencies: number;
  negatives: number;
  categories: CategoryScore[];
  languages: LanguageScore[];
  /** Emergencies routed to emergency help (whatever the category) / all emergencies. */
  emergencyRecall: number;
  /** Non-emergency messages routed / all non-emergency messages. */
  falseAlarmRate: number;
  missed: ScoredExample[];
  falseAlarms: ScoredExample[];
  /** Routed, but without the labelled category. */
  wrongCategory: ScoredExample[];
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export function evaluateEmergencyScreen(
  examples: readonly EmergencyExample[],
  split: 'train' | 'dev' | 'test' | 'all',
  screen: (text: string) => EmergencyCategory[] = (text) => screenMessage(text).categories,
): EmergencyEvaluation {
  const chosen = examples.filter((e) => split === 'all' || e.split === split);
  const counts = new Map<EmergencyCategory, { tp: number; fp: number; fn: number; support: number }>(emergencyCategories.map((c) => [c, { tp: 0, fp: 0, fn: 0, support: 0 }]));
  const languages = new Map<ScreenLanguage, LanguageScore>();
  const missed: ScoredExample[] = [];
  const falseAlarms: ScoredExample[] = [];
  const wrongCategory: ScoredExample[] = [];
  for (const example of chosen) {
    const predicted = screen(example.text);
    const scored = { example, predicted };
    const lang = languages.get(example.language) ?? { language: example.language, emergencies: 0, routed: 0, negatives: 0, falseAlarms: 0 };
    languages.set(example.language, lang);
    if (example.label === 'none') {
      lang.negatives++;
      if (predicted.length > 0) {
        lang.falseAlarms++;
        falseAlarms.push(scored);
      }
    } else {
      lang.emergencies++;
      const own = counts.get(example.label)!;
      own.support++;
      if (predicted.length > 0) lang.routed++;
      else missed.push(scored);
      if (predicted.includes(example.label)) own.tp++;
      else {
        own.fn++;
        if (predicted.length > 0) wrongCategory.push(scored);
      }
    }
    for (const category of predicted) {
      if (category !== example.label && !example.also?.includes(category)) counts.get(category)!.fp++;
    }
  }
  const categories = emergencyCategories.map((category) => {
    const { tp, fp, fn, support } = counts.get(category)!;
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { category, support, tp, fp, fn, precision, recall, f1 };
  });
  const emergencies = chosen.filter((e) => e.label !== 'none').length;
  const negatives = chosen.length - emergencies;
  return {
    split,
    total: chosen.length,
    emergencies,
    negatives,
    categories,
    languages: [...languages.values()],
    emergencyRecall: ratio(emergencies - missed.length, emergencies),
    falseAlarmRate: negatives === 0 ? 0 : falseAlarms.length / negatives,
    missed,
    falseAlarms,
    wrongCategory,
  };
}

/** The done-when thresholds: every dev emergency routed, at most 1 % false alarms. */
export const emergencyThresholds = { minEmergencyRecall: 1, maxFalseAlarmRate: 0.01 } as const;

export function meetsThresholds(evaluation: EmergencyEvaluation): boolean {
  return evaluation.emergencyRecall >= emergencyThresholds.minEmergencyRecall && evaluation.falseAlarmRate <= emergencyThresholds.maxFalseAlarmRate;
}
