import { describe, expect, it } from 'vitest';
import type { LabResultRow } from '@thrivewell/core/contracts/biomarkers-contract';
import { asDraft, checkDraft, draftErrorKey, draftFromReport, emptyRow, parseNumber, rangeLabel, rowInput, type LabDraft } from './review-rows';

const read = (over: Partial<LabResultRow>): LabResultRow => ({
  rowId: 'r1',
  name: 'Glucose',
  loinc: '2345-7',
  value: 95,
  text: null,
  unit: 'mg/dL',
  range: { low: 70, high: 99, text: null },
  flag: 'normal',
  flagSource: 'lab_range',
  confidence: 0.97,
  box: { page: 1, x: 0.1, y: 0.2, w: 0.8, h: 0.03 },
  notes: [],
  ...over,
});

describe('rows as read become editable text', () => {
  it('keeps the name as printed, the value, unit, range and the lab’s own flag only', () => {
    const draft = draftFromReport(
      {
        collectedOn: null,
        results: [read({}), read({ rowId: 'r2', name: 'Potassium', value: 5.6, unit: 'mmol/L', range: { low: 3.5, high: 5.1, text: '3.5-5.1' }, flag: 'high', flagSource: 'lab_flag' })],
      },
      '2026-11-27',
    );
    expect(draft.collectedOn).toBe('2026-11-27');
    expect(draft.rows.map((r) => [r.key, r.rowId, r.name, r.result, r.unit, r.range, r.labFlag])).toEqual([
      ['r1', 'r1', 'Glucose', '95', 'mg/dL', '70–99', ''],
      ['r2', 'r2', 'Potassium', '5.6', 'mmol/L', '3.5-5.1', 'H'],
    ]);
  });

  it('shows a qualitative result and one-sided ranges as people read them', () => {
    const row = draftFromReport({ collectedOn: '2026-10-02', results: [read({ name: 'Nitrite', value: null, text: 'Negative', unit: null, range: { low: null, high: null, text: 'Negative' } })] }, '2026-11-27').rows[0]!;
    expect([row.result, row.unit, row.range]).toEqual(['Negative', '', 'Negative']);
    expect(rangeLabel({ low: null, high: 200, text: null })).toBe('< 200');
    expect(rangeLabel({ low: 60, high: null, text: null })).toBe('> 60');
    expect(rangeLabel({ low: null, high: null, text: null })).toBe('');
  });
});

describe('parseNumber', () => {
  it.each([
    ['5.4', 5.4],
    ['5,4', 5.4],
    ['0,125', 0.125],
    ['150,000', 150000],
    ['150 000', 150000],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['-2', -2],
    ['+3.1', 3.1],
  ])('%s → %d', (typed, n) => expect(parseNumber(typed)).toBe(n));

  it.each(['Negative', '<0.5', '1+', '', '.', '1.2.3', 'Trace'])('%s is text', (typed) => expect(parseNumber(typed)).toBeNull());
});

describe('checkDraft', () => {
  const today = '2026-11-27';
  const row = (over: Partial<ReturnType<typeof emptyRow>>) => ({ ...emptyRow(), ...over });

  it('builds the confirm body: numbers as values, words as text, reader row ids kept, empty rows dropped', () => {
    const draft: LabDraft = {
      collectedOn: '2026-11-20',
      rows: [row({ rowId: 'r1', key: 'r1', name: 'Glucose', loinc: '2345-7', result: '5,4', unit: 'mmol/L', range: '3.9-5.5' }), row({ name: 'Nitrite', result: 'Negative', labFlag: 'N' }), row({})],
    };
    const { errors, body } = checkDraft(draft, today);
    expect(errors).toEqual({});
    expect(body).toEqual({
      collectedOn: '2026-11-20',
      rows: [
        { rowId: 'r1', name: 'Glucose', loinc: '2345-7', value: 5.4, text: null, unit: 'mmol/L', rangeText: '3.9-5.5', labFlag: null },
        { name: 'Nitrite', loinc: null, value: null, text: 'Negative', unit: null, rangeText: null, labFlag: 'N' },
      ],
    });
  });

  it('puts each problem beside its input, with core’s messages', () => {
    const a = row({ name: '', result: '4.1' });
    const b = row({ name: 'TSH', result: '' });
    const { errors, body } = checkDraft({ collectedOn: '2026-12-01', rows: [a, b] }, today);
    expect(body).toBeNull();
    expect(errors).toEqual({
      [`${a.key}.name`]: 'Enter the marker name.',
      [`${b.key}.result`]: 'Enter a value or a result such as Negative.',
      collectedOn: 'Sample date cannot be in the future.',
    });
  });

  it('needs a sample date and at least one row', () => {
    expect(checkDraft({ collectedOn: '', rows: [row({ name: 'TSH', result: '2' })] }, today).errors.collectedOn).toBe('Sample date must be a date (YYYY-MM-DD).');
    expect(checkDraft({ collectedOn: '2026-11-01', rows: [row({})] }, today).errors.rows).toBe('Keep at least one row.');
  });

  it('maps a server error field back to the row it is about (blank rows not counted)', () => {
    const a = row({ name: 'TSH', result: '2' });
    const b = row({ name: 'ALT', result: '30' });
    const draft = { collectedOn: '2026-11-01', rows: [a, row({}), b] };
    expect(draftErrorKey('rows.1.value', draft)).toBe(`${b.key}.result`);
    expect(draftErrorKey('rows.0.name', draft)).toBe(`${a.key}.name`);
    expect(draftErrorKey('collectedOn', draft)).toBe('collectedOn');
    expect(draftErrorKey('rows', draft)).toBeNull();
    expect(draftErrorKey(undefined, draft)).toBeNull();
  });
});

describe('stored drafts', () => {
  it('reads back a draft and refuses anything else', () => {
    const draft: LabDraft = { collectedOn: '2026-11-01', rows: [{ ...emptyRow(), name: 'TSH', result: '2' }] };
    expect(asDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(asDraft({ collectedOn: '2026-11-01', rows: [{ name: 3 }] })).toBeNull();
    expect(asDraft(null)).toBeNull();
    expect(rowInput({ ...emptyRow(), name: 'TSH', result: ' 2 ' }).value).toBe(2);
  });
});
