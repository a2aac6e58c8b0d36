/**
 * The file rules of a lab report upload (spec part 1, "File upload"; W2-F), checked in the spec's
 * order with its exact messages: size, a dangerous extension, an extension not allowed, a declared
 * type not allowed — then the bytes themselves must be what the extension says (magic bytes), so a
 * renamed executable is refused. Images are re-encoded (turned upright by their EXIF orientation,
 * then every piece of metadata — EXIF, GPS location, ICC, XMP — dropped) before they are stored.
 */
import sharp from 'sharp';
import { dangerousExtensions, labUploadExtensions, labUploadMaxBytes, labUploadMessages, labUploadTypes } from '@thrivewell/core/contracts/biomarkers-contract';
import { AppError } from '../../errors';

export type LabFileType = (typeof labUploadTypes)[number];

const refuse = (message: string, status = 400, code = 'INVALID_FILE') => new AppError(code, message, status, 'file');

/** The lower-case extension after the last dot, without it ('' when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).trim().toLowerCase() : '';
}

const typeOfExtension: Record<string, LabFileType> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

const startsWith = (bytes: Buffer, sig: number[] | string) => {
  const s = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return bytes.length >= s.length && bytes.subarray(0, s.length).equals(s);
};

/** Executables and archives that may carry one: Windows (MZ), ELF, scripts (#!), zip/jar (PK), Mach-O, Java classes. */
export function looksExecutable(bytes: Buffer): boolean {
  return [
    'MZ',
    [0x7f, 0x45, 0x4c, 0x46],
    '#!',
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xfe, 0xed, 0xfa, 0xce],
    [0xca, 0xfe, 0xba, 0xbe],
  ].some((sig) => startsWith(bytes, sig));
}

/** Whether the bytes are the format `type` claims. */
export function magicMatches(bytes: Buffer, type: LabFileType): boolean {
  switch (type) {
    case 'application/pdf':
      // The PDF header may follow a little junk (ISO 32000 readers look within the first 1024 bytes).
      return bytes.subarray(0, 1024).includes('%PDF-', 0, 'latin1');
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a');
  }
}

/**
 * Checks an upload against the rules in the spec's order; answers its type (from the extension,
 * confirmed by the bytes). Every refusal is a 4xx with field 'file' and the spec's message.
 */
export function checkLabFile(file: { bytes: Buffer; fileName: string; declaredType: string }): LabFileType {
  if (file.bytes.length === 0) throw refuse(labUploadMessages.missing, 400, 'FILE_REQUIRED');
  if (file.bytes.length > labUploadMaxBytes) throw refuse(labUploadMessages.tooLarge, 413, 'FILE_TOO_LARGE');
  const ext = extensionOf(file.fileName);
  if ((dangerousExtensions as readonly string[]).includes(ext)) throw refuse(labUploadMessages.dangerous, 400, 'DANGEROUS_FILE');
  if (!(labUploadExtensions as readonly string[]).includes(`.${ext}`)) throw refuse(labUploadMessages.extension, 400, 'EXTENSION_NOT_ALLOWED');
  const declared = file.declaredType.split(';')[0]!.trim().toLowerCase();
  if (!(labUploadTypes as readonly string[]).includes(declared)) throw refuse(labUploadMessages.type, 400, 'TYPE_NOT_ALLOWED');
  const type = typeOfExtension[ext]!;
  if (looksExecutable(file.bytes)) throw refuse(labUploadMessages.dangerous, 400, 'DANGEROUS_FILE');
  if (!magicMatches(file.bytes, type)) throw refuse(labUploadMessages.type, 400, 'TYPE_NOT_ALLOWED');
  return type;
}

const unreadableImage = 'The image could not be read. Choose another photo or scan of the report.';

/** Sharp's guard against decompression bombs: a phone photo is ~12–50 megapixels. */
const maxInputPixels = 80_000_000;

/** The type a file is stored as: a GIF becomes a PNG, the rest keep theirs. */
export const storedTypeOf = (type: LabFileType): LabFileType => (type === 'image/gif' ? 'image/png' : type);

/**
 * A quick look at an image before the upload is answered (its header only, a few ms): a file
 * that does not decode, or one of more than 80 megapixels (a decompression bomb), is a 400 now
 * rather than a failed report later.
 */
export async function inspectLabFile(bytes: Buffer, type: LabFileType): Promise<void> {
  if (type === 'application/pdf') return;
  let pixels: number;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    pixels = (width ?? 0) * (height ?? 0);
  } catch {
    throw refuse(unreadableImage, 400, 'UNREADABLE_IMAGE');
  }
  if (pixels === 0) throw refuse(unreadableImage, 400, 'UNREADABLE_IMAGE');
  if (pixels > maxInputPixels) throw refuse('The image is too large to read (more than 80 megapixels). Take the photo again at a lower resolution.', 400, 'IMAGE_TOO_LARGE');
}

/**
 * The bytes to store: a PDF as is; an image turned upright and re-encoded without any metadata
 * (a GIF becomes a PNG of its first frame). An image sharp cannot decode is refused (400).
 */
export async function sanitiseLabFile(bytes: Buffer, type: LabFileType): Promise<{ bytes: Buffer; contentType: LabFileType }> {
  if (type === 'application/pdf') return { bytes, contentType: type };
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    if (type === 'image/jpeg') return { bytes: await image.jpeg({ quality: 92 }).toBuffer(), contentType: 'image/jpeg' };
    return { bytes: await image.png().toBuffer(), contentType: 'image/png' };
  } catch {
    throw refuse(unreadableImage, 400, 'UNREADABLE_IMAGE');
  }
}

/** The file's name as shown in the list: no folders, no control characters, at most 200 characters. */
export function displayFileName(fileName: string): string | null {
  // eslint-disable-next-line no-control-regex
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base ? base.slice(0, 200) : null;
}
