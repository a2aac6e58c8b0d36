/** Turns a printed ingredient list into single ingredients. */
import { normalizeName } from './normalize';

export interface ParsedIngredient {
  /** As printed (trimmed). */
  text: string;
  /** normalizeName(text), padded with a space each side for whole-word matching. */
  padded: string;
}

const lead = /^\s*(?:ingredients?|contains|may contain|allergens?)\s*:\s*/i;
/** Headings of a label, not ingredients ('Ingredients:' in the middle of the text). */
const labelWord = /^(?:ingredients?|contains|allergens?|allergy advice|allergy information)$/i;
const noise = /\b(?:less than|\d+(?:\.\d+)?\s*%(?:\s*or less(?: of)?)?)/gi;

/**
 * Splits on commas, semicolons, full stops between words and brackets (the bracketed
 * sub-ingredients become ingredients of their own), drops 'Ingredients:' and percentages, and
 * de-duplicates.
 */
export function parseIngredients(text: string): ParsedIngredient[] {
  const cleaned = text.replace(lead, '').replace(/\r?\n/g, ',');
  const parts = cleaned
    .split(/[,;()[\]{}]|\.(?=\s|$)|\s[-–—]\s|\band\/or\b|:/i)
    .map((p) => p.replace(noise, ' ').replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0 && /[a-z0-9]/i.test(p) && !labelWord.test(p));
  const seen = new Set<string>();
  const out: ParsedIngredient[] = [];
  for (const part of parts) {
    const key = normalizeName(part);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ text: part.slice(0, 200), padded: ` ${key} ` });
  }
  return out;
}

/** Where a precautionary ("may contain") statement starts. */
const traceLead =
  /\b(?:may\s+(?:also\s+)?contain(?:\s+traces?\s+of)?|(?:contains?\s+)?traces?\s+of|not\s+suitable\s+for\s+(?:people\s+with\s+)?(?:an?\s+)?allergy\s+to|(?:made|produced|manufactured|processed|packed|packaged)\s+(?:in|on)\s+(?:a\s+)?(?:factory|facility|site|line|equipment)(?:\s+that)?(?:\s+also)?\s+(?:handles|processes|uses|with|containing)?)\s*:?\s*/i;

/**
 * Splits a label into what the product is made of and its precautionary "may contain" traces
 * ("May contain hazelnuts and sesame.", "Made in a factory that handles peanuts."): a trace is
 * not an ingredient, and is listed apart.
 */
export function splitTraces(text: string): { ingredients: string; traces: ParsedIngredient[] } {
  let rest = text;
  let main = '';
  const traceParts: string[] = [];
  for (let m = traceLead.exec(rest); m; m = traceLead.exec(rest)) {
    main += `${rest.slice(0, m.index)}, `;
    const after = rest.slice(m.index + m[0].length);
    const end = after.search(/\.(?:\s|$)|\r?\n/);
    traceParts.push(end < 0 ? after : after.slice(0, end));
    rest = end < 0 ? '' : after.slice(end + 1);
  }
  main += rest;
  const traces = parseIngredients(traceParts.join(', ').replace(/\s(?:and|or|&)\s/gi, ', '));
  return { ingredients: main, traces };
}

/**
 * Phrases in which a word does not mean what it usually means on a label: the 'butter' of
 * peanut butter is not dairy, the 'milk' of oat milk is not milk, a sugar alcohol is not alcohol.
 */
const falseFriends: Readonly<Record<string, readonly string[]>> = {
  butter: ['peanut butter', 'cocoa butter', 'cacao butter', 'shea butter', 'nut butter', 'apple butter', 'almond butter', 'cashew butter', 'coconut butter', 'seed butter', 'sunflower butter', 'mango butter'],
  milk: ['coconut milk', 'almond milk', 'oat milk', 'soy milk', 'soya milk', 'rice milk', 'cashew milk', 'hemp milk', 'pea milk', 'plant milk', 'milk thistle'],
  cream: ['cream of tartar', 'coconut cream'],
  curd: ['bean curd'],
  cheese: ['vegan cheese', 'plant based cheese'],
  nut: ['tiger nut'],
  nuts: ['tiger nuts'],
  crab: ['crab apple', 'crab apples'],
  alcohol: ['sugar alcohol', 'sugar alcohols'],
  wine: ['wine vinegar'],
  beer: ['root beer', 'ginger beer'],
  lamb: ['lambs lettuce', 'lamb s lettuce'],
  coffee: ['decaf coffee', 'decaffeinated coffee'],
  sausage: ['vegan sausage', 'vegetarian sausage', 'meat free sausage', 'plant based sausage'],
  chicken: ['vegan chicken', 'plant based chicken', 'meat free chicken'],
  mayo: ['vegan mayo'],
};

/** 'gluten free', 'free from gluten', 'no added sugar', 'non dairy', 'without egg' deny the word. */
function negatedAt(padded: string, start: number, end: number): boolean {
  const before = padded.slice(0, start);
  const after = padded.slice(end);
  return /^ ?(?:s|es)? free\b/.test(after) || /\b(?:no|non|without|free from|no added)\s$/.test(before);
}

function insideFalseFriend(padded: string, term: string, start: number): boolean {
  for (const phrase of falseFriends[term] ?? []) {
    const offset = phrase.split(' ').indexOf(term.split(' ')[0]!);
    if (offset < 0) continue;
    const lead = phrase.split(' ').slice(0, offset).join(' ');
    const phraseStart = lead ? start - lead.length - 1 : start;
    if (phraseStart >= 0 && padded.startsWith(phrase, phraseStart)) return true;
  }
  return false;
}

/**
 * Does the ingredient contain the (normalised) term as whole words, allowing a plural 's' or
 * 'es' — and not denied ('gluten free') or inside a false friend ('peanut butter')?
 */
export function containsTerm(ingredient: ParsedIngredient, term: string): boolean {
  if (!term) return false;
  const p = ingredient.padded;
  for (const suffix of ['', 's', 'es']) {
    const needle = ` ${term}${suffix} `;
    for (let at = p.indexOf(needle); at >= 0; at = p.indexOf(needle, at + 1)) {
      const start = at + 1;
      const end = start + term.length + suffix.length;
      if (!negatedAt(p, start, end) && !insideFalseFriend(p, term, start)) return true;
    }
  }
  return false;
}
