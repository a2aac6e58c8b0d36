import { describe, expect, it } from 'vitest';
import { detectHeader } from './header';
import { groupLines } from './lines';
import { parseLine } from './parse-line';
import { layoutPage, type PrintedLine } from './test-reports/layout';

function one(cells: PrintedLine, header?: PrintedLine, decimalComma: boolean | null = null) {
  const lines = groupLines(layoutPage(header ? [header, cells] : [cells]).items);
  const cols = header ? detectHeader(lines[0]!) : null;
  return parseLine(lines[lines.length - 1]!, cols, { decimalComma });
}

describe('parseLine without a header', () => {
  it('reads name, value, flag, unit and range', () => {
    const c = one([[0.05, 'Potassium'], [0.4, '5.4'], [0.47, 'H'], [0.53, 'mmol/L'], [0.66, '3.5-5.3']])!;
    expect(c).toMatchObject({ name: 'Potassium', value: 5.4, flag: 'high', unit: 'mmol/L', range: { low: 3.5, high: 5.3 } });
  });

  it('takes a plain number as the value and a comparison as the range, in either order', () => {
    expect(one([[0.05, 'Cholesterol'], [0.4, '<200'], [0.55, '185'], [0.7, 'mg/dL']])).toMatchObject({ value: 185, range: { low: null, high: 200 } });
    expect(one([[0.05, 'Cholesterol'], [0.4, '185'], [0.55, 'mg/dL'], [0.7, '<200']])).toMatchObject({ value: 185, range: { low: null, high: 200 } });
  });

  it('keeps a "<" or ">" result with its qualifier noted', () => {
    const c = one([[0.05, 'CRP'], [0.4, '<0.5'], [0.55, 'mg/L'], [0.7, '0-5']])!;
    expect(c).toMatchObject({ value: 0.5, qualifier: '<', range: { low: 0, high: 5 } });
    expect(c.notes.join(' ')).toContain('<0.5');
    expect(one([[0.05, 'eGFR'], [0.4, '>90'], [0.5, 'mL/min/1.73m2'], [0.7, '> OR = 60']])).toMatchObject({ value: 90, qualifier: '>', range: { low: 60, high: null } });
  });

  it('reads qualitative results and text ranges', () => {
    expect(one([[0.05, 'Nitrite'], [0.4, 'Positive'], [0.6, 'Negative']])).toMatchObject({ value: null, text: 'Positive', range: { text: 'Negative' } });
    expect(one([[0.05, 'Blood'], [0.4, '1+']])).toMatchObject({ text: '1+' });
  });

  it('reads decimal commas and keeps count thousands', () => {
    expect(one([[0.05, 'Hämoglobin'], [0.4, '14,2'], [0.5, 'g/dl'], [0.6, '13,5 - 17,5']], undefined, true)).toMatchObject({ value: 14.2, unit: 'g/dL', range: { low: 13.5, high: 17.5 } });
    expect(one([[0.05, 'Platelets'], [0.4, '250,000'], [0.5, '/uL']], undefined, true)).toMatchObject({ value: 250000 });
  });

  it('splits a name run into its value', () => {
    expect(one([[0.05, 'Glucose 95 mg/dL 65-99']])).toMatchObject({ name: 'Glucose', value: 95, unit: 'mg/dL', range: { low: 65, high: 99 } });
    expect(one([[0.05, 'Vitamin B12'], [0.4, '410']])).toMatchObject({ name: 'Vitamin B12', value: 410 });
  });

  it('returns null for lines without a result', () => {
    expect(one([[0.05, 'COMPREHENSIVE METABOLIC PANEL']])).toBeNull();
    expect(one([[0.05, 'Neutrophils'], [0.4, 'Not Estab.']])).toBeNull();
    expect(one([[0.05, '123 Main Street']])).toBeNull();
  });
});

describe('parseLine with a header', () => {
  const header: PrintedLine = [[0.05, 'Test'], [0.3, 'Previous'], [0.42, 'Result'], [0.52, 'Flag'], [0.58, 'Units'], [0.7, 'Reference Range']];
  it('never takes the previous result for the current one', () => {
    const c = one([[0.05, 'Glucose'], [0.3, '98'], [0.42, '105'], [0.52, 'H'], [0.58, 'mg/dL'], [0.7, '65-99']], header)!;
    expect(c).toMatchObject({ value: 105, flag: 'high', range: { low: 65, high: 99 } });
    expect(c.notes.join(' ')).toContain('previous-result column');
  });

  it('reads an empty flag cell as no flag and an empty previous cell as nothing', () => {
    expect(one([[0.05, 'Sodium'], [0.42, '139'], [0.58, 'mmol/L'], [0.7, '135-146']], header)).toMatchObject({ value: 139, flag: null, unit: 'mmol/L' });
  });

  it('takes the result column over a number in a column it does not know', () => {
    const h: PrintedLine = [[0.05, 'Test'], [0.3, 'Result'], [0.45, 'Units'], [0.6, 'Reference Range'], [0.85, 'Lab']];
    expect(one([[0.05, 'CRP'], [0.3, '<0.5'], [0.45, 'mg/L'], [0.6, '0-5'], [0.85, '01']], h)).toMatchObject({ value: 0.5, qualifier: '<', range: { low: 0, high: 5 } });
  });

  it('reads a range-before-result layout by its columns', () => {
    const h: PrintedLine = [[0.05, 'Test'], [0.3, 'Reference Range'], [0.5, 'Result'], [0.62, 'Units']];
    expect(one([[0.05, 'TSH'], [0.3, '0.45-4.50'], [0.5, '5.80'], [0.62, 'uIU/mL']], h)).toMatchObject({ value: 5.8, range: { low: 0.45, high: 4.5 }, unit: 'u[IU]/mL' });
  });
});
