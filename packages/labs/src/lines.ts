/**
 * Rebuilding printed lines from positioned words: words are grouped into lines by vertical
 * overlap after removing the page's skew (a phone photo of a page is rarely level: the slope is
 * estimated from neighbouring words), ordered left to right, and split into cells where the gap
 * between words is wider than a space.
 */
import type { TextItem } from './text-layout';

export interface Cell {
  text: string;
  x: number;
  x2: number;
  items: TextItem[];
}

export interface Line {
  items: TextItem[];
  cells: Cell[];
  text: string;
  /** Union of the line's items, fractions of the page. */
  box: { x: number; y: number; w: number; h: number };
  /** Vertical centre after deskewing (for ordering). */
  y: number;
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const cx = (i: TextItem): number => i.x + i.w / 2;
const cy = (i: TextItem): number => i.y + i.h / 2;

/** The page's baseline slope (dy/dx) from pairs of words that sit side by side. */
export function estimateSlope(items: TextItem[]): number {
  const slopes: number[] = [];
  const sorted = [...items].sort((a, b) => a.x - b.x);
  for (const [i, a] of sorted.entries()) {
    let best: TextItem | null = null;
    for (const b of sorted.slice(i + 1)) {
      if (b.x - (a.x + a.w) > 0.25) break;
      if (b.x <= a.x + a.w * 0.9) continue;
      if (Math.abs(cy(b) - cy(a)) > 0.6 * Math.min(a.h, b.h)) continue;
      if (!best || b.x < best.x) best = b;
    }
    if (best && cx(best) - cx(a) > 0.01) slopes.push((cy(best) - cy(a)) / (cx(best) - cx(a)));
  }
  return slopes.length >= 3 ? median(slopes) : 0;
}

/** Split a line's words (left to right) into cells at gaps wider than a space. */
export function splitCells(items: TextItem[]): Cell[] {
  const h = median(items.map((i) => i.h));
  const charW = median(items.filter((i) => i.text.length > 0).map((i) => i.w / i.text.length));
  const gapLimit = Math.max(0.9 * h, 1.6 * charW);
  const cells: Cell[] = [];
  for (const item of items) {
    const last = cells[cells.length - 1];
    if (last && item.x - last.x2 <= gapLimit) {
      last.items.push(item);
      last.text += ` ${item.text}`;
      last.x2 = Math.max(last.x2, item.x + item.w);
    } else {
      cells.push({ text: item.text, x: item.x, x2: item.x + item.w, items: [item] });
    }
  }
  for (const c of cells) c.text = c.text.replace(/\s+/g, ' ').trim();
  return joinBareComparators(cells);
}

/** A bare comparison sign ("<", "≥", "> OR", "> OR =") belongs to the number after it, however wide OCR left the gap. */
const bareComparator = /^(?:[<>≤≥]=?|=[<>]|[<>]\s*or(?:\s*=)?)$/i;
function joinBareComparators(cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const cell of cells) {
    const last = out[out.length - 1];
    if (last && bareComparator.test(last.text) && /^[\d.,]/.test(cell.text)) {
      out[out.length - 1] = { text: `${last.text} ${cell.text}`, x: last.x, x2: cell.x2, items: [...last.items, ...cell.items] };
    } else {
      out.push(cell);
    }
  }
  return out;
}

/**
 * A PDF text item laid out with runs of spaces ("Glucose      95   mg/dL") is split into its parts,
 * each placed by its character offset, so the gaps between columns survive.
 */
export function splitWideItems(items: TextItem[]): TextItem[] {
  return items.flatMap((item) => {
    if (!/\S\s{2,}\S/.test(item.text)) return [item];
    const charW = item.w / item.text.length;
    return [...item.text.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ ...item, text: m[0], x: item.x + m.index * charW, w: m[0].length * charW }));
  });
}

/** Group a page's words into lines, top to bottom. */
export function groupLines(input: TextItem[]): Line[] {
  const finite = (i: TextItem): boolean => [i.x, i.y, i.w, i.h].every(Number.isFinite) && i.w >= 0 && i.h > 0;
  // A word of only bars or quotes is a table rule or a speck read as text, never a printed value.
  const rule = (i: TextItem): boolean => /^[|¦_~`'"‘’“”]+$/.test(i.text.trim());
  const items = splitWideItems(input.filter((i) => i.text.trim() !== '' && !rule(i) && finite(i)));
  const slope = estimateSlope(items);
  const level = (i: TextItem): number => cy(i) - slope * cx(i);
  const sorted = [...items].sort((a, b) => level(a) - level(b));
  // A lone dash, dot or comma is much shorter than the words beside it (OCR boxes the ink only):
  // it joins the line its centre falls in, after the words have made the lines.
  const lineH = median(items.map((i) => i.h));
  const isMark = (i: TextItem): boolean => !/[\p{L}\p{N}]/u.test(i.text) && i.h < 0.6 * lineH;
  const groups: { y: number; h: number; items: TextItem[] }[] = [];
  for (const item of [...sorted.filter((i) => !isMark(i)), ...sorted.filter(isMark)]) {
    const y = level(item);
    const g = isMark(item)
      ? groups.find((l) => Math.abs(l.y - y) < 0.5 * l.h)
      : groups.find((l) => Math.abs(l.y - y) < 0.5 * Math.min(l.h, item.h));
    if (g) {
      g.items.push(item);
      g.y = g.items.reduce((s, i) => s + level(i), 0) / g.items.length;
      g.h = median(g.items.map((i) => i.h));
    } else {
      groups.push({ y, h: item.h, items: [item] });
    }
  }
  return groups
    .sort((a, b) => a.y - b.y)
    .map((g) => {
      const its = [...g.items].sort((a, b) => a.x - b.x);
      const x = Math.min(...its.map((i) => i.x));
      const y = Math.min(...its.map((i) => i.y));
      const x2 = Math.max(...its.map((i) => i.x + i.w));
      const y2 = Math.max(...its.map((i) => i.y + i.h));
      const cells = splitCells(its);
      return { items: its, cells, text: cells.map((c) => c.text).join('  '), box: { x, y, w: x2 - x, h: y2 - y }, y: g.y };
    });
}
