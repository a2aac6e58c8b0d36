/**
 * A lab report end to end with nothing replaced (W2-F): the app's own document reader (pdf.js
 * text layer; OCR for a phone photo) and the labs parser behind the upload route and the job —
 * the rows a person then reviews, with the lab's flags and ranges, the sample date and the
 * marker codes; the stored photo and its page image carry no EXIF or GPS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../providers/storage/disk-blob-store';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { multipartBody } from '../../../test/upload-helpers';
import { fixtureRows, makePhonePhoto, makeTextPdf } from '../../../test/lab-fixtures';

let t: TestApp;
let root: string;
let pro: { cookie: string; id: string };

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'labs-real-'));
  t = await startTestApp({ blobStore: createDiskBlobStore(path.join(root, 'uploads')) });
  pro = await signedInUser(t, 'paid');
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

async function uploadAndRead(file: Buffer, filename: string, type: string) {
  const { body, contentType } = multipartBody(file, { filename, type });
  const started = Date.now();
  const res = await t.app.inject({ method: 'POST', url: '/api/biomarkers/reports', headers: { 'content-type': contentType, cookie: pro.cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(202);
  const answeredMs = Date.now() - started;
  const id: string = res.json().id;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const report = (await json(t.app, 'GET', `/api/biomarkers/reports/${id}`, { cookie: pro.cookie })).json();
    if (report.status !== 'processing') return { report, answeredMs };
    if (Date.now() > deadline) throw new Error('the report was never read');
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Row = { name: string; loinc: string | null; value: number | null; unit: string | null; flag: string; range: { low: number | null; high: number | null } };

/** Every fixture row read with its value, and the lab's flag or range deciding the flag. */
function expectFixtureRows(rows: Row[]) {
  for (const expected of fixtureRows) {
    const row = rows.find((r) => r.name.toLowerCase().startsWith(expected.name.toLowerCase()));
    expect(row, `${expected.name} read`).toBeDefined();
    expect(row!.value, expected.name).toBe(Number(expected.value));
    expect(row!.loinc, expected.name).not.toBeNull();
    const want = expected.flag === 'H' ? 'high' : expected.flag === 'L' ? 'low' : 'normal';
    expect(row!.flag, expected.name).toBe(want);
  }
}

describe('a real lab report, read by the real reader and parser', () => {
  it('a text PDF: every row with its code, value, unit, range and flag; the sample date', { timeout: 120_000 }, async () => {
    const { report, answeredMs } = await uploadAndRead(await makeTextPdf(), 'panel.pdf', 'application/pdf');
    expect(report).toMatchObject({ status: 'needs_review', pages: 1, collectedOn: '2026-11-02', error: null });
    expectFixtureRows(report.results);
    const potassium = report.results.find((r: Row) => r.name.startsWith('Potassium'));
    expect(potassium).toMatchObject({ loinc: '2823-3', unit: 'mmol/L', range: { low: 3.5, high: 5.1 } });
    const cholesterol = report.results.find((r: Row) => r.name.startsWith('Cholesterol'));
    expect(cholesterol.range).toMatchObject({ low: null, high: 200 });
    expect(answeredMs).toBeLessThan(3000);
    const page = await t.app.inject({ method: 'GET', url: `/api/biomarkers/reports/${report.id}/pages/1`, headers: { cookie: pro.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
  });

  it('a phone photo (sideways, tilted, with GPS): OCR reads the rows; nothing stored keeps the EXIF', { timeout: 180_000 }, async () => {
    const { report } = await uploadAndRead(await makePhonePhoto(), 'photo.jpg', 'image/jpeg');
    expect(report.status, report.error).toBe('needs_review');
    expectFixtureRows(report.results);
    const page = await t.app.inject({ method: 'GET', url: `/api/biomarkers/reports/${report.id}/pages/1`, headers: { cookie: pro.cookie } });
    const meta = await sharp(page.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
  });
});
