/**
 * The interaction checker: every pair of a list, with class expansion, one finding per pair (the
 * most severe matching rule; on a tie the most specific), sorted by severity.
 */
import { interactionRules, isClassRef, refsOf } from './knowledge-base';
import type { Source } from './source';
import { severities, type EvidenceLevel, type InteractionRule, type Ref, type Severity, type Substance, type SubstanceKind } from './types';

export interface Interaction {
  /** Display names as resolved. */
  a: string;
  b: string;
  aId: string;
  bId: string;
  aKind: SubstanceKind;
  bKind: SubstanceKind;
  severity: Severity;
  summary: string;
  mechanism: string;
  management: string;
  evidence: EvidenceLevel;
  sources: Source[];
  ruleId: string;
}

export const severityRank: Record<Severity, number> = Object.fromEntries(severities.map((s, i) => [s, i])) as Record<Severity, number>;

/** Rules by each of their sides, so a pair is checked by looking up its refs rather than scanning. */
const rulesByRef: ReadonlyMap<Ref, readonly { rule: InteractionRule; other: Ref }[]> = (() => {
  const map = new Map<Ref, { rule: InteractionRule; other: Ref }[]>();
  const add = (ref: Ref, rule: InteractionRule, other: Ref) => {
    const list = map.get(ref) ?? [];
    list.push({ rule, other });
    map.set(ref, list);
  };
  for (const rule of interactionRules) {
    add(rule.a, rule, rule.b);
    if (rule.a !== rule.b) add(rule.b, rule, rule.a);
  }
  return map;
})();

/** How many substances a ref covers: 1 for a substance, the member count for a class. */
const breadth: ReadonlyMap<Ref, number> = (() => {
  const counts = new Map<Ref, number>();
  for (const refs of refsOf.values()) for (const ref of refs) if (isClassRef(ref)) counts.set(ref, (counts.get(ref) ?? 0) + 1);
  return counts;
})();

/** Lower is more specific: a rule about two named drugs beats one about two broad classes. */
function reach(rule: InteractionRule): number {
  const size = (ref: Ref) => (isClassRef(ref) ? (breadth.get(ref) ?? 1) : 1);
  return size(rule.a) * size(rule.b);
}

/** More severe first; on equal severity the more specific rule (its wording fits the pair best). */
function better(x: InteractionRule, y: InteractionRule): boolean {
  const bySeverity = severityRank[x.severity] - severityRank[y.severity];
  return bySeverity < 0 || (bySeverity === 0 && reach(x) < reach(y));
}

function excluded(rule: InteractionRule, x: Substance, y: Substance): boolean {
  return rule.except !== undefined && (rule.except.includes(x.id) || rule.except.includes(y.id));
}

/** The rule that decides a pair, or null when nothing significant is known. */
export function ruleForPair(x: Substance, y: Substance): InteractionRule | null {
  if (x.id === y.id) return null;
  const xRefs = refsOf.get(x.id);
  const yRefs = refsOf.get(y.id);
  if (!xRefs || !yRefs) return null;
  let best: InteractionRule | null = null;
  for (const ref of xRefs) {
    for (const { rule, other } of rulesByRef.get(ref) ?? []) {
      if (!yRefs.has(other) || excluded(rule, x, y)) continue;
      if (!best || better(rule, best)) best = rule;
    }
  }
  return best;
}

function toInteraction(x: Substance, y: Substance, rule: InteractionRule): Interaction {
  return {
    a: x.name,
    b: y.name,
    aId: x.id,
    bId: y.id,
    aKind: x.kind,
    bKind: y.kind,
    severity: rule.severity,
    summary: rule.summary,
    mechanism: rule.mechanism,
    management: rule.management,
    evidence: rule.evidence,
    sources: rule.sources,
    ruleId: rule.id,
  };
}

/** Every pair of distinct substances in the list (duplicates removed), most severe first. */
export function checkInteractions(list: readonly Substance[]): Interaction[] {
  const unique = [...new Map(list.map((s) => [s.id, s])).values()];
  const found: Interaction[] = [];
  unique.forEach((x, i) => {
    for (const y of unique.slice(i + 1)) {
      const rule = ruleForPair(x, y);
      if (rule) found.push(toInteraction(x, y, rule));
    }
  });
  return found.sort((p, q) => severityRank[p.severity] - severityRank[q.severity] || p.a.localeCompare(q.a) || p.b.localeCompare(q.b));
}

/** A drug–drug finding; anything that involves a supplement or a food is a supplement/food pair. */
export function isDrugDrug(interaction: Pick<Interaction, 'aKind' | 'bKind'>): boolean {
  return interaction.aKind === 'drug' && interaction.bKind === 'drug';
}
