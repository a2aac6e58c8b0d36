/**
 * The meal planner's hard filters (W2-E): a person's allergies (free text too), diet type,
 * restrictions, dislikes and medicines turned into the traits no meal may have, the traits a
 * breakfast may not have (levothyroxine's "keep apart from the dose"), the words no recipe may
 * contain, and a diet tag or carb cap a recipe must meet. A recipe that breaks one is never
 * chosen; the planner bends no rule, it leaves a slot empty with a warning instead. Kept apart
 * from scoring so that what is safe and what is merely preferred never mix.
 */
import type { MealSlot } from '@thrivewell/core/contracts/recipes-contract';
import type { Substance } from '@thrivewell/knowledge/types';
import { allergyRule, dietExcludes } from './food-traits';
import type { RecipeFacts } from './meal-planner-facts';
import type { PlannerTrait } from './meal-planner-traits';
import type { PlannerPerson, PlanWarning } from './meal-planner-types';
import { medicineFoodConcerns, type MedicineFoodConcern } from './medicine-food-rules';

export interface Filters {
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
export function wordPattern(word: string): RegExp {
  const w = word.toLowerCase().trim().replace(/\s+/g, ' ');
  const stem = w.replace(/(ies)$/, 'y').replace(/(es|s)$/, '');
  // "apples" → "apple" as well as "appl" ("tomatoes" → "tomato" comes from the stem).
  const forms = new Set([w, stem, w.replace(/s$/, ''), `${stem}s`, `${stem}es`, stem.replace(/y$/, 'ies')]);
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

export function buildFilters(person: PlannerPerson, medicines: readonly Substance[]): Filters {
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

/** Whether a recipe passes every hard filter (whatever the slot). */
export function fits(f: RecipeFacts, filters: Filters): boolean {
  for (const t of f.traits) if (filters.banned.has(t)) return false;
  for (const { word } of filters.words) if (word.test(f.text)) return false;
  if (filters.dietTag) {
    const tagged = (f.recipe.diets as readonly string[]).includes(filters.dietTag.tag);
    if (!tagged && f.perServing.carbsG - f.perServing.fiberG > filters.dietTag.carbCapG) return false;
  }
  return true;
}

/** Whether a recipe is meant for the slot, and a breakfast keeps what a medicine asks to keep apart. */
export function fitsSlot(f: RecipeFacts, slot: MealSlot, filters: Filters): boolean {
  if (!(f.recipe.slots as readonly string[]).includes(slot)) return false;
  if (slot === 'breakfast') for (const t of f.traits) if (filters.breakfastBanned.has(t)) return false;
  return true;
}

/** Both: a recipe that may be this meal (a lock or a kept meal is checked with it again). */
export function fitsMeal(f: RecipeFacts, slot: MealSlot, filters: Filters): boolean {
  return fits(f, filters) && fitsSlot(f, slot, filters);
}
