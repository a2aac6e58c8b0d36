/**
 * A strict RFC 4180 reader for imported tracker exports. It reads text only and never
 * interprets a cell: `=cmd|' /C calc'!A0` comes back as exactly those characters (it is text).
 *
 * Accepted beyond the RFC, because real exports do it: LF as well as CRLF line ends, a UTF-8
 * byte-order mark before the header, a missing line end after the last record, and blank lines
 * (ignored). A quote inside an unquoted cell is kept as a character; a quoted cell followed by
 * anything but a comma or a line end, or a quote left open at the end of the file, is an error of
 * the line the record starts on. Ragged records are not judged here: each record keeps its cells
 * and the number of its first line, and the format parsers compare it with the header.
 */

export interface CsvRecord {
  /** 1-based line number of the record's first line in the file (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvReadError {
  line: number;
  message: string;
}

export interface CsvReadResult {
  records: CsvRecord[];
  errors: CsvReadError[];
  /** True when reading stopped at `maxRecords` (the rest of the file was not read). */
  truncated: boolean;
}

export interface CsvReadOptions {
  /** Stop after this many records (header included), so a huge file costs bounded work. */
  maxRecords?: number;
}

export function readCsv(input: string, opts: CsvReadOptions = {}): CsvReadResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const max = opts.maxRecords ?? Number.POSITIVE_INFINITY;
  const records: CsvRecord[] = [];
  const errors: CsvReadError[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (records.length >= max) return { records, errors, truncated: true };
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let broken: string | null = null;
    let ended = false;
    while (!ended) {
      if (i < n && text[i] === '"' ) {
        // Quoted cell: "" is a quote, anything else (commas, line ends) is content.
        i++;
        let closed = false;
        while (i < n) {
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n') line++;
          cell += c;
          i++;
        }
        if (!closed) {
          broken ??= 'A quoted cell is never closed: a " is missing before the end of the file.';
        } else if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          broken ??= `Unexpected text after a closing quote in cell ${cells.length + 1}; a quote inside a quoted cell must be written "".`;
          // Keep the rest of the cell as text so the line still ends where it should.
          while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
        }
      } else {
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
      }
      cells.push(cell);
      cell = '';
      if (i >= n) {
        ended = true;
      } else if (text[i] === ',') {
        i++;
      } else {
        // CRLF, LF or a lone CR ends the record.
        if (text[i] === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        ended = true;
      }
    }
    if (broken) errors.push({ line: start, message: broken });
    else if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
  }
  return { records, errors, truncated: false };
}
