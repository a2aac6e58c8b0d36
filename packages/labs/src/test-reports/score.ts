/** Test helper: compares parsed rows with a report's expected rows and says which were read right. */
import type { LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import type { ExpectedRow } from './corpus-types';

export interface ReportScore {
  right: number;
  expected: number;
  /** Rows read that were not on the expected list (headers or addresses taken for results). */
  extra: number;
  share: number;
  misses: string[];
}

const close = (a: number | null, b: number | null): boolean => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)));

function differences(row: LabResultRow, e: ExpectedRow): string[] {
  const d: string[] = [];
  if (!close(row.value, e.value)) d.push(`value ${row.value} ≠ ${e.value}`);
  if ((row.text ?? '').toLowerCase() !== (e.text ?? '').toLowerCase()) d.push(`text ${row.text} ≠ ${e.text}`);
  if (row.unit !== e.unit) d.push(`unit ${row.unit} ≠ ${e.unit}`);
  if (!close(row.range.low, e.low) || !close(row.range.high, e.high)) d.push(`range ${row.range.low}–${row.range.high} ≠ ${e.low}–${e.high}`);
  if (row.flag !== e.flag) d.push(`flag ${row.flag} ≠ ${e.flag}`);
  return d;
}

/** Share of rows read right: right ÷ (expected + extra rows read). */
export function scoreReport(rows: LabResultRow[], expected: ExpectedRow[]): ReportScore {
  const unused = [...rows];
  let right = 0;
  const misses: string[] = [];
  for (const e of expected) {
    const i = unused.findIndex((r) => (e.loinc ? r.loinc === e.loinc : r.loinc === null && r.name.toLowerCase() === (e.name ?? '').toLowerCase()));
    if (i < 0) {
      misses.push(`${e.loinc ?? e.name}: not read`);
      continue;
    }
    const row = unused.splice(i, 1)[0]!;
    const d = differences(row, e);
    if (d.length) misses.push(`${e.loinc ?? e.name} (${row.name}): ${d.join('; ')}`);
    else right += 1;
  }
  for (const r of unused) misses.push(`extra row: ${r.name} = ${r.value ?? r.text}`);
  const extra = unused.length;
  return { right, expected: expected.length, extra, share: right / (expected.length + extra), misses };
}
