import { describe, expect, it } from 'vitest';
import { estimateSlope, groupLines, splitCells, splitWideItems } from './lines';
import type { TextItem } from './text-layout';
import { layoutPage } from './test-reports/layout';

describe('groupLines', () => {
  const lines = [
    [[0.05, 'Sodium'], [0.4, '139'], [0.55, 'mmol/L'], [0.7, '135-146']],
    [[0.05, 'Potassium'], [0.4, '5.4'], [0.48, 'H'], [0.55, 'mmol/L'], [0.7, '3.5-5.3']],
    [[0.05, 'Cholesterol, Total'], [0.4, '212'], [0.55, 'mg/dL'], [0.7, '<200']],
  ] as [number, string][][];

  it('rebuilds lines and cells from positioned words, top to bottom, left to right', () => {
    const out = groupLines(layoutPage(lines).items);
    expect(out.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['Sodium', '139', 'mmol/L', '135-146'],
      ['Potassium', '5.4', 'H', 'mmol/L', '3.5-5.3'],
      ['Cholesterol, Total', '212', 'mg/dL', '<200'],
    ]);
    expect(out[0]!.box.x).toBeCloseTo(0.05, 6);
  });

  it('keeps lines apart on a tilted photo with wobbling words', () => {
    for (const skew of [0.03, -0.03]) {
      const page = layoutPage(lines, { skew, jitter: 0.2, seed: 3 });
      expect(Math.abs(estimateSlope(page.items) - skew)).toBeLessThan(0.01);
      const out = groupLines(page.items);
      expect(out.map((l) => l.cells[0]!.text)).toEqual(['Sodium', 'Potassium', 'Cholesterol, Total']);
      expect(out[1]!.cells.map((c) => c.text)).toEqual(['Potassium', '5.4', 'H', 'mmol/L', '3.5-5.3']);
    }
  });

  it('does not merge a line with its neighbour when the skew would carry a word across (without deskewing it would)', () => {
    const page = layoutPage(lines, { skew: 0.05 });
    expect(groupLines(page.items)).toHaveLength(3);
  });

  it('splits a PDF item laid out with runs of spaces into cells', () => {
    const text = 'Glucose      95   mg/dL   65-99';
    const item = { text, x: 0.1, y: 0.2, w: text.length * 0.006, h: 0.01, confidence: 1 };
    expect(splitWideItems([item]).map((i) => [i.text, Number(i.x.toFixed(3))])).toEqual([['Glucose', 0.1], ['95', 0.178], ['mg/dL', 0.208], ['65-99', 0.256]]);
    expect(groupLines([item])[0]!.cells.map((c) => c.text)).toEqual(['Glucose', '95', 'mg/dL', '65-99']);
    expect(splitWideItems([{ ...item, text: 'Alkaline Phosphatase' }])).toHaveLength(1);
  });

  it('splits cells at gaps wider than a space only', () => {
    const page = layoutPage([[[0.1, 'Alkaline Phosphatase'], [0.45, '71']]]);
    expect(splitCells(page.items).map((c) => c.text)).toEqual(['Alkaline Phosphatase', '71']);
  });
});

describe('lines from OCR', () => {
  const word = (text: string, x: number, y = 0.1, h = 0.012): TextItem => ({ text, x, y, w: text.length * 0.006, h, confidence: 0.9 });

  it('keeps a lone dash OCR boxed above the baseline in its line, and the range in one cell', () => {
    const lines = groupLines([word('Haemoglobin', 0.05), word('130', 0.5), { ...word('-', 0.522, 0.105, 0.002) }, word('180', 0.53)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['Haemoglobin', '130 - 180']);
  });

  it('joins a bare comparison sign to the number after it, and drops words that are only table rules', () => {
    const lines = groupLines([word('|', 0.02), word('eGFR', 0.05), word('58', 0.3), word('>', 0.5), word('OR', 0.508), word('60', 0.56)]);
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['eGFR', '58', '> OR 60']);
  });
});
