import { describe, expect, it } from 'vitest';
import { checkInteractions, isDrugDrug, ruleForPair } from './interactions';
import { substanceById } from './knowledge-base';
import type { Substance } from './types';

const s = (id: string): Substance => {
  const found = substanceById.get(id);
  if (!found) throw new Error(`no substance ${id}`);
  return found;
};

describe('checkInteractions', () => {
  it('finds a class-level interaction between two specific drugs (warfarin + ibuprofen: major)', () => {
    const [finding] = checkInteractions([s('warfarin'), s('ibuprofen')]);
    expect(finding).toMatchObject({ a: 'Warfarin', b: 'Ibuprofen', severity: 'major' });
    expect(finding!.sources.length).toBeGreaterThan(0);
  });

  it('checks every pair, de-duplicates and sorts by severity', () => {
    const list = [s('ibuprofen'), s('warfarin'), s('sertraline'), s('phenelzine'), s('warfarin')];
    const found = checkInteractions(list);
    const order = ['contraindicated', 'major', 'moderate', 'minor'];
    const ranks = found.map((f) => order.indexOf(f.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(found[0]!.severity).toBe('contraindicated'); // SSRI + MAOI (ONC high-priority list)
    const pairs = found.map((f) => [f.aId, f.bId].sort().join('+'));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('treats a combination product through its ingredients', () => {
    const combo = [...substanceById.values()].find((x) => x.components?.includes('acetaminophen') && x.components.includes('hydrocodone'));
    expect(combo).toBeDefined();
    expect(ruleForPair(combo!, s('alprazolam'))?.severity).toBe('major'); // opioid + benzodiazepine (FDA boxed warning)
  });

  it('stays silent for a pair with no known significant interaction', () => {
    expect(ruleForPair(s('lisinopril'), s('amlodipine'))).toBeNull();
    expect(checkInteractions([s('metformin')])).toEqual([]);
  });

  it('marks drug–drug findings apart from supplement and food ones', () => {
    expect(isDrugDrug({ aKind: 'drug', bKind: 'drug' })).toBe(true);
    expect(isDrugDrug({ aKind: 'drug', bKind: 'food' })).toBe(false);
  });
});
