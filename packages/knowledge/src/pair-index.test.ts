import { describe, expect, it } from 'vitest';
import { checkInteractions, ruleForPair, severityRank } from './interactions';
import { interactionRules, isClassRef, refsOf, substances } from './knowledge-base';
import type { InteractionRule, Ref, Substance } from './types';

const members = new Map<Ref, number>();
for (const refs of refsOf.values()) for (const ref of refs) members.set(ref, (members.get(ref) ?? 0) + 1);
const reach = (rule: InteractionRule) => (isClassRef(rule.a) ? members.get(rule.a)! : 1) * (isClassRef(rule.b) ? members.get(rule.b)! : 1);

const byRef = new Map<Ref, InteractionRule[]>();
const mentioning = (ref: Ref): InteractionRule[] => {
  let rules = byRef.get(ref);
  if (!rules) byRef.set(ref, (rules = interactionRules.filter((r) => r.a === ref || r.b === ref)));
  return rules;
};

/** The pair rule as it was found before the per-substance index: a scan of every rule (the reference). */
function scannedRule(x: Substance, y: Substance): InteractionRule | null {
  if (x.id === y.id) return null;
  const xRefs = refsOf.get(x.id);
  const yRefs = refsOf.get(y.id);
  if (!xRefs || !yRefs) return null;
  let best: InteractionRule | null = null;
  for (const ref of xRefs) {
    for (const rule of mentioning(ref)) {
      const other = rule.a === ref ? rule.b : rule.b === ref ? rule.a : null;
      if (other === null || !yRefs.has(other) || rule.except?.includes(x.id) || rule.except?.includes(y.id)) continue;
      const bySeverity = best ? severityRank[rule.severity] - severityRank[best.severity] : -1;
      if (!best || bySeverity < 0 || (bySeverity === 0 && reach(rule) < reach(best))) best = rule;
    }
  }
  return best;
}

describe('the pair index', () => {
  it('decides every pair with rules as a scan of all the rules does, in both orders', () => {
    // Every substance that some rule names, against every substance (the rest have no pairs).
    const named = substances.filter((s) => [...(refsOf.get(s.id) ?? [])].some((ref) => interactionRules.some((r) => r.a === ref || r.b === ref)));
    let pairs = 0;
    const differ: string[] = [];
    for (const x of named) {
      for (const y of substances) {
        const expected = scannedRule(x, y)?.id ?? null;
        const found = ruleForPair(x, y)?.id ?? null;
        if (found !== expected) differ.push(`${x.id} + ${y.id}: ${found} instead of ${expected}`);
        if (expected) pairs++;
      }
    }
    expect(differ).toEqual([]);
    expect(pairs).toBeGreaterThan(1000);
  }, 60_000);

  it('knows nothing about a substance outside the knowledge base', () => {
    const stranger: Substance = { ...substances[0]!, id: 'not-in-the-knowledge-base' };
    expect(ruleForPair(stranger, substances[0]!)).toBeNull();
    expect(checkInteractions([stranger, substances[0]!])).toEqual([]);
  });
});
