import { readCsv, type CsvRecord } from './csv-reader';
import { bearableHeader, bearableLegacyHeader, finishBearable, newBearableState, readBearableRecord } from './bearable';
import { daylioHeader, daylioLegacyHeader, parseDaylioRecord } from './daylio';
import type { ImportEntry, ImportSource, LineError, ParsedImport } from './import-entry';
import { finishThrivewell, newThrivewellState, readThrivewellRecord, thrivewellHeader } from './thrivewell-format';

/**
 * Reads a tracker export: finds the format from the header row, then reads every row, collecting
 * entries and one error per bad line. Never throws on content; a file that is not one of the
 * formats answers `{ problem }` with the message a person reads.
 */

/** Rows per file: 10,000 save in 2–6 s on the embedded database on a busy 2-core machine (20,000 took 5–12 s), inside the 10 s budget. */
export const maxImportRows = 10_000;

const formats: { format: ImportSource; header: readonly string[] }[] = [
  { format: 'daylio', header: daylioHeader },
  { format: 'daylio', header: daylioLegacyHeader },
  { format: 'bearable', header: bearableHeader },
  { format: 'bearable', header: bearableLegacyHeader },
  { format: 'thrivewell', header: thrivewellHeader },
];

const normalise = (name: string) => name.trim().toLowerCase().replace(/^"|"$/g, '');

/** Which export this header belongs to and where each column is; null when it is none of them. */
export function detectFormat(header: string[]): { format: ImportSource; columns: Record<string, number> } | null {
  const names = header.map(normalise);
  for (const f of formats) {
    if (f.header.length !== names.length) continue;
    if (!f.header.every((h) => names.includes(h))) continue;
    const columns: Record<string, number> = {};
    names.forEach((n, i) => (columns[n] = i));
    return { format: f.format, columns };
  }
  return null;
}

export type ParseOutcome = ParsedImport | { problem: string };

export function parseTrackerExport(text: string, opts: { today: string; maxRows?: number }): ParseOutcome {
  const maxRows = opts.maxRows ?? maxImportRows;
  if (text.trim() === '') return { problem: 'The file is empty.' };
  const read = readCsv(text, { maxRecords: maxRows + 1 });
  if (read.truncated) {
    return { problem: `The file has more than ${maxRows.toLocaleString('en')} rows. Export a shorter period (for example one year at a time) and import each file.` };
  }
  const [headerRecord, ...records] = read.records;
  const header = headerRecord?.line === 1 ? headerRecord.cells : [];
  const detected = detectFormat(header);
  if (!detected) {
    const shown = header.join(',').slice(0, 120) || 'no header row';
    return {
      problem: `Not a Daylio or Bearable export: the first row is "${shown}". Daylio's starts with full_date,date,weekday,time,mood; Bearable's with date,date formatted,weekday,time of day,category.`,
    };
  }
  const errors: LineError[] = [...read.errors];
  const width = header.length;
  const rows: CsvRecord[] = [];
  for (const r of records) {
    if (r.cells.length !== width) {
      errors.push({ line: r.line, message: `This row has ${r.cells.length} cells; the header has ${width}.` });
    } else rows.push(r);
  }
  const today = opts.today;
  const { columns } = detected;
  let entries: ImportEntry[];
  let skipped: Record<string, number> = {};
  if (detected.format === 'daylio') {
    entries = [];
    for (const r of rows) {
      const parsed = parseDaylioRecord(r, columns, today);
      if ('kind' in parsed) entries.push(parsed);
      else errors.push(parsed);
    }
  } else if (detected.format === 'bearable') {
    const state = newBearableState();
    for (const r of rows) readBearableRecord(state, r, columns, today);
    const done = finishBearable(state);
    entries = done.entries;
    errors.push(...done.errors);
    skipped = done.skipped;
  } else {
    const state = newThrivewellState();
    for (const r of rows) readThrivewellRecord(state, r, columns, today);
    const done = finishThrivewell(state);
    entries = done.entries;
    errors.push(...done.errors);
    skipped = done.skipped;
  }
  errors.sort((a, b) => a.line - b.line);
  return { format: detected.format, entries, errors, skipped, rowCount: records.length + read.errors.length };
}
