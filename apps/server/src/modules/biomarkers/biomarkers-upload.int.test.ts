/**
 * Lab report uploads (W2-F): the spec's file rules in order with its exact messages, the
 * magic-byte check (a renamed executable is refused), image metadata stripped before storage,
 * Wellness Pro gating, and the 202 that answers before any reading.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labUploadMessages } from '@thrivewell/core/contracts/biomarkers-contract';
import { createDiskBlobStore } from '../../providers/storage/disk-blob-store';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { signedInUser } from '../../../test/safety-helpers';
import { multipartBody } from '../../../test/upload-helpers';
import { labPdf, testLabPorts } from '../../../test/lab-helpers';

let t: TestApp;
let root: string;
const blobs = () => createDiskBlobStore(path.join(root, 'uploads'));
let free: { cookie: string; id: string };
let pro: { cookie: string; id: string };
let ip = 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'labs-upload-'));
  t = await startTestApp({ blobStore: blobs(), labs: testLabPorts() });
  free = await signedInUser(t, 'free');
  pro = await signedInUser(t, 'paid');
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

function upload(cookie: string | undefined, content: Buffer, opts: { filename?: string; type?: string; field?: string; url?: string } = {}) {
  const { body, contentType } = multipartBody(content, { filename: opts.filename ?? 'report.pdf', type: opts.type ?? 'application/pdf', field: opts.field });
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/biomarkers/reports',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
    remoteAddress: `10.61.0.${++ip % 250}`,
  });
}

/** The stored original, once the upload's background store has written it. */
async function storedOriginal(userId: string, id: string): Promise<Buffer> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const bytes = await blobs().get(`labs/${userId}/${id}/original`);
    if (bytes) return bytes;
    if (Date.now() > deadline) throw new Error('the upload was never stored');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const jpegBytes = () => sharp({ create: { width: 60, height: 30, channels: 3, background: '#c33' } }).jpeg().toBuffer();

describe('who may upload', () => {
  it('signed out → 401; free plan → 403 naming Wellness Pro; Pro → 202 processing', async () => {
    expect((await upload(undefined, labPdf(['Glucose 90 mg/dL 70-99']))).statusCode).toBe(401);
    const refused = await upload(free.cookie, labPdf(['Glucose 90 mg/dL 70-99']));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'UPGRADE_REQUIRED', field: 'lab_uploads' });
    expect(refused.json().error.message).toContain('Wellness Pro');
    const started = Date.now();
    const ok = await upload(pro.cookie, labPdf(['Glucose 90 mg/dL 70-99']));
    const took = Date.now() - started;
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toEqual({ id: expect.any(String), status: 'processing' });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(took).toBeLessThan(300);
    expect((await storedOriginal(pro.id, ok.json().id)).subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('a declared body over 10 MB is refused before it is read, after the plan check', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * 1024 * 1024) };
    const asFree = await t.app.inject({ method: 'POST', url: '/api/biomarkers/reports', headers: { ...headers, cookie: free.cookie }, payload: '--x--' });
    expect(asFree.statusCode).toBe(403);
    const asPro = await t.app.inject({ method: 'POST', url: '/api/biomarkers/reports', headers: { ...headers, cookie: pro.cookie }, payload: '--x--' });
    expect(asPro.statusCode).toBe(413);
    expect(asPro.json().error).toMatchObject({ message: labUploadMessages.tooLarge, field: 'file' });
  });
});

