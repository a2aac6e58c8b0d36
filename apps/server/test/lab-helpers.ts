/**
 * Test doubles of the lab ports for the biomarkers integration tests (the real reader and parser
 * are their own packages' concern): a reader that takes a "document" of plain text lines and
 * hands each word back with its position (as the PDF reader does), a parser for lines shaped
 * "Name value unit low-high", a row normaliser and a glucose conversion (mg/dL → mmol/L).
 */
import sharp from 'sharp';
import type { LabFlag, LabResultRow, LabRowInput } from '@thrivewell/core/contracts/biomarkers-contract';
import type { LabContext, PageText } from '@thrivewell/labs/text-layout';
import { AppError } from '../src/errors';
import type { LabPorts } from '../src/modules/biomarkers/lab-ports';

const loincOf: Record<string, string> = { glucose: '2345-7', potassium: '2823-3', hemoglobin: '718-7' };

/** A PDF-looking file whose body lines the test reader reads ("%PDF-1.4" first, so the upload's magic-byte check passes). */
export function labPdf(lines: string[]): Buffer {
  return Buffer.from(['%PDF-1.4', ...lines, '%%EOF'].join('\n'), 'latin1');
}

/** Words of each line with positions as fractions of the page, page breaks at a line "---". */
function pagesOf(text: string): PageText[] {
  const pages: PageText[] = [{ page: 1, source: 'pdf-text', items: [] }];
  let y = 0.05;
  for (const line of text.split('\n').filter((l) => !l.startsWith('%'))) {
    if (line === '---') {
      pages.push({ page: pages.length + 1, source: 'pdf-text', items: [] });
      y = 0.05;
      continue;
    }
    let x = 0.05;
    for (const word of line.split(/\s+/).filter(Boolean)) {
      pages.at(-1)!.items.push({ text: word, x, y, w: word.length * 0.01, h: 0.015, confidence: 1 });
      x += 0.2;
    }
    y += 0.03;
  }
  return pages;
}

const flagOf = (value: number | null, low: number | null, high: number | null, labFlag?: string | null): { flag: LabFlag; flagSource: LabResultRow['flagSource'] } => {
  if (labFlag === 'H') return { flag: 'high', flagSource: 'lab_flag' };
  if (labFlag === 'L') return { flag: 'low', flagSource: 'lab_flag' };
  if (value === null || low === null || high === null) return { flag: 'unknown', flagSource: 'none' };
  return { flag: value < low ? 'low' : value > high ? 'high' : 'normal', flagSource: 'lab_range' };
};

export function normaliseTestRow(input: LabRowInput, _ctx: LabContext, rowId: string): LabResultRow {
  const [low, high] = (input.rangeText?.match(/^([\d.]+)-([\d.]+)$/)?.slice(1) ?? []).map(Number);
  const value = input.value ?? null;
  return {
    rowId,
    name: input.name,
    loinc: input.loinc ?? loincOf[input.name.toLowerCase()] ?? null,
    value,
    text: input.text ?? null,
    unit: input.unit ?? null,
    range: { low: low ?? null, high: high ?? null, text: input.rangeText ?? null },
    ...flagOf(value, low ?? null, high ?? null, input.labFlag),
    confidence: 1,
    box: null,
    notes: [],
  };
}

export function parseTestLines(pages: PageText[], ctx: LabContext): { rows: LabResultRow[]; collectedOn: string | null } {
  let collectedOn: string | null = null;
  const rows: LabResultRow[] = [];
  for (const page of pages) {
    const lines = new Map<number, typeof page.items>();
    for (const item of page.items) lines.set(item.y, [...(lines.get(item.y) ?? []), item]);
    for (const items of lines.values()) {
      const text = items.map((i) => i.text).join(' ');
      collectedOn ??= text.match(/^Collected (\d{4}-\d{2}-\d{2})$/)?.[1] ?? null;
      const m = text.match(/^([A-Za-z]+) ([\d.]+) (\S+) ([\d.]+-[\d.]+)$/);
      if (!m) continue;
      const row = normaliseTestRow({ name: m[1]!, value: Number(m[2]), unit: m[3]!, rangeText: m[4]! }, ctx, `p${page.page}-r${rows.length + 1}`);
      const first = items[0]!;
      rows.push({ ...row, confidence: 0.9, box: { page: page.page, x: first.x, y: first.y, w: 0.8, h: first.h } });
    }
  }
  return { rows, collectedOn };
}

/** The ports, with a record of the contexts the parser saw. */
export function testLabPorts(): LabPorts & { contexts: LabContext[] } {
  const contexts: LabContext[] = [];
  return {
    contexts,
    reader: {
      async read(bytes, type, onProgress) {
        if (type !== 'application/pdf') {
          onProgress?.(100);
          const image = await sharp(bytes).png().toBuffer();
          return { pages: [{ page: 1, source: 'ocr', items: [] }], pageImages: [image] };
        }
        const text = bytes.toString('latin1');
        if (text.includes('UNREADABLE')) throw new AppError('PDF_UNREADABLE', 'This PDF is damaged and could not be opened.', 422);
        if (text.includes('CRASH')) throw new Error('internal failure at /srv/app/reader.js:42');
        const pages = pagesOf(text);
        const pageImages = [];
        for (const [i] of pages.entries()) {
          onProgress?.(((i + 1) / pages.length) * 100);
          pageImages.push(await sharp({ create: { width: 40, height: 56, channels: 3, background: { r: 250, g: 250, b: 250 - i } } }).png().toBuffer());
        }
        return { pages, pageImages };
      },
    },
    parse: (pages, ctx) => {
      contexts.push(ctx);
      return parseTestLines(pages, ctx);
    },
    normaliseRow: normaliseTestRow,
    toCanonical: (loinc, value, unit) => (loinc === '2345-7' && unit === 'mg/dL' ? { value: Math.round((value / 18.016) * 100) / 100, unit: 'mmol/L' } : loinc === '2345-7' && unit === 'mmol/L' ? { value, unit } : null),
  };
}
