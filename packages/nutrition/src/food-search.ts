/**
 * Food search over the whole table: every word of the query must start a word of the food's
 * name (so "chick bre" finds "Chicken, broilers or fryers, breast"); ranked by where the words
 * match (the part before the first comma names the food), how plain the food is (short names,
 * "raw" and everyday groups first; baby foods, restaurant and fast foods last).
 */
import { allFoods, type Food } from './foods';

interface Indexed {
  food: Food;
  /** Lower-case words of the name, in order. */
  words: string[];
  /** How many words the head (before the first comma) has. */
  headWords: number;
  /** A fixed cost from the name's length and the food group. */
  base: number;
}

let index: Indexed[] | undefined;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9%]+/)
    .filter(Boolean);

const rareGroups = new Set(['03', '21', '35', '36', '42', '43', '80', '83', '90', '93']);

function build(): Indexed[] {
  return allFoods().map((food) => {
    const words = wordsOf(food.name);
    const head = food.name.split(',')[0] ?? food.name;
    let base = words.length * 0.4 + food.name.length * 0.01;
    if (rareGroups.has(food.id.slice(0, 2))) base += 6;
    if (/\braw\b/i.test(food.name)) base -= 0.8;
    // Brand names are written in capitals in SR ("SILK Coffee, soymilk"): after generic foods.
    if (/\b[A-Z]{3,}\b/.test(food.name)) base += 3;
    if (/\b(babyfood|infant formula)\b/i.test(food.name)) base += 6;
    return { food, words, headWords: wordsOf(head).length, base };
  });
}

export interface FoodHit {
  food: Food;
  score: number;
}

/** Up to `limit` foods for a query, best first; an empty query finds nothing. */
export function searchFoods(query: string, limit = 20): FoodHit[] {
  const terms = wordsOf(query).slice(0, 8);
  if (terms.length === 0) return [];
  index ??= build();
  const hits: FoodHit[] = [];
  for (const entry of index) {
    let score = entry.base;
    let ok = true;
    for (const term of terms) {
      let at = -1;
      let exact = false;
      for (let i = 0; i < entry.words.length; i++) {
        const w = entry.words[i]!;
        if (w.startsWith(term) || (term.length > 3 && term.endsWith('s') && w.startsWith(term.slice(0, -1)))) {
          at = i;
          exact = w === term || w === `${term}s` || `${w}s` === term;
          break;
        }
      }
      if (at < 0) {
        ok = false;
        break;
      }
      score += at < entry.headWords ? at * 0.5 : 3 + at * 0.3;
      if (!exact) score += 1;
    }
    if (ok) hits.push({ food: entry.food, score });
  }
  hits.sort((a, b) => a.score - b.score || a.food.name.localeCompare(b.food.name));
  return hits.slice(0, limit);
}
