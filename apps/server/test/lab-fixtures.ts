/**
 * Lab report fixtures made on the fly (W2-F), so nothing binary is committed: a text PDF with a
 * results table (pdfkit), a clean "scan" PNG (an SVG page rasterised by sharp in DejaVu Sans, a
 * system font read offline), a scanned PDF (that image only), a GIF of it, and a "phone photo" (the
 * page turned 3°, blurred, lit unevenly, stored sideways with an EXIF orientation and GPS tags).
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { TextItem } from '@thrivewell/labs/text-layout';

export interface FixtureRow {
  name: string;
  value: string;
  flag: string;
  unit: string;
  range: string;
}

export const fixtureRows: FixtureRow[] = [
  { name: 'Sodium', value: '139', flag: '', unit: 'mmol/L', range: '136-145' },
  { name: 'Potassium', value: '5.4', flag: 'H', unit: 'mmol/L', range: '3.5-5.1' },
  { name: 'Glucose', value: '98', flag: '', unit: 'mg/dL', range: '70-99' },
  { name: 'Creatinine', value: '1.02', flag: '', unit: 'mg/dL', range: '0.60-1.20' },
  { name: 'Hemoglobin', value: '11.8', flag: 'L', unit: 'g/dL', range: '12.0-16.0' },
  { name: 'Cholesterol', value: '212', flag: 'H', unit: 'mg/dL', range: '<200' },
];
const header = ['Test', 'Result', 'Flag', 'Units', 'Reference Range'];
/** Column left edges as fractions of the page width. */
const columns = [0.1, 0.38, 0.52, 0.62, 0.76];
const titleLines = ['Riverside Clinical Laboratory', 'Patient: Jane Example    Collected: 02 Nov 2026'];

export interface PdfKitDoc {
  on(event: 'data', cb: (chunk: Buffer) => void): void;
  on(event: 'end', cb: () => void): void;
  addPage(): PdfKitDoc;
  font(name: string): PdfKitDoc;
  page: { width: number; height: number };
  fontSize(size: number): PdfKitDoc;
  text(text: string, x: number, y: number, options?: never): PdfKitDoc;
  image(src: Buffer, x: number, y: number, options: { width: number; height: number }): PdfKitDoc;
  widthOfString(text: string): number;
  end(): void;
}
export interface PdfKitOptions {
  size: string;
  margin: number;
  info?: Record<string, string>;
  userPassword?: string;
  pdfVersion?: string;
}
type PdfKitCtor = new (options: PdfKitOptions) => PdfKitDoc;
export const PDFDocument = createRequire(import.meta.url)('pdfkit') as PdfKitCtor;

export function collect(doc: PdfKitDoc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c) => chunks.push(c));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

/** A US-letter text PDF: a title, then the results table; `pages` copies of it; optionally password-protected. */
export async function makeTextPdf(pages = 1, options: { userPassword?: string } = {}): Promise<Buffer> {
  const lock = options.userPassword ? { userPassword: options.userPassword, pdfVersion: '1.7' } : {};
  const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { Title: 'Lab report' }, ...lock });
  const done = collect(doc);
  const width = 612;
  for (let p = 0; p < pages; p += 1) {
    if (p > 0) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).text(titleLines[0] ?? '', 61, 60);
    doc.font('Helvetica').fontSize(11).text(titleLines[1] ?? '', 61, 88);
    doc.font('Helvetica-Bold').fontSize(11);
    header.forEach((h, i) => doc.text(h, (columns[i] ?? 0) * width, 140));
    doc.font('Helvetica');
    fixtureRows.forEach((row, r) => {
      const cells = [row.name, row.value, row.flag, row.unit, row.range];
      cells.forEach((cell, i) => cell && doc.text(cell, (columns[i] ?? 0) * width, 165 + r * 22));
    });
  }
  doc.end();
  return done;
}

/** A one-page PDF of free lines in DejaVu Sans (embedded, so any Unicode prints), 20 pt apart. */
export async function makeLinesPdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  const done = collect(doc);
  doc.font('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf').fontSize(11);
  lines.forEach((line, i) => doc.text(line, 60, 80 + i * 20));
  doc.end();
  return done;
}

