/** How biomarker values, dates and report states read on screen (W2-F). */
import type { LabRange, LabReportStatus, MarkerPoint } from '@thrivewell/core/contracts/biomarkers-contract';
import { displayUnit } from '@thrivewell/labs/units';

/** A UCUM unit as people read it ("m[IU]/L" → "mIU/L", "10*9/L" → "×10⁹/L"); null or unitless → ''. */
export const unitLabel = (unit: string | null): string => (unit ? displayUnit(unit) || '' : '');

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** "5.4 mmol/L", "Negative", "—". */
export function valueLabel(p: Pick<MarkerPoint, 'value' | 'text' | 'unit'>): string {
  const unit = unitLabel(p.unit);
  if (p.value !== null) return unit ? `${number.format(p.value)} ${unit}` : number.format(p.value);
  return p.text ?? '—';
}

/** "2026-11-20" → "20 Nov 2026" (read as a calendar day, never shifted by the time zone). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const statusLabels: Record<LabReportStatus, string> = {
  processing: 'Being read',
  needs_review: 'Waiting for your review',
  confirmed: 'Confirmed',
  failed: 'Could not be read',
};

/** "Reading page 2 of 3…" from the report's progress; the page count may not be known yet. */
export function readingLabel(progress: number, pages: number): string {
  if (pages < 1) return 'Reading your report…';
  const page = Math.min(pages, Math.floor((Math.max(0, Math.min(100, progress)) / 100) * pages) + 1);
  return `Reading page ${page} of ${pages}…`;
}

/** A range's bounds: every digit kept and no grouping (the review table edits this text, and "150,000" would read as a decimal comma). */
const rangeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6, useGrouping: false });

/** A range as people read it: the printed text, else "3.5–5.1", "< 200", "> 60"; '' when none. */
export function rangeLabel(range: LabRange | null | undefined): string {
  if (!range) return '';
  if (range.text) return range.text;
  if (range.low !== null && range.high !== null) return `${rangeNumber.format(range.low)}–${rangeNumber.format(range.high)}`;
  if (range.high !== null) return `< ${rangeNumber.format(range.high)}`;
  if (range.low !== null) return `> ${rangeNumber.format(range.low)}`;
  return '';
}

