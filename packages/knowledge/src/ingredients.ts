/**
 * Ingredient-list analysis against the person's allergies, diet, conditions and medications:
 * allergens (US major 9 and EU 14 with their aliases), additives by E-number or name, diet
 * conflicts, condition notes and interactions between what is in the product and the medicines
 * (grapefruit in a juice for someone on a statin).
 */
import { additives } from './data/ingredients/additives';
import { allergenGroups } from './data/ingredients/allergens';
import { conditionIngredientRules } from './data/ingredients/conditions';
import { diets, ingredientGroups } from './data/ingredients/diets';
import { checkInteractions, type Interaction } from './interactions';
import { containsTerm, parseIngredients, splitTraces, type ParsedIngredient } from './ingredient-parse';
import { ingredientVerdict, type IngredientVerdict } from './ingredient-verdict';
import { nameEntries } from './name-index';
import { normalizeName } from './normalize';
import { resolveName } from './resolve';
import type { Source } from './source';
import type { AllergenGroup, ConcernLevel, ConditionIngredientRule, Substance } from './types';

export interface IngredientProfile {
  allergies?: readonly string[];
  diets?: readonly string[];
  conditions?: readonly string[];
  medications?: readonly string[];
}

export interface AllergenFinding {
  ingredient: string;
  allergenId: string;
  allergen: string;
  regions: AllergenGroup['regions'];
  /** The person listed this allergy. */
  matchesProfile: boolean;
  sources: Source[];
}

export interface PersonalAllergyFinding {
  ingredient: string;
  allergy: string;
}

export interface AdditiveFinding {
  ingredient: string;
  code: string;
  name: string;
  category: string;
  concernLevel: ConcernLevel;
  concern: string;
  sources: Source[];
}

export interface DietConflict {
  ingredient: string;
  dietId: string;
  diet: string;
  reason: string;
}

export interface ConditionFinding {
  ingredient: string;
  condition: string;
  severity: ConditionIngredientRule['severity'];
  reason: string;
  sources: Source[];
}

/** An allergen named in a precautionary "may contain" statement (a trace, not an ingredient). */
export interface TraceFinding {
  /** The trace as printed. */
  ingredient: string;
  /** The allergen group, or the person's own allergy word when it is not one of the groups. */
  allergen: string;
  allergenId: string | null;
  /** The person listed this allergy. */
  matchesProfile: boolean;
}

/** What the list was checked against (the given profile, de-duplicated). */
export interface CheckedAgainst {
  allergies: string[];
  diets: string[];
  conditions: string[];
  medications: string[];
}

export interface IngredientAnalysis {
  /** Avoid / Caution / Fine for you, and why. */
  verdict: IngredientVerdict;
  checkedAgainst: CheckedAgainst;
  ingredients: string[];
  /** Precautionary "may contain" statements, listed apart from the ingredients. */
  traces: string[];
  mayContain: TraceFinding[];
  allergens: AllergenFinding[];
  personalAllergies: PersonalAllergyFinding[];
  additives: AdditiveFinding[];
  dietConflicts: DietConflict[];
  conditionFindings: ConditionFinding[];
  /** Interactions between a product ingredient and one of the person's medications. */
  interactions: (Interaction & { ingredient: string })[];
  /** Medications given that could not be resolved, so were not checked. */
  uncheckedMedications: string[];
  /** Diets and conditions given that the knowledge base does not know. */
  unknownDiets: string[];
}

const norm = (s: string) => normalizeName(s);

function allergenTerms(group: AllergenGroup): string[] {
  return [norm(group.name), norm(group.id.replace(/-/g, ' ')), ...group.aliases.map(norm)];
}

/** A person's allergy ('dairy', 'peanuts', 'shellfish') as an allergen group, when it names one. */
export function allergenGroupFor(allergy: string): AllergenGroup | undefined {
  const a = ` ${norm(allergy)} `;
  return allergenGroups.find((g) => allergenTerms(g).some((t) => a.includes(` ${t} `) || a.includes(` ${t}s `) || a.includes(` ${t}es `)));
}

