/**
 * The one-line answer an ingredient analysis opens with — Avoid, Caution or Fine for you — and
 * why, from the person's own allergies, diet, conditions and medicines. Avoid: their allergen,
 * a major or contraindicated interaction with a medicine they take, an ingredient to avoid with
 * one of their conditions, or an ingredient a strict diet of theirs excludes. Caution: a
 * "may contain" trace of their allergen, a moderate or minor interaction, a condition caution, a
 * conflict with a diet of degree (keto, low sugar) or an additive of high concern.
 */
import type { IngredientAnalysis } from './ingredients';

export type VerdictLevel = 'avoid' | 'caution' | 'fine';

export interface IngredientVerdict {
  level: VerdictLevel;
  label: 'Avoid' | 'Caution' | 'Fine for you';
  /** Why, most serious first; for 'fine', what it was checked against. */
  reasons: string[];
  /** False when no allergy, diet, condition or medicine was given: a general check only. */
  personalised: boolean;
}

const labels: Record<VerdictLevel, IngredientVerdict['label']> = { avoid: 'Avoid', caution: 'Caution', fine: 'Fine for you' };

/** Diets that exclude an ingredient outright (others, such as keto or low sugar, are about amounts). */
export const strictDietIds: ReadonlySet<string> = new Set(['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free', 'lactose-free', 'halal', 'kosher']);

const quoted = (ingredient: string) => `“${ingredient}”`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ingredientVerdict(a: Omit<IngredientAnalysis, 'verdict'>): IngredientVerdict {
  const given = a.checkedAgainst;
  const personalised = given.allergies.length + given.diets.length + given.conditions.length + given.medications.length > 0;
  const avoid: string[] = [];
  const caution: string[] = [];

  for (const f of a.allergens) if (f.matchesProfile) avoid.push(`Contains ${f.allergen.toLowerCase()} (in ${quoted(f.ingredient)}), which you are allergic to.`);
  for (const f of a.personalAllergies) avoid.push(`Contains ${f.allergy} (in ${quoted(f.ingredient)}), which you are allergic to.`);
  for (const i of a.interactions) {
    const line = `${cap(i.severity)} interaction: ${i.b} (in ${quoted(i.ingredient)}) with your ${i.a}. ${i.management}`;
    (i.severity === 'major' || i.severity === 'contraindicated' ? avoid : caution).push(line);
  }
  for (const f of a.conditionFindings) {
    if (f.severity === 'avoid') avoid.push(`${cap(f.condition)}: ${quoted(f.ingredient)}. ${f.reason}`);
    else if (f.severity === 'caution') caution.push(`${cap(f.condition)}: ${quoted(f.ingredient)}. ${f.reason}`);
  }
  for (const f of a.dietConflicts) (strictDietIds.has(f.dietId) ? avoid : caution).push(`Not ${f.diet.toLowerCase()}: ${quoted(f.ingredient)}. ${f.reason}`);
  for (const t of a.mayContain) {
    if (t.matchesProfile) caution.push(`May contain traces of ${t.allergen.toLowerCase()}, which you are allergic to: if your allergy is severe, check with the maker.`);
  }
  for (const f of a.additives) if (f.concernLevel === 'high') caution.push(`${f.code} ${f.name}: ${f.concern}`);

  if (avoid.length > 0) return { level: 'avoid', label: labels.avoid, reasons: [...avoid, ...caution], personalised };
  if (caution.length > 0) return { level: 'caution', label: labels.caution, reasons: caution, personalised };
  const reasons = personalised
    ? [`Nothing in it conflicts with what we know about you (${describe(given)}).`]
    : ['You have not told us any allergies, diet, health conditions or medicines, so this is a general check.'];
  return { level: 'fine', label: labels.fine, reasons, personalised };
}

function describe(given: IngredientAnalysis['checkedAgainst']): string {
  const parts = [
    given.allergies.length > 0 && `allergies: ${given.allergies.join(', ')}`,
    given.diets.length > 0 && `diet: ${given.diets.join(', ')}`,
    given.conditions.length > 0 && `conditions: ${given.conditions.join(', ')}`,
    given.medications.length > 0 && `medicines: ${given.medications.join(', ')}`,
  ];
  return parts.filter(Boolean).join('; ');
}
