/**
 * PDF → positioned words (W2-F): opens a PDF with pdfjs-dist's legacy build (no worker thread in
 * Node, no eval, no font loading, nothing fetched — standard fonts and wasm decoders come from the
 * package's own folders on disk) and turns each page's text layer into words with their boxes as
 * fractions of the page, origin top left. A page whose text layer is empty or unreadable (a scan)
 * is reported as such, so the reader sends it to OCR instead.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from '@thrivewell/labs/text-layout';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Opens a PDF from memory. Throws pdfjs's own errors (PasswordException, InvalidPDFException, …). */
export async function openPdf(bytes: Buffer): Promise<PDFDocumentProxy> {
  // pdfjs takes ownership of (and may detach) the array it is given: hand it a copy.
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  return getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    wasmUrl: `${pdfjsRoot}/wasm/`,
    iccUrl: `${pdfjsRoot}/iccs/`,
    verbosity: 0,
  }).promise;
}

interface RawTextItem {
  str: string;
  width: number;
  height: number;
  transform: number[];
}

/** A run of text on one baseline, in viewport units (top-left origin) before splitting into words. */
interface Run {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PdfPageWords {
  items: TextItem[];
  /** False when the page has (almost) no readable text: a scanned page, to be OCR'd. */
  hasTextLayer: boolean;
}

/** Fewer readable characters than this on a page means it has no usable text layer. */
const minReadableChars = 8;

export async function readPdfPageWords(page: PDFPageProxy): Promise<PdfPageWords> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ disableNormalization: false });
  const runs: Run[] = [];
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const run = toRun(raw as RawTextItem, viewport);
    if (run) runs.push(run);
  }
  const words = mergeFragments(runs).flatMap(splitWords);
  const items = words.map((word) => ({
    text: word.text,
    x: clamp01(word.left / viewport.width),
    y: clamp01(word.top / viewport.height),
    w: clamp01(word.width / viewport.width),
    h: clamp01(word.height / viewport.height),
    confidence: 1,
  }));
  return { items, hasTextLayer: isReadable(items) };
}

function toRun(raw: RawTextItem, viewport: { convertToViewportPoint(x: number, y: number): number[] }): Run | null {
  if (raw.str.trim() === '') return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = raw.transform;
  const fontHeight = Math.hypot(c, d) || Math.hypot(a, b) || raw.height;
  const height = raw.height > 0 ? raw.height : fontHeight;
  // Baseline start and the top of the glyphs (baseline + height along the text's up direction).
  const [x0 = 0, baseY = 0] = viewport.convertToViewportPoint(e, f);
  const [x1 = 0] = viewport.convertToViewportPoint(e + raw.width, f);
  const [, topY = 0] = viewport.convertToViewportPoint(e, f + height);
  const top = Math.min(baseY, topY);
  // Descenders sit below the baseline: a fifth of the font size, as most Latin fonts.
  const boxHeight = Math.abs(baseY - topY) * 1.2;
  return { text: raw.str, left: Math.min(x0, x1), top, width: Math.abs(x1 - x0), height: boxHeight };
}

/** Joins fragments that touch on the same baseline (pdfjs splits words at font or kerning changes). */
function mergeFragments(runs: Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && touches(last, run)) {
      const right = Math.max(last.left + last.width, run.left + run.width);
      const bottom = Math.max(last.top + last.height, run.top + run.height);
      last.text += run.text;
      last.top = Math.min(last.top, run.top);
      last.width = right - last.left;
      last.height = bottom - last.top;
    } else {
      merged.push({ ...run });
    }
  }
  return merged;
}

function touches(a: Run, b: Run): boolean {
  const sameLine = Math.abs(a.top + a.height - (b.top + b.height)) < Math.min(a.height, b.height) * 0.3;
  const gap = b.left - (a.left + a.width);
  return sameLine && gap > -a.height * 0.3 && gap < Math.min(a.height, b.height) * 0.12 && !/\s$/.test(a.text) && !/^\s/.test(b.text);
}

/** Splits a run at whitespace; each word's box is its share of the run by character count. */
function splitWords(run: Run): Run[] {
  const chars = [...run.text];
  const perChar = run.width / Math.max(1, chars.length);
  const words: Run[] = [];
  let start = -1;
  chars.forEach((ch, i) => {
    const space = /\s/.test(ch);
    if (!space && start < 0) start = i;
    if ((space || i === chars.length - 1) && start >= 0) {
      const end = space ? i : i + 1;
      words.push({ text: chars.slice(start, end).join(''), left: run.left + start * perChar, top: run.top, width: (end - start) * perChar, height: run.height });
      start = -1;
    }
  });
  return words;
}

/** Readable: enough letters or digits that are not replacement or private-use characters. */
function isReadable(items: TextItem[]): boolean {
  let readable = 0;
  let junk = 0;
  for (const item of items) {
    for (const ch of item.text) {
      if (/[\p{L}\p{N}]/u.test(ch)) readable += 1;
      else if (/[\uFFFD\p{Co}\p{Cc}]/u.test(ch)) junk += 1;
    }
  }
  return readable >= minReadableChars && junk <= readable * 0.2;
}

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}
