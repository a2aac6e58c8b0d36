import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageText, TextItem } from '@thrivewell/labs/text-layout';
import { labReportPagesMax } from '@thrivewell/core/contracts/biomarkers-contract';
import { AppError } from '../../errors';
import { fixtureRows, makeCleanScanPng, makePhonePhoto, makeScanGif, makeScannedPdf, makeTextPdf, sameLine, word } from '../../../test/lab-fixtures';
import type { DocumentReader, LabUploadType } from './document-reader';
import { createDocumentReader, readerMessages } from './reader';

const reader: DocumentReader = createDocumentReader();
afterAll(() => reader.close());

/** The table's rows come out whole: each value on its name's line, right of it, in column order. */
function expectTableRead(page: PageText) {
  const items = page.items;
  let found = 0;
  for (const row of fixtureRows) {
    const name = word(items, row.name);
    const value = items.find((i) => i.text === row.value && name && sameLine(i, name));
    const unit = items.find((i) => i.text === row.unit && name && sameLine(i, name));
    if (!name || !value || !unit) continue;
    expect(value.x).toBeGreaterThan(name.x + name.w);
    expect(unit.x).toBeGreaterThan(value.x + value.w);
    found += 1;
  }
  // OCR may miss a word; every row must be read from a text layer, all but one from an image.
  expect(found).toBeGreaterThanOrEqual(page.source === 'pdf-text' ? fixtureRows.length : fixtureRows.length - 1);
  const potassium = word(items, 'Potassium') as TextItem;
  const value = items.find((i) => i.text === '5.4' && sameLine(i, potassium)) as TextItem;
  expect(value).toBeDefined();
  expect(value.x).toBeGreaterThan(potassium.x);
  expect(word(items, 'Sodium')!.y).toBeLessThan(potassium.y);
}

async function expectReviewImage(png: Buffer) {
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBeLessThanOrEqual(1600);
  expect(meta.height).toBeGreaterThan(meta.width ?? 0); // upright portrait page
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
}

/** Mean grey (0 black – 255 white) of the review image inside a box given in page fractions. */
async function meanGrey(png: Buffer, box: { x: number; y: number; w: number; h: number }): Promise<number> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const region = { left: Math.round(box.x * width), top: Math.round(box.y * height), width: Math.max(1, Math.round(box.w * width)), height: Math.max(1, Math.round(box.h * height)) };
  const pixels = await sharp(png).extract(region).toColourspace('b-w').raw().toBuffer();
  return pixels.reduce((sum, v) => sum + v, 0) / pixels.length;
}

/** The review image shows ink where a word was read, and paper just left of the name column: highlights land on the row. */
async function expectPositionsMatchImage(page: PageText, png: Buffer) {
  for (const text of ['Potassium', 'Cholesterol']) {
    const item = word(page.items, text)!;
    const onWord = await meanGrey(png, item);
    const margin = await meanGrey(png, { ...item, x: Math.max(0, item.x - item.w * 0.8), w: item.w * 0.6 });
    expect(onWord).toBeLessThan(margin - 40);
  }
}