/**
 * One line drawn in pieces, as some report generators do: "Pot" + "assium" in two fonts touching
 * (one word), then "5" + "." + "4" glyph by glyph (one word), then "H" well apart (its own word).
 */
export async function makeFragmentedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  const done = collect(doc);
  let x = 60;
  const piece = (text: string, font: string) => {
    doc.font(font).fontSize(11).text(text, x, 100, { lineBreak: false } as never);
    x += doc.widthOfString(text);
  };
  piece('Pot', 'Helvetica-Bold');
  piece('assium', 'Helvetica');
  x = 240;
  for (const ch of ['5', '.', '4']) piece(ch, ch === '.' ? 'Helvetica-Bold' : 'Helvetica');
  x = 300;
  piece('H', 'Helvetica');
  doc.end();
  return done;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same page drawn as a letter-size greyscale scan: 1275 × 1650 px at 150 DPI (the default). */
export async function makeCleanScanPng(dpi = 150): Promise<Buffer> {
  const k = dpi / 150;
  const width = Math.round(1275 * k);
  const line = (text: string, x: number, y: number, size: number, bold = false) =>
    `<text x="${x}" y="${Math.round(y * k)}" font-family="DejaVu Sans" font-size="${Math.round(size * k)}" ${bold ? 'font-weight="bold"' : ''} fill="#111">${xmlEscape(text)}</text>`;
  const parts = [line(titleLines[0] ?? '', Math.round(127 * k), 150, 34, true), line(titleLines[1] ?? '', Math.round(127 * k), 205, 23)];
  header.forEach((h, i) => parts.push(line(h, Math.round((columns[i] ?? 0) * width), 310, 23, true)));
  fixtureRows.forEach((row, r) => {
    [row.name, row.value, row.flag, row.unit, row.range].forEach((cell, i) => {
      if (cell) parts.push(line(cell, Math.round((columns[i] ?? 0) * width), 365 + r * 46, 23));
    });
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(1650 * k)}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

/** A PDF whose only page is the scan as an image: no text layer, or only a fax `stamp` line of text. */
export async function makeScannedPdf(stamp?: string): Promise<Buffer> {
  const scan = await makeCleanScanPng();
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const done = collect(doc);
  doc.image(scan, 0, 0, { width: 612, height: 792 });
  if (stamp) doc.font('Helvetica').fontSize(8).text(stamp, 40, 20);
  doc.end();
  return done;
}

export async function makeScanGif(): Promise<Buffer> {
  return sharp(await makeCleanScanPng()).gif().toBuffer();
}

/**
 * A phone photo of the printed page (a 10-megapixel shot, the page ~2550 px wide): turned 3° on a
 * desk, out of focus, darker towards one corner, JPEG stored sideways with EXIF Orientation 6 and
 * GPS coordinates.
 */
export async function makePhonePhoto(): Promise<Buffer> {
  return photograph(await makeCleanScanPng(300));
}

/** A phone photo of a scanned page (see makePhonePhoto): turned 3°, blurred, lit unevenly, stored sideways with EXIF and GPS. */
export async function photograph(scan: Buffer): Promise<Buffer> {
  const desk = { r: 150, g: 140, b: 125 };
  const turned = await sharp(scan).rotate(3, { background: desk }).extend({ top: 120, bottom: 120, left: 120, right: 120, background: desk }).toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#8c8c8c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const lit = await sharp(turned.data).blur(2).composite([{ input: Buffer.from(shade), blend: 'multiply' }]).toBuffer();
  return sharp(lit)
    .rotate(270)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'ExamplePhone', Model: 'Camera 12', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The first item whose text is exactly `text` (after trimming trailing punctuation OCR adds). */
export function word(items: TextItem[], text: string): TextItem | undefined {
  return items.find((i) => i.text === text) ?? items.find((i) => i.text.replace(/[.,:;|]+$/, '') === text);
}

/** Two words share a line when their vertical centres are closer than half the taller one. */
export function sameLine(a: TextItem, b: TextItem): boolean {
  return Math.abs(a.y + a.h / 2 - (b.y + b.h / 2)) < Math.max(a.h, b.h) * 0.5;
}
