/**
 * Column headers of a results table ("Test | Result | Flag | Units | Reference Interval |
 * Previous"), in English, German, French and Spanish, and the assignment of a line's cells to
 * those columns so columns in any order are read. A previous-result column is recognised so its
 * value is never taken for the current one.
 */
import type { Cell, Line } from './lines';

export type ColumnRole = 'name' | 'result' | 'flag' | 'unit' | 'range' | 'previous' | 'other';

export interface Column {
  role: ColumnRole;
  x: number;
  x2: number;
}

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9/ ]/g, ' ').replace(/\s+/g, ' ').trim();

// Order matters: "previous result" must be caught before "result", "In Range" (Quest's result column) before "range".
const roleWords: [ColumnRole, RegExp][] = [
  ['previous', /\b(previous|prior|last|earlier|vorwert|vorbefund|vorherig\w*|frueher\w*|anterieur|anteriorites?|precedent|anterior|previo)\b/],
  ['result', /^(in range|out of range|within range|outside range)$/],
  ['range', /\b(reference|ref|normal|range|interval|limits?|referenz\w*|norm\w*|bereich|valeurs? de reference|valeurs? normales?|intervalle|rango|valores? de referencia|referencia)\b/],
  ['unit', /^(units?|unit of measure|uom|einheit|unite|unites|unidad|unidades|masseinheit)$/],
  ['flag', /^(flag|flags|abnormal|abn|h\/l|status|kennzeichen|indicator|alert|hinweis|indicateur|indicador)$/],
  ['result', /\b(results?|values?|current|ergebnis|wert|befund|resultats?|valeur|resultado|valor|in range|out of range)\b/],
  ['name', /^(test|tests|test name|analyte|component|parameter|investigation|examination|description|test description|untersuchung|analyse|analyses|examen|prueba|pruebas|determinacion|determinaciones|name|marker)$/],
];

/** The role a header cell names, or null when it is not a header word. */
export function headerRole(text: string): ColumnRole | null {
  const t = fold(text);
  if (!t) return null;
  const roles = new Set(roleWords.filter(([, re]) => re.test(t)).map(([role]) => role));
  if (roles.has('previous')) return 'previous';
  // Several headers run into one cell ("Result Flag Units Reference"): the cell's content decides.
  const words = new Set(t.split(' ').map((w) => roleWords.find(([, re]) => re.test(w))?.[0]).filter((r) => r && r !== 'name'));
  if (words.size > 1 && !/^current result/.test(t)) return 'other';
  return roleWords.find(([, re]) => re.test(t))?.[0] ?? null;
}

/** A line's columns when it is a table header (at least a result or range column plus one more), else null. */
export function detectHeader(line: Line): Column[] | null {
  const roles = line.cells.map((c) => headerRole(c.text));
  const known = roles.filter((r) => r !== null);
  if (known.length < 2 || known.length < line.cells.length - 1) return null;
  if (!known.includes('result') && !known.includes('range')) return null;
  return line.cells.map((c, i) => ({ role: roles[i] ?? 'other', x: c.x, x2: c.x2 }));
}

/** The column a cell sits in: most horizontal overlap, else the nearest header by centre. */
export function columnOf(cell: Cell, columns: Column[]): Column {
  let best = columns[0]!;
  let bestScore = -Infinity;
  for (const [i, col] of columns.entries()) {
    // A column reaches from its header to the next header (values are often right of or under their header).
    const next = columns[i + 1];
    const prev = columns[i - 1];
    const left = prev ? Math.min(col.x, (prev.x2 + col.x) / 2) : -1;
    const right = next ? Math.max(col.x2, next.x - 0.005) : 2;
    const overlap = Math.min(cell.x2, right) - Math.max(cell.x, left);
    const centre = (cell.x + cell.x2) / 2;
    const distance = Math.abs(centre - (col.x + col.x2) / 2);
    const score = overlap > 0 ? overlap * 10 - distance : -distance;
    if (score > bestScore) {
      bestScore = score;
      best = col;
    }
  }
  return best;
}
