/**
 * Biomarkers end to end on the real app (W2-F): an uploaded report is read by the queue's job
 * through the injected reader and parser (test doubles of the ports) into 'needs_review' with its
 * page images; the person confirms it; manual entry is free; markers and history read confirmed
 * reports only; deleting a report or the account deletes its files; another person's report is 404.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, bloodTestHistory } from '../../db/schema';
import type { BlobStore } from '../../providers/storage/blob-store';
import { createDiskBlobStore } from '../../providers/storage/disk-blob-store';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json, signedInUser } from '../../../test/safety-helpers';
import { multipartBody } from '../../../test/upload-helpers';
import { labPdf, testLabPorts } from '../../../test/lab-helpers';

let t: TestApp;
let root: string;
const ports = testLabPorts();
const blobs = () => createDiskBlobStore(path.join(root, 'uploads'));
/** The app's store: the disk one, whose prefix deletes can be made to fail (an unreachable bucket). */
const storage = { failDeletes: false, failPuts: false };
const appStore = (): BlobStore => {
  const disk = blobs();
  const unreachable = () => Promise.reject(new Error('storage unreachable'));
  return {
    ...disk,
    put: async (key, bytes, type) => (storage.failPuts ? unreachable() : disk.put(key, bytes, type)),
    deletePrefix: async (prefix) => (storage.failDeletes ? unreachable() : disk.deletePrefix(prefix)),
  };
};
let pro: { cookie: string; id: string };
let other: { cookie: string; id: string };

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'labs-flow-'));
  t = await startTestApp({ blobStore: appStore(), labs: ports });
  pro = await signedInUser(t, 'paid');
  other = await signedInUser(t, 'free');
  await json(t.app, 'PUT', '/api/profile/sections/personalInfo', { cookie: pro.cookie, body: { age: 52, gender: 'female' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

async function upload(cookie: string, lines: string[]): Promise<string> {
  const { body, contentType } = multipartBody(labPdf(lines), { filename: 'march-panel.pdf', type: 'application/pdf' });
  const res = await t.app.inject({ method: 'POST', url: '/api/biomarkers/reports', headers: { 'content-type': contentType, cookie }, payload: body });
  expect(res.statusCode).toBe(202);
  return res.json().id;
}

/** The report once the job has finished with it. */
async function settled(cookie: string, id: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const report = (await json(t.app, 'GET', `/api/biomarkers/reports/${id}`, { cookie })).json();
    if (report.status !== 'processing') return report;
    if (Date.now() > deadline) throw new Error('the report was never read');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const panel = ['Collected 2026-03-02', 'Glucose 110 mg/dL 70-99', 'Potassium 4.1 mmol/L 3.5-5.1', '---', 'Hemoglobin 11.2 g/dL 12.0-15.5'];
let reportId = '';

describe('reading a report in the background', () => {
  it('turns an upload into needs_review: rows as read, page images, context from the profile', { timeout: 30_000 }, async () => {
    reportId = await upload(pro.cookie, panel);
    const report = await settled(pro.cookie, reportId);
    expect(report).toMatchObject({ id: reportId, status: 'needs_review', source: 'upload', kind: 'blood', fileName: 'march-panel.pdf', collectedOn: '2026-03-02', progress: 100, pages: 2, error: null, resultCount: 3 });
    expect(report.results).toHaveLength(3);
    expect(report.results[0]).toEqual({
      rowId: 'p1-r1', name: 'Glucose', loinc: '2345-7', value: 110, text: null, unit: 'mg/dL', range: { low: 70, high: 99, text: '70-99' },
      flag: 'high', flagSource: 'lab_range', confidence: 1, box: { page: 1, x: 0.05, y: expect.any(Number), w: expect.any(Number), h: 0.015 }, notes: [],
    });
    expect(report.results[2]).toMatchObject({ name: 'Hemoglobin', flag: 'low', box: { page: 2 } });
    expect(ports.contexts.at(-1)).toEqual({ sex: 'female', ageYears: 52 });
    const page = await t.app.inject({ method: 'GET', url: `/api/biomarkers/reports/${reportId}/pages/2`, headers: { cookie: pro.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(page.rawPayload).metadata()).format).toBe('png');
    expect((await json(t.app, 'GET', `/api/biomarkers/reports/${reportId}/pages/3`, { cookie: pro.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'GET', `/api/biomarkers/reports/${reportId}/pages/0`, { cookie: pro.cookie })).statusCode).toBe(400);
  });

  it('a reader failure is a failed report with words for the person, never a stack', { timeout: 30_000 }, async () => {
    const damaged = await settled(pro.cookie, await upload(pro.cookie, ['UNREADABLE']));
    expect(damaged).toMatchObject({ status: 'failed', error: 'This PDF is damaged and could not be opened.', results: [] });
    const crashed = await settled(pro.cookie, await upload(pro.cookie, ['CRASH']));
    expect(crashed.status).toBe('failed');
    expect(crashed.error).toBe('The report could not be read. Try a sharper scan or photo, or enter the results by hand.');
    expect(crashed.error).not.toContain('/srv');
    storage.failPuts = true;
    const unstored = await settled(pro.cookie, await upload(pro.cookie, panel)).finally(() => (storage.failPuts = false));
    expect(unstored).toMatchObject({ status: 'failed', error: 'The file could not be stored. Upload the report again.' });
  });

  it('unconfirmed rows are not interpreted: no markers yet', async () => {
    expect((await json(t.app, 'GET', '/api/biomarkers/markers', { cookie: pro.cookie })).json()).toEqual({ markers: [] });
    expect((await json(t.app, 'GET', '/api/biomarkers/markers/2345-7', { cookie: pro.cookie })).statusCode).toBe(404);
  });
});

describe('confirming, typing, history', () => {
  it('confirms the corrected rows: normalised, confidence 1, the read box kept, freshness and audit written', async () => {
    const rows = [
      { rowId: 'p1-r1', name: 'Glucose', value: 101, unit: 'mg/dL', rangeText: '70-99' },
      { rowId: 'p1-r2', name: 'Potassium', value: 4.1, unit: 'mmol/L', rangeText: '3.5-5.1' },
    ];
    const res = await json(t.app, 'PUT', `/api/biomarkers/reports/${reportId}/confirm`, { cookie: pro.cookie, body: { collectedOn: '2026-03-02', rows } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json();
    expect(report).toMatchObject({ status: 'confirmed', collectedOn: '2026-03-02', resultCount: 2 });
    expect(report.results[0]).toMatchObject({ rowId: 'p1-r1', value: 101, flag: 'high', confidence: 1, box: { page: 1 } });
    const [fresh] = await t.database.db.select().from(bloodTestHistory).where(eq(bloodTestHistory.user_id, pro.id));
    expect(fresh?.data).toEqual({ reportId, collectedOn: '2026-03-02', newestSample: '2026-03-02' });
    expect(fresh?.updated_at.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    // The outdated-data reminder reads it: a sample from March is outdated three months on.
    const outdated = (await json(t.app, 'GET', '/api/profile/freshness', { cookie: pro.cookie })).json().items;
    expect(JSON.stringify(outdated)).toContain('blood_test_history');
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, pro.id));
    expect(audit.filter((a) => a.resourceId === reportId).map((a) => a.action).sort()).toEqual(['lab_report_confirmed', 'lab_report_uploaded']);
  });

  it('refuses bad rows with a 400 and the field, keeping what was saved', async () => {
    const cases: [unknown, string][] = [
      [{ collectedOn: '2026-03-02', rows: [] }, 'rows'],
      [{ collectedOn: 'yesterday', rows: [{ name: 'Glucose', value: 90 }] }, 'collectedOn'],
      [{ collectedOn: '2026-03-02', rows: [{ name: '', value: 90 }] }, 'rows.0.name'],
      [{ collectedOn: '2026-03-02', rows: [{ name: 'Glucose' }] }, 'rows.0.value'],
      [{ collectedOn: '2026-03-02', rows: [{ name: 'Glucose', value: 1 }, { rowId: 'row-1', name: 'Glucose', value: 2 }] }, 'rows.1.rowId'],
    ];
    for (const [body, field] of cases) {
      const res = await json(t.app, 'PUT', `/api/biomarkers/reports/${reportId}/confirm`, { cookie: pro.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    expect((await json(t.app, 'GET', `/api/biomarkers/reports/${reportId}`, { cookie: pro.cookie })).json().resultCount).toBe(2);
  });

  it('manual entry is free, confirmed at once; urine results too', async () => {
    const typed = await json(t.app, 'POST', '/api/biomarkers/manual', { cookie: other.cookie, body: { collectedOn: '2026-01-10', rows: [{ name: 'Glucose', value: 5.2, unit: 'mmol/L', rangeText: '3.9-5.5' }] } });
    expect(typed.statusCode).toBe(201);
    expect(typed.json()).toMatchObject({ status: 'confirmed', source: 'manual', kind: 'blood', fileName: null, results: [{ rowId: 'row-1', loinc: '2345-7', flag: 'normal', confidence: 1 }] });
    const urine = await json(t.app, 'POST', '/api/biomarkers/manual', { cookie: other.cookie, body: { kind: 'urine', collectedOn: '2026-01-11', rows: [{ name: 'Nitrite', text: 'Negative' }] } });
    expect(urine.json()).toMatchObject({ kind: 'urine', results: [{ name: 'Nitrite', value: null, text: 'Negative', flag: 'normal' }] });
  });

  it('markers and history: confirmed values over time in the canonical unit', async () => {
    await json(t.app, 'POST', '/api/biomarkers/manual', { cookie: pro.cookie, body: { collectedOn: '2025-09-01', rows: [{ name: 'Glucose', value: 5.0, unit: 'mmol/L', rangeText: '3.9-5.5' }] } });
    // An older report typed in later leaves the freshness at the newest sample.
    const [fresh] = await t.database.db.select().from(bloodTestHistory).where(eq(bloodTestHistory.user_id, pro.id));
    expect(fresh?.updated_at.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    const markers = (await json(t.app, 'GET', '/api/biomarkers/markers', { cookie: pro.cookie })).json().markers;
    expect(markers.map((m: { name: string; count: number }) => [m.name, m.count])).toEqual([['Glucose', 2], ['Potassium', 1]]);
    expect(markers[0].latest).toMatchObject({ reportId, collectedOn: '2026-03-02', value: 101, unit: 'mg/dL', flag: 'high', range: { low: 70, high: 99 } });
    const history = (await json(t.app, 'GET', '/api/biomarkers/markers/2345-7', { cookie: pro.cookie })).json();
    expect(history).toMatchObject({ loinc: '2345-7', name: 'Glucose', unit: 'mg/dL' });
    expect(history.guide).toMatchObject({ measures: expect.any(String), sources: expect.arrayContaining([expect.objectContaining({ url: expect.stringMatching(/^https:/) })]) });
    expect(history.points.map((p: { collectedOn: string; value: number }) => [p.collectedOn, p.value])).toEqual([['2025-09-01', 90.08], ['2026-03-02', 101]]);
    expect((await json(t.app, 'GET', '/api/biomarkers/markers/2345-7', { cookie: other.cookie })).json().points).toHaveLength(1);
    expect((await json(t.app, 'GET', '/api/biomarkers/markers/not-a-code', { cookie: pro.cookie })).statusCode).toBe(400);
  });
});

describe('the person\'s medicines beside their markers', () => {
  it('a biotin supplement warns on a thyroid result, metformin on B12; an unrelated medicine says nothing', async () => {
    const u = await signedInUser(t, 'free');
    for (const name of ['Biotin', 'metformin', 'loratadine']) {
      expect((await json(t.app, 'POST', '/api/safety/cabinet', { cookie: u.cookie, body: { name } })).statusCode).toBe(201);
    }
    const rows = [{ name: 'TSH', value: 2.1, unit: 'mIU/L', rangeText: '0.4-4.0' }, { name: 'Vitamin B12', value: 180, unit: 'pg/mL' }, { name: 'Sodium', value: 140, unit: 'mmol/L' }];
    expect((await json(t.app, 'POST', '/api/biomarkers/manual', { cookie: u.cookie, body: { collectedOn: '2026-02-01', rows } })).statusCode).toBe(201);
    const markers: { name: string; loinc: string; medicineEffects: { medicine: string; effect: string; sources: unknown[] }[] }[] = (await json(t.app, 'GET', '/api/biomarkers/markers', { cookie: u.cookie })).json().markers;
    const effectsOn = (loinc: string) => markers.find((m) => m.loinc === loinc)!.medicineEffects;
    expect(effectsOn('3016-3').map((e) => e.medicine)).toEqual([expect.stringMatching(/biotin/i)]);
    expect(effectsOn('3016-3')[0]!.sources.length).toBeGreaterThan(0);
    expect(effectsOn('2132-9').map((e) => e.medicine)).toEqual([expect.stringMatching(/metformin/i)]);
    expect(effectsOn('2951-2')).toEqual([]);
    const history = (await json(t.app, 'GET', '/api/biomarkers/markers/3016-3', { cookie: u.cookie })).json();
    expect(history.medicineEffects[0].effect).toMatch(/biotin/i);
    expect(history.guide.name).toMatch(/TSH|thyroid/i);
  });
});

describe('owner only, deletion', () => {
  it('another person’s report is not found, whatever the route', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/biomarkers/reports/${reportId}`, undefined],
      ['GET', `/api/biomarkers/reports/${reportId}/pages/1`, undefined],
      ['PUT', `/api/biomarkers/reports/${reportId}/confirm`, { collectedOn: '2026-03-02', rows: [{ name: 'Glucose', value: 1 }] }],
      ['DELETE', `/api/biomarkers/reports/${reportId}`, undefined],
    ] as const) {
      const res = await json(t.app, method, url, { cookie: other.cookie, body });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await json(t.app, 'GET', '/api/biomarkers/reports', { cookie: other.cookie })).json().reports.every((r: { source: string }) => r.source === 'manual')).toBe(true);
    expect((await json(t.app, 'GET', `/api/biomarkers/reports/${reportId}`)).statusCode).toBe(401);
  });

  it('deleting a report deletes its rows and its files', async () => {
    expect(await blobs().get(`labs/${pro.id}/${reportId}/original`)).not.toBeNull();
    const res = await json(t.app, 'DELETE', `/api/biomarkers/reports/${reportId}`, { cookie: pro.cookie });
    expect(res.statusCode).toBe(200);
    for (const name of ['original', 'page-1.png', 'page-2.png']) expect(await blobs().get(`labs/${pro.id}/${reportId}/${name}`)).toBeNull();
    expect((await json(t.app, 'GET', `/api/biomarkers/reports/${reportId}`, { cookie: pro.cookie })).statusCode).toBe(404);
    expect((await json(t.app, 'GET', '/api/biomarkers/markers/2345-7', { cookie: pro.cookie })).json().points).toHaveLength(1);
  });

  it('the account export has the reports (not the files); deleting the account deletes every file', { timeout: 30_000 }, async () => {
    const kept = await upload(pro.cookie, ['Glucose 95 mg/dL 70-99']);
    await settled(pro.cookie, kept);
    const exported = (await json(t.app, 'GET', '/api/account/export', { cookie: pro.cookie })).json();
    expect(JSON.stringify(exported.tables.lab_reports ?? exported.tables.labReports)).toContain(kept);
    expect(JSON.stringify(exported)).not.toContain('%PDF');
    expect(await blobs().get(`labs/${pro.id}/${kept}/page-1.png`)).not.toBeNull();
    const email = (await json(t.app, 'GET', '/api/auth/get-session', { cookie: pro.cookie })).json().user.email;
    const closeAccount = () => t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: pro.cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });
    // Files that cannot be deleted keep the account (and its rows), so nothing outlives it unseen.
    storage.failDeletes = true;
    const failed = await closeAccount();
    storage.failDeletes = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('FILES_NOT_DELETED');
    expect((await json(t.app, 'GET', `/api/biomarkers/reports/${kept}`, { cookie: pro.cookie })).statusCode).toBe(200);
    const res = await closeAccount();
    expect(res.statusCode).toBe(200);
    expect(await blobs().deletePrefix(`labs/${pro.id}/`)).toBe(0);
    expect(await blobs().get(`labs/${pro.id}/${kept}/original`)).toBeNull();
  });
});
