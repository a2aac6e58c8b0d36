/**
 * Biomarkers (W2-F): the person's lab reports — uploaded and read in the background
 * (lab-reading.service.ts), or typed by hand (free) — the review and confirmation of the rows,
 * and the history of each marker. Nothing unconfirmed is interpreted: the markers and their
 * history read confirmed reports only. A report's files live in the blob store under
 * `labs/<userId>/<reportId>/`; deleting a report or the account deletes them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmReportBody, LabReportDetail, LabReportSummary, LabResultRow, ManualReportBody, MarkerHistory, MarkerPoint, MarkersResponse } from '@thrivewell/core/contracts/biomarkers-contract';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { BlobStore } from '../../providers/storage/blob-store';
import { writeAudit } from '../audit/audit.service';
import type { JobQueue } from '../jobs/jobs.service';
import { recordBloodTest } from '../profile/profile-freshness.service';
import * as repo from './biomarkers.repo';
import type { LabPorts } from './lab-ports';
import { guideView, medicineEffectsOn, type MedicineNames } from './marker-explanation';
import { createLabReading } from './lab-reading.service';
import { createLabTimeline, type TimelineSources } from './lab-timeline';
import { labContextOf, reportPrefix, toResultRow, toSummary, userPrefix, withCanonical } from './lab-rows';

export interface BiomarkersDeps {
  db: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  labs: LabPorts;
  /** The person's active medicines and supplements, to explain how they can change a marker. */
  medicines: MedicineNames;
  /** Symptoms (tracking) and medicine changes (cabinet) for the timeline, through their services. */
  timelineSources: TimelineSources;
  now?: () => Date;
}

type Request = { ip: string };
const notFound = () => new AppError('REPORT_NOT_FOUND', 'That report was not found.', 404, 'id');

