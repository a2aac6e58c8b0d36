import { describe, expect, it } from 'vitest';
import { columnOf, detectHeader, headerRole } from './header';
import { groupLines } from './lines';
import { layoutPage } from './test-reports/layout';

describe('header detection', () => {
  it.each([
    ['Test', 'name'], ['Result', 'result'], ['Current Result and Flag', 'result'], ['Flag', 'flag'], ['Units', 'unit'],
    ['Reference Range', 'range'], ['Reference Interval', 'range'], ['Ref. range', 'range'], ['Previous', 'previous'],
    ['Prior Result', 'previous'], ['Last result', 'previous'], ['Previous Result and Date', 'previous'], ['Untersuchung', 'name'],
    ['Ergebnis', 'result'], ['Einheit', 'unit'], ['Referenzbereich', 'range'], ['Vorwert', 'previous'], ['Résultat', 'result'],
    ['Valeurs de référence', 'range'], ['Résultat antérieur', 'previous'], ['Resultado anterior', 'previous'], ['Unidades', 'unit'],
  ])('%s is a %s column', (text, role) => {
    expect(headerRole(text)).toBe(role);
  });

  it('finds a header line and assigns cells to its columns in any order', () => {
    const [header, row] = groupLines(layoutPage([
      [[0.05, 'Test'], [0.3, 'Previous'], [0.45, 'Result'], [0.6, 'Units'], [0.75, 'Reference Range']],
      [[0.05, 'Ferritin'], [0.31, '9'], [0.46, '14'], [0.6, 'ug/L'], [0.75, '13 - 150']],
    ]).items);
    const cols = detectHeader(header!)!;
    expect(cols.map((c) => c.role)).toEqual(['name', 'previous', 'result', 'unit', 'range']);
    expect(row!.cells.map((c) => columnOf(c, cols).role)).toEqual(['name', 'previous', 'result', 'unit', 'range']);
  });

  it('does not take a result line or a sentence for a header', () => {
    const lines = groupLines(layoutPage([
      [[0.05, 'Glucose'], [0.4, '95'], [0.55, 'mg/dL'], [0.7, '65-99']],
      [[0.05, 'Results should be read with the reference range in mind.']],
    ]).items);
    expect(lines.map(detectHeader)).toEqual([null, null]);
  });
});