function findAllergens(items: ParsedIngredient[], allergies: readonly string[]): { found: AllergenFinding[]; personal: PersonalAllergyFinding[] } {
  const profileGroups = new Set(allergies.map(allergenGroupFor).filter((g): g is AllergenGroup => !!g).map((g) => g.id));
  const found: AllergenFinding[] = [];
  for (const item of items) {
    for (const group of allergenGroups) {
      if (allergenTerms(group).some((t) => containsTerm(item, t))) {
        found.push({ ingredient: item.text, allergenId: group.id, allergen: group.name, regions: group.regions, matchesProfile: profileGroups.has(group.id), sources: group.sources });
      }
    }
  }
  // Allergies that are not one of the listed groups (strawberry, mustard seed …): whole-word match.
  const personal: PersonalAllergyFinding[] = [];
  for (const allergy of allergies) {
    if (allergenGroupFor(allergy)) continue;
    const term = norm(allergy);
    for (const item of items) if (term.length >= 3 && containsTerm(item, term)) personal.push({ ingredient: item.text, allergy });
  }
  return { found, personal };
}

const eNumber = /\be ?-?(\d{3,4}[a-z]?)\b/;

function findAdditives(items: ParsedIngredient[]): AdditiveFinding[] {
  const out: AdditiveFinding[] = [];
  for (const item of items) {
    const code = eNumber.exec(item.padded)?.[1];
    for (const additive of additives) {
      const byCode = code !== undefined && norm(additive.code) === `e${code}`;
      if (byCode || additive.aliases.some((a) => containsTerm(item, norm(a))) || containsTerm(item, norm(additive.name))) {
        const { code: c, name, category, concernLevel, concern, sources } = additive;
        out.push({ ingredient: item.text, code: c, name, category, concernLevel, concern, sources });
        break;
      }
    }
  }
  return out;
}

function findDietConflicts(items: ParsedIngredient[], dietNames: readonly string[]): { conflicts: DietConflict[]; unknown: string[] } {
  const conflicts: DietConflict[] = [];
  const unknown: string[] = [];
  for (const dietName of dietNames) {
    const key = norm(dietName);
    const diet = diets.find((d) => norm(d.id.replace(/-/g, ' ')) === key || norm(d.name) === key);
    if (!diet) {
      unknown.push(dietName);
      continue;
    }
    for (const item of items) {
      const group = ingredientGroups.find((g) => diet.excludes.includes(g.id) && g.aliases.some((a) => containsTerm(item, norm(a))));
      const allergen = allergenGroups.find((g) => diet.excludesAllergens?.includes(g.id) && allergenTerms(g).some((t) => containsTerm(item, t)));
      if (group) conflicts.push({ ingredient: item.text, dietId: diet.id, diet: diet.name, reason: `${group.name} is not part of a ${diet.name.toLowerCase()} diet.` });
      else if (allergen) conflicts.push({ ingredient: item.text, dietId: diet.id, diet: diet.name, reason: `${allergen.name} is not part of a ${diet.name.toLowerCase()} diet.` });
    }
  }
  return { conflicts, unknown };
}

function findConditionNotes(items: ParsedIngredient[], conditions: readonly string[]): ConditionFinding[] {
  const out: ConditionFinding[] = [];
  for (const condition of conditions) {
    const c = ` ${norm(condition)} `;
    const rules = conditionIngredientRules.filter((r) => [r.condition, ...r.conditionAliases].some((alias) => c.includes(` ${norm(alias)} `)));
    for (const rule of rules) {
      for (const item of items) {
        if (rule.ingredients.some((t) => containsTerm(item, norm(t)))) {
          out.push({ ingredient: item.text, condition, severity: rule.severity, reason: rule.reason, sources: rule.sources });
        }
      }
    }
  }
  return out;
}

