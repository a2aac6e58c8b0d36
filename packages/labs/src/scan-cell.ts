/**
 * Reading the pieces of one cell of a results line: a cell may hold one thing ("5.4", "H",
 * "mmol/L", "3.5-5.1") or several run together ("5.4 H", "14,2 g/dl", "<0.5 mg/L", "5.4H"), as
 * PDFs and OCR often join neighbouring columns. Ranges are found first (longest match) so their
 * numbers are never taken for the result.
 */
import { isBetweenRange } from './range';
import { normaliseUnit } from './units';
import { parseFlag, parseNumber, parseQualitative, type PrintedFlag } from './values';

export type Piece =
  | { kind: 'between'; raw: string }
  | { kind: 'compare'; op: '<' | '>'; raw: string; number: string }
  | { kind: 'number'; raw: string }
  | { kind: 'text'; text: string }
  | { kind: 'flag'; flag: PrintedFlag }
  | { kind: 'unit'; unit: string; raw: string }
  | { kind: 'unknown'; raw: string };

const numberToken = /^[+-]?(?:\d+(?:[.,]\d+)*|[.,]\d+)$/;
const compareRe = /^(<=?|≤|=<|>=?|≥|=>|less than(?: or equal to)?|greater than(?: or equal to)?)\s*(\d+(?:[.,]\d+)*|[.,]\d+)$/i;

/** "<0.5", "< = 150", "> OR = 60", "≥ 60" → a comparison, else null. */
function compareOf(raw: string): Extract<Piece, { kind: 'compare' }> | null {
  const t = raw.trim().replace(/\s*\bor\b\s*=?\s*/i, '=').replace(/([<>])\s*=\s*/, '$1=').replace(/([<>≤≥]=?)\s+/, '$1').replace(/\s+/g, ' ');
  const m = compareRe.exec(t);
  if (!m) return null;
  const op = /^(<|≤|=<|less)/i.test(m[1]!) ? '<' : '>';
  return { kind: 'compare', op, raw: raw.trim(), number: m[2]! };
}

/** One whitespace-free token, possibly a number glued to a flag or unit ("5.4H", "14.2g/dl", "*7.9"). */
function tokenPieces(tok: string, inFlagColumn: boolean): Piece[] {
  if (numberToken.test(tok)) return [{ kind: 'number', raw: tok }];
  if (/^\d[\dOoIl|.,]*\d$/.test(tok) && parseNumber(tok) !== null) return [{ kind: 'number', raw: tok }];
  const flag = parseFlag(tok, inFlagColumn);
  if (flag) return [{ kind: 'flag', flag }];
  const unit = normaliseUnit(tok);
  if (unit) return [{ kind: 'unit', unit, raw: tok }];
  const q = parseQualitative(tok);
  if (q) return [{ kind: 'text', text: q }];
  const cmp = compareOf(tok);
  if (cmp) return [cmp];
  const glued = /^([*!↑↓]|[HL](?=\d))?([<>≤≥]?\d+(?:[.,]\d+)*)([A-Za-zµ%/*^\d.↑↓!]*)$/.exec(tok);
  if (glued) {
    const pieces: Piece[] = [];
    if (glued[1]) pieces.push({ kind: 'flag', flag: parseFlag(glued[1], true) ?? 'abnormal' });
    const numPart = glued[2]!;
    pieces.push(compareOf(numPart) ?? { kind: 'number', raw: numPart });
    const tail = glued[3] ?? '';
    if (tail) {
      const tailFlag = parseFlag(tail, false);
      const tailUnit = normaliseUnit(tail);
      if (tailFlag) pieces.push({ kind: 'flag', flag: tailFlag });
      else if (tailUnit) pieces.push({ kind: 'unit', unit: tailUnit, raw: tail });
      else return [{ kind: 'unknown', raw: tok }];
    }
    return pieces;
  }
  // A flag run into the unit after it when the columns sit close ("Lg/dL", "HfL").
  const flagUnit = /^([HL])(.+)$/.exec(tok);
  const gluedUnit = flagUnit ? normaliseUnit(flagUnit[2]) : null;
  if (flagUnit && gluedUnit) return [{ kind: 'flag', flag: parseFlag(flagUnit[1]!, true) ?? 'abnormal' }, { kind: 'unit', unit: gluedUnit, raw: flagUnit[2]! }];
  return [{ kind: 'unknown', raw: tok }];
}

/** Split a cell's text into pieces, trying the longest run of tokens first (ranges, "Not detected", "x10^9 / L"). */
export function scanCell(text: string, inFlagColumn = false): Piece[] {
  const tokens = text.replace(/[()[\]]/g, ' ').replace(/([<>≤≥])\s+(?=\d)/g, '$1').split(/\s+/).filter(Boolean);
  const pieces: Piece[] = [];
  let i = 0;
  while (i < tokens.length) {
    let taken = 0;
    for (let j = Math.min(tokens.length, i + 6); j > i && !taken; j--) {
      const joined = tokens.slice(i, j).join(' ');
      if (isBetweenRange(joined)) {
        pieces.push({ kind: 'between', raw: joined });
        taken = j - i;
      } else if (/^([<>≤≥]|(less|greater) than)/i.test(joined) && compareOf(joined)) {
        pieces.push(compareOf(joined)!);
        taken = j - i;
      } else if (parseQualitative(joined)) {
        pieces.push({ kind: 'text', text: parseQualitative(joined)! });
        taken = j - i;
      } else if (normaliseUnit(joined) && !tokens.slice(i, j).some((t) => numberToken.test(t))) {
        pieces.push({ kind: 'unit', unit: normaliseUnit(joined)!, raw: joined });
        taken = j - i;
      }
    }
    if (taken) {
      i += taken;
      continue;
    }
    pieces.push(...tokenPieces(tokens[i]!, inFlagColumn));
    i += 1;
  }
  return pieces;
}
