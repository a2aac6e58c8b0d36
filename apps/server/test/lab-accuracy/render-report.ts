/**
 * Draws the labs corpus's test reports for real (W2-F accuracy): each laid-out page's printed
 * lines (packages/labs test-reports, `printedLinesOf`) become a text PDF (pdfkit; Helvetica for
 * Latin-1 text, DejaVu Sans embedded for glyphs beyond Latin-1 such as ≥, ≤ or ↑), a 300-DPI
 * greyscale scan PNG (SVG in DejaVu Sans rasterised by sharp) and a phone photo of that scan (as
 * lab-fixtures does). The corpus's simulated skew, jitter and OCR slips in the text are drawn as
 * printed: the real photo adds its own tilt and blur, and a garbled word stays garbled.
 */
import sharp from 'sharp';
import type { PageText } from '@thrivewell/labs/text-layout';
import type { TestReport } from '@thrivewell/labs/test-reports/corpus-types';
import { printedLinesOf, type PrintedLine } from '@thrivewell/labs/test-reports/layout';
import { collect, PDFDocument, photograph, type PdfKitDoc } from '../lab-fixtures';

export type ReportForm = 'text-pdf' | 'scan' | 'photo';
export const dejaVuSans = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** US letter in points, and the scan's resolution. */
const pageW = 612;
const pageH = 792;
const scanDpi = 300;

interface DrawnPage {
  lines: PrintedLine[];
  top: number;
  lineH: number;
  /** Font size in points: from the lines' height, made smaller until every cell keeps 1.5 em clear of the next. */
  size: number;
}

/** Helvetica (WinAnsi) covers Latin-1 and a few marks such as the dash; anything else needs DejaVu. */
const winAnsiExtras = new Set(['–', '—', '‘', '’', '“', '”', '•']);
const needsUnicodeFont = (text: string): boolean => [...text].some((ch) => ch.charCodeAt(0) > 0xff && !winAnsiExtras.has(ch));

let measureDoc: PdfKitDoc | null = null;
/** Width in points of `text` in DejaVu Sans at 1 pt (wider than Helvetica, so safe for both). */
function widthAt1pt(text: string): number {
  measureDoc ??= new PDFDocument({ size: 'LETTER', margin: 0 }).font(dejaVuSans);
  return measureDoc.font(dejaVuSans).fontSize(1).widthOfString(text);
}

function drawnPage(page: PageText): DrawnPage {
  const printed = printedLinesOf(page);
  if (!printed) throw new Error(`page ${page.page} was not laid out by layoutPage`);
  const lineH = printed.opts.lineH ?? 0.022;
  let size = lineH * pageH * 0.55;
  for (const cells of printed.lines) {
    const sorted = [...cells].sort((a, b) => a[0] - b[0]);
    sorted.forEach(([x, text], i) => {
      // At least 1.5 em of white between a cell and the next, as a printed table leaves.
      const room = ((sorted[i + 1]?.[0] ?? 0.98) - x) * pageW;
      size = Math.min(size, room / (widthAt1pt(text) + 1.5));
    });
  }
  return { lines: printed.lines, top: printed.opts.top ?? 0.05, lineH, size: Math.max(5, size) };
}

/** All pages of the report as one text PDF. */
export async function reportToPdf(report: TestReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const done = collect(doc);
  report.pages.forEach((page, n) => {
    if (n > 0) doc.addPage();
    const d = drawnPage(page);
    d.lines.forEach((cells, row) => {
      for (const [x, text] of cells) {
        doc.font(needsUnicodeFont(text) ? dejaVuSans : 'Helvetica').fontSize(d.size);
        doc.text(text, x * pageW, (d.top + row * d.lineH) * pageH, { lineBreak: false } as never);
      }
    });
  });
  doc.end();
  return done;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Each page as a 300-DPI greyscale scan (2550 × 3300 px), the same lines in DejaVu Sans. */
export async function reportToScans(report: TestReport): Promise<Buffer[]> {
  const k = scanDpi / 72;
  const width = Math.round(pageW * k);
  const height = Math.round(pageH * k);
  return Promise.all(report.pages.map((page) => {
    const d = drawnPage(page);
    const px = d.size * k;
    const texts = d.lines.flatMap((cells, row) => cells.map(([x, text]) => {
      const baseline = (d.top + row * d.lineH) * height + px * 0.8;
      return `<text x="${Math.round(x * width)}" y="${Math.round(baseline)}" font-family="DejaVu Sans" font-size="${px.toFixed(1)}" fill="#111">${xmlEscape(text)}</text>`;
    }));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts.join('')}</svg>`;
    return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
  }));
}

/** Each page photographed: the scan turned 3°, blurred, lit unevenly, JPEG stored sideways with EXIF and GPS. */
export async function reportToPhotos(report: TestReport): Promise<Buffer[]> {
  return Promise.all((await reportToScans(report)).map((scan) => photograph(scan)));
}
