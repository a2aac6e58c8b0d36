/**
 * Skew estimation for scans and phone photos (W2-F): a projection-profile search. Text lines
 * projected along the right angle pile their dark pixels into few rows, so the sum of squared row
 * counts peaks there. Searched over ±8° (coarse 0.5° steps, then 0.1° around the best) on a small
 * binarised copy; tesseract reads level lines far better than tilted ones.
 */

export interface BinaryImage {
  /** One byte per pixel, row by row; non-zero = ink. */
  ink: Uint8Array;
  width: number;
  height: number;
}

/** At most this many ink pixels are projected (evenly sampled): enough for a stable profile. */
const maxSamples = 120_000;

/**
 * The angle (degrees, clockwise positive with y pointing down) by which the text lines are
 * turned; rotate the image by minus this to level them. 0 when there is too little ink to tell.
 */
export function estimateSkewDegrees(image: BinaryImage, maxDegrees = 8): number {
  const points = inkPoints(image);
  if (points.length < 200) return 0;
  const score = (deg: number) => profileScore(points, image, (deg * Math.PI) / 180);
  let best = 0;
  let bestScore = score(0);
  for (let deg = -maxDegrees; deg <= maxDegrees + 1e-9; deg += 0.5) {
    const s = score(deg);
    if (s > bestScore) [best, bestScore] = [deg, s];
  }
  const coarse = best;
  for (let deg = coarse - 0.4; deg <= coarse + 0.4 + 1e-9; deg += 0.1) {
    const s = score(deg);
    if (s > bestScore) [best, bestScore] = [deg, s];
  }
  return Math.round(best * 10) / 10;
}

function inkPoints(image: BinaryImage): Int32Array {
  let count = 0;
  for (const v of image.ink) if (v) count += 1;
  const step = Math.max(1, Math.ceil(count / maxSamples));
  const points = new Int32Array(Math.ceil(count / step) * 2);
  let seen = 0;
  let n = 0;
  for (let i = 0; i < image.ink.length; i += 1) {
    if (!image.ink[i]) continue;
    if (seen % step === 0 && n < points.length) {
      points[n] = i % image.width;
      points[n + 1] = Math.floor(i / image.width);
      n += 2;
    }
    seen += 1;
  }
  return points.subarray(0, n);
}

/** Sum of squared counts of the rows the points fall in, projected at angle `rad`. */
function profileScore(points: Int32Array, image: BinaryImage, rad: number): number {
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const offset = Math.ceil(image.width * Math.abs(sin)) + 1;
  const bins = new Float64Array(image.height + 2 * offset + 2);
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] ?? 0;
    const y = points[i + 1] ?? 0;
    const row = Math.round(y * cos - x * sin) + offset;
    if (row >= 0 && row < bins.length) bins[row] = (bins[row] ?? 0) + 1;
  }
  let sum = 0;
  for (const b of bins) sum += b * b;
  return sum;
}
