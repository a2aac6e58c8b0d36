import { describe, expect, it } from 'vitest';
import { estimateSkewDegrees, type BinaryImage } from './deskew';

/** A page of "text lines" (dashed ink bands 4 px thick) turned clockwise by `degrees`. */
function linesPage(degrees: number, width = 800, height = 1000): BinaryImage {
  const ink = new Uint8Array(width * height);
  const tan = Math.tan((degrees * Math.PI) / 180);
  for (let line = 100; line < 900; line += 30) {
    for (let x = 80; x < 720; x += 1) {
      if (x % 40 > 32) continue; // gaps between words
      for (let t = 0; t < 4; t += 1) {
        const y = Math.round(line + t + (x - width / 2) * tan);
        if (y >= 0 && y < height && (x * 7 + t) % 3 !== 0) ink[y * width + x] = 1;
      }
    }
  }
  return { ink, width, height };
}

describe('estimateSkewDegrees', () => {
  it.each([0, 3, -5, 7.5, -1.2])('finds lines turned by %s°', (degrees) => {
    expect(estimateSkewDegrees(linesPage(degrees))).toBeCloseTo(degrees, 0);
    expect(Math.abs(estimateSkewDegrees(linesPage(degrees)) - degrees)).toBeLessThanOrEqual(0.2);
  });

  it('says 0 for a blank page rather than guessing', () => {
    expect(estimateSkewDegrees({ ink: new Uint8Array(500 * 500), width: 500, height: 500 })).toBe(0);
  });
});
