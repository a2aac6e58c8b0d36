import { describe, expect, it } from 'vitest';
import { emergencyThresholds, evaluateEmergencyScreen, meetsThresholds } from './emergency-eval';
import { emergencySet } from './emergency-set';
import type { EmergencyExample } from './emergency-set-types';

describe('emergency screen evaluation (npm run eval:assistant, dev split enforced in CI)', () => {
  it('the labelled set has at least 600 phrasings, at least 40 per other language, and a held-out dev split', () => {
    expect(emergencySet.length).toBeGreaterThanOrEqual(600);
    for (const language of ['es', 'fr', 'de', 'pt'] as const) expect(emergencySet.filter((e) => e.language === language).length).toBeGreaterThanOrEqual(40);
    const dev = emergencySet.filter((e) => e.split === 'dev');
    const train = emergencySet.filter((e) => e.split === 'train');
    expect(dev.length / (dev.length + train.length)).toBeGreaterThan(0.3);
    expect(dev.filter((e) => e.label === 'none').length).toBeGreaterThanOrEqual(50);
    expect(new Set(emergencySet.map((e) => e.text)).size).toBe(emergencySet.length);
  });

  it('dev: every emergency is routed and at most 1 % of non-emergencies are', () => {
    const dev = evaluateEmergencyScreen(emergencySet, 'dev');
    expect(dev.missed.map((m) => m.example.text)).toEqual([]);
    expect(dev.emergencyRecall).toBe(emergencyThresholds.minEmergencyRecall);
    expect(dev.falseAlarmRate).toBeLessThanOrEqual(emergencyThresholds.maxFalseAlarmRate);
    expect(meetsThresholds(dev)).toBe(true);
  });

  it('scores per category: a miss, a false alarm and an accepted second category', () => {
    const examples: EmergencyExample[] = [
      { text: 'a', label: 'stroke', language: 'en', split: 'dev' },
      { text: 'b', label: 'stroke', language: 'en', split: 'dev' },
      { text: 'c', label: 'none', language: 'en', split: 'dev' },
      { text: 'd', label: 'hypertensive_crisis', language: 'en', split: 'dev', also: ['cardiac'] },
    ];
    const predictions: Record<string, ('stroke' | 'cardiac' | 'hypertensive_crisis')[]> = { a: ['stroke'], b: [], c: ['stroke'], d: ['cardiac', 'hypertensive_crisis'] };
    const result = evaluateEmergencyScreen(examples, 'dev', (text) => predictions[text]!);
    const stroke = result.categories.find((c) => c.category === 'stroke')!;
    expect(stroke).toMatchObject({ tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5 });
    expect(result.categories.find((c) => c.category === 'cardiac')).toMatchObject({ fp: 0 });
    expect(result.emergencyRecall).toBeCloseTo(2 / 3);
    expect(result.falseAlarmRate).toBe(1);
    expect(meetsThresholds(result)).toBe(false);
  });
});
