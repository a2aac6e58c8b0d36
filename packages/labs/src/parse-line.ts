/**
 * One printed line → a candidate result row: name, value (or qualitative text), flag, unit and
 * range. With a header the cells are read by column (a previous-result column is dropped);
 * without one, by what each piece is: the first plain number is the value, a two-sided range is
 * the range, and a comparison ("<200") is the range when a plain value exists, else the value.
 */
import type { LabRange } from '@thrivewell/core/contracts/biomarkers-contract';
import { columnOf, type Column, type ColumnRole } from './header';
import type { Line } from './lines';
import { parseRange } from './range';
import { scanCell, type Piece } from './scan-cell';
import type { TextItem } from './text-layout';
import { parseNumber, type NumberStyle, type PrintedFlag } from './values';

export interface CandidateRow {
  name: string;
  value: number | null;
  qualifier: '<' | '>' | null;
  /** The value as printed ("5,4", "<0.5"). */
  valueText: string | null;
  text: string | null;
  unit: string | null;
  range: LabRange | null;
  rangeUnit: string | null;
  flag: PrintedFlag | null;
  /** Words that belong to the name and the result, for confidence. */
  items: TextItem[];
  /** Tokens nothing could be made of. */
  unknown: string[];
  /** 1 when read by header columns or unambiguous content; lower when guessed. */
  columnCertainty: number;
  notes: string[];
}

type Located = Piece & { role: ColumnRole | null; items: TextItem[] };

