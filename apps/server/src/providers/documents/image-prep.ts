/**
 * Image preparation for OCR (W2-F), with sharp: turned upright by its EXIF orientation, grey,
 * lighting evened out (each pixel divided by a blurred copy of the page, so a shadow or a lamp's
 * gradient is not read as ink), faint print darkened, scaled to about 300 DPI for a page,
 * sharpened, deskewed, and cut to the part with ink. The review copy goes through the same turns, so positions read match it.
 */
import sharp from 'sharp';
import { estimateSkewDegrees } from './deskew';
import type { RawImage } from './render-page';

/** The image's bytes cannot be decoded (truncated, damaged, not an image). */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/** An encoded image (JPEG, PNG, GIF) or a rendered PDF page's raw pixels. */
export type ImageInput = Buffer | RawImage;

/** Images with more pixels than this are refused before decoding (decompression bombs). */
export const maxInputPixels = 50_000_000;
/** A page ~8.3 in wide at 300 DPI. Narrower images are scaled up to it (at most 3×). */
const ocrTargetWidth = 2480;
/** Longer side cap for OCR: more pixels cost memory and time, not accuracy. */
const ocrMaxSide = 4200;
const reviewMaxWidth = 1600;
const white = { r: 255, g: 255, b: 255, alpha: 1 };

export interface PreparedImage {
  /** Greyscale PNG for tesseract. */
  png: Buffer;
  /** The whole prepared page; `png` is its part holding ink, cut out at (cropLeft, cropTop). */
  width: number;
  height: number;
  cropLeft: number;
  cropTop: number;
  /** The skew found and removed, in degrees (clockwise positive). */
  skewDegrees: number;
}

/** Raw 8-bit single-channel pixels (sharp turns a resized grey image back to sRGB unless told). */
async function greyRaw(pipeline: sharp.Sharp): Promise<{ data: Buffer; info: { width: number; height: number } }> {
  const out = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (out.info.channels !== 1) throw new Error(`expected 1 channel, got ${out.info.channels}`);
  return out;
}

function open(input: ImageInput) {
  if (Buffer.isBuffer(input)) return sharp(input, { limitInputPixels: maxInputPixels, pages: 1, failOn: 'error' });
  return sharp(input.data, { raw: { width: input.width, height: input.height, channels: input.channels } });
}

/** Throws sharp's error when the image cannot be decoded or has too many pixels. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await open(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error('image has no size');
  if (meta.width * meta.height > maxInputPixels) throw new Error('Input image exceeds pixel limit');
  return { width: meta.width, height: meta.height };
}

export async function prepareForOcr(input: ImageInput): Promise<PreparedImage> {
  const upright = await greyRaw(open(input).rotate()).catch((err: unknown) => {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  });
  let { width, height } = upright.info;
  let scale = width < ocrTargetWidth * 0.8 ? Math.min(3, ocrTargetWidth / width) : 1;
  const longSide = Math.max(width, height) * scale;
  if (longSide > ocrMaxSide) scale *= ocrMaxSide / longSide;
  let grey = upright.data;
  if (scale !== 1) {
    const resized = await greyRaw(
      sharp(grey, { raw: { width, height, channels: 1 } }).resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' }),
    );
    ({ width, height } = resized.info);
    grey = resized.data;
  }
  const flat = await evenLighting(grey, width, height);
  const skewDegrees = await findSkew(flat, width, height);
  let pipeline = sharp(flat, { raw: { width, height, channels: 1 } });
  // Unsharp mask: a phone's soft focus otherwise costs decimal points ("5.4" read as "54").
  pipeline = pipeline.sharpen({ sigma: 2 });
  if (skewDegrees !== 0) pipeline = pipeline.rotate(-skewDegrees, { background: white });
  const page = await greyRaw(pipeline);
  // Blank margins cost tesseract memory and time, not accuracy: only the inked part is read.
  const box = inkBox(page.data, page.info.width, page.info.height);
  const png = await sharp(page.data, { raw: { width: page.info.width, height: page.info.height, channels: 1 } })
    .extract(box)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width: page.info.width, height: page.info.height, cropLeft: box.left, cropTop: box.top, skewDegrees };
}

/** The smallest box holding every dark pixel, with a 32 px margin (the whole page when blank). */
function inkBox(grey: Buffer, width: number, height: number) {
  let [top, bottom, left, right] = [height, -1, width, -1];
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if ((grey[row + x] ?? 255) >= 128) continue;
      if (y < top) top = y;
      bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (bottom < 0) return { left: 0, top: 0, width, height };
  const margin = 32;
  const box = { left: Math.max(0, left - margin), top: Math.max(0, top - margin) };
  return { ...box, width: Math.min(width, right + margin + 1) - box.left, height: Math.min(height, bottom + margin + 1) - box.top };
}

