import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureRows, makeFragmentedPdf, makeLinesPdf, makeScannedPdf, makeTextPdf, sameLine, word } from '../../../test/lab-fixtures';
import { openPdf, readPdfPageWords, type PdfPageWords } from './pdf-text';

async function firstPage(bytes: Buffer): Promise<PdfPageWords> {
  const pdf = await openPdf(bytes);
  try {
    return await readPdfPageWords(await pdf.getPage(1));
  } finally {
    await pdf.destroy();
  }
}

describe('readPdfPageWords', () => {
  let text: PdfPageWords;
  beforeAll(async () => {
    text = await firstPage(await makeTextPdf());
  });

  it('gives every word of the table, one item per word, from the text layer', () => {
    expect(text.hasTextLayer).toBe(true);
    for (const row of fixtureRows) {
      for (const cell of [row.name, row.value, row.unit, row.range]) expect(word(text.items, cell), cell).toBeDefined();
    }
    expect(word(text.items, 'Reference')).toBeDefined();
    expect(word(text.items, 'Range')).toBeDefined();
    expect(text.items.every((i) => i.confidence === 1 && !/\s/.test(i.text))).toBe(true);
  });

  it('places words as fractions of the page, origin top left, in their columns', () => {
    const potassium = word(text.items, 'Potassium')!;
    const value = word(text.items, '5.4')!;
    const flag = text.items.find((i) => i.text === 'H' && sameLine(i, potassium))!;
    expect(sameLine(potassium, value)).toBe(true);
    expect(value.x).toBeGreaterThan(potassium.x + potassium.w);
    expect(flag.x).toBeGreaterThan(value.x);
    // Columns at 0.10 and 0.38 of the page width (pdfkit draws text at those x).
    expect(potassium.x).toBeCloseTo(0.1, 2);
    expect(value.x).toBeCloseTo(0.38, 2);
    // The title is above the table; Sodium (row 1) above Potassium (row 2).
    expect(word(text.items, 'Riverside')!.y).toBeLessThan(word(text.items, 'Test')!.y);
    expect(word(text.items, 'Sodium')!.y).toBeLessThan(potassium.y);
    for (const i of text.items) {
      for (const v of [i.x, i.y, i.w, i.h, i.x + i.w, i.y + i.h]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      expect(i.h).toBeGreaterThan(0.01);
      expect(i.h).toBeLessThan(0.04);
    }
  });

  it('splits a multi-word run into words with their own boxes', () => {
    const reference = word(text.items, 'Reference')!;
    const range = word(text.items, 'Range')!;
    expect(sameLine(reference, range)).toBe(true);
    expect(range.x).toBeGreaterThan(reference.x + reference.w * 0.9);
  });

  it('keeps what lab units and numbers need: superscripts, decimal commas, dashes, ≥, ligatures unfolded', async () => {
    const page = await firstPage(await makeLinesPdf(['WBC 6,8 x10³/µL 4,0–10,0', 'eGFR ≥60 mL/min/1.73m²', 'ﬁbrinogen']));
    const texts = page.items.map((i) => i.text);
    expect(texts).toEqual(expect.arrayContaining(['6,8', '4,0–10,0', '≥60', 'mL/min/1.73m²', 'fibrinogen']));
    // pdfjs folds the micro sign (U+00B5) into Greek mu (U+03BC); the superscript stays.
    expect(texts.find((t) => t.startsWith('x10'))).toMatch(/^x10³\/[µμ]L$/u);
  });

  it('joins pieces of a word drawn separately, and keeps words apart that are apart', async () => {
    const page = await firstPage(await makeFragmentedPdf());
    expect(page.items.map((i) => i.text)).toEqual(['Potassium', '5.4', 'H']);
    const [name, value] = page.items;
    expect(value!.x).toBeGreaterThan(name!.x + name!.w);
  });

  it('reports a page with only an image as having no text layer', async () => {
    const scanned = await firstPage(await makeScannedPdf());
    expect(scanned.hasTextLayer).toBe(false);
    expect(scanned.items).toEqual([]);
  });
});
