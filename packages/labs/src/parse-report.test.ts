import { describe, expect, it } from 'vitest';
import { detectDecimalComma, parseLabReport } from './parse-report';
import { layoutPage, table } from './test-reports/layout';

const ctx = { sex: 'female' as const, ageYears: 50 };
const cols = [0.05, 0.4, 0.5, 0.58, 0.72];

describe('parseLabReport', () => {
  const pages = [
    layoutPage([
      [[0.05, 'Patient: Jane Doe'], [0.5, 'DOB: 04/25/1971']],
      [[0.05, '1200 Elm Street, Springfield IL 62704']],
      [[0.05, 'Collected: 03/12/2026']],
      ...table(cols, [
        ['Test', 'Result', 'Flag', 'Units', 'Reference Range'],
        ['Glucose', '105', 'H', 'mg/dL', '65-99'],
        ['Sodium', '139', '', 'mmol/L', '135-146'],
      ]),
      [[0.05, 'Page 1 of 2']],
    ], { page: 1 }),
    layoutPage([
      ...table(cols, [
        ['Test', 'Result', 'Flag', 'Units', 'Reference Range'],
        ['Ferritin', '45', '', 'ng/mL', '15-150'],
        ['Zinc protoporphyrin', '40', '', 'ug/dL', '0-60'],
      ]),
      [[0.05, 'Page 2 of 2'], [0.5, 'End of report']],
    ], { page: 2 }),
  ];
  const { rows, collectedOn } = parseLabReport(pages, ctx);

  it('reads only result lines, with stable row ids per page', () => {
    expect(rows.map((r) => [r.rowId, r.name])).toEqual([
      ['p1-r1', 'Glucose'], ['p1-r2', 'Sodium'], ['p2-r1', 'Ferritin'], ['p2-r2', 'Zinc protoporphyrin'],
    ]);
    expect(collectedOn).toBe('2026-03-12');
  });

  it('maps names to LOINC, keeps unknown markers unmapped and says so', () => {
    expect(rows.map((r) => r.loinc)).toEqual(['2345-7', '2951-2', '2276-4', null]);
    expect(rows[3]!.notes.join(' ')).toContain('Name not recognised');
    expect(rows[3]!.confidence).toBeLessThan(0.6);
    expect(rows[3]!.flag).toBe('normal');
  });

  it('gives each row its box on its page and full confidence for a clean text layer', () => {
    expect(rows[0]!.box).toMatchObject({ page: 1 });
    expect(rows[0]!.box!.x).toBeCloseTo(0.05, 6);
    expect(rows[0]!.box!.w).toBeGreaterThan(0.6);
    expect(rows[2]!.box!.page).toBe(2);
    expect(rows[0]).toMatchObject({ confidence: 1, notes: [], flag: 'high', flagSource: 'lab_flag' });
  });

  it('lowers confidence with a note for implausible values, OCR doubt and loose names', () => {
    const page = layoutPage(table(cols, [
      ['Glucose', '9500', '', 'mg/dL', '65-99'],
      ['Creatinlne', '0.9', '', 'mg/dL', '0.5-1.1'],
      ['Sodium', '140', '', 'mmol/L', '135-145'],
    ]), { source: 'ocr', confidence: [0.7, 0.7] });
    const [implausible, loose, sodium] = parseLabReport([page], ctx).rows;
    expect(implausible!.confidence).toBeLessThan(0.3);
    expect(implausible!.notes.join(' ')).toContain('plausible');
    expect(loose!.notes.join(' ')).toContain('matched loosely');
    expect(loose!.confidence).toBeLessThan(sodium!.confidence);
    expect(sodium!.confidence).toBeCloseTo(0.7, 3);
    expect(sodium!.notes.join(' ')).toContain('OCR');
  });

  it('falls back to the default range, labelled, when the lab prints none', () => {
    const page = layoutPage([[[0.05, 'HbA1c'], [0.4, '48'], [0.5, 'mmol/mol']]]);
    expect(parseLabReport([page], ctx).rows[0]).toMatchObject({ value: 48, unit: 'mmol/mol', flag: 'high', flagSource: 'default_range', range: { low: null, high: null, text: null } });
  });

  it('shows a range printed in another unit in the value’s unit, keeping the printed text', () => {
    const page = layoutPage([[[0.05, 'Glucose'], [0.4, '6.2'], [0.5, 'mmol/L'], [0.6, '70-99 mg/dL']]]);
    const [row] = parseLabReport([page], ctx).rows;
    expect(row).toMatchObject({ value: 6.2, unit: 'mmol/L', flag: 'high', flagSource: 'lab_range' });
    expect(row!.range.low).toBeCloseTo(3.885, 3);
    expect(row!.range.high).toBeCloseTo(5.495, 3);
    expect(row!.range.text).toBe('70-99 mg/dL');
    expect(row!.notes.join(' ')).toContain('printed in mg/dL');
  });

  it('joins a test name wrapped onto two lines', () => {
    const page = layoutPage([
      [[0.05, 'Thyroid Stimulating']],
      [[0.05, 'Hormone'], [0.4, '2.10'], [0.5, 'mIU/L'], [0.6, '0.27-4.20']],
      [[0.05, 'CHEMISTRY']],
      [[0.05, 'Sodium'], [0.4, '140'], [0.5, 'mmol/L'], [0.6, '135-145']],
    ]);
    expect(parseLabReport([page], ctx).rows.map((r) => [r.name, r.loinc])).toEqual([['Thyroid Stimulating Hormone', '3016-3'], ['Sodium', '2951-2']]);
  });

  it('returns nothing from a page with no results', () => {
    const page = layoutPage([[[0.05, 'Dear patient, your results are attached.']], [[0.05, 'Phone: 555-1234']], [[0.05, 'Age: 45 years']]]);
    expect(parseLabReport([page], ctx)).toEqual({ rows: [], collectedOn: null });
  });
});

