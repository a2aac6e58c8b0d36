/**
 * Text preparation for the emergency screen: one canonical form that every lexicon is written
 * against. Lowercase, accents dropped (ß → ss), French elisions opened ("j'ai" → "je ai",
 * "n'arrive" → "ne arrive"), English apostrophes dropped ("can't" → "cant"), letters repeated
 * three or more times cut to two ("pleaseee" → "pleasee", "bleeeding" → "bleeding"), text-speak
 * spelled out ("rn" → "right now", "kms" → "kill myself"), and misspelt keywords of five or more
 * letters corrected by a small edit distance ("overdoes" → "overdose", "unconcious" →
 * "unconscious"). Digits keep their "/" and "." so readings ("190/125", "2.8") survive.
 */
import { fuzzyTargets, realWordsNearTargets } from './screen-fuzzy-words';

/** Lowercase, apostrophes dropped, everything else that is not a letter or digit → one space. "Can't  BREATHE!!" → "cant breathe". */
export function normalizeChatText(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whole-word replacements applied after tokenising: text-speak, common misspellings of short words. */
const wordMap: Record<string, string> = {
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  rn: 'right now',
  asap: 'right now',
  idk: 'i dont know',
  abt: 'about',
  ppl: 'people',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  w: 'with',
  kms: 'kill myself',
  unalive: 'kill',
  od: 'overdose',
  oded: 'overdosed',
  odd: 'overdosed',
  ods: 'overdosed',
  pils: 'pills',
  pilss: 'pills',
  tabs: 'tablets',
  mom: 'mom',
  mam: 'mum',
  mommy: 'mom',
  mummy: 'mum',
  ma: 'mum',
  cnt: 'cant',
  canot: 'cant',
  cannt: 'cant',
  caint: 'cant',
  tounge: 'tongue',
  toungue: 'tongue',
  tung: 'tongue',
  tonge: 'tongue',
  throte: 'throat',
  thraot: 'throat',
  troat: 'throat',
  carnt: 'cant',
  brethe: 'breathe',
  breth: 'breath',
  brathe: 'breathe',
  breate: 'breathe',
  chst: 'chest',
  hart: 'heart',
  im: 'im',
  iam: 'im',
  ive: 'ive',
  dont: 'dont',
  wont: 'wont',
  didnt: 'didnt',
  tomorow: 'tomorrow',
  tonite: 'tonight',
  nite: 'night',
  nd: 'and',
  n: 'and',
  r: 'are',
  y: 'y',
  b4: 'before',
  gf: 'girlfriend',
  bf: 'boyfriend',
  bro: 'brother',
  sis: 'sister',
  nan: 'nan',
};

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping once over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

const targetSet = new Set(fuzzyTargets);
/** Targets grouped by first letter and by length, so a word is only compared with a few. */
const targetsByLength = new Map<number, string[]>();
for (const target of fuzzyTargets) {
  for (let len = target.length - 2; len <= target.length + 2; len++) {
    const list = targetsByLength.get(len) ?? [];
    list.push(target);
    targetsByLength.set(len, list);
  }
}
const corrections = new Map<string, string>();

/** The keyword a misspelt word stands for, or the word itself. Words ≥ 5 letters; distance 1 (2 from 9 letters). */
export function correctWord(word: string): string {
  if (word.length < 5 || targetSet.has(word) || realWordsNearTargets.has(word) || /\d/.test(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const max = word.length >= 9 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const target of targetsByLength.get(word.length) ?? []) {
    if (target[0] !== word[0] && target[1] !== word[1]) continue;
    const distance = editDistance(word, target, max);
    if (distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  if (corrections.size < 5000) corrections.set(word, best);
  return best;
}

/**
 * The screen's canonical text. Keeps digits with "/" and "." between them ("180/120", "2.8").
 * Returns "" for a message with no letters or digits.
 */
export function screenText(message: string, correct = true): string {
  const text = message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\b(l|j|d|n|m|s|t|c|qu)['’](?=[a-z])/g, (_m, p: string) => (p === 'qu' ? 'que ' : `${p}e `))
    .replace(/['’‘`´]/g, '')
    .replace(/(\d)\s*([/.,])\s*(?=\d)/g, (_m, d: string, sep: string) => `${d}${sep === ',' ? '.' : sep}`)
    .replace(/[^a-z0-9/.]+/g, ' ')
    .replace(/(?<!\d)[/.]|[/.](?!\d)/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1$1');
  const words: string[] = [];
  for (const token of text.split(' ')) {
    if (!token) continue;
    // English text-speak only in English: French "ma" is not "mum", Spanish "u" is not "you".
    const mapped = correct ? wordMap[token] : undefined;
    if (mapped !== undefined) words.push(mapped);
    else words.push(correct ? correctWord(token) : token);
  }
  return words.join(' ');
}

/**
 * Clauses of a message (split at sentence and clause punctuation), each in screen form. `correct`:
 * fix misspelt English keywords (off for a message in another language: "letal" is not "lethal").
 */
export function screenClauses(message: string, correct = true): string[] {
  return message
    .split(/[.;:!?…\n]+(?!\d)|,(?!\d)|\s[-–—]\s|\b(?:but|pero|aber)\b/i)
    .map((part) => screenText(part ?? '', correct))
    .filter(Boolean);
}
