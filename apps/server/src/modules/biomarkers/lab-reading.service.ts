/**
 * Uploads and the background reading of lab reports (W2-F). The request only checks the file,
 * strips an image's metadata, stores it in the blob store, adds the report as 'processing' and
 * queues `biomarkers.read` — it answers at once. The job (one at a time: OCR takes both cores)
 * reads the pages through the document reader, parses the rows, stores a PNG of each page and
 * moves the report to 'needs_review'; a failure moves it to 'failed' with words for the person.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { labReportPagesMax, labRowsMax, type LabKind } from '@thrivewell/core/contracts/biomarkers-contract';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { BlobStore } from '../../providers/storage/blob-store';
import type { JobQueue } from '../jobs/jobs.service';
import { writeAudit } from '../audit/audit.service';
import * as repo from './biomarkers.repo';
import type { LabFileType } from './lab-file';
import type { LabPorts } from './lab-ports';
import { labContextOf, originalKey, pageKey, reportPrefix, withCanonical } from './lab-rows';

export const readJob = 'biomarkers.read';

export interface LabReadingDeps {
  db: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** The reader, parser and row normaliser; unset until wired in app.ts, then reading fails clearly. */
  labs?: LabPorts;
}

export interface LabUpload {
  bytes: Buffer;
  contentType: LabFileType;
  fileName: string | null;
  kind: LabKind;
}

const notWired = 'Reading lab reports is not set up on this server yet. Enter the results by hand instead.';
const unreadable = 'The report could not be read. Try a sharper scan or photo, or enter the results by hand.';

/** Words for the person: an AppError's own message, never an internal error's text or stack. */
const errorText = (err: unknown) => (err instanceof AppError ? err.message : unreadable);

export function createLabReading(deps: LabReadingDeps) {
  const { db, blobs, jobs, log } = deps;

  /** Stores the (already checked and cleaned) file, adds the report and queues its reading. */
  async function upload(userId: string, file: LabUpload, request: { ip: string }): Promise<{ id: string; status: 'processing' }> {
    const id = randomUUID();
    const key = originalKey(userId, id);
    await blobs.put(key, file.bytes, file.contentType);
    try {
      await repo.insertReport(db, { id, userId, kind: file.kind, source: 'upload', status: 'processing', fileName: file.fileName, fileKey: key, contentType: file.contentType });
    } catch (err) {
      await blobs.delete(key).catch((e: unknown) => log.warn({ err: e }, 'lab upload: blob left after a failed insert'));
      throw err;
    }
    await jobs.send(readJob, { reportId: id }, { singletonKey: id, retryLimit: 1, retryDelaySeconds: 30 });
    await writeAudit(db, { userId, action: 'lab_report_uploaded', resourceType: 'lab_report', resourceId: id, ipAddress: request.ip }, log);
    return { id, status: 'processing' };
  }

  /**
   * The job: reads one report. Never throws (a failure is the report's 'failed' status, not a retry);
   * the one retry of the job is for a worker that died mid-read (its lock runs out).
   */
  async function read(reportId: string): Promise<void> {
    const report = await repo.reportById(db, reportId);
    if (!report || report.status !== 'processing') return;
    // Progress writes are chained so the last one lands before the report is finished.
    let progressWrites = Promise.resolve();
    let shown = 0;
    const progress = (percent: number) => {
      const value = Math.max(0, Math.min(95, Math.round(percent * 0.9)));
      if (value < shown + 5) return;
      shown = value;
      progressWrites = progressWrites.then(() => repo.setProgress(db, reportId, value)).catch((err: unknown) => log.warn({ err }, 'lab report progress not saved'));
    };
    try {
      if (!deps.labs) throw new AppError('LABS_NOT_CONFIGURED', notWired, 503);
      const { reader, parse, toCanonical } = deps.labs;
      const bytes = report.fileKey ? await blobs.get(report.fileKey) : null;
      if (!bytes) throw new AppError('FILE_MISSING', 'The uploaded file is missing. Upload the report again.', 410);
      const doc = await reader.read(bytes, (report.contentType ?? 'application/pdf') as LabFileType, progress);
      if (doc.pages.length === 0) throw new AppError('NO_PAGES', 'The file has no pages to read.', 422);
      if (doc.pages.length > labReportPagesMax) {
        throw new AppError('TOO_MANY_PAGES', `A report can have at most ${labReportPagesMax} pages; this one has ${doc.pages.length}. Upload only the pages with results.`, 422);
      }
      const parsed = parse(doc.pages, await labContextOf(db, report.userId));
      progress(100);
      const pageKeys: string[] = [];
      for (const [i, image] of doc.pageImages.slice(0, labReportPagesMax).entries()) {
        const key = pageKey(report.userId, reportId, i + 1);
        await blobs.put(key, image, 'image/png');
        pageKeys.push(key);
      }
      await progressWrites;
      const rows = parsed.rows.slice(0, labRowsMax).map((row) => withCanonical(row, toCanonical));
      const stored = await repo.finishReading(db, reportId, { pages: doc.pages.length, pageKeys, collectedOn: parsed.collectedOn, rows });
      // Deleted while it was being read: the page images written above must not outlive it.
      if (!stored) await blobs.deletePrefix(reportPrefix(report.userId, reportId));
    } catch (err) {
      log.warn({ err, reportId }, 'lab report reading failed');
      await progressWrites;
      await repo.failReading(db, reportId, errorText(err));
    }
  }

  return {
    upload,
    read,
    /** Registers the job's worker (before the queue starts). */
    register: () => jobs.work<{ reportId: string }>(readJob, { concurrency: 1 }, async (job) => read(job.data.reportId)),
  };
}

export type LabReading = ReturnType<typeof createLabReading>;
