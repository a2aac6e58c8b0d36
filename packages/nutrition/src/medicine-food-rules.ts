/**
 * What a person's medicines ask of a meal plan, read from the knowledge base's drug–food rules
 * and timing rules (packages/knowledge), never restated here: each concern carries the rule id,
 * its wording and its sources.
 *
 * - a vitamin K antagonist (warfarin) → a steady daily vitamin K, not a ban on greens;
 * - a drug with a grapefruit rule (CYP3A4 statins, felodipine, …) → no grapefruit-family fruit;
 * - an MAO inhibitor (or selegiline, linezolid, …) → no tyramine-rich foods;
 * - levothyroxine → breakfasts without dairy, soy, coffee or iron-rich foods (the dose is taken
 *   before breakfast; the timing rules ask for hours between them);
 * - ACE inhibitors, ARBs, potassium-sparing diuretics → no potassium salt substitutes, and a
 *   note on high-potassium foods.
 */
import { interactionRules, refsOf } from '@thrivewell/knowledge/knowledge-base';
import { timingRulesFor } from '@thrivewell/knowledge/timing';
import type { Source } from '@thrivewell/knowledge/source';
import type { InteractionRule, Substance, TimingRule } from '@thrivewell/knowledge/types';
import type { PlannerTrait } from './meal-planner-traits';

export interface PlanSource {
  title: string;
  url: string;
}

export type ConcernKind = 'exclude' | 'steady-vitamin-k' | 'breakfast-apart' | 'note';

export interface MedicineFoodConcern {
  kind: ConcernKind;
  /** exclude / breakfast-apart: the food traits kept out (of every meal, or of breakfasts). */
  traits: readonly PlannerTrait[];
  medicineId: string;
  medicineName: string;
  /** The knowledge-base rule id ('atorvastatin+grapefruit', 'maoi+tyramine-rich'). */
  rule: string;
  /** Further rules the same concern follows (timing rules for levothyroxine). */
  relatedRules: readonly string[];
  message: string;
  sources: readonly PlanSource[];
}

const toSources = (list: readonly Source[]): PlanSource[] => {
  const seen = new Map<string, PlanSource>();
  for (const s of list) if (!seen.has(s.url)) seen.set(s.url, { title: s.title, url: s.url });
  return [...seen.values()];
};

/** The rules between a medicine and one of `foodRefs` (a food id or 'class:…'), in data order. */
function rulesWith(medicine: Substance, foodRefs: readonly string[]): InteractionRule[] {
  const refs = refsOf.get(medicine.id);
  if (!refs) return [];
  return interactionRules.filter(
    (r) => foodRefs.includes(r.b) && refs.has(r.a) && !(r.except ?? []).includes(medicine.id),
  );
}

const severityOrder = ['contraindicated', 'major', 'moderate', 'minor'];
/** The most specific rule: a rule naming the drug itself beats a class rule; then the most severe. */
function pick(medicine: Substance, rules: InteractionRule[]): InteractionRule | undefined {
  return [...rules].sort(
    (x, y) => Number(y.a === medicine.id) - Number(x.a === medicine.id) || severityOrder.indexOf(x.severity) - severityOrder.indexOf(y.severity),
  )[0];
}

function timingWith(medicine: Substance, others: readonly string[]): TimingRule[] {
  return timingRulesFor(medicine).filter((t) => t.other !== undefined && others.includes(t.other));
}

const grapefruitFamily = ['grapefruit', 'seville-orange', 'pomelo', 'tangelo'];

