import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader';
import { csvLine, neutraliseCell, unneutraliseCell, writeCsv } from './csv-writer';

describe('readCsv (RFC 4180)', () => {
  it('reads quotes, escaped quotes, embedded commas and newlines, CRLF and LF, and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3';
    const { records, errors } = readCsv(text);
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, cells: ['1', '', '3'] },
    ]);
  });

  it('keeps every cell as text: a formula is never evaluated', () => {
    const { records } = readCsv(`note\n"=cmd|' /C calc'!A0"\n=1+1`);
    expect(records.map((r) => r.cells[0])).toEqual(['note', "=cmd|' /C calc'!A0", '=1+1']);
  });

  it('skips blank lines but counts them, and keeps ragged rows for the caller to judge', () => {
    const { records } = readCsv('a,b\n\n1,2,3\n4\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2', '3'] },
      { line: 4, cells: ['4'] },
    ]);
  });

  it('reports text after a closing quote and an unclosed quote on the line the record starts', () => {
    const { records, errors } = readCsv('a,b\n"x"y,2\n3,4\n5,"never closed\n6,7');
    expect(errors).toEqual([
      { line: 2, message: expect.stringContaining('after a closing quote') },
      { line: 4, message: expect.stringContaining('never closed') },
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 3]);
  });

  it('stops at maxRecords and says so', () => {
    const text = 'a\n' + '1\n'.repeat(100);
    const result = readCsv(text, { maxRecords: 10 });
    expect(result.records).toHaveLength(10);
    expect(result.truncated).toBe(true);
  });

  it('reads 100,000 lines in well under a second', () => {
    const text = 'full_date,mood\n' + '2026-01-01,"good"\r\n'.repeat(100_000);
    const started = performance.now();
    expect(readCsv(text).records).toHaveLength(100_001);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe('writeCsv: formula injection is neutralised (OWASP CSV injection)', () => {
  it.each([
    ['=cmd|\' /C calc\'!A0', "'=cmd|' /C calc'!A0"],
    ['+SUM(1,2)', "'+SUM(1,2)"],
    ['-2+3', "'-2+3"],
    ['@risk', "'@risk"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ["'=already", "''=already"],
    ['plain text', 'plain text'],
    ["it's fine", "it's fine"],
  ])('%j → %j, and back', (typed, written) => {
    expect(neutraliseCell(typed)).toBe(written);
    expect(unneutraliseCell(written)).toBe(typed);
  });

  it('quotes cells with commas, quotes and line ends, writes CRLF and a BOM, leaves our numbers alone', () => {
    expect(csvLine(['a,b', 'say "hi"', 'x\ny', 3, null, -1])).toBe('"a,b","say ""hi""","x\ny",3,,-1');
    expect(writeCsv(['h1', 'h2'], [['=1', 2]])).toBe("\uFEFFh1,h2\r\n'=1,2\r\n");
  });

  it('what it writes reads back to the same cells (the apostrophe removed)', () => {
    const cells = ['=HYPERLINK("http://x")', 'two\r\nlines', '"quoted"', '', 'plain'];
    const { records } = readCsv(writeCsv(['a', 'b', 'c', 'd', 'e'], [cells]));
    expect(records[1]!.cells.map(unneutraliseCell)).toEqual(cells);
  });
});