export function createBiomarkersService(deps: BiomarkersDeps) {
  const { db, blobs, log, now = () => new Date() } = deps;
  const reading = createLabReading(deps);

  async function owned(userId: string, id: string): Promise<repo.ReportRow> {
    const report = await repo.reportOf(db, userId, id);
    if (!report) throw notFound();
    return report;
  }

  async function detail(userId: string, id: string): Promise<LabReportDetail> {
    const report = await owned(userId, id);
    const results = (await repo.resultsOf(db, id)).map(toResultRow);
    return { ...toSummary(report, results.length), results, progress: report.progress, pages: report.pages, error: report.error };
  }

  /** The rows as the person confirmed or typed them: normalised, confidence 1, the read row's box kept. */
  async function confirmedRows(userId: string, rows: ConfirmReportBody['rows'], before: LabResultRow[]): Promise<repo.StoredRow[]> {
    const { normaliseRow, toCanonical } = deps.labs;
    const ctx = await labContextOf(db, userId);
    const boxes = new Map(before.map((r) => [r.rowId, r.box]));
    const seen = new Set<string>();
    return rows.map((input, i) => {
      const rowId = input.rowId?.trim() || `row-${i + 1}`;
      if (seen.has(rowId)) throw new AppError('VALIDATION_ERROR', 'Two rows have the same id. Reload the report and try again.', 400, `rows.${i}.rowId`);
      seen.add(rowId);
      const row = normaliseRow(input, ctx, rowId);
      return withCanonical({ ...row, rowId, confidence: 1, box: boxes.get(rowId) ?? row.box }, toCanonical);
    });
  }

  async function afterSaved(userId: string, report: repo.ReportRow, collectedOn: string, action: 'lab_report_confirmed' | 'lab_report_entered', request: Request) {
    if (report.kind === 'blood') {
      // The outdated-data reminder asks how old the newest blood test is: the newest sample date
      // (an old report typed in today does not make the data fresh), never later than now.
      const newest = (await repo.newestBloodTest(db, userId)) ?? collectedOn;
      const sampled = new Date(`${newest}T12:00:00Z`);
      await recordBloodTest(db, userId, { reportId: report.id, collectedOn, newestSample: newest }, sampled < now() ? sampled : now());
    }
    await writeAudit(db, { userId, action, resourceType: 'lab_report', resourceId: report.id, ipAddress: request.ip }, log);
  }

  /** A point in the marker's canonical unit where one is known (value and range alike). */
  function pointOf(r: Awaited<ReturnType<typeof repo.confirmedResults>>[number]): MarkerPoint {
    const row = toResultRow(r.result);
    const convert = (v: number | null) => (v === null || !row.loinc ? v : (deps.labs.toCanonical(row.loinc, v, row.unit)?.value ?? v));
    const canonical = r.result.canonicalValue !== null;
    return {
      reportId: r.result.reportId,
      collectedOn: r.collectedOn ?? r.createdAt.toISOString().slice(0, 10),
      value: canonical ? r.result.canonicalValue : row.value,
      text: row.text,
      unit: canonical ? r.result.canonicalUnit : row.unit,
      flag: row.flag,
      range: canonical ? { low: convert(row.range.low), high: convert(row.range.high), text: row.range.text } : row.range,
    };
  }

  return {
    registerJobs: reading.register,
    upload: reading.upload,
    drain: reading.drain,
    detail,

    async list(userId: string): Promise<{ reports: LabReportSummary[] }> {
      return { reports: (await repo.listReports(db, userId)).map((r) => toSummary(r, r.resultCount)) };
    },

    /** The PNG of page `n` (1-based) of the user's report. */
    async page(userId: string, id: string, n: number): Promise<Buffer> {
      const report = await owned(userId, id);
      const key = report.pageKeys[n - 1];
      const bytes = key ? await blobs.get(key) : null;
      if (!bytes) throw new AppError('PAGE_NOT_FOUND', 'That page was not found.', 404, 'n');
      return bytes;
    },

    async confirm(userId: string, id: string, body: ConfirmReportBody, request: Request): Promise<LabReportDetail> {
      const report = await owned(userId, id);
      if (report.status === 'processing') throw new AppError('REPORT_PROCESSING', 'This report is still being read. Try again when it is ready for review.', 409, 'id');
      const before = (await repo.resultsOf(db, id)).map(toResultRow);
      const rows = await confirmedRows(userId, body.rows, before);
      await repo.confirmRows(db, userId, id, body.collectedOn, rows);
      await afterSaved(userId, report, body.collectedOn, 'lab_report_confirmed', request);
      return detail(userId, id);
    },

    async manual(userId: string, body: ManualReportBody, request: Request): Promise<LabReportDetail> {
      const rows = await confirmedRows(userId, body.rows, []);
      const report = await repo.insertReport(db, { userId, kind: body.kind, source: 'manual', status: 'confirmed', progress: 100, collectedOn: body.collectedOn });
      await repo.confirmRows(db, userId, report.id, body.collectedOn, rows);
      await afterSaved(userId, report, body.collectedOn, 'lab_report_entered', request);
      return detail(userId, report.id);
    },

    /** Deletes the report's files, then the report and its rows. */
    async remove(userId: string, id: string, request: Request): Promise<{ deleted: true }> {
      await owned(userId, id);
      await blobs.deletePrefix(reportPrefix(userId, id));
      if (!(await repo.deleteReport(db, userId, id))) throw notFound();
      await writeAudit(db, { userId, action: 'lab_report_deleted', resourceType: 'lab_report', resourceId: id, ipAddress: request.ip }, log);
      return { deleted: true };
    },

    async markers(userId: string): Promise<MarkersResponse> {
      const byMarker = new Map<string, MarkersResponse['markers'][number]>();
      const found = await repo.confirmedResults(db, userId);
      const names = found.length > 0 ? await deps.medicines.activeNames(userId) : [];
      for (const r of found) {
        const loinc = r.result.loinc!;
        const seen = byMarker.get(loinc);
        if (seen) seen.count++;
        else byMarker.set(loinc, { loinc, name: r.result.name, count: 1, latest: pointOf(r), medicineEffects: medicineEffectsOn(loinc, names) });
      }
      return { markers: [...byMarker.values()].sort((a, b) => a.name.localeCompare(b.name)) };
    },

    async history(userId: string, loinc: string): Promise<MarkerHistory> {
      const found = await repo.confirmedResults(db, userId, loinc);
      if (found.length === 0) throw new AppError('MARKER_NOT_FOUND', 'No confirmed results of that marker yet.', 404, 'loinc');
      const points = found.map(pointOf).reverse();
      const names = await deps.medicines.activeNames(userId);
      return { loinc, name: found[0]!.result.name, unit: points.at(-1)!.unit, points, guide: guideView(loinc), medicineEffects: medicineEffectsOn(loinc, names) };
    },

    /** Labs, symptoms and medicine changes on one range of days (Wellness Pro; gated by the route). */
    timeline: createLabTimeline({ db, sources: deps.timelineSources, now }),

    /** Account erasure: every file of the user's lab reports. */
    async deleteUserFiles(userId: string): Promise<number> {
      return blobs.deletePrefix(userPrefix(userId));
    },
  };
}

export type BiomarkersService = ReturnType<typeof createBiomarkersService>;