const countUnits = new Set(['/uL']);
/** A test name starts with a letter (or a number run into letters: "25-OH Vitamin D") and has letters in it. */
const looksLikeName = (s: string): boolean => /^(?:[A-Za-zÀ-ÿ(%#γ]|\d+[-(]?[A-Za-z])/.test(s.trim()) && /[A-Za-zÀ-ÿ]{2,}|^[A-Z][a-z]?\b/.test(s);

/** Split the first cell's text where the name ends and the result begins ("Glucose 95 mg/dL" run together). */
function splitName(text: string): { name: string; rest: string } {
  const tokens = text.split(' ');
  for (let k = 1; k < tokens.length; k++) {
    const restText = tokens.slice(k).join(' ');
    const pieces = scanCell(restText);
    const first = pieces[0];
    if (!first || first.kind === 'unknown' || first.kind === 'unit') continue;
    if (first.kind === 'flag') continue;
    if (pieces.some((p) => p.kind === 'unknown')) continue;
    if (first.kind === 'text' && k === tokens.length - 1 && tokens.length === 2 && /^(normal|none)$/i.test(first.text)) continue;
    return { name: tokens.slice(0, k).join(' '), rest: restText };
  }
  return { name: text, rest: '' };
}

export function parseLine(line: Line, columns: Column[] | null, style: NumberStyle): CandidateRow | null {
  const notes: string[] = [];
  const cells = line.cells.map((c) => ({ cell: c, role: columns ? columnOf(c, columns).role : null }));
  if (cells.some((c) => c.role === 'previous')) notes.push('A previous-result column was left out.');
  const kept = cells.filter((c) => c.role !== 'previous');
  if (!kept.length) return null;

  let nameCells = columns ? kept.filter((c) => c.role === 'name') : [];
  if (!nameCells.length) nameCells = [kept[0]!];
  const nameItems = nameCells.flatMap((c) => c.cell.items);
  let name = nameCells.map((c) => c.cell.text).join(' ');
  const located: Located[] = [];
  const split = splitName(name);
  if (split.rest && (!columns || nameCells.length === 1)) {
    name = split.name;
    for (const p of scanCell(split.rest)) located.push({ ...p, role: null, items: nameCells[0]!.cell.items });
  }
  if (!looksLikeName(name)) return null;
  for (const { cell, role } of kept) {
    if (nameCells.some((n) => n.cell === cell)) continue;
    for (const p of scanCell(cell.text, role === 'flag')) located.push({ ...p, role: role === 'other' ? null : role, items: cell.items });
  }

  const used = new Set<Located>();
  const take = (p: Located | undefined): Located | undefined => {
    if (p) used.add(p);
    return p;
  };
  const free = (p: Located): boolean => !used.has(p);
  const inRole = (role: ColumnRole | null) => (p: Located): boolean => free(p) && (p.role === role || p.role === null);
  const fromResult = inRole('result');

  // Range first when a range column exists; then the value.
  const rangeCol = located.filter((p) => p.role === 'range');
  let rangePiece = take(rangeCol.find((p) => p.kind === 'between' || p.kind === 'compare' || p.kind === 'text'));
  const hasPlainNumber = located.some((p) => fromResult(p) && p.kind === 'number');
  // The result column first (a number, "<0.5", "Negative"), then cells no column claims.
  const valueOrder: [ColumnRole | null, Piece['kind']][] = [['result', 'number'], ['result', 'compare'], ['result', 'text'], [null, 'number'], [null, 'compare'], [null, 'text']];
  let valuePiece: Located | undefined;
  for (const [role, kind] of valueOrder) {
    valuePiece ??= take(located.find((p) => free(p) && p.role === role && p.kind === kind));
  }
  if (!valuePiece) return null;
  if (!rangePiece) {
    // A two-sided range is never a result, whatever column it sits in; a comparison or text in the result column is.
    const rangeish = (p: Located): boolean =>
      free(p) && (p.kind === 'between' || (p.role !== 'result' && (p.kind === 'compare' || (p.kind === 'text' && valuePiece.kind === 'text'))));
    rangePiece = take(located.find(rangeish));
  }
  const unitPiece = take(located.find((p) => free(p) && p.kind === 'unit' && p.role !== 'range')) ?? take(located.find((p) => free(p) && p.kind === 'unit'));
  const flagPiece = take(located.find((p) => free(p) && p.kind === 'flag'));
  const unknown = located.filter((p) => free(p) && p.kind === 'unknown').map((p) => (p as { raw: string }).raw);
  const extra = located.filter((p) => free(p) && p.kind !== 'unknown' && p.kind !== 'unit' && p.kind !== 'flag');
  if (extra.length && !columns) notes.push('More numbers than columns on this line: the first was taken as the result.');

  const unit = unitPiece?.kind === 'unit' ? unitPiece.unit : null;
  const numStyle: NumberStyle = { ...style, countUnit: unit !== null && countUnits.has(unit) };
  let value: number | null = null;
  let qualifier: '<' | '>' | null = null;
  let valueText: string | null = null;
  let text: string | null = null;
  if (valuePiece.kind === 'number') {
    value = parseNumber(valuePiece.raw, numStyle);
    valueText = valuePiece.raw;
  } else if (valuePiece.kind === 'compare') {
    value = parseNumber(valuePiece.number, numStyle);
    qualifier = valuePiece.op;
    valueText = valuePiece.raw;
    notes.push(`Reported as "${valuePiece.raw}".`);
  } else if (valuePiece.kind === 'text') {
    text = valuePiece.text;
  }
  if (value === null && text === null) return null;

  let range: LabRange | null = null;
  let rangeUnit: string | null = null;
  if (rangePiece) {
    const raw = rangePiece.kind === 'text' ? rangePiece.text : 'raw' in rangePiece ? rangePiece.raw : '';
    const parsed = parseRange(raw, style);
    if (parsed) {
      range = parsed.range;
      rangeUnit = parsed.unit;
    }
  }
  const certain = !!columns || (!hasPlainNumber && valuePiece.kind !== 'compare') || extra.length === 0;
  return {
    name: name.replace(/[:.]+$/, '').trim(),
    value,
    qualifier,
    valueText,
    text,
    unit: unit ?? rangeUnit,
    range,
    rangeUnit,
    flag: flagPiece?.kind === 'flag' ? flagPiece.flag : null,
    items: [...nameItems, ...valuePiece.items],
    unknown,
    columnCertainty: certain ? 1 : 0.85,
    notes,
  };
}
