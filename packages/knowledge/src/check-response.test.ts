import { describe, expect, it } from 'vitest';
import { findingSources } from '@thrivewell/core/contracts/safety-check-response';
import { shareSources } from './check-response';
import { runSafetyCheck } from './safety-check';

const names = ['warfarin', 'ibuprofen', 'aspirin', 'clopidogrel', 'naproxen', 'levothyroxine', 'calcium', 'iron', 'ciprofloxacin', 'magnesium', "St. John's wort", 'sertraline'];
const check = runSafetyCheck(names.map((input) => ({ input })));
const shared = shareSources({ ...check, gated: [] });

describe('shareSources', () => {
  it('lists each cited source once', () => {
    const urls = shared.sources.map((s) => s.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(urls.length);
    const cited = new Set([...check.interactions, ...check.timing, ...check.otherTiming].flatMap((f) => f.sources.map((s) => s.url)));
    expect(new Set(urls)).toEqual(cited);
  });

  it('gives every finding back its own sources, in order, and nothing else of it changes', () => {
    expect(check.interactions.length).toBeGreaterThan(3);
    expect(check.timing.length).toBeGreaterThan(0);
    for (const key of ['interactions', 'timing', 'otherTiming'] as const) {
      expect(shared[key]).toHaveLength(check[key].length);
      shared[key].forEach((finding, n) => {
        const { sources, ...rest } = check[key][n]!;
        expect(findingSources(shared, finding)).toEqual(sources);
        expect(finding).toEqual({ ...rest, sourceIndexes: finding.sourceIndexes });
      });
    }
    expect(shared.interactions.some((i) => i.sourceIndexes.length > 0)).toBe(true);
    expect(JSON.stringify(shared).length).toBeLessThan(JSON.stringify(check).length);
  });

  it('keeps the rest of the answer as it was', () => {
    const gated = [{ feature: 'food_drug_timing' as const, hidden: 2, message: 'Two timing tips are part of Wellness Pro.' }];
    const out = shareSources({ ...check, gated });
    expect(out).toMatchObject({ resolved: check.resolved, unresolved: check.unresolved, timingTips: check.timingTips, schedule: check.schedule, gated });
  });
});
