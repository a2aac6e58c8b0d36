import { describe, expect, it } from 'vitest';
import { ruleForPair } from './interactions';
import { auditPairs } from './reference/audit-pairs';
import { drugDrugPairs } from './reference/drug-drug-pairs';
import { drugSupplementFoodPairs } from './reference/drug-supplement-food-pairs';
import { fdaLabelPairs } from './reference/fda-label-pairs';
import type { ReferencePair } from './reference/reference-pair';
import { resolveName } from './resolve';

/**
 * Our own list of clinically significant pairs (and pairs with no significant interaction),
 * written from the sources each pair names: every name must resolve, every significant pair
 * must be found at its severity, and no "no interaction" pair may raise an alarm.
 */
function outcome(pair: ReferencePair): string {
  const a = resolveName(pair.a);
  const b = resolveName(pair.b);
  if (!a.ok || !b.ok) return `unresolved: ${!a.ok ? pair.a : ''} ${!b.ok ? pair.b : ''}`.trim();
  return ruleForPair(a.substance, b.substance)?.severity ?? 'none';
}

describe.each([
  ['drug–drug', drugDrugPairs],
  ['drug–supplement and drug–food', drugSupplementFoodPairs],
  ['independent audit (written before reading the rules)', auditPairs],
  ['FDA label audit (Drug Interactions and Contraindications sections)', fdaLabelPairs],
])('reference pairs: %s', (_label, pairs) => {
  it('has pairs to check', () => expect(pairs.length).toBeGreaterThan(0));

  it('finds every significant pair at the expected severity', () => {
    const wrong = pairs
      .filter((p) => p.severity !== null)
      .map((p) => ({ pair: `${p.a} + ${p.b}`, expected: p.severity, got: outcome(p) }))
      .filter((r) => r.got !== r.expected);
    expect(wrong).toEqual([]);
  });

  it('raises no alarm for pairs with no significant interaction', () => {
    const alarms = pairs
      .filter((p) => p.severity === null)
      .map((p) => ({ pair: `${p.a} + ${p.b}`, got: outcome(p) }))
      .filter((r) => r.got !== 'none' && r.got !== 'minor');
    expect(alarms).toEqual([]);
  });
});

describe('FDA label audit list', () => {
  it('has at least 100 pairs, each with its label as an https source', () => {
    expect(fdaLabelPairs.length).toBeGreaterThanOrEqual(100);
    expect(fdaLabelPairs.filter((p) => !p.source?.startsWith('https://'))).toEqual([]);
  });
  it('repeats no pair of the other lists', () => {
    const key = (p: ReferencePair) => [p.a, p.b].map((n) => (resolveName(n).ok ? (resolveName(n) as { substance: { id: string } }).substance.id : n)).sort().join('+');
    const earlier = new Set([...drugDrugPairs, ...drugSupplementFoodPairs, ...auditPairs].map(key));
    expect(fdaLabelPairs.map(key).filter((k) => earlier.has(k))).toEqual([]);
  });
});
