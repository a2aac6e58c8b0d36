/**
 * The lab ports for the biomarkers integration tests: a reader double that takes a "document" of
 * plain text lines and hands each word back with its position (as the PDF reader does; the real
 * reader is tested in providers/documents), with the labs package's real parser, row normaliser
 * and unit conversion behind it.
 */
import sharp from 'sharp';
import type { LabContext, PageText } from '@thrivewell/labs/text-layout';
import { AppError } from '../src/errors';
import { labPorts, type LabPorts } from '../src/modules/biomarkers/lab-ports';

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

/** The ports, with a record of the contexts the parser saw. */
export function testLabPorts(): LabPorts & { contexts: LabContext[] } {
  const contexts: LabContext[] = [];
  // The labs package's real parser, row normaliser and conversion; only the reader is this file's.
  const real = labPorts({ read: () => Promise.reject(new Error('unused')) });
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
      return real.parse(pages, ctx);
    },
    normaliseRow: real.normaliseRow,
    toCanonical: real.toCanonical,
  };
}
