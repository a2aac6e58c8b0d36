/**
 * Timing guidance for a list: with food or on an empty stomach, time of day, and how far apart
 * to take two things. Separation advice names the other item when it is in the list; otherwise it
 * is kept as general advice ("separate from calcium, iron or magnesium products").
 */
import { compareText } from './compare-text';
import { isClassRef, refName, refsOf, substanceById, substances, timingRules } from './knowledge-base';
import type { Source } from './source';
import type { Ref, Substance, TimingKind, TimingRule } from './types';

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

/** The timing rules of each substance of the knowledge base, by id (built when first asked for). */
const rulesById = new Map<string, readonly TimingRule[]>();

function rulesOf(id: string): readonly TimingRule[] {
  let rules = rulesById.get(id);
  if (rules) return rules;
  const refs = refsOf.get(id);
  if (!refs) return [];
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
  rules = out;
  rulesById.set(id, rules);
  return rules;
}

/** The timing rules about one substance, through its id, components and classes. */
export function timingRulesFor(substance: Substance): TimingRule[] {
  return [...rulesOf(substance.id)];
}

/** The other items of the list a rule's other side names (by their refs). */
function partnersIn(unique: readonly Substance[], item: Substance, other: string): Substance[] {
  const out: Substance[] = [];
  for (const s of unique) if (s.id !== item.id && refsOf.get(s.id)?.has(other)) out.push(s);
  return out;
}

/** One piece of advice, its fields in the order the API has always sent them. */
function adviceOf(item: Substance, rule: TimingRule): TimingAdvice {
  const advice = { itemId: item.id, item: item.name, kind: rule.kind, advice: rule.advice, reason: rule.reason, sources: rule.sources, ruleId: rule.id } as TimingAdvice;
  if (rule.timeOfDay) advice.timeOfDay = rule.timeOfDay;
  if (rule.hoursBefore !== undefined) advice.hoursBefore = rule.hoursBefore;
  if (rule.hoursAfter !== undefined) advice.hoursAfter = rule.hoursAfter;
  return advice;
}

const uniqueById = (list: readonly Substance[]): Substance[] => [...new Map(list.map((s) => [s.id, s])).values()];

export function timingGuidance(list: readonly Substance[]): TimingAdvice[] {
  const unique = uniqueById(list);
  const out: TimingAdvice[] = [];
  for (const item of unique) {
    for (const rule of rulesOf(item.id)) {
      if (!rule.other) {
        const advice = adviceOf(item, rule);
        advice.withListItem = false;
        out.push(advice);
        continue;
      }
      const partners = partnersIn(unique, item, rule.other);
      if (partners.length === 0) {
        const advice = adviceOf(item, rule);
        advice.with = refName(rule.other);
        advice.withRef = rule.other;
        advice.withListItem = false;
        out.push(advice);
      }
      for (const partner of partners) {
        const advice = adviceOf(item, rule);
        advice.with = partner.name;
        advice.withId = partner.id;
        advice.withListItem = true;
        out.push(advice);
      }
    }
  }
  return out.sort((x, y) => Number(y.withListItem) - Number(x.withListItem) || kindOrder[x.kind] - kindOrder[y.kind] || compareText(x.item, y.item));
}

/**
 * How many tips of timingGuidance(list) are about what the person takes (the `taken` part of
 * splitTakenAdvice), counted without writing the advice: for an answer that withholds timing.
 */
export function countTakenAdvice(list: readonly Substance[]): number {
  const unique = uniqueById(list);
  // How many items of the list each ref names, counted once: an item's partners for a rule are
  // the items its other side names, less the item itself (partnersIn without a scan per rule).
  const named = new Map<Ref, number>();
  for (const s of unique) for (const ref of refsOf.get(s.id) ?? []) named.set(ref, (named.get(ref) ?? 0) + 1);
  let count = 0;
  for (const item of unique) {
    const own = refsOf.get(item.id);
    for (const rule of rulesOf(item.id)) {
      if (!rule.other) count++;
      else {
        const partners = (named.get(rule.other) ?? 0) - (own?.has(rule.other) ? 1 : 0);
        count += partners > 0 ? partners : isFoodRef(rule.other) ? 1 : 0;
      }
    }
  }
  return count;
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