/** The page as the person will check it: upright, deskewed like the OCR copy, ≤ 1600 px wide, PNG with no metadata. */
export async function reviewImage(input: ImageInput, skewDegrees = 0): Promise<Buffer> {
  // Scaled first (cheap), then turned: a turn grows both sides in proportion, so positions still match.
  const rad = (Math.abs(skewDegrees) * Math.PI) / 180;
  const meta = await open(input).rotate().metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const [w, h] = swap ? [meta.height ?? 1, meta.width ?? 1] : [meta.width ?? 1, meta.height ?? 1];
  const grownWidth = w * Math.cos(rad) + h * Math.sin(rad);
  const width = Math.max(1, Math.min(w, Math.floor((reviewMaxWidth * w) / grownWidth)));
  const small = await open(input).rotate().flatten({ background: white }).resize({ width }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let pipeline = sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } });
  if (skewDegrees !== 0) pipeline = pipeline.rotate(-skewDegrees, { background: white });
  return pipeline.png().toBuffer();
}

/** Divides each pixel by the local background (a shrunk, blurred copy), so paper reads white everywhere. */
async function evenLighting(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const small = { width: Math.max(1, Math.round(width / 16)), height: Math.max(1, Math.round(height / 16)) };
  const shrunk = await greyRaw(sharp(grey, { raw: { width, height, channels: 1 } }).resize(small.width, small.height, { kernel: 'cubic' }).median(7).blur(2));
  const { data: background } = await greyRaw(
    sharp(shrunk.data, { raw: { width: shrunk.info.width, height: shrunk.info.height, channels: 1 } }).resize(width, height, { kernel: 'cubic' }),
  );
  const out = Buffer.allocUnsafe(grey.length);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < grey.length; i += 1) {
    const bg = Math.max(24, background[i] ?? 255);
    const v = Math.min(255, Math.round(((grey[i] ?? 255) * 255) / bg));
    out[i] = v;
    histogram[v] = (histogram[v] ?? 0) + 1;
  }
  return darkenFaintInk(out, histogram);
}

/**
 * Normalises contrast for faint print only: when even the darkest 0.5 % of pixels is lighter than
 * mid-grey, ink is stretched towards black with the paper kept white. A full min–max stretch of
 * dark print thickens blurred strokes until "5.4" reads "54".
 */
function darkenFaintInk(pixels: Buffer, histogram: Uint32Array): Buffer {
  const target = pixels.length * 0.005;
  let seen = 0;
  let darkest = 0;
  while (darkest < 255 && seen + (histogram[darkest] ?? 0) < target) seen += histogram[darkest++] ?? 0;
  if (darkest <= 100) return pixels;
  const gain = (255 - 40) / Math.max(1, 255 - darkest);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.max(0, Math.round(255 - (255 - (pixels[i] ?? 255)) * gain));
  return pixels;
}

async function findSkew(flat: Buffer, width: number, height: number): Promise<number> {
  const targetWidth = Math.min(width, 1000);
  const { data, info } = await greyRaw(sharp(flat, { raw: { width, height, channels: 1 } }).resize(targetWidth));
  const ink = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 1) ink[i] = (data[i] ?? 255) < 170 ? 1 : 0;
  const degrees = estimateSkewDegrees({ ink, width: info.width, height: info.height });
  return Math.abs(degrees) < 0.3 ? 0 : degrees;
}
