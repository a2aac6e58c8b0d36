import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labUploadMessages } from '@thrivewell/core/contracts/biomarkers-contract';
import { checkLabFile, displayFileName, extensionOf, looksExecutable, magicMatches, sanitiseLabFile } from './lab-file';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
const messageOf = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('lab file rules', () => {
  it('reads the last extension, lower-cased, ignoring folders', () => {
    expect(extensionOf('C:\\scans\\Panel.PDF')).toBe('pdf');
    expect(extensionOf('report.pdf.exe')).toBe('exe');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });

  it('applies the rules in the spec’s order', () => {
    // A dangerous extension wins over a wrong declared type; a bad extension over a bad type.
    expect(messageOf(() => checkLabFile({ bytes: pdf, fileName: 'x.exe', declaredType: 'text/plain' }))).toBe(labUploadMessages.dangerous);
    expect(messageOf(() => checkLabFile({ bytes: pdf, fileName: 'x.txt', declaredType: 'text/plain' }))).toBe(labUploadMessages.extension);
    expect(messageOf(() => checkLabFile({ bytes: pdf, fileName: 'x.pdf', declaredType: 'text/plain' }))).toBe(labUploadMessages.type);
    expect(messageOf(() => checkLabFile({ bytes: Buffer.alloc(0), fileName: 'x.exe', declaredType: 'text/plain' }))).toBe(labUploadMessages.missing);
    expect(checkLabFile({ bytes: pdf, fileName: 'x.pdf', declaredType: 'application/pdf; charset=binary' })).toBe('application/pdf');
  });

  it('knows the formats by their first bytes', () => {
    expect(magicMatches(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBe(true);
    expect(magicMatches(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png')).toBe(true);
    expect(magicMatches(Buffer.from('GIF89a'), 'image/gif')).toBe(true);
    expect(magicMatches(Buffer.from('GIF90a'), 'image/gif')).toBe(false);
    expect(magicMatches(Buffer.concat([Buffer.alloc(100, 0x20), pdf]), 'application/pdf')).toBe(true);
    expect(magicMatches(Buffer.concat([Buffer.alloc(1100, 0x20), pdf]), 'application/pdf')).toBe(false);
    expect(magicMatches(pdf, 'image/png')).toBe(false);
  });

  it('sees executables and archives under any name', () => {
    for (const bytes of ['MZ\x90\x00', '\x7fELF', '#!/usr/bin/env node', 'PK\x03\x04', '\xca\xfe\xba\xbe', '\xcf\xfa\xed\xfe']) expect(looksExecutable(Buffer.from(bytes, 'latin1'))).toBe(true);
    expect(looksExecutable(pdf)).toBe(false);
  });

  it('keeps a clean display name', () => {
    expect(displayFileName('../../etc/Panel\u0000 March.pdf')).toBe('Panel March.pdf');
    expect(displayFileName('/')).toBeNull();
  });

  it('re-encodes images without metadata; PDFs untouched; a broken image is a 400', async () => {
    expect((await sanitiseLabFile(pdf, 'application/pdf')).bytes).toBe(pdf);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).withMetadata({ density: 300 }).withExifMerge({ IFD0: { Artist: 'Someone' } }).png().toBuffer();
    const clean = await sanitiseLabFile(png, 'image/png');
    expect(clean.contentType).toBe('image/png');
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
    await expect(sanitiseLabFile(Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2]), 'image/jpeg')).rejects.toMatchObject({ status: 400, field: 'file' });
  });
});
