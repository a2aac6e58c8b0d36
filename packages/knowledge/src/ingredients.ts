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
import { containsTerm, parseIngredients, type ParsedIngredient } from './ingredient-parse';
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

export interface IngredientAnalysis {
  ingredients: string[];
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

export function analyzeIngredients(text: string, profile: IngredientProfile = {}): IngredientAnalysis {
  const items = parseIngredients(text);
  const { found, personal } = findAllergens(items, profile.allergies ?? []);
  const { conflicts, unknown } = findDietConflicts(items, profile.diets ?? []);
  const meds: Substance[] = [];
  const uncheckedMedications: string[] = [];
  for (const m of profile.medications ?? []) {
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
  return {
    ingredients: items.map((i) => i.text),
    allergens: found,
    personalAllergies: personal,
    additives: findAdditives(items),
    dietConflicts: conflicts,
    conditionFindings: findConditionNotes(items, profile.conditions ?? []),
    interactions,
    uncheckedMedications,
    unknownDiets: unknown,
  };
}
