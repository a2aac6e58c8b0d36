/**
 * The interaction checker: every pair of a list, with class expansion, one finding per pair (the
 * most severe matching rule; on a tie the most specific), sorted by severity.
 */
import { compareText } from './compare-text';
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

/** The rule that decides a pair, or null when nothing significant is known. */
export function ruleForPair(x: Substance, y: Substance): InteractionRule | null {
  if (x.id === y.id) return null;
  return partnersOf(x.id)?.get(y.id) ?? null;
}

/** The substances (by id) each ref names: a substance's own id, its components', its classes'. */
const membersOf: ReadonlyMap<Ref, readonly string[]> = (() => {
  const map = new Map<Ref, string[]>();
  for (const [id, refs] of refsOf) {
    for (const ref of refs) {
      const members = map.get(ref);
      if (members) members.push(id);
      else map.set(ref, [id]);
    }
  }
  return map;
})();

/**
 * For one substance (by id; built the first time it is checked, then kept): every other
 * substance it has a rule with, and the rule that decides the pair with it listed first, so a
 * pair is one lookup rather than a scan of the rules. The rules are visited in the order of the
 * substance's refs, each ref's rules in data order, and a rule replaces the one kept for a
 * partner only when it is better: on a tie the first visited wins, as when one pair is scanned.
 */
const pairRows = new Map<string, ReadonlyMap<string, InteractionRule>>();

function partnersOf(id: string): ReadonlyMap<string, InteractionRule> | undefined {
  const kept = pairRows.get(id);
  if (kept) return kept;
  const xRefs = refsOf.get(id);
  if (!xRefs) return undefined; // not in the knowledge base: no rules
  const row = new Map<string, InteractionRule>();
  for (const ref of xRefs) {
    for (const { rule, other } of rulesByRef.get(ref) ?? []) {
      for (const partner of membersOf.get(other) ?? []) {
        if (partner === id || (rule.except !== undefined && (rule.except.includes(id) || rule.except.includes(partner)))) continue;
        const best = row.get(partner);
        if (!best || better(rule, best)) row.set(partner, rule);
      }
    }
  }
  pairRows.set(id, row);
  return row;
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
  for (let i = 0; i < unique.length; i++) {
    const x = unique[i]!;
    const row = partnersOf(x.id);
    if (!row) continue;
    for (let j = i + 1; j < unique.length; j++) {
      const y = unique[j]!;
      const rule = row.get(y.id);
      if (rule) found.push(toInteraction(x, y, rule));
    }
  }
  return found.sort((p, q) => severityRank[p.severity] - severityRank[q.severity] || compareText(p.a, q.a) || compareText(p.b, q.b));
}

/** A drug–drug finding; anything that involves a supplement or a food is a supplement/food pair. */
export function isDrugDrug(interaction: Pick<Interaction, 'aKind' | 'bKind'>): boolean {
  return interaction.aKind === 'drug' && interaction.bKind === 'drug';
}
