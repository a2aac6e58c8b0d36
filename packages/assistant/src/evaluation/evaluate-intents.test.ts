import { describe, expect, it } from 'vitest';
import { evaluateIntents } from './evaluate-intents';
import { questionSet } from './question-set';

describe('question-intent evaluation set', () => {
  it('has at least 150 labelled questions, a dev split of about a quarter, every intent in train', () => {
    expect(questionSet.length).toBeGreaterThanOrEqual(150);
    const dev = questionSet.filter((c) => c.split === 'dev').length;
    expect(dev / questionSet.length).toBeGreaterThan(0.2);
    const trainIntents = new Set(questionSet.filter((c) => c.split === 'train').map((c) => c.intent));
    for (const c of questionSet) expect(trainIntents.has(c.intent), c.intent).toBe(true);
    expect(new Set(questionSet.map((c) => c.question)).size).toBe(questionSet.length);
  });

  it('holds its figures: train ≥ 95% and dev ≥ 80% fully right (intent and every key fact)', { timeout: 60_000 }, () => {
    const { bySplit } = evaluateIntents();
    expect(bySplit.train.fullyRight / bySplit.train.cases).toBeGreaterThanOrEqual(0.95);
    expect(bySplit.dev.fullyRight / bySplit.dev.cases).toBeGreaterThanOrEqual(0.8);
  });

  it('a wrong label is counted as a failure (the measure can fail)', () => {
    const [first] = questionSet;
    const { results } = evaluateIntents([{ ...first!, intent: 'greeting', split: 'train' }]);
    expect(results[0]!.intentOk).toBe(false);
  });
});