/** One medicine's concerns. */
export function concernsOf(medicine: Substance): MedicineFoodConcern[] {
  if (medicine.kind !== 'drug') return [];
  const out: MedicineFoodConcern[] = [];
  const base = { medicineId: medicine.id, medicineName: medicine.name, relatedRules: [] as string[] };

  const vitK = pick(medicine, rulesWith(medicine, ['class:vitamin-k-rich']));
  if (vitK) {
    out.push({
      ...base,
      kind: 'steady-vitamin-k',
      traits: [],
      rule: vitK.id,
      message: `${medicine.name}: vitamin K is kept steady from day to day (each day within ±30 % of the plan's daily average) rather than cutting out greens. ${vitK.summary} ${vitK.management}`,
      sources: toSources(vitK.sources),
    });
  }

  const citrus = pick(medicine, rulesWith(medicine, grapefruitFamily));
  if (citrus) {
    const all = rulesWith(medicine, grapefruitFamily);
    out.push({
      ...base,
      kind: 'exclude',
      traits: ['grapefruit-family'],
      rule: citrus.id,
      relatedRules: all.filter((r) => r.id !== citrus.id).map((r) => r.id),
      message: `${medicine.name}: no grapefruit, pomelo, Seville orange or tangelo in this plan. ${citrus.summary} ${citrus.management}`,
      sources: toSources(citrus.sources),
    });
  }

  const tyramine = pick(medicine, rulesWith(medicine, ['class:tyramine-rich']));
  if (tyramine) {
    out.push({
      ...base,
      kind: 'exclude',
      traits: ['tyramine-rich'],
      rule: tyramine.id,
      message: `${medicine.name}: no tyramine-rich foods (aged cheese, cured meats, soy sauce, miso, sauerkraut, fava beans, yeast extract) in this plan. ${tyramine.summary} ${tyramine.management}`,
      sources: toSources(tyramine.sources),
    });
  }

  const dairy = pick(medicine, rulesWith(medicine, ['class:dairy']));
  const thyroidTiming = timingWith(medicine, ['coffee', 'class:polyvalent-cation', 'soy']);
  if (thyroidTiming.length > 0 || (dairy && refsOf.get(medicine.id)?.has('class:thyroid-hormone'))) {
    const soy = pick(medicine, rulesWith(medicine, ['soy']));
    const main = dairy ?? soy;
    const rules = [main, soy].filter((r): r is InteractionRule => r !== undefined);
    out.push({
      ...base,
      kind: 'breakfast-apart',
      traits: ['dairy', 'soy', 'caffeine', 'iron-rich'],
      rule: main?.id ?? thyroidTiming[0]!.id,
      relatedRules: [...rules.filter((r) => r !== main).map((r) => r.id), ...thyroidTiming.map((t) => t.id)],
      message:
        `${medicine.name}: breakfasts leave out calcium-rich dairy, soy, coffee and iron-rich foods, which bind the dose. ` +
        thyroidTiming.map((t) => t.advice).join(' '),
      sources: toSources([...rules.flatMap((r) => r.sources), ...thyroidTiming.flatMap((t) => t.sources)]),
    });
  }

  const saltSub = pick(medicine, rulesWith(medicine, ['salt-substitute']));
  if (saltSub) {
    out.push({
      ...base,
      kind: 'exclude',
      traits: ['potassium-salt-substitute'],
      rule: saltSub.id,
      message: `${medicine.name}: no potassium-based salt substitutes in this plan. ${saltSub.summary} ${saltSub.management}`,
      sources: toSources(saltSub.sources),
    });
  }
  const highK = pick(medicine, rulesWith(medicine, ['high-potassium-foods']));
  if (highK) {
    out.push({
      ...base,
      kind: 'note',
      traits: [],
      rule: highK.id,
      message: `${medicine.name} and potassium: ${highK.summary} ${highK.management} Each day's potassium is shown with the plan.`,
      sources: toSources(highK.sources),
    });
  }
  return out;
}

/** Every concern of a list of medicines (duplicates removed). */
export function medicineFoodConcerns(medicines: readonly Substance[]): MedicineFoodConcern[] {
  const unique = [...new Map(medicines.map((m) => [m.id, m])).values()];
  return unique.flatMap(concernsOf);
}