describe('the file rules, in the spec’s order and words', () => {
  const refused = async (res: Awaited<ReturnType<typeof upload>>, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatchObject({ message, field: 'file' });
  };

  it('no file', async () => {
    await refused(await upload(pro.cookie, Buffer.from('x'), { field: 'other' }), 400, labUploadMessages.missing);
    await refused(await upload(pro.cookie, Buffer.alloc(0)), 400, labUploadMessages.missing);
    const json = await t.app.inject({ method: 'POST', url: '/api/biomarkers/reports', headers: { cookie: pro.cookie, 'content-type': 'application/json' }, payload: '{}' });
    await refused(json, 400, labUploadMessages.missing);
  });

  it('over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    await refused(await upload(pro.cookie, big), 413, labUploadMessages.tooLarge);
  });

  it('a dangerous extension, before any other rule', async () => {
    for (const ext of ['exe', 'bat', 'cmd', 'scr', 'com', 'pif', 'jar', 'js', 'vbs', 'wsf', 'EXE']) {
      await refused(await upload(pro.cookie, Buffer.from('MZ...'), { filename: `results.${ext}`, type: 'application/octet-stream' }), 400, labUploadMessages.dangerous);
    }
    await refused(await upload(pro.cookie, labPdf([]), { filename: 'results.pdf.exe' }), 400, labUploadMessages.dangerous);
  });

  it('another extension, or none', async () => {
    for (const name of ['results.docx', 'results.tiff', 'results', 'results.pdf.zip']) {
      await refused(await upload(pro.cookie, labPdf([]), { filename: name }), 400, labUploadMessages.extension);
    }
  });

  it('a declared type not allowed', async () => {
    for (const type of ['application/octet-stream', 'text/html', 'image/svg+xml', 'application/x-msdownload']) {
      await refused(await upload(pro.cookie, labPdf([]), { type }), 400, labUploadMessages.type);
    }
  });

  it('bytes that are not what the extension says: executables are dangerous, other formats not allowed', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90), Buffer.from('This program cannot be run in DOS mode')]);
    await refused(await upload(pro.cookie, exe, { filename: 'lab-results.pdf' }), 400, labUploadMessages.dangerous);
    await refused(await upload(pro.cookie, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), { filename: 'scan.png', type: 'image/png' }), 400, labUploadMessages.dangerous);
    await refused(await upload(pro.cookie, Buffer.from('#!/bin/sh\nrm -rf /\n'), { filename: 'scan.jpg', type: 'image/jpeg' }), 400, labUploadMessages.dangerous);
    await refused(await upload(pro.cookie, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), { filename: 'report.pdf' }), 400, labUploadMessages.dangerous);
    // A real JPEG named .png, and text named .pdf: not the format they claim.
    await refused(await upload(pro.cookie, await jpegBytes(), { filename: 'scan.png', type: 'image/png' }), 400, labUploadMessages.type);
    await refused(await upload(pro.cookie, Buffer.from('Glucose 90 mg/dL'), { filename: 'report.pdf' }), 400, labUploadMessages.type);
    await refused(await upload(pro.cookie, Buffer.from('GIF87a-not-really'), { filename: 'scan.gif', type: 'image/gif' }), 400, 'The image could not be read. Choose another photo or scan of the report.');
  });

  it('nothing refused was stored or listed', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/biomarkers/reports', headers: { cookie: pro.cookie } })).json();
    expect(list.reports).toHaveLength(1);
    expect(list.reports[0]).toMatchObject({ status: expect.stringMatching(/processing|needs_review/), fileName: 'report.pdf', source: 'upload' });
  });
});

/** A PNG whose header claims `width` × `height` (no pixels follow: a decompression bomb's shape). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(100))), chunk('IEND', Buffer.alloc(0))]);
}

describe('images that cannot be read', () => {
  it('a decompression bomb is refused before anything is stored', async () => {
    const res = await upload(pro.cookie, pngClaiming(20_000, 20_000), { filename: 'scan.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'IMAGE_TOO_LARGE', field: 'file' });
  });

  it('a photo cut short passes the quick look, then its report fails with words for the person', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const res = await upload(pro.cookie, photo.subarray(0, 400), { filename: 'cut.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(202);
    const deadline = Date.now() + 10_000;
    let report;
    do report = (await t.app.inject({ method: 'GET', url: `/api/biomarkers/reports/${res.json().id}`, headers: { cookie: pro.cookie } })).json();
    while (report.status === 'processing' && Date.now() < deadline && (await new Promise((r) => setTimeout(r, 50)), true));
    expect(report).toMatchObject({ status: 'failed', error: 'The image could not be read. Choose another photo or scan of the report.' });
    expect(await blobs().get(`labs/${pro.id}/${res.json().id}/original`)).toBeNull();
  });
});

describe('images are stored without their metadata', () => {
  it('a phone photo: EXIF and GPS gone, turned upright by its orientation', async () => {
    const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#eee' } })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 3230/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 4366/100' } })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const res = await upload(pro.cookie, photo, { filename: 'IMG_2041.JPG', type: 'image/jpeg' });
    expect(res.statusCode).toBe(202);
    const stored = await storedOriginal(pro.id, res.json().id);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes('PhoneCo')).toBe(false);
    expect([after.width, after.height]).toEqual([40, 80]);
  });

  it('a GIF is kept as a PNG of its first frame; a PNG stays a PNG', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } }).gif().toBuffer();
    const res = await upload(pro.cookie, gif, { filename: 'strip.gif', type: 'image/gif', url: '/api/biomarkers/reports?kind=urine' });
    expect(res.statusCode).toBe(202);
    expect((await sharp(await storedOriginal(pro.id, res.json().id)).metadata()).format).toBe('png');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/biomarkers/reports/${res.json().id}`, headers: { cookie: pro.cookie } })).json();
    expect(detail.kind).toBe('urine');
    const bad = await upload(pro.cookie, gif, { filename: 'strip.gif', type: 'image/gif', url: '/api/biomarkers/reports?kind=saliva' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('kind');
  });
});
