/**
 * The day the sample was taken, from a "Collected", "Collection date", "Date collected",
 * "Specimen date", "Sample date" label (and German, French and Spanish equivalents). Dates print
 * as ISO, US MM/DD/YYYY, UK DD/MM/YYYY, "12 Mar 2026", "Mar 12, 2026" or "12.03.2026"; a
 * numeric date whose order is unclear is read by the page's other dates (a day above 12 settles
 * it), then by the page's conventions (SI units and dotted dates → day first).
 */
export type DateOrder = 'dmy' | 'mdy';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthAlias: Record<string, number> = { mrz: 3, mär: 3, mai: 5, okt: 10, dez: 12, janv: 1, févr: 2, fevr: 2, mars: 3, avr: 4, juin: 6, juil: 7, août: 8, aout: 8, déc: 12, ene: 1, abr: 4, ago: 8, dic: 12, sept: 9 };
function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (monthAlias[w]) return monthAlias[w]!;
  const i = months.indexOf(w.slice(0, 3));
  return i >= 0 ? i + 1 : null;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const fullYear = (y: number): number => (y < 100 ? 2000 + y : y);
function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const isoRe = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/;
const numericRe = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/;
const dayMonthRe = /\b(\d{1,2})[\s.-]+([A-Za-zéûä]{3,5})\.?[\s.-]+(\d{4})\b/;
const monthDayRe = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/;

/** The first date in a piece of text as YYYY-MM-DD. */
export function readDate(text: string, order: DateOrder | null): string | null {
  let m = isoRe.exec(text);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = numericRe.exec(text);
  if (m) {
    const a = +m[1]!;
    const b = +m[3]!;
    const y = fullYear(+m[4]!);
    if (a > 12) return iso(y, b, a);
    if (b > 12) return iso(y, a, b);
    const dayFirst = m[2] === '.' || (order ?? 'mdy') === 'dmy';
    return dayFirst ? iso(y, b, a) : iso(y, a, b);
  }
  m = dayMonthRe.exec(text);
  if (m) {
    const mo = monthNumber(m[2]!);
    if (mo) return iso(+m[3]!, mo, +m[1]!);
  }
  m = monthDayRe.exec(text);
  if (m) {
    const mo = monthNumber(m[1]!);
    if (mo) return iso(+m[3]!, mo, +m[2]!);
  }
  return null;
}

/** How the page writes numeric dates: from any unambiguous date, else from its units and style. */
export function dateOrderOf(pageText: string): DateOrder | null {
  for (const m of pageText.matchAll(new RegExp(numericRe.source, 'g'))) {
    if (+m[1]! > 12 && +m[3]! <= 12) return 'dmy';
    if (+m[3]! > 12 && +m[1]! <= 12) return 'mdy';
  }
  if (/\b\d{1,2}\.\d{1,2}\.\d{4}\b/.test(pageText)) return 'dmy';
  const si = (pageText.match(/mmol\/[lL1]|[µu]mol\/[lL1]|x ?10\^?9\/[lL]|NHS|(?<![\d.,])\d+,\d{1,2}(?![\d,])/g) ?? []).length;
  const conventional = (pageText.match(/mg\/d[lL]|K\/[uµ]L|x10E3|Quest|LabCorp/g) ?? []).length;
  if (si > conventional) return 'dmy';
  if (conventional > si) return 'mdy';
  return null;
}

const label = /(collected|collection\s+date|coll\.?\s+date|date\/time\s+collected|date\s+drawn|drawn(?:\s+on)?|date\s+collected|date\s+of\s+collection|specimen\s+(?:date|collected|collection)|sample\s+(?:date|taken|collected)|date\s+sampled|entnahme(?:datum)?|abnahme(?:datum)?|probenentnahme|date\s+(?:de\s+)?prélèvement|prélevé\s+le|prélèvement|fecha\s+(?:de\s+)?(?:toma|extracción|recolección))/i;

/** The collection date from lines of text (in reading order), or null. */
export function findCollectedOn(lines: string[], order: DateOrder | null): string | null {
  for (const [i, line] of lines.entries()) {
    const m = label.exec(line);
    if (!m) continue;
    const after = line.slice(m.index + m[0].length);
    const found = readDate(after, order) ?? readDate(lines[i + 1] ?? '', order);
    if (found) return found;
  }
  return null;
}
