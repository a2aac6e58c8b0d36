import { describe, expect, it } from 'vitest';
import { restoreDecimalPoint, typicalDigitWidth, type Glyph, type GreyImage } from './decimal-point';

/** Boxes for `text` laid left to right: each character `w` px wide (overrides by index), `gap` px apart. */
function glyphs(text: string, widths: Record<number, number> = {}, gaps: Record<number, number> = {}): Glyph[] {
  let x = 10;
  return [...text].map((ch, i) => {
    x += i > 0 ? (gaps[i] ?? 5) : 0;
    const w = widths[i] ?? 21;
    const g = { text: ch, x0: x, x1: x + w, y0: 10, y1: 42 };
    x += w;
    return g;
  });
}

/** A white image with ink over each box's full height except `dotCols` (ink only near the baseline). */
function image(boxes: Glyph[], dotCols: [number, number][]): GreyImage {
  const width = 400;
  const height = 60;
  const data = new Uint8Array(width * height).fill(255);
  for (const b of boxes) for (let x = b.x0; x <= b.x1; x += 1) {
    const dot = dotCols.some(([a, z]) => x >= a && x <= z);
    for (let y = dot ? 36 : b.y0; y < b.y1; y += 1) data[y * width + x] = 0;
  }
  return { data, width, height };
}

describe('a decimal point OCR dropped', () => {
  const digitW = 21;

  it('comes back where a digit box is widened by the dot, on the side with no ink above the baseline', () => {
    const before = glyphs('56', { 0: 33 });
    expect(restoreDecimalPoint('56', before, digitW, image(before, [[33, 43]]))).toBe('5.6');
    const after = glyphs('53', { 1: 32 });
    expect(restoreDecimalPoint('53', after, digitW, image(after, [[36, 46]]))).toBe('5.3');
  });

  it('comes back in a wide gap between digits, and beside a flag letter or a range dash', () => {
    expect(restoreDecimalPoint('119', glyphs('119', {}, { 2: 16 }), digitW)).toBe('11.9');
    expect(restoreDecimalPoint('56H', glyphs('56H', { 0: 33 }), digitW)).toBe('5.6H');
    expect(restoreDecimalPoint('35-51', glyphs('35-51', { 0: 33, 4: 32 }), digitW)).toBe('3.5-5.1');
  });

  it('leaves numbers printed without a point, numbers that have one, and doubtful cases alone', () => {
    expect(restoreDecimalPoint('142', glyphs('142'), digitW)).toBe('142');
    expect(restoreDecimalPoint('4.0-11.0', glyphs('4.0-11.0', { 4: 33 }), digitW)).toBe('4.0-11.0');
    expect(restoreDecimalPoint('1234', glyphs('1234', { 1: 33, 2: 33 }), digitW)).toBe('1234');
    expect(restoreDecimalPoint('56', glyphs('56', { 0: 33 }), null)).toBe('56');
    expect(restoreDecimalPoint('250-450', glyphs('250-450', { 4: 33 }), digitW)).toBe('250-450');
  });

  it('knows a page\'s usual digit width only from enough digits', () => {
    expect(typicalDigitWidth(glyphs('1234567890'))).toBe(21);
    expect(typicalDigitWidth(glyphs('42'))).toBeNull();
  });
});
