/**
 * The knowledge base assembled from the data files, with the lookup structures every engine
 * shares. Built once when the module loads (pure data, no I/O).
 */
import { classes } from './data/classes';
import { cardiometabolicDrugs } from './data/drugs/cardiometabolic';
import { neuroPsychDrugs } from './data/drugs/neuro-psych';
import { antiInfectiveEndocrineDrugs } from './data/drugs/anti-infective-endocrine';
import { otcGiRespiratoryDrugs } from './data/drugs/otc-gi-respiratory';
import { specialtyDrugs } from './data/drugs/specialty';
import { chemotherapyAntiemeticDrugs } from './data/drugs/antiemetics-chemotherapy';
import { supplements } from './data/supplements';
import { foods } from './data/foods';
import { drugDrugRules } from './data/interactions/drug-drug';
import { drugSupplementRules } from './data/interactions/drug-supplement';
import { drugFoodRules } from './data/interactions/drug-food';
import { auditRules } from './data/interactions/audit-rules';
import { enzymeTransporterRules } from './data/interactions/enzymes-transporters';
import { timingRules } from './data/timing';
import type { InteractionRule, Ref, Substance, SubstanceClass } from './types';

export const substances: readonly Substance[] = [
  ...cardiometabolicDrugs,
  ...neuroPsychDrugs,
  ...antiInfectiveEndocrineDrugs,
  ...otcGiRespiratoryDrugs,
  ...specialtyDrugs,
  ...chemotherapyAntiemeticDrugs,
  ...supplements,
  ...foods,
];
export const substanceClasses: readonly SubstanceClass[] = classes;
export const interactionRules: readonly InteractionRule[] = [...drugDrugRules, ...drugSupplementRules, ...drugFoodRules, ...auditRules, ...enzymeTransporterRules];
export { timingRules };

export const substanceById: ReadonlyMap<string, Substance> = new Map(substances.map((s) => [s.id, s]));
export const classById: ReadonlyMap<string, SubstanceClass> = new Map(classes.map((c) => [c.id, c]));

export const classPrefix = 'class:';

/** A class id with every ancestor, following `parents` (cycle-safe). */
function classClosure(id: string, into: Set<string>): void {
  if (into.has(id)) return;
  into.add(id);
  for (const parent of classById.get(id)?.parents ?? []) classClosure(parent, into);
}

/** The class ids a substance belongs to, directly, through parents or through its components. */
export function classesOf(substance: Substance): Set<string> {
  const out = new Set<string>();
  for (const c of substance.classes) classClosure(c, out);
  for (const componentId of substance.components ?? []) {
    const component = substanceById.get(componentId);
    if (component) for (const c of component.classes) classClosure(c, out);
  }
  return out;
}

/**
 * Every ref that names a substance: its own id, its components' ids and 'class:{id}' for each
 * class it belongs to. Rules match a substance when one of their sides is in this set.
 */
export const refsOf: ReadonlyMap<string, ReadonlySet<Ref>> = new Map(
  substances.map((s) => {
    const refs = new Set<Ref>([s.id, ...(s.components ?? [])]);
    for (const c of classesOf(s)) refs.add(classPrefix + c);
    return [s.id, refs];
  }),
);

/** Is `ref` a class ref? */
export function isClassRef(ref: Ref): boolean {
  return ref.startsWith(classPrefix);
}

/** The display name of a ref: a substance's name or a class's name. */
export function refName(ref: Ref): string {
  if (isClassRef(ref)) return classById.get(ref.slice(classPrefix.length))?.name ?? ref;
  return substanceById.get(ref)?.name ?? ref;
}

/** Does the ref point at something that exists? (Used by the data integrity tests.) */
export function refExists(ref: Ref): boolean {
  return isClassRef(ref) ? classById.has(ref.slice(classPrefix.length)) : substanceById.has(ref);
}
