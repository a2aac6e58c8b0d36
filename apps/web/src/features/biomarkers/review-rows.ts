/**
 * The review table's model (W2-F): the rows of a lab report as the person edits them (every field
 * text, as typed), made from what the reader found or from nothing (manual entry), checked with
 * core's row schema and turned into the confirm body. Pure, so the rules are tested without a DOM.
 */
import { rangeLabel, unitLabel } from './format';
import {
  confirmReportBodySchema,
  labRowInputSchema,
  labRowsMax,
  type ConfirmReportBody,
  type LabReportDetail,
  type LabResultRow,
  type LabRowInput,
} from '@thrivewell/core/contracts/biomarkers-contract';

export type LabFlagCode = '' | 'H' | 'L' | 'A' | 'N';

export interface DraftRow {
  /** The table's key: the reader's rowId, or a new id for a row the person added. */
  key: string;
  /** The reader's rowId (sent back on confirm), null for an added row. */
  rowId: string | null;
  name: string;
  loinc: string | null;
  /** The result as typed: a number ("5,4" and "5.4" both work) or a text result ("Negative"). */
  result: string;
  unit: string;
  range: string;
  /** The flag printed by the lab, as printed; not our interpretation. */
  labFlag: LabFlagCode;
  confidence: number;
  notes: string[];
  box: LabResultRow['box'];
}

export interface LabDraft {
  collectedOn: string;
  rows: DraftRow[];
}

/** Below this the reader was unsure: the row is highlighted with its notes. */
export const lowConfidence = 0.8;

let added = 0;
/** A key for a row the person adds (unique within the page's life; never sent as a rowId). */
export function newRowKey(): string {
  added += 1;
  return `added-${Date.now().toString(36)}-${added}`;
}

export function emptyRow(): DraftRow {
  return { key: newRowKey(), rowId: null, name: '', loinc: null, result: '', unit: '', range: '', labFlag: '', confidence: 1, notes: [], box: null };
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6, useGrouping: false });

/** The lab's own printed flag, when the reader took the row's flag from it. */
function printedFlag(row: LabResultRow): LabFlagCode {
  if (row.flagSource !== 'lab_flag') return '';
  return ({ high: 'H', low: 'L', normal: 'N', unknown: 'A' } as const)[row.flag];
}

export function draftRowFrom(row: LabResultRow): DraftRow {
  return {
    key: row.rowId,
    rowId: row.rowId,
    name: row.name,
    loinc: row.loinc,
    result: row.value !== null ? number.format(row.value) : (row.text ?? ''),
    unit: unitLabel(row.unit),
    range: rangeLabel(row.range),
    labFlag: printedFlag(row),
    confidence: row.confidence,
    notes: row.notes,
    box: row.box,
  };
}

/** The draft a report starts from: its rows and sample date as read (today when none was read). */
export function draftFromReport(report: Pick<LabReportDetail, 'collectedOn' | 'results'>, today: string): LabDraft {
  return { collectedOn: report.collectedOn ?? today, rows: report.results.map(draftRowFrom) };
}

/**
 * A typed result as a number, or null when it is text. Decimal commas ("5,4"), thousands
 * separators ("150,000", "1.234,5", "150 000") and a leading "+" are read; "<0.5" stays text.
 */
export function parseNumber(typed: string): number | null {
  let s = typed.trim().replace(/\s+(?=\d{3}\b)/g, '');
  if (!/^[-+]?[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the later one is the decimal mark.
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // "150,000" groups thousands; "5,4" or "0,125" is a decimal comma.
    s = /^[-+]?[1-9]\d{0,2}(,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  }
  const n = Number(s);
  return s.split('.').length <= 2 && Number.isFinite(n) ? n : null;
}

const blank = (r: DraftRow) => !r.name.trim() && !r.result.trim() && !r.unit.trim() && !r.range.trim();

export function rowInput(row: DraftRow): LabRowInput {
  const value = parseNumber(row.result);
  const text = row.result.trim();
  return {
    ...(row.rowId ? { rowId: row.rowId } : {}),
    name: row.name,
    loinc: row.loinc,
    value,
    text: value === null && text ? text : null,
    unit: row.unit.trim() || null,
    rangeText: row.range.trim() || null,
    labFlag: row.labFlag || null,
  };
}

/** Which of the row's inputs a schema issue is about. */
export type RowField = 'name' | 'result' | 'unit' | 'range';
const fieldOfKey: Record<string, RowField> = { name: 'name', value: 'result', text: 'result', unit: 'unit', rangeText: 'range', loinc: 'name' };

/** Errors by `collectedOn`, `rows` or `<row key>.<field>`: what the form shows beside each input. */
export type DraftErrors = Record<string, string>;

/**
 * Checks the draft as the server will (core's schemas) and builds the confirm body. Rows left
 * completely empty are dropped; a sample date in the future is refused here as well.
 */
export function checkDraft(draft: LabDraft, today: string): { errors: DraftErrors; body: ConfirmReportBody | null } {
  const errors: DraftErrors = {};
  const rows = draft.rows.filter((r) => !blank(r));
  for (const row of rows) {
    const parsed = labRowInputSchema.safeParse(rowInput(row));
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = fieldOfKey[String(issue.path[0] ?? 'value')] ?? 'result';
      errors[`${row.key}.${field}`] ??= issue.message;
    }
  }
  const body = { collectedOn: draft.collectedOn, rows: rows.map(rowInput) };
  const whole = confirmReportBodySchema.safeParse(body);
  if (!whole.success) {
    for (const issue of whole.error.issues) {
      if (issue.path[0] === 'collectedOn') errors.collectedOn ??= issue.message;
      else if (issue.path.length === 1) errors.rows ??= issue.message;
    }
  }
  if (!errors.collectedOn && draft.collectedOn > today) errors.collectedOn = 'Sample date cannot be in the future.';
  if (rows.length > labRowsMax) errors.rows = `A report can hold at most ${labRowsMax} rows.`;
  return Object.keys(errors).length ? { errors, body: null } : { errors, body: whole.success ? whole.data : null };
}

/**
 * Where a server error's `field` ("rows.2.value", "collectedOn") belongs in the draft. Indexes
 * count the rows sent, so blank rows are skipped as checkDraft skipped them.
 */
export function draftErrorKey(field: string | undefined, draft: LabDraft): string | null {
  if (!field) return null;
  if (field === 'collectedOn') return 'collectedOn';
  const m = /^rows\.(\d+)(?:\.(\w+))?/.exec(field);
  if (!m) return null;
  const row = draft.rows.filter((r) => !blank(r))[Number(m[1])];
  if (!row) return 'rows';
  return `${row.key}.${fieldOfKey[m[2] ?? 'value'] ?? 'result'}`;
}

/** A stored draft read back, or null when it is not one (damaged, or from an older shape). */
export function asDraft(value: unknown): LabDraft | null {
  const d = value as Partial<LabDraft> | null;
  if (!d || typeof d.collectedOn !== 'string' || !Array.isArray(d.rows)) return null;
  const ok = d.rows.every((r) => r && typeof r.key === 'string' && typeof r.name === 'string' && typeof r.result === 'string' && typeof r.unit === 'string' && typeof r.range === 'string');
  return ok ? { collectedOn: d.collectedOn, rows: d.rows.map((r) => ({ ...emptyRow(), ...r, notes: Array.isArray(r.notes) ? r.notes : [] })) } : null;
}

export { rangeLabel };
