/**
 * Decimal points OCR loses (W2-F). In a soft or small print the dot of "5.6" is often taken into
 * the box of a digit beside it and dropped from the text, so "5.6" is read "56" — a value ten
 * times too high. Tesseract still gives each symbol's box: a digit box much wider than the page's
 * usual digit (the dot's ink inside it), or a gap between two digits as wide as a dot, shows where
 * the point was. The side of a widened box holding the dot is the side whose columns have no ink
 * in the upper part of the line (a dot sits on the baseline). A word gets at most one point back,
 * and only a run of digits with no separator already.
 */

export interface Glyph {
  text: string;
  /** Box in pixels of the OCR'd image. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** 8-bit grey pixels of the OCR'd image (dark is ink). */
export interface GreyImage {
  data: Buffer | Uint8Array;
  width: number;
  height: number;
}

const isDigit = (g: Glyph): boolean => /^\d$/.test(g.text);
const width = (g: Glyph): number => g.x1 - g.x0;

/** The usual width of a digit's box on the page (the median of every digit but "1"), or null with too few. */
export function typicalDigitWidth(glyphs: Glyph[]): number | null {
  const ws = glyphs.filter((g) => isDigit(g) && g.text !== '1').map(width).sort((a, b) => a - b);
  return ws.length >= 8 ? ws[Math.floor(ws.length / 2)]! : null;
}

/** Columns of the box (left, right) before ink shows in its upper 60 %: the dot's side is the wider. */
function dotOnLeft(g: Glyph, image: GreyImage | null): boolean | null {
  if (!image) return null;
  const top = Math.max(0, Math.round(g.y0));
  const bottom = Math.min(image.height, Math.round(g.y0 + (g.y1 - g.y0) * 0.6));
  const inkAt = (x: number): boolean => {
    for (let y = top; y < bottom; y += 1) if ((image.data[y * image.width + x] ?? 255) < 128) return true;
    return false;
  };
  const x0 = Math.max(0, Math.round(g.x0));
  const x1 = Math.min(image.width - 1, Math.round(g.x1));
  let left = 0;
  while (x0 + left <= x1 && !inkAt(x0 + left)) left += 1;
  let right = 0;
  while (x1 - right >= x0 && !inkAt(x1 - right)) right += 1;
  if (left === right) return null;
  return left > right;
}

/**
 * The word's text with a lost decimal point put back, or the text unchanged. `glyphs` are the
 * word's symbols (one per character of `text`); `digitW` the page's typical digit width.
 */
export function restoreDecimalPoint(text: string, glyphs: Glyph[], digitW: number | null, image: GreyImage | null = null): string {
  if (!digitW || glyphs.length !== text.length) return text;
  let out = text;
  // Runs of 2+ digits with no separator beside them, last first so earlier indexes stay put.
  for (const m of [...text.matchAll(/\d{2,}/g)].reverse()) {
    const start = m.index;
    const end = start + m[0].length;
    if (/[.,]/.test(text[start - 1] ?? '') || /[.,]/.test(text[end] ?? '')) continue;
    const at = lostPointIn(glyphs.slice(start, end), digitW, image);
    if (at !== null) out = `${out.slice(0, start + at)}.${out.slice(start + at)}`;
  }
  return reversesRange(text, out) ? text : out;
}

/** A point that would turn an ordered range ("250-450") into a reversed one ("250-4.50") was not lost. */
function reversesRange(before: string, after: string): boolean {
  const bounds = (t: string) => /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(t);
  const a = bounds(after);
  const b = bounds(before);
  return !!a && Number(a[1]) > Number(a[2]) && (!b || Number(b[1]) <= Number(b[2]));
}

/** Where in a run of digit boxes a point was lost (index of the digit after it), or null. */
function lostPointIn(run: Glyph[], digitW: number, image: GreyImage | null): number | null {
  const wide = run.map((g, i) => (width(g) > 1.35 * digitW ? i : -1)).filter((i) => i >= 0);
  const gaps = run.slice(1).map((g, i) => (g.x0 - run[i]!.x1 > 0.45 * digitW ? i + 1 : -1)).filter((i) => i >= 0);
  let at: number | null = null;
  if (wide.length === 1 && gaps.length === 0) {
    const i = wide[0]!;
    const left = dotOnLeft(run[i]!, image) ?? i === run.length - 1;
    at = left ? i : i + 1;
  } else if (gaps.length === 1 && wide.length === 0) {
    at = gaps[0]!;
  }
  return at !== null && at > 0 && at < run.length ? at : null;
}
