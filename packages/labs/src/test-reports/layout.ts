/**
 * Test helper: lays printed lines out as a reader would hand them over — words with positions
 * as fractions of the page — so the corpus can describe a report as columns of text. Options
 * add what scans and phone photos do: skew, vertical jitter, OCR confidence below 1.
 */
import type { PageText, TextItem } from '../text-layout';

/** One printed line: cells at x positions (fractions of the page width). */
export type PrintedLine = [number, string][];

export interface LayoutOptions {
  page?: number;
  source?: PageText['source'];
  /** Width of one character, fraction of the page (monospace approximation). */
  charW?: number;
  lineH?: number;
  top?: number;
  /** dy per unit of x: a page photographed at a slight angle. */
  skew?: number;
  /** Largest vertical wobble of a word, as a share of the line height. */
  jitter?: number;
  /** OCR confidence range [min, max] per word; 1 for a PDF text layer. */
  confidence?: [number, number];
  seed?: number;
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The printed lines and options each laid-out page came from, so a page can also be drawn for real (PDF, scan). */
const printedPages = new WeakMap<PageText, { lines: PrintedLine[]; opts: LayoutOptions }>();

/** The lines and options `page` was laid out from, or undefined for a page not made by layoutPage. */
export function printedLinesOf(page: PageText): { lines: PrintedLine[]; opts: LayoutOptions } | undefined {
  return printedPages.get(page);
}

/** Lay out lines of cells into a page of positioned words. */
export function layoutPage(lines: PrintedLine[], opts: LayoutOptions = {}): PageText {
  const charW = opts.charW ?? 0.0062;
  const lineH = opts.lineH ?? 0.022;
  const h = lineH * 0.55;
  const rand = rng(opts.seed ?? 7);
  const [cMin, cMax] = opts.confidence ?? [1, 1];
  const items: TextItem[] = [];
  lines.forEach((cells, row) => {
    const baseY = (opts.top ?? 0.05) + row * lineH;
    for (const [x0, text] of cells) {
      let x = x0;
      for (const word of text.split(' ').filter(Boolean)) {
        const w = word.length * charW;
        const wobble = ((rand() - 0.5) * 2 * (opts.jitter ?? 0)) * h;
        const y = baseY + (opts.skew ?? 0) * (x + w / 2) + wobble;
        const confidence = cMin === cMax ? cMin : Number((cMin + rand() * (cMax - cMin)).toFixed(3));
        items.push({ text: word, x, y, w, h, confidence });
        x += w + charW;
      }
    }
  });
  const page: PageText = { page: opts.page ?? 1, source: opts.source ?? 'pdf-text', items };
  printedPages.set(page, { lines, opts });
  return page;
}

/** Lines from a table: each row's cells placed at the given column x positions (empty cells skipped). */
export function table(columnX: number[], rows: string[][]): PrintedLine[] {
  return rows.map((cells) => cells.flatMap((text, i): [number, string][] => (text ? [[columnX[i] ?? 0, text]] : [])));
}
