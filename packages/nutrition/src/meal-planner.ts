/**
 * The meal planner (W2-E): a 1–7-day plan from a recipe library that respects a person's diet
 * type, restrictions, allergies (free text too: "peanuts", "kiwi"), dislikes, nutrition goals,
 * calorie target, conditions and medicines (medicine-food-rules.ts). Pure and deterministic for
 * a seed: the same input gives the same plan; locked meals are kept; a swap changes one meal and
 * keeps every rule.
 *
 * Safety filters (allergies, diet type, medicine exclusions) are hard: a recipe that breaks one
 * is never chosen, and a slot with no fitting recipe stays empty with a warning rather than
 * bending a rule. Preferences (goals, conditions, calorie target, variety) only score.
 */
import type { MealSlot, Recipe } from '@thrivewell/core/contracts/recipes-contract';
import type { Substance } from '@thrivewell/knowledge/types';
import { getFood } from './foods';
import { allergyRule, dietExcludes } from './food-traits';
import { foodTableTraits, nutrientTraits, type FoodTraitSource, type PlannerTrait } from './meal-planner-traits';
import { medicineFoodConcerns, type MedicineFoodConcern, type PlanSource } from './medicine-food-rules';
import { scaleNutrients, sumNutrients, type Nutrients } from './nutrients';
import { buildShoppingList, type ShoppingAisle } from './shopping-list';

export const planNutrientKeys = ['kcal', 'carbsG', 'proteinG', 'fatG', 'fiberG', 'sodiumMg', 'potassiumMg', 'vitaminKUg'] as const;
export type PlanNutrientKey = (typeof planNutrientKeys)[number];
export type PlanNutrients = Record<PlanNutrientKey, number>;

export const maxPlanDays = 7;
/** Each day's vitamin K within this share of the plan's daily mean (warfarin and the like). */
export const vitaminKTolerance = 0.3;

export interface PlannerPerson {
  dietType?: string | null;
  restrictions?: readonly string[];
  /** Free text: "peanuts", "shellfish", "tree nuts", "kiwi". */
  allergies?: readonly string[];
  /** Words to keep out: "mushrooms", "coriander". */
  dislikes?: readonly string[];
  /** The profile's nutrition goals: "high protein", "more fibre", "lower sodium", "lose weight". */
  goals?: readonly string[];
  /** kcal a day; null → no calorie target. */
  kcalTarget?: number | null;
  /** Diagnosed conditions: "type 2 diabetes", "hypertension", "chronic kidney disease". */
  conditions?: readonly string[];
}

export interface LockedMeal {
  date: string;
  slot: MealSlot;
  recipeId: string;
}

export interface PlanInput {
  recipes: readonly Recipe[];
  days: number;
  /** The first day, YYYY-MM-DD. */
  startDate: string;
  slots?: readonly MealSlot[];
  person: PlannerPerson;
  /** Resolved through the knowledge base (resolveName / resolveKnown). */
  medicines?: readonly Substance[];
  locked?: readonly LockedMeal[];
  seed: number;
  /** Wellness Pro: nutrient targets, goals and conditions shape the choice, portions meet the kcal target. */
  advanced?: boolean;
  /** For a swap: the meal to change (it gets a different recipe; every other meal stays). */
  swap?: { date: string; slot: MealSlot };
  /** A swap keeps the rest of this plan. */
  previous?: MealPlan;
  traits?: FoodTraitSource;
}

export interface PlannedIngredient {
  name: string;
  foodId: string;
  grams: number;
  label: string;
}

export interface PlannedMeal {
  slot: MealSlot;
  recipeId: string;
  title: string;
  /** Servings of the recipe this meal is (portions scaled to the calorie target). */
  portion: number;
  minutes: number;
  locked: boolean;
  ingredients: PlannedIngredient[];
  nutrients: PlanNutrients;
}

export interface PlanDay {
  date: string;
  meals: PlannedMeal[];
  totals: PlanNutrients;
}

