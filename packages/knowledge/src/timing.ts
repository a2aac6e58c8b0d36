/**
 * Timing guidance for a list: with food or on an empty stomach, time of day, and how far apart
 * to take two things. Separation advice names the other item when it is in the list; otherwise it
 * is kept as general advice ("separate from calcium, iron or magnesium products").
 */
import { isClassRef, refName, refsOf, substanceById, substances, timingRules } from './knowledge-base';
import type { Source } from './source';
import type { Substance, TimingKind, TimingRule } from './types';

export interface TimingAdvice {
  itemId: string;
  item: string;
  kind: TimingKind;
  advice: string;
  reason: string;
  timeOfDay?: TimingRule['timeOfDay'];
  /** separate / avoid: what to keep apart from — an item of the list or a general group. */
  with?: string;
  withId?: string;
  /** The rule's other side (a substance or class ref) when it is not in the list. */
  withRef?: string;
  /** True when `with` is another item of the list. */
  withListItem: boolean;
  hoursBefore?: number;
  hoursAfter?: number;
  sources: Source[];
  ruleId: string;
}

const kindOrder: Record<TimingKind, number> = { avoid: 0, separate: 1, 'empty-stomach': 2, 'with-food': 3, 'time-of-day': 4 };

const rulesBySubject: ReadonlyMap<string, readonly TimingRule[]> = (() => {
  const map = new Map<string, TimingRule[]>();
  for (const rule of timingRules) map.set(rule.subject, [...(map.get(rule.subject) ?? []), rule]);
  return map;
})();

/** The timing rules about one substance, through its id, components and classes. */
export function timingRulesFor(substance: Substance): TimingRule[] {
  const refs = refsOf.get(substance.id) ?? new Set<string>();
  const seen = new Set<string>();
  const out: TimingRule[] = [];
  for (const ref of refs) {
    for (const rule of rulesBySubject.get(ref) ?? []) {
      if (!seen.has(rule.id)) {
        seen.add(rule.id);
        out.push(rule);
      }
    }
  }
  return out;
}

export function timingGuidance(list: readonly Substance[]): TimingAdvice[] {
  const unique = [...new Map(list.map((s) => [s.id, s])).values()];
  const out: TimingAdvice[] = [];
  for (const item of unique) {
    for (const rule of timingRulesFor(item)) {
      const base = {
        itemId: item.id,
        item: item.name,
        kind: rule.kind,
        advice: rule.advice,
        reason: rule.reason,
        sources: rule.sources,
        ruleId: rule.id,
        ...(rule.timeOfDay ? { timeOfDay: rule.timeOfDay } : {}),
        ...(rule.hoursBefore !== undefined ? { hoursBefore: rule.hoursBefore } : {}),
        ...(rule.hoursAfter !== undefined ? { hoursAfter: rule.hoursAfter } : {}),
      };
      if (!rule.other) {
        out.push({ ...base, withListItem: false });
        continue;
      }
      const partners = unique.filter((other) => other.id !== item.id && refsOf.get(other.id)?.has(rule.other!));
      if (partners.length === 0) out.push({ ...base, with: refName(rule.other), withRef: rule.other, withListItem: false });
      for (const partner of partners) out.push({ ...base, with: partner.name, withId: partner.id, withListItem: true });
    }
  }
  return out.sort(
    (x, y) => Number(y.withListItem) - Number(x.withListItem) || kindOrder[x.kind] - kindOrder[y.kind] || x.item.localeCompare(y.item),
  );
}

/** Is the ref a food or drink (a food, or a class whose members are all foods)? */
export function isFoodRef(ref: string): boolean {
  let known = foodRefs.get(ref);
  if (known === undefined) {
    const members = isClassRef(ref) ? substances.filter((s) => refsOf.get(s.id)?.has(ref)) : [substanceById.get(ref)].filter((s) => s !== undefined);
    known = members.length > 0 && members.every((s) => s.kind === 'food');
    foodRefs.set(ref, known);
  }
  return known;
}
const foodRefs = new Map<string, boolean>();

/**
 * Advice about what the person takes: about the item itself, about keeping it apart from another
 * item of the list, or about foods and drinks (part of every day). Separations from medicines
 * and supplements the person does not take are `other` (for if they start one).
 */
export function splitTakenAdvice(advice: readonly TimingAdvice[]): { taken: TimingAdvice[]; other: TimingAdvice[] } {
  const taken: TimingAdvice[] = [];
  const other: TimingAdvice[] = [];
  for (const a of advice) (a.withListItem || !a.withRef || isFoodRef(a.withRef) ? taken : other).push(a);
  return { taken, other };
}
