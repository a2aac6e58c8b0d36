/**
 * Writes CSV for people who open it in a spreadsheet. Every cell that a spreadsheet would read
 * as a formula gets a leading apostrophe (OWASP "CSV injection": cells starting with =, +, -, @,
 * a tab or a carriage return), so a note typed as `=HYPERLINK(…)` or imported from a hostile file
 * shows as text instead of running. Numbers we write ourselves (a negative is never written)
 * are left alone. Cells with a comma, quote or line end are quoted, quotes doubled; lines end
 * in CRLF (RFC 4180), and the file starts with a byte-order mark so Excel reads UTF-8.
 */

/** A formula start, possibly behind apostrophes we (or the person) put there before. */
const formulaStart = /^'*[=+\-@\t\r]/;

/**
 * The cell as a spreadsheet must see it: text that looks like a formula is prefixed with '.
 * Text that already starts with apostrophes before a formula character gets one more, so
 * `unneutraliseCell` gives back exactly what the person typed.
 */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export type CsvCell = string | number | null | undefined;

export function csvLine(cells: readonly CsvCell[]): string {
  return cells
    .map((c) => {
      if (c === null || c === undefined) return '';
      if (typeof c === 'number') return Number.isFinite(c) ? String(c) : '';
      return quoteCell(neutraliseCell(c));
    })
    .join(',');
}

export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return '\uFEFF' + [csvLine(header), ...rows.map(csvLine)].join('\r\n') + '\r\n';
}

/**
 * Undoes `neutraliseCell` on import of our own export: a leading ' followed by a formula
 * character was added by us, and the person's text is what follows it.
 */
export function unneutraliseCell(value: string): string {
  return value[0] === "'" && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}