export interface PlanWarning {
  /** A knowledge-base rule id, or 'allergy:…', 'diet:…', 'plan:…' for the planner's own notes. */
  rule: string;
  message: string;
  sources: PlanSource[];
  kind: 'medicine' | 'allergy' | 'diet' | 'plan';
}

export interface MealPlan {
  seed: number;
  startDate: string;
  slots: MealSlot[];
  days: PlanDay[];
  warnings: PlanWarning[];
  shoppingList: ShoppingAisle[];
  /** Vitamin K steadiness, when a medicine asks for it. */
  vitaminK: { steady: boolean; meanUg: number; minUg: number; maxUg: number } | null;
  kcalTarget: number | null;
  /** How many library recipes fit the person's hard filters. */
  fittingRecipes: number;
}

export class MealPlanError extends Error {
  constructor(
    readonly code: 'NO_MEAL_TO_SWAP' | 'INVALID_INPUT',
    message: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------- recipe facts (cached per recipe object)

interface RecipeFacts {
  recipe: Recipe;
  perServing: PlanNutrients;
  traits: Set<PlannerTrait>;
  /** Lower-case words of the title, ingredient labels and food names, for allergies and dislikes. */
  text: string;
  ingredients: PlannedIngredient[];
}

/** A serving with at least this much iron counts as iron-rich (food-traits' per-serving threshold). */
export const ironRichServingMg = 3.5;

const factsCache = new WeakMap<Recipe, WeakMap<FoodTraitSource, RecipeFacts>>();

const zero = (): PlanNutrients => ({ kcal: 0, carbsG: 0, proteinG: 0, fatG: 0, fiberG: 0, sodiumMg: 0, potassiumMg: 0, vitaminKUg: 0 });
const r1 = (v: number) => Math.round(v * 10) / 10;

function toPlanNutrients(n: Nutrients): PlanNutrients {
  const out = zero();
  for (const k of planNutrientKeys) out[k] = r1(n[k] ?? 0);
  return out;
}

/** Nutrients of one serving, from the food table (ingredients whose food is unknown add nothing). */
export function recipeServingNutrients(recipe: Recipe): PlanNutrients {
  const parts: Nutrients[] = [];
  for (const ing of recipe.ingredients) {
    const food = getFood(ing.foodId);
    if (food) parts.push(scaleNutrients(food.per100g, ing.grams / recipe.servings));
  }
  return toPlanNutrients(sumNutrients(parts).values);
}

function factsOf(recipe: Recipe, traits: FoodTraitSource): RecipeFacts {
  let byTraits = factsCache.get(recipe);
  if (!byTraits) {
    byTraits = new WeakMap();
    factsCache.set(recipe, byTraits);
  }
  let facts = byTraits.get(traits);
  if (facts) return facts;
  const set = new Set<PlannerTrait>();
  const words: string[] = [recipe.title, recipe.summary];
  const ingredients: PlannedIngredient[] = [];
  let ironMg = 0;
  for (const ing of recipe.ingredients) {
    for (const t of traits.traitsOf(ing.foodId)) if (!nutrientTraits.has(t)) set.add(t);
    const food = getFood(ing.foodId);
    words.push(ing.label, food?.name ?? '');
    ironMg += ((food?.per100g.ironMg ?? 0) * ing.grams) / 100 / recipe.servings;
    ingredients.push({ name: food?.name ?? ing.label, foodId: ing.foodId, grams: ing.grams / recipe.servings, label: ing.label });
  }
  // The recipe's own allergen tags count too (a tag can only add a trait, never remove one).
  const tagTraits: Record<string, PlannerTrait> = {
    peanut: 'peanut', 'tree-nut': 'tree-nut', milk: 'dairy', egg: 'egg', wheat: 'gluten', gluten: 'gluten', soy: 'soy', fish: 'fish', shellfish: 'shellfish', molluscs: 'shellfish', sesame: 'sesame',
  };
  for (const a of recipe.allergens) if (tagTraits[a]) set.add(tagTraits[a]);
  // Iron-rich is judged per serving (a serving with at least 3.5 mg), not per 100 g of oats.
  if (ironMg >= ironRichServingMg) set.add('iron-rich');
  facts = { recipe, perServing: recipeServingNutrients(recipe), traits: set, text: ` ${words.join(' ').toLowerCase()} `, ingredients };
  byTraits.set(traits, facts);
  return facts;
}

// ---------------------------------------------------------------- person → filters

interface Filters {
  /** Traits no meal may have, with the reason. */
  banned: Map<PlannerTrait, PlanWarning>;
  /** Traits a breakfast may not have. */
  breakfastBanned: Set<PlannerTrait>;
  /** Words no recipe may contain (free-text allergies, dislikes). */
  words: { word: RegExp; warning: PlanWarning | null }[];
  /** Diet tags one of which a recipe must carry, or a carb cap per serving that also lets it in. */
  dietTag: { tag: string; carbCapG: number } | null;
  warnings: PlanWarning[];
  concerns: MedicineFoodConcern[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word and its simple plural/singular, whole-word. */
function wordPattern(word: string): RegExp {
  const w = word.toLowerCase().trim().replace(/\s+/g, ' ');
  const stem = w.replace(/(ies)$/, 'y').replace(/(es|s)$/, '');
  const forms = new Set([w, stem, `${stem}s`, `${stem}es`, stem.replace(/y$/, 'ies')]);
  return new RegExp(`\\b(${[...forms].filter(Boolean).map(escapeRe).join('|')})\\b`);
}

/** What each diet type keeps out: food-traits' dietExcludes (one reading for recipes' tags, the diary and the planner). */
const dietBans: Record<string, { traits: readonly PlannerTrait[]; label: string }> = {
  vegetarian: { traits: dietExcludes.vegetarian, label: 'Vegetarian: no meat, fish, shellfish or gelatin.' },
  vegan: { traits: dietExcludes.vegan, label: 'Vegan: no meat, fish, shellfish, gelatin, dairy, eggs or honey.' },
  pescatarian: { traits: dietExcludes.pescatarian, label: 'Pescatarian: no meat, poultry or gelatin.' },
  paleo: { traits: ['dairy', 'gluten'], label: 'Paleo: no dairy or grains with gluten.' },
};
const dietTags: Record<string, { tag: string; carbCapG: number }> = {
  keto: { tag: 'keto', carbCapG: 15 },
  'low-carb': { tag: 'low-carb', carbCapG: 30 },
};

function buildFilters(person: PlannerPerson, medicines: readonly Substance[]): Filters {
  const banned = new Map<PlannerTrait, PlanWarning>();
  const breakfastBanned = new Set<PlannerTrait>();
  const words: Filters['words'] = [];
  const warnings: PlanWarning[] = [];
  const ban = (t: PlannerTrait, w: PlanWarning) => {
    if (!banned.has(t)) banned.set(t, w);
  };

  // Allergies read as food-traits reads them (the diary's alignment too): the traits the words name
  // ("milk and eggs" → dairy and egg; "shellfish" covers molluscs), and the words themselves in any
  // recipe's title, labels or food names ("kiwi").
  for (const raw of person.allergies ?? []) {
    const text = raw.toLowerCase().trim();
    if (!text) continue;
    const rule = allergyRule(raw);
    const named = rule.traits.length ? rule.traits.map((t) => t.replace('-', ' ')).join(', ') : raw;
    const w: PlanWarning = { rule: `allergy:${rule.traits.length ? rule.traits.join('+') : text.replace(/[^a-z0-9]+/g, '-')}`, kind: 'allergy', message: `Allergy (“${raw}”): no recipe with ${named} is in this plan. Always check labels of packaged ingredients.`, sources: [] };
    warnings.push(w);
    for (const t of rule.traits) ban(t, w);
    for (const term of rule.terms) words.push({ word: wordPattern(term), warning: w });
  }

  const diet = (person.dietType ?? '').toLowerCase();
  const dietBan = dietBans[diet];
  if (dietBan) {
    const w: PlanWarning = { rule: `diet:${diet}`, kind: 'diet', message: dietBan.label, sources: [] };
    for (const t of dietBan.traits) ban(t, w);
  }
  let dietTag = dietTags[diet] ?? null;

  for (const raw of person.restrictions ?? []) {
    const text = raw.toLowerCase().trim();
    if (!text) continue;
    const w: PlanWarning = { rule: `restriction:${text.replace(/[^a-z0-9]+/g, '-')}`, kind: 'diet', message: `Restriction (“${raw}”) respected.`, sources: [] };
    if (/gluten|coeliac|celiac|wheat/.test(text)) ban('gluten', w);
    else if (/dairy|lactose|milk/.test(text)) ban('dairy', w);
    else if (/vegan/.test(text)) dietBans.vegan!.traits.forEach((t) => ban(t, w));
    else if (/vegetarian/.test(text)) dietBans.vegetarian!.traits.forEach((t) => ban(t, w));
    else if (/halal/.test(text)) (['pork', 'alcohol'] as const).forEach((t) => ban(t, w));
    else if (/kosher/.test(text)) (['pork', 'shellfish'] as const).forEach((t) => ban(t, w));
    else if (/nut/.test(text)) (['peanut', 'tree-nut'] as const).forEach((t) => ban(t, w));
    else if (/egg/.test(text)) ban('egg', w);
    else if (/\bsoy/.test(text)) ban('soy', w);
    else if (/alcohol/.test(text)) ban('alcohol', w);
    else if (/pork/.test(text)) ban('pork', w);
    else if (/low[- ]?carb|keto/.test(text)) dietTag ??= dietTags[/keto/.test(text) ? 'keto' : 'low-carb']!;
    else {
      const m = /^(no|without|avoid|not?)\s+(.+)$/.exec(text);
      if (m) words.push({ word: wordPattern(m[2]!), warning: null });
    }
  }

  for (const raw of person.dislikes ?? []) {
    const text = raw.toLowerCase().replace(/^(no|not|dislikes?|hates?|avoid)\s+/, '').trim();
    if (text.length >= 2) words.push({ word: wordPattern(text), warning: null });
  }

  const concerns = medicineFoodConcerns(medicines);
  for (const c of concerns) {
    const w: PlanWarning = { rule: c.rule, kind: 'medicine', message: c.message, sources: [...c.sources] };
    warnings.push(w);
    if (c.kind === 'exclude') for (const t of c.traits) ban(t, w);
    if (c.kind === 'breakfast-apart') for (const t of c.traits) breakfastBanned.add(t);
  }
  return { banned, breakfastBanned, words, dietTag, warnings, concerns };
}

function fits(f: RecipeFacts, filters: Filters): boolean {
  for (const t of f.traits) if (filters.banned.has(t)) return false;
  for (const { word } of filters.words) if (word.test(f.text)) return false;
  if (filters.dietTag) {
    const tagged = (f.recipe.diets as readonly string[]).includes(filters.dietTag.tag);
    if (!tagged && f.perServing.carbsG - f.perServing.fiberG > filters.dietTag.carbCapG) return false;
  }
  return true;
}

function fitsSlot(f: RecipeFacts, slot: MealSlot, filters: Filters): boolean {
  if (!(f.recipe.slots as readonly string[]).includes(slot)) return false;
  if (slot === 'breakfast') for (const t of f.traits) if (filters.breakfastBanned.has(t)) return false;
  return true;
}

// ---------------------------------------------------------------- scoring

/** mulberry32: a small seeded generator, so a seed always gives the same plan. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Share of a day's kcal each slot aims at. */
const slotShare: Record<MealSlot, number> = { breakfast: 0.25, lunch: 0.32, dinner: 0.33, snack: 0.1 };

interface Preferences {
  highProtein: boolean;
  highFiber: boolean;
  lowSodium: boolean;
  lowCarb: boolean;
  diabetes: boolean;
  kidney: boolean;
  mediterranean: boolean;
}

function preferencesOf(person: PlannerPerson): Preferences {
  const goals = (person.goals ?? []).join(' | ').toLowerCase();
  const conditions = (person.conditions ?? []).join(' | ').toLowerCase();
  return {
    highProtein: /protein|muscle/.test(goals),
    highFiber: /fib(re|er)|gut|digest/.test(goals),
    lowSodium: /sodium|salt|blood pressure/.test(goals) || /hypertension|high blood pressure|heart failure/.test(conditions),
    lowCarb: /low[- ]?carb|sugar|carb/.test(goals),
    diabetes: /diabet/.test(conditions),
    kidney: /kidney|renal|ckd/.test(conditions),
    mediterranean: (person.dietType ?? '') === 'mediterranean',
  };
}

/** Lower is better: how well one serving (times `portion`) suits the slot and the person. */
function mealCost(f: RecipeFacts, slot: MealSlot, portion: number, kcalTarget: number | null, prefs: Preferences, advanced: boolean): number {
  if (!advanced) return 0;
  const n = f.perServing;
  let cost = 0;
  if (kcalTarget) {
    const aim = kcalTarget * slotShare[slot];
    cost += Math.abs(n.kcal * portion - aim) / Math.max(aim, 1);
  }
  if (prefs.highProtein) cost -= Math.min(n.proteinG * portion, 40) / 60;
  if (prefs.highFiber) cost -= Math.min(n.fiberG * portion, 15) / 20;
  if (prefs.lowSodium) cost += Math.max(0, n.sodiumMg * portion - 600) / 800;
  if (prefs.lowCarb) cost += Math.max(0, n.carbsG * portion - 30) / 60;
  // Diabetes: carbohydrate per meal kept moderate (about 45–60 g a meal is a common starting point).
  if (prefs.diabetes && slot !== 'snack') cost += Math.max(0, n.carbsG * portion - 60) / 40;
  if (prefs.kidney) cost += Math.max(0, n.potassiumMg * portion - 900) / 900;
  if (prefs.mediterranean && (f.recipe.diets as readonly string[]).includes('mediterranean')) cost -= 0.3;
  return cost;
}

// ---------------------------------------------------------------- the plan

const isoDay = (start: string, offset: number): string => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

function mealOf(f: RecipeFacts, slot: MealSlot, portion: number, locked: boolean): PlannedMeal {
  const scaled = zero();
  for (const k of planNutrientKeys) scaled[k] = r1(f.perServing[k] * portion);
  return {
    slot,
    recipeId: f.recipe.id,
    title: f.recipe.title,
    portion,
    minutes: f.recipe.minutes,
    locked,
    ingredients: f.ingredients.map((i) => ({ ...i, grams: Math.round(i.grams * portion * 10) / 10 })),
    nutrients: scaled,
  };
}

function totalsOf(meals: readonly PlannedMeal[]): PlanNutrients {
  const t = zero();
  for (const m of meals) for (const k of planNutrientKeys) t[k] += m.nutrients[k];
  for (const k of planNutrientKeys) t[k] = r1(t[k]);
  return t;
}

/** The spread of daily vitamin K: the worst day's distance from the mean, as a share of the mean. */
function vitaminKSpread(daily: readonly number[]): { mean: number; worst: number } {
  const mean = daily.reduce((a, b) => a + b, 0) / Math.max(daily.length, 1);
  if (mean <= 0) return { mean: 0, worst: 0 };
  let worst = 0;
  for (const v of daily) worst = Math.max(worst, Math.abs(v - mean) / mean);
  return { mean, worst };
}

/** The default daily kcal when the person gave none: a moderate adult figure (DGA 2020–2025 ranges). */
export function defaultKcalTarget(sex: string | null | undefined, age: number | null | undefined): number {
  const male = sex === 'male';
  const older = (age ?? 40) >= 51;
  if (male) return older ? 2200 : 2400;
  return older ? 1800 : 2000;
}

/**
 * A plan for the input. With a vitamin K antagonist, a fresh plan whose days could not all be
 * brought within ±30 % of the week's mean (the rearranging found a local optimum) is made again
 * from other starting choices, deterministically, and the steadiest is kept. A swap keeps the
 * rest of its plan, so it is not re-made.
 */
export function planMeals(input: PlanInput): MealPlan {
  const first = planOnce(input);
  if (!first.vitaminK || first.vitaminK.steady || input.swap || input.previous) return first;
  let best = first;
  const spread = (p: MealPlan) => (p.vitaminK && p.vitaminK.meanUg > 0 ? (p.vitaminK.maxUg - p.vitaminK.minUg) / p.vitaminK.meanUg : 0);
  for (let attempt = 1; attempt <= 8; attempt++) {
    const next = planOnce({ ...input, seed: input.seed + attempt * 7919 });
    if (next.vitaminK?.steady) return { ...next, seed: input.seed };
    if (spread(next) < spread(best)) best = next;
  }
  return { ...best, seed: input.seed };
}

function planOnce(input: PlanInput): MealPlan {
  const days = Math.trunc(input.days);
  if (!(days >= 1 && days <= maxPlanDays)) throw new MealPlanError('INVALID_INPUT', `days must be 1 to ${maxPlanDays}.`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.startDate)) throw new MealPlanError('INVALID_INPUT', 'startDate must be YYYY-MM-DD.');
  const traits = input.traits ?? foodTableTraits;
  const slots: MealSlot[] = [...new Set(input.slots ?? (['breakfast', 'lunch', 'dinner', 'snack'] as const))];
  const advanced = input.advanced ?? false;
  const random = seededRandom(input.seed);
  const filters = buildFilters(input.person, input.medicines ?? []);
  const prefs = preferencesOf(input.person);
  const steadyK = filters.concerns.some((c) => c.kind === 'steady-vitamin-k');
  const kcalTarget = advanced ? (input.person.kcalTarget ?? null) : null;

  const all = input.recipes.map((r) => factsOf(r, traits));
  const fitting = all.filter((f) => fits(f, filters));
  const byId = new Map(all.map((f) => [f.recipe.id, f]));
  const pools = new Map<MealSlot, RecipeFacts[]>(slots.map((s) => [s, fitting.filter((f) => fitsSlot(f, s, filters))]));

  const dates = Array.from({ length: days }, (_, i) => isoDay(input.startDate, i));
  // grid[day][slotIndex] = chosen recipe facts (or null when nothing fits).
  const grid: (RecipeFacts | null)[][] = dates.map(() => slots.map(() => null));
  const fixed: boolean[][] = dates.map(() => slots.map(() => false));
  const lockedFlag: boolean[][] = dates.map(() => slots.map(() => false));
  const warnings: PlanWarning[] = [...filters.warnings];

  // Locks: kept when the recipe still fits every hard rule; otherwise dropped with a warning.
  for (const lock of input.locked ?? []) {
    const d = dates.indexOf(lock.date);
    const s = slots.indexOf(lock.slot);
    const f = byId.get(lock.recipeId);
    if (d < 0 || s < 0) continue;
    if (f && fits(f, filters) && fitsSlot(f, lock.slot, filters)) {
      grid[d]![s] = f;
      fixed[d]![s] = true;
      lockedFlag[d]![s] = true;
    } else {
      warnings.push({ rule: 'plan:lock-dropped', kind: 'plan', message: `The locked ${lock.slot} on ${lock.date} no longer fits your profile or medicines, so it was replaced.`, sources: [] });
    }
  }
  // A swap keeps every other meal of the previous plan.
  let swapAvoid: { d: number; s: number; recipeId: string } | null = null;
  if (input.swap && input.previous) {
    const d = dates.indexOf(input.swap.date);
    const s = slots.indexOf(input.swap.slot);
    const prevDay = input.previous.days.find((x) => x.date === input.swap!.date);
    const prevMeal = prevDay?.meals.find((m) => m.slot === input.swap!.slot);
    if (d < 0 || s < 0 || !prevMeal) throw new MealPlanError('NO_MEAL_TO_SWAP', `There is no ${input.swap.slot} on ${input.swap.date} in this plan.`);
    swapAvoid = { d, s, recipeId: prevMeal.recipeId };
    for (const day of input.previous.days) {
      const di = dates.indexOf(day.date);
      if (di < 0) continue;
      for (const m of day.meals) {
        const si = slots.indexOf(m.slot);
        if (si < 0 || (di === d && si === s)) continue;
        const f = byId.get(m.recipeId);
        if (f && fits(f, filters) && fitsSlot(f, m.slot, filters)) {
          grid[di]![si] = f;
          fixed[di]![si] = true;
          lockedFlag[di]![si] = m.locked;
        }
      }
    }
  }

  // Portion: one factor for the whole plan (so vitamin K steadiness is not disturbed), meeting the kcal target.
  const portionFor = (mean: number) => (kcalTarget && mean > 0 ? Math.min(1.75, Math.max(0.75, Math.round((kcalTarget / mean) * 4) / 4)) : 1);
  let portion = input.previous && input.swap ? (input.previous.days[0]?.meals[0]?.portion ?? 1) : 1;

  const used = new Map<string, number>();
  for (const row of grid) for (const f of row) if (f) used.set(f.recipe.id, (used.get(f.recipe.id) ?? 0) + 1);

  const choose = (d: number, s: number): RecipeFacts | null => {
    const slot = slots[s]!;
    let pool = pools.get(slot)!;
    if (swapAvoid && swapAvoid.d === d && swapAvoid.s === s && pool.length > 1) pool = pool.filter((f) => f.recipe.id !== swapAvoid!.recipeId);
    if (pool.length === 0) return null;
    const sameDay = new Set(grid[d]!.filter((x): x is RecipeFacts => x !== null).map((x) => x.recipe.id));
    let best: RecipeFacts | null = null;
    let bestCost = Infinity;
    for (const f of pool) {
      const repeats = used.get(f.recipe.id) ?? 0;
      const cost = mealCost(f, slot, portion, kcalTarget, prefs, advanced) + repeats * 1.5 + (sameDay.has(f.recipe.id) ? 5 : 0) + random() * 1.2;
      if (cost < bestCost) {
        bestCost = cost;
        best = f;
      }
    }
    return best;
  };

  // First pass: greedy with seeded noise.
  for (let d = 0; d < days; d++) {
    for (let s = 0; s < slots.length; s++) {
      if (fixed[d]![s]) continue;
      const f = choose(d, s);
      grid[d]![s] = f;
      if (f) used.set(f.recipe.id, (used.get(f.recipe.id) ?? 0) + 1);
    }
  }
  if (kcalTarget && !(input.previous && input.swap)) {
    const dayKcal = grid.map((row) => row.reduce((a, f) => a + (f?.perServing.kcal ?? 0), 0));
    portion = portionFor(dayKcal.reduce((a, b) => a + b, 0) / Math.max(days, 1));
  }

  // Vitamin K: rearrange meals (never ban greens) until every day is within the tolerance of the mean.
  let vitaminK: MealPlan['vitaminK'] = null;
  if (steadyK) {
    const dayK = () => grid.map((row) => row.reduce((a, f) => a + (f?.perServing.vitaminKUg ?? 0), 0) * portion);
    const margin = vitaminKTolerance * 0.85;
    const costOf = (daily: number[]) => {
      const { mean } = vitaminKSpread(daily);
      if (mean <= 0) return 0;
      let c = 0;
      for (const v of daily) {
        const dev = Math.abs(v - mean) / mean;
        c += dev > margin ? 10 + (dev - margin) * 100 : dev * dev;
      }
      return c;
    };
    for (let pass = 0; pass < 12; pass++) {
      let improved = false;
      for (let d = 0; d < days; d++) {
        for (let s = 0; s < slots.length; s++) {
          if (fixed[d]![s]) continue;
          const current = grid[d]![s]!;
          if (!current) continue;
          let pool = pools.get(slots[s]!)!;
          if (swapAvoid && swapAvoid.d === d && swapAvoid.s === s && pool.length > 1) pool = pool.filter((f) => f.recipe.id !== swapAvoid!.recipeId);
          const baseDaily = dayK();
          const rowWithout = baseDaily[d]! - current.perServing.vitaminKUg * portion;
          const sameDay = new Set(grid[d]!.filter((x, i): x is RecipeFacts => x !== null && i !== s).map((x) => x.recipe.id));
          let best = current;
          let bestCost = costOf(baseDaily) + 0.01 * ((used.get(current.recipe.id) ?? 1) - 1);
          for (const f of pool) {
            if (f === current || sameDay.has(f.recipe.id)) continue;
            baseDaily[d] = rowWithout + f.perServing.vitaminKUg * portion;
            const c = costOf(baseDaily) + 0.01 * (used.get(f.recipe.id) ?? 0);
            if (c < bestCost - 1e-9) {
              bestCost = c;
              best = f;
            }
          }
          if (best !== current) {
            grid[d]![s] = best;
            used.set(current.recipe.id, (used.get(current.recipe.id) ?? 1) - 1);
            used.set(best.recipe.id, (used.get(best.recipe.id) ?? 0) + 1);
            improved = true;
          }
        }
      }
      if (!improved || vitaminKSpread(dayK()).worst <= margin) break;
    }
    const daily = dayK();
    const { mean, worst } = vitaminKSpread(daily);
    vitaminK = { steady: worst <= vitaminKTolerance, meanUg: r1(mean), minUg: r1(Math.min(...daily)), maxUg: r1(Math.max(...daily)) };
    if (!vitaminK.steady) {
      const c = filters.concerns.find((x) => x.kind === 'steady-vitamin-k')!;
      warnings.push({ rule: c.rule, kind: 'medicine', message: `Vitamin K could not be kept within ±30 % every day with the recipes that fit (${vitaminK.minUg}–${vitaminK.maxUg} µg a day). Keep your usual greens steady and ask your care team.`, sources: [...c.sources] });
    }
  }

  const planDays: PlanDay[] = dates.map((date, d) => {
    const meals: PlannedMeal[] = [];
    slots.forEach((slot, s) => {
      const f = grid[d]![s];
      if (f) meals.push(mealOf(f, slot, portion, lockedFlag[d]![s]!));
    });
    return { date, meals, totals: totalsOf(meals) };
  });
  for (const slot of slots) {
    if (pools.get(slot)!.length === 0) {
      warnings.push({ rule: 'plan:no-recipe', kind: 'plan', message: `No recipe in the library fits your diet, allergies and medicines for ${slot}, so it is left empty.`, sources: [] });
    }
  }
  if (input.swap && swapAvoid && pools.get(slots[swapAvoid.s]!)!.length <= 1) {
    warnings.push({ rule: 'plan:no-alternative', kind: 'plan', message: `No other recipe fits this ${input.swap.slot}, so it stayed the same.`, sources: [] });
  }

  return {
    seed: input.seed,
    startDate: input.startDate,
    slots,
    days: planDays,
    warnings: dedupeWarnings(warnings),
    shoppingList: buildShoppingList(planDays.flatMap((d) => d.meals.flatMap((m) => m.ingredients))),
    vitaminK,
    kcalTarget,
    fittingRecipes: fitting.length,
  };
}

function dedupeWarnings(list: PlanWarning[]): PlanWarning[] {
  const seen = new Map<string, PlanWarning>();
  for (const w of list) {
    const key = `${w.rule}|${w.message}`;
    if (!seen.has(key)) seen.set(key, w);
  }
  return [...seen.values()];
}

/**
 * Parses the food table and works out every recipe's facts ahead of the first plan (about
 * 0.7 s once per process; a plan after it takes tens of milliseconds).
 */
export function warmPlanner(recipes: readonly Recipe[], traits: FoodTraitSource = foodTableTraits): void {
  for (const r of recipes) factsOf(r, traits);
}

/** Change one meal: another recipe that fits every rule; the other meals (and locks) stay. */
export function swapMeal(input: Omit<PlanInput, 'swap' | 'previous' | 'days' | 'startDate'>, previous: MealPlan, date: string, slot: MealSlot): MealPlan {
  return planMeals({ ...input, days: previous.days.length, startDate: previous.startDate, slots: previous.slots, swap: { date, slot }, previous });
}
