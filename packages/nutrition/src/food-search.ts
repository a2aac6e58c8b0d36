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
  /** ' ' + the words joined by spaces: a quick test that some word starts with a term. */
  text: string;
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

/**
 * Everyday foods (NDB numbers), Cronometer's "common foods" idea: the plain form a person most
 * likely means ("milk" → whole milk, not sheep's milk; "rice" → cooked white rice, not wild rice)
 * ranks first among the foods that match.
 */
export const everydayFoods = new Set([
  '01077', '01079', '01123', '01129', '01116', '01009', '01001', // milk whole / 2 %, egg raw / boiled, yogurt, cheddar, butter
  '20045', '20037', '18069', '18075', '08120', '20038', // rice white / brown cooked, bread white / whole-wheat, oats
  '09040', '09003', '09200', '09206', '09316', '09050', '09037', // banana, apple, orange, orange juice, strawberries, blueberries, avocado
  '11457', '11090', '11091', '11529', '11124', '11282', '11251', // spinach, broccoli raw / boiled, tomato, carrot, onion, lettuce
  '05064', '05062', '23568', '16070', '16015', '16057', '16426', '16398', '12061', // chicken breast, ground beef, lentils, beans, chickpeas, tofu, peanut butter, almonds
  '04053', '19335', '14209', '14411', // olive oil, sugar, coffee, water
  '11365', '20121', '15121', '15076', '15149', '11821', '11205', '01012', // boiled potato, spaghetti, canned tuna, salmon, shrimp, red pepper, cucumber, cottage cheese
]);

const rareGroups = new Set(['03', '21', '35', '36', '42', '43', '80', '83', '90', '93']);

function build(): Indexed[] {
  return allFoods().map((food) => {
    const words = wordsOf(food.name);
    const head = food.name.split(',')[0] ?? food.name;
    let base = words.length * 0.4 + food.name.length * 0.01;
    if (rareGroups.has(food.id.slice(0, 2))) base += 6;
    if (/\braw\b/i.test(food.name)) base -= 0.8;
    // Enough to outrank a narrower food whose head holds every word ("Chicken breast tenders").
    if (everydayFoods.has(food.id)) base -= 5;
    // Brand names are written in capitals in SR ("SILK Coffee, soymilk"): after generic foods.
    if (/\b[A-Z]{3,}\b/.test(food.name)) base += 3;
    if (/\b(babyfood|infant formula)\b/i.test(food.name)) base += 6;
    return { food, words, text: ` ${words.join(' ')}`, headWords: wordsOf(head).length, base };
  });
}

export interface FoodHit {
  food: Food;
  score: number;
}

const better = (a: FoodHit, b: FoodHit) => a.score < b.score || (a.score === b.score && a.food.name < b.food.name);

/** Up to `limit` foods for a query, best first; an empty query finds nothing. */
export function searchFoods(query: string, limit = 20): FoodHit[] {
  const terms = wordsOf(query).slice(0, 8);
  if (terms.length === 0 || limit < 1) return [];
  index ??= build();
  const hits: FoodHit[] = [];
  // Each term as ' term' (and ' term-without-s' for plurals): most foods fail this native test at once.
  const probes = terms.map((t) => [` ${t}`, t.length > 3 && t.endsWith('s') ? ` ${t.slice(0, -1)}` : null] as const);
  for (const entry of index) {
    if (!probes.every(([a, b]) => entry.text.includes(a) || (b !== null && entry.text.includes(b)))) continue;
    let score = entry.base;
    let ok = true;
    for (const term of terms) {
      let at = -1;
      let exact = false;
      for (let i = 0; i < entry.words.length; i++) {
        const w = entry.words[i]!;
        if (w.startsWith(term) || (term.length > 3 && term.endsWith('s') && w.startsWith(term.slice(0, -1)))) {
          at = i;
          exact = w === term || w === `${term}s` || w === `${term}es` || `${w}s` === term;
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
    if (!ok) continue;
    // Keep only the best `limit` (a short sorted list): sorting thousands of hits for "o" is the slow part.
    const hit = { food: entry.food, score };
    if (hits.length === limit && !better(hit, hits[limit - 1]!)) continue;
    let i = hits.length === limit ? limit - 1 : hits.length;
    while (i > 0 && better(hit, hits[i - 1]!)) {
      hits[i] = hits[i - 1]!;
      i--;
    }
    hits[i] = hit;
  }
  return hits;
}