/** The EXIF GPS IFD pointer (tag 0x8825), in either byte order. */
function hasGpsPointer(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

async function readError(bytes: Buffer, type: LabUploadType): Promise<AppError> {
  const err = await reader.read(bytes, type).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('document reader: PDFs', () => {
  it('reads a text PDF from its text layer, page by page, with progress and review images', async () => {
    const progress: number[] = [];
    const doc = await reader.read(await makeTextPdf(3), 'application/pdf', (p) => progress.push(p));
    expect(progress).toEqual([33, 67, 100]);
    expect(doc.pages.map((p) => [p.page, p.source])).toEqual([[1, 'pdf-text'], [2, 'pdf-text'], [3, 'pdf-text']]);
    for (const page of doc.pages) expectTableRead(page);
    await expectPositionsMatchImage(doc.pages[0]!, doc.pageImages[0]!);
    expect(doc.pageImages).toHaveLength(3);
    for (const image of doc.pageImages) await expectReviewImage(image);
  });

  it('reads one document at a time: a second one waits for the first', async () => {
    const events: string[] = [];
    const [pdf, png] = [await makeTextPdf(3), await makeCleanScanPng()];
    const [a, b] = await Promise.all([
      reader.read(png, 'image/png', (p) => events.push(`png ${p}`)),
      reader.read(pdf, 'application/pdf', (p) => events.push(`pdf ${p}`)),
    ]);
    expect(events).toEqual(['png 100', 'pdf 33', 'pdf 67', 'pdf 100']);
    expect([a.pages[0]?.source, b.pages.length]).toEqual(['ocr', 3]);
  });

  it('OCRs a scanned PDF page (an image, no text layer) rendered at 300 DPI', async () => {
    const doc = await reader.read(await makeScannedPdf(), 'application/pdf');
    expect(doc.pages[0]?.source).toBe('ocr');
    expectTableRead(doc.pages[0]!);
    expect(doc.pages[0]!.items.every((i) => i.confidence >= 0 && i.confidence <= 1)).toBe(true);
    await expectReviewImage(doc.pageImages[0]!);
    await expectPositionsMatchImage(doc.pages[0]!, doc.pageImages[0]!);
  });

  it('OCRs a scan that carries a fax header as its only text layer', async () => {
    const doc = await reader.read(await makeScannedPdf('Fax from Riverside Clinical Laboratory 02/11/2026 09:14 page 1 of 1'), 'application/pdf');
    expect(doc.pages[0]?.source).toBe('ocr');
    expectTableRead(doc.pages[0]!);
  });

  it('refuses a damaged PDF, a password-protected one and one with too many pages, on the file field', async () => {
    const damaged = await readError(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer garbage'), 'application/pdf');
    expect([damaged.code, damaged.status, damaged.field, damaged.message]).toEqual(['PDF_UNREADABLE', 422, 'file', readerMessages.pdfUnreadable]);
    expect(damaged.message).toMatch(/^That PDF could not be read/);

    const locked = await readError(await makeTextPdf(1, { userPassword: 'secret' }), 'application/pdf');
    expect([locked.code, locked.field]).toEqual(['PDF_ENCRYPTED', 'file']);
    expect(locked.message).toMatch(/^That PDF could not be read: it is password-protected/);

    const long = await readError(await makeTextPdf(labReportPagesMax + 1), 'application/pdf');
    expect([long.code, long.status, long.field]).toEqual(['TOO_MANY_PAGES', 422, 'file']);
  });
});

describe('document reader: images', () => {
  let clean: Buffer;
  beforeAll(async () => {
    clean = await makeCleanScanPng();
  });

  it('OCRs a clean PNG scan', async () => {
    const doc = await reader.read(clean, 'image/png');
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]?.source).toBe('ocr');
    expectTableRead(doc.pages[0]!);
    await expectReviewImage(doc.pageImages[0]!);
  });

  it('OCRs the first frame of a GIF', async () => {
    const doc = await reader.read(await makeScanGif(), 'image/gif');
    expectTableRead(doc.pages[0]!);
  });

  it('reads a phone photo: turned by its EXIF orientation, 3° of tilt removed, lighting evened; its review image has no EXIF or GPS', async () => {
    const photo = await makePhonePhoto();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(hasGpsPointer(input.exif)).toBe(true);
    const doc = await reader.read(photo, 'image/jpeg');
    expectTableRead(doc.pages[0]!);
    // Deskewed: the words of one row share a line across the whole table width.
    const cholesterol = word(doc.pages[0]!.items, 'Cholesterol')!;
    expect(doc.pages[0]!.items.some((i) => i.text === '<200' && sameLine(i, cholesterol))).toBe(true);
    await expectReviewImage(doc.pageImages[0]!);
    await expectPositionsMatchImage(doc.pages[0]!, doc.pageImages[0]!);
  });

  it('refuses an image with too many pixels before decoding it, and bytes that are no image', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const big = await readError(bomb, 'image/png');
    expect([big.code, big.status, big.field, big.message]).toEqual(['IMAGE_TOO_LARGE', 422, 'file', readerMessages.imageTooLarge]);

    const junk = await readError(Buffer.from('\x89PNG\r\n\x1a\nnot really a png at all'), 'image/png');
    expect([junk.code, junk.field]).toEqual(['IMAGE_UNREADABLE', 'file']);

    // A valid header, then the data stops: decoding fails, still a 4xx on the file.
    const photo = await makePhonePhoto();
    const truncated = await readError(photo.subarray(0, photo.length / 2), 'image/jpeg');
    expect([truncated.code, truncated.status, truncated.field]).toEqual(['IMAGE_UNREADABLE', 422, 'file']);
  });
});
