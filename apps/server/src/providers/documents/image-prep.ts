/**
 * Image preparation for OCR (W2-F), with sharp: turned upright by its EXIF orientation, grey,
 * lighting evened out (each pixel divided by a blurred copy of the page, so a shadow or a lamp's
 * gradient is not read as ink), contrast stretched, scaled to about 300 DPI for a page, and
 * deskewed. The review copy goes through the same turns, so positions read match it.
 */
import sharp from 'sharp';
import { estimateSkewDegrees } from './deskew';
import type { RawImage } from './render-page';

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
  width: number;
  height: number;
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
  const upright = await greyRaw(open(input).rotate());
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
  let pipeline = sharp(flat, { raw: { width, height, channels: 1 } }).normalise();
  if (skewDegrees !== 0) pipeline = pipeline.rotate(-skewDegrees, { background: white });
  const { data, info } = await pipeline.greyscale().png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, skewDegrees };
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
  for (let i = 0; i < grey.length; i += 1) {
    const bg = Math.max(24, background[i] ?? 255);
    out[i] = Math.min(255, Math.round(((grey[i] ?? 255) * 255) / bg));
  }
  return out;
}

async function findSkew(flat: Buffer, width: number, height: number): Promise<number> {
  const targetWidth = Math.min(width, 1000);
  const { data, info } = await greyRaw(sharp(flat, { raw: { width, height, channels: 1 } }).resize(targetWidth));
  const ink = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 1) ink[i] = (data[i] ?? 255) < 170 ? 1 : 0;
  const degrees = estimateSkewDegrees({ ink, width: info.width, height: info.height });
  return Math.abs(degrees) < 0.3 ? 0 : degrees;
}
