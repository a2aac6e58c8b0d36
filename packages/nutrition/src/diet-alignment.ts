/**
 * How one day's foods and totals line up with the profile's diet type, restrictions, nutrition
 * goals and allergies (the food diary's progress, W2-E). What a food is comes from food-traits.ts
 * — the same reading the meal planner filters recipes with — so the diary and the planner never
 * disagree about whether a food is meat, dairy or gluten.
 */
import type { AlignmentNote } from '@thrivewell/core/contracts/nutrition-contract';
import type { NutrientTarget } from './dri';
import { allergyRule, traitsOf, type FoodTrait, type TraitFood } from './food-traits';
import type { NutrientKey, Nutrients } from './nutrients';

/** A logged food: an SR24 food, or a label food shaped the same way (group 'Product label'). */
export type AlignmentFood = TraitFood & { source?: string };

export interface DietProfile {
  dietType: string | null;
  restrictions: string[];
  goals: string[];
  allergies: string[];
}

const processedGroups = new Set(['Fast foods', 'Restaurant foods', 'Sausages and luncheon meats', 'Snacks', 'Sweets']);
const round1 = (v: number) => Math.round(v * 10) / 10;
const has = (list: readonly string[], name: string) => list.some((x) => x.toLowerCase() === name.toLowerCase());
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function alignmentOfDay(date: string, foods: readonly AlignmentFood[], totals: Nutrients, targets: readonly NutrientTarget[], diet: DietProfile): AlignmentNote[] {
  if (foods.length === 0) return [];
  const traits = foods.map((f) => ({ food: f, traits: new Set<FoodTrait>(traitsOf(f)) }));
  const withAny = (...wanted: FoodTrait[]) => traits.filter((t) => wanted.some((w) => t.traits.has(w))).map((t) => t.food);
  const notes: AlignmentNote[] = [];
  const target = (key: NutrientKey) => targets.find((t) => t.key === key)?.amount;
  const note = (kind: AlignmentNote['kind'], rule: string, message: string, matched: readonly AlignmentFood[] = []) =>
    notes.push({ date, kind, rule, message, foods: [...new Set(matched.map((f) => f.name))].slice(0, 5) });

  const type = diet.dietType ?? '';
  if (type === 'vegetarian') {
    const m = withAny('meat', 'fish', 'shellfish', 'mollusc', 'gelatin');
    if (m.length) note('diet', 'vegetarian', 'Meat or fish on a vegetarian day.', m);
  } else if (type === 'vegan') {
    const m = withAny('meat', 'fish', 'shellfish', 'mollusc', 'gelatin', 'dairy', 'egg', 'honey');
    if (m.length) note('diet', 'vegan', 'Animal foods on a vegan day.', m);
  } else if (type === 'pescatarian') {
    const m = withAny('meat', 'gelatin');
    if (m.length) note('diet', 'pescatarian', 'Meat on a pescatarian day.', m);
  } else if (type === 'keto' && (totals.carbsG ?? 0) > 50) {
    note('diet', 'keto', `${round1(totals.carbsG!)} g of carbohydrate: above the usual keto limit of about 50 g a day.`);
  } else if (type === 'low-carb' && (totals.carbsG ?? 0) > 130) {
    note('diet', 'low-carb', `${round1(totals.carbsG!)} g of carbohydrate: above 130 g, more than a low-carb day usually has.`);
  }

  const r = diet.restrictions;
  const sodium = target('sodiumMg');
  if (has(r, 'Low sodium') && sodium !== undefined && (totals.sodiumMg ?? 0) > sodium) note('restriction', 'Low sodium', `Sodium ${Math.round(totals.sodiumMg!)} mg: over your ${sodium} mg target.`);
  if (has(r, 'Low carb') && (totals.carbsG ?? 0) > 130) note('restriction', 'Low carb', `${round1(totals.carbsG!)} g of carbohydrate: more than 130 g.`);
  if (has(r, 'Sugar-free') && (totals.sugarsG ?? 0) > 25) note('restriction', 'Sugar-free', `${round1(totals.sugarsG!)} g of sugars (natural and added).`);
  if (has(r, 'Low fat') && totals.fatG !== undefined && totals.kcal) {
    const share = (totals.fatG * 9) / totals.kcal;
    if (share > 0.3) note('restriction', 'Low fat', `${Math.round(share * 100)} % of calories from fat: above 30 %.`);
  }
  if (has(r, 'High protein')) {
    const p = target('proteinG');
    if (p !== undefined && (totals.proteinG ?? 0) < p) note('restriction', 'High protein', `Protein ${round1(totals.proteinG ?? 0)} g: under your ${p} g target.`);
  }
  if (has(r, 'Dairy-free')) {
    const m = withAny('dairy');
    if (m.length) note('restriction', 'Dairy-free', 'Dairy on a dairy-free day.', m);
  }
  if (has(r, 'Gluten-free')) {
    const m = withAny('gluten', 'wheat');
    if (m.length) note('restriction', 'Gluten-free', 'Foods that usually contain gluten (check the label).', m);
  }
  if (has(r, 'No processed foods')) {
    const m = foods.filter((f) => processedGroups.has(f.group));
    if (m.length) note('restriction', 'No processed foods', 'Processed foods (fast food, snacks, sweets, cured meats).', m);
  }

  const g = diet.goals;
  const sat = target('satFatG');
  if (has(g, 'Heart health')) {
    if (sat !== undefined && (totals.satFatG ?? 0) > sat) note('goal', 'Heart health', `Saturated fat ${round1(totals.satFatG!)} g: over the ${sat} g limit (10 % of calories).`);
    if (sodium !== undefined && (totals.sodiumMg ?? 0) > sodium && !has(r, 'Low sodium')) note('goal', 'Heart health', `Sodium ${Math.round(totals.sodiumMg!)} mg: over the ${sodium} mg limit.`);
  }
  if (has(g, 'Weight loss')) {
    const kcal = target('kcal');
    if (kcal !== undefined && (totals.kcal ?? 0) > kcal) note('goal', 'Weight loss', `${Math.round(totals.kcal!)} kcal: above your estimated ${kcal} kcal.`);
  }
  if (has(g, 'Muscle building')) {
    const p = target('proteinG');
    if (p !== undefined && (totals.proteinG ?? 0) < p) note('goal', 'Muscle building', `Protein ${round1(totals.proteinG ?? 0)} g: under ${p} g.`);
  }
  if (has(g, 'Improved digestion')) {
    const fib = target('fiberG');
    if (fib !== undefined && (totals.fiberG ?? 0) < fib) note('goal', 'Improved digestion', `Fibre ${round1(totals.fiberG ?? 0)} g: under ${fib} g.`);
  }
  if (has(g, 'Blood sugar control') && (totals.sugarsG ?? 0) > 50) note('goal', 'Blood sugar control', `${round1(totals.sugarsG!)} g of sugars in the day.`);

  // Allergies: the traits an allergy names ("milk" → dairy) or the words of the allergy in a food's name ("kiwi").
  for (const allergy of diet.allergies) {
    const rule = allergyRule(allergy);
    const terms = rule.terms.map((t) => new RegExp(`\\b${escapeRe(t)}`, 'i'));
    const m = traits.filter((t) => rule.traits.some((x) => t.traits.has(x)) || terms.some((re) => re.test(t.food.name))).map((t) => t.food);
    if (m.length) note('allergy', allergy, `These foods may contain ${allergy}, listed as an allergy in your profile.`, m);
  }
  return notes;
}
