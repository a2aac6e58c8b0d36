/** Text normalisation shared by name resolution, search and ingredient analysis. */

/** 'St. John’s Wort®' → 'st johns wort'; 'Co-Q10' → 'co q10'. Lowercase ASCII words separated by one space. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The normalised form without spaces: 'co q10' → 'coq10', 'st johns wort' → 'stjohnswort'. */
export function compactName(normalized: string): string {
  return normalized.replace(/ /g, '');
}

const strength = /\b\d+(?: \d+)?(?: ?(?:mg|mcg|ug|g|ml|iu|units?|percent|meq))\b/g;
const formWords = new Set([
  'tablet', 'tablets', 'tab', 'tabs', 'capsule', 'capsules', 'cap', 'caps', 'pill', 'pills', 'oral', 'softgel', 'softgels',
  'chewable', 'liquid', 'syrup', 'suspension', 'solution', 'drops', 'injection', 'injectable', 'cream', 'ointment', 'gel',
  'patch', 'spray', 'inhaler', 'er', 'xr', 'sr', 'xl', 'cr', 'dr', 'ec', 'extended', 'delayed', 'release', 'daily', 'generic',
  'supplement', 'supplements', 'otc', 'rx', 'hcl', 'hydrochloride', 'sodium', 'mg', 'mcg',
]);

/**
 * A second chance for names typed with a strength or a dosage form: 'ibuprofen 200 mg tablets'
 * → 'ibuprofen'. Returns '' when nothing is left.
 */
export function stripDoseAndForm(normalized: string): string {
  return normalized
    .replace(strength, ' ')
    .split(' ')
    .filter((w) => w && !formWords.has(w) && !/^\d+$/.test(w))
    .join(' ');
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), stopping early
 * once every path exceeds `max` (then returns max + 1).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2: number[] = new Array<number>(n + 1).fill(0);
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  let cur: number[] = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}
