/** Turns a printed ingredient list into single ingredients. */
import { normalizeName } from './normalize';

export interface ParsedIngredient {
  /** As printed (trimmed). */
  text: string;
  /** normalizeName(text), padded with a space each side for whole-word matching. */
  padded: string;
}

const lead = /^\s*(?:ingredients?|contains|may contain|allergens?)\s*:\s*/i;
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
    .filter((p) => p.length > 0 && /[a-z0-9]/i.test(p));
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

/** Does the ingredient contain the (normalised) term as whole words, allowing a plural 's' or 'es'? */
export function containsTerm(ingredient: ParsedIngredient, term: string): boolean {
  if (!term) return false;
  const p = ingredient.padded;
  return p.includes(` ${term} `) || p.includes(` ${term}s `) || p.includes(` ${term}es `);
}