describe('parseLabReport on awkward input', () => {
  it('ignores words without a usable position and pages without words', () => {
    const page = layoutPage([[[0.05, 'Sodium'], [0.4, '140'], [0.55, 'mmol/L'], [0.7, '135-145']]]);
    page.items.push({ text: 'Potassium', x: Number.NaN, y: 0.5, w: 0.05, h: 0.01, confidence: 1 }, { text: '', x: 0.1, y: 0.1, w: 0, h: 0.01, confidence: 1 });
    const { rows } = parseLabReport([page, { page: 2, source: 'ocr', items: [] }], ctx);
    expect(rows.map((r) => r.name)).toEqual(['Sodium']);
  });

  it('reads a dense three-page report quickly', () => {
    const names = ['Sodium', 'Potassium', 'Chloride', 'Glucose', 'Creatinine', 'Calcium', 'Albumin', 'ALT', 'AST', 'Ferritin'];
    const pages = [1, 2, 3].map((p) => layoutPage(table(cols, [
      ['Test', 'Result', 'Flag', 'Units', 'Reference Range'],
      ...Array.from({ length: 40 }, (_, i) => [names[i % names.length]!, String(10 + i), '', 'mmol/L', '1-100']),
    ]), { page: p, lineH: 0.022, top: 0.02 }));
    const started = performance.now();
    const { rows } = parseLabReport(pages, ctx);
    expect(rows).toHaveLength(120);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe('detectDecimalComma', () => {
  it('tells decimal commas from points, ignoring dates and times', () => {
    expect(detectDecimalComma('Hämoglobin 14,2 g/dl 13,5 - 17,5 am 12.03.2026')).toBe(true);
    expect(detectDecimalComma('Potassium 5.4 mmol/L 3.5-5.3 at 08:14')).toBe(false);
    expect(detectDecimalComma('Platelets 250,000 /uL')).toBeNull();
  });
});

describe('µ read as p or n by OCR', () => {
  const pages = [
    layoutPage(table(cols, [
      ['Test', 'Result', 'Flag', 'Units', 'Reference Range'],
      ['Creatinine', '88', '', 'pmol/L', '45-90'],
      ['Vitamin B12', '350', '', 'pmol/L', '145-569'],
    ]), { page: 1 }),
  ];
  const { rows } = parseLabReport(pages, ctx);

  it('takes an impossible pmol/L as the µmol/L the marker is reported in, says so and lowers the confidence', () => {
    const creatinine = rows.find((r) => r.name === 'Creatinine')!;
    expect(creatinine.unit).toBe('umol/L');
    expect(creatinine.flag).toBe('normal');
    expect(creatinine.confidence).toBeLessThan(0.9);
    expect(creatinine.notes.join(' ')).toMatch(/read as pmol\/L, taken as µmol\/L/);
  });

  it('keeps a unit the marker is really reported in (B12 in pmol/L)', () => {
    const b12 = rows.find((r) => r.name === 'Vitamin B12')!;
    expect(b12.unit).toBe('pmol/L');
    expect(b12.notes.join(' ')).not.toMatch(/taken as/);
  });
});