/** Foods and supplements named in the ingredient list (whole-word, names of 4+ letters). */
function substancesIn(items: ParsedIngredient[]): { substance: Substance; ingredient: string }[] {
  const out = new Map<string, { substance: Substance; ingredient: string }>();
  for (const item of items) {
    for (const entry of nameEntries) {
      if (entry.substance.kind === 'drug' || entry.key.length < 4 || out.has(entry.substance.id)) continue;
      if (containsTerm(item, entry.key)) out.set(entry.substance.id, { substance: entry.substance, ingredient: item.text });
    }
  }
  return [...out.values()];
}

/** One row per key: later duplicates add their ingredient to the first row ('whey, milk'). */
function mergeRows<T extends { ingredient: string }>(rows: readonly T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const first = byKey.get(k);
    if (!first) byKey.set(k, { ...row });
    else if (!first.ingredient.split(', ').includes(row.ingredient)) first.ingredient = `${first.ingredient}, ${row.ingredient}`;
  }
  return [...byKey.values()];
}

function uniqueText(list: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  return (list ?? []).map((x) => x.trim()).filter((x) => {
    const key = norm(x);
    if (!x || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function findTraces(traces: ParsedIngredient[], allergies: readonly string[]): TraceFinding[] {
  const { found, personal } = findAllergens(traces, allergies);
  return mergeRows<TraceFinding>(
    [
      ...found.map((f) => ({ ingredient: f.ingredient, allergen: f.allergen, allergenId: f.allergenId, matchesProfile: f.matchesProfile })),
      ...personal.map((f) => ({ ingredient: f.ingredient, allergen: f.allergy, allergenId: null, matchesProfile: true })),
    ],
    (f) => f.allergenId ?? `own:${norm(f.allergen)}`,
  );
}

/** Is the diet one the analysis knows ('vegan', 'Gluten free')? */
export function isKnownDiet(name: string): boolean {
  const key = norm(name);
  return diets.some((d) => norm(d.id.replace(/-/g, ' ')) === key || norm(d.name) === key);
}

export function analyzeIngredients(text: string, profile: IngredientProfile = {}): IngredientAnalysis {
  const checkedAgainst: CheckedAgainst = {
    allergies: uniqueText(profile.allergies),
    diets: uniqueText(profile.diets),
    conditions: uniqueText(profile.conditions),
    medications: uniqueText(profile.medications),
  };
  const split = splitTraces(text);
  const items = parseIngredients(split.ingredients);
  const { found, personal } = findAllergens(items, checkedAgainst.allergies);
  const { conflicts, unknown } = findDietConflicts(items, checkedAgainst.diets);
  const meds: Substance[] = [];
  const uncheckedMedications: string[] = [];
  for (const m of checkedAgainst.medications) {
    const r = resolveName(m);
    if (r.ok) meds.push(r.substance);
    else uncheckedMedications.push(m);
  }
  const interactions: IngredientAnalysis['interactions'] = [];
  for (const { substance, ingredient } of substancesIn(items)) {
    for (const med of meds) {
      for (const found of checkInteractions([med, substance])) interactions.push({ ...found, ingredient });
    }
  }
  const analysis = {
    checkedAgainst,
    ingredients: items.map((i) => i.text),
    traces: split.traces.map((t) => t.text),
    mayContain: findTraces(split.traces, checkedAgainst.allergies),
    allergens: mergeRows(found, (f) => f.allergenId),
    personalAllergies: mergeRows(personal, (f) => norm(f.allergy)),
    additives: mergeRows(findAdditives(items), (f) => f.code),
    dietConflicts: mergeRows(conflicts, (f) => `${f.dietId}:${f.reason}`),
    conditionFindings: mergeRows(findConditionNotes(items, checkedAgainst.conditions), (f) => f.reason),
    interactions: mergeRows(interactions, (i) => `${i.ruleId}:${i.aId}:${i.bId}`),
    uncheckedMedications,
    unknownDiets: unknown,
  };
  return { verdict: ingredientVerdict(analysis), ...analysis };
}
